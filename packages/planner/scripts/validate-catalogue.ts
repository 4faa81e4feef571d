// Validates every catalogue/*.json recipe and the catalogue's coverage; writes catalogue-report.txt and the
// load index generated/catalogue-index.json. Run: npm run -s validate:catalogue -w @forkcast/planner
// (exit code 1 while anything fails).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCatalogue, readCatalogueDir } from '../src/catalogue';
import { fingerprints, toIndex, writeIndex } from '../src/catalogue-index';
import { catalogueReport } from '../src/catalogue-report';
import { food } from '../src/default-context';

const sources = readCatalogueDir();
const catalogue = buildCatalogue(sources, food);
writeIndex(toIndex(catalogue, fingerprints(sources, food)));
const { text, failures } = catalogueReport(catalogue);
writeFileSync(fileURLToPath(new URL('../catalogue-report.txt', import.meta.url)), text);
process.stdout.write(
  `${catalogue.recipes.length} valid recipes; ${failures} failures (packages/planner/catalogue-report.txt); index written\n`,
);
process.exitCode = failures > 0 ? 1 : 0;
