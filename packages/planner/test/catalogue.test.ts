// The real catalogue: every recipe valid, coverage complete, the load index fresh, and loading fast.
import { describe, expect, it } from 'vitest';
import { buildCatalogue, readCatalogueDir } from '../src/catalogue';
import { coverageProblems } from '../src/catalogueCoverage';
import { fingerprints, INDEX_PATH, loadCatalogue } from '../src/catalogueIndex';
import { food } from '../src/defaultContext';
import { readFileSync } from 'node:fs';

describe('recipe catalogue (packages/planner/catalogue/*.json)', () => {
  const sources = readCatalogueDir();
  const validated = buildCatalogue(sources, food);

  it('has no invalid recipe: unknown ingredient, contradicted diet tag, missing time, duplicate slug or name', () => {
    expect(validated.problems.map((p) => `${p.file} ${p.recipe}: ${p.message}`)).toEqual([]);
  });

  it('covers 9 cuisines x 30, all 4 meal types, 400 recipes, and a 14-day plan under each single diet', () => {
    expect(coverageProblems(validated.recipes)).toEqual([]);
  });

  it('has a fresh load index (npm run -s validate:catalogue -w @forkcast/planner) that gives the validated catalogue', () => {
    const index = JSON.parse(readFileSync(INDEX_PATH, 'utf8')) as { sourceHash: string; foodHash: string };
    expect(fingerprints(sources, food)).toEqual({ sourceHash: index.sourceHash, foodHash: index.foodHash });
    expect(loadCatalogue(sources, food)).toEqual(validated);
  });

  it('reads and loads every file in under 100 ms of CPU', () => {
    // CPU time, not wall time: engineers and CI share two cores, and waiting for a core is not the loader's cost.
    const start = process.cpuUsage();
    loadCatalogue(readCatalogueDir(), food);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(100);
  });
});
