import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes, type EndpointName } from '@forkcast/contracts';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const architecture = readFileSync(fileURLToPath(new URL('../../../ARCHITECTURE.md', import.meta.url)), 'utf8');

/** Every .ts file under apps/server/src, as [path relative to src, text]. */
const sources: Array<[string, string]> = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(src, file), 'utf8')]);

const importsDrizzle = (text: string) => /from 'drizzle-orm[/']/.test(text);
const importsSchema = (text: string) => /from '[./]*\/db\/schema\.js'/.test(text);

describe('every feature is routes -> service -> repository', () => {
  it('has route files', () => {
    expect(sources.filter(([file]) => file.endsWith('.routes.ts')).length).toBeGreaterThan(5);
  });

  it.each(sources.filter(([file]) => file.endsWith('.routes.ts')))('%s never touches the database', (_file, text) => {
    expect(importsDrizzle(text)).toBe(false);
    expect(text).not.toMatch(/from '[./]*\/db\//);
    expect(text).not.toMatch(/\.database\b/);
  });

  it.each(sources.filter(([file]) => file.endsWith('-service.ts')))('%s queries only through repositories', (_file, text) => {
    expect(importsDrizzle(text)).toBe(false);
    expect(importsSchema(text)).toBe(false);
  });

  it('queries only in *-repository.ts files among the modules', () => {
    const querying = sources.filter(([file, text]) => file.startsWith('modules/') && (importsDrizzle(text) || importsSchema(text)));
    expect(querying.map(([file]) => file).filter((file) => !file.endsWith('-repository.ts'))).toEqual([]);
  });
});

describe("ARCHITECTURE.md's route map", () => {
  // | `getReceipt` | `GET /api/receipts/:id` | `modules/receipts/` |
  const rows = [...architecture.matchAll(/^\| `(\w+)` \| `(GET|POST|PUT|DELETE) (\/\S+)` \| `(modules\/[\w-]+)\/` \|$/gm)].map(
    ([, name, method, routePath, folder]) => ({ name: name!, method, path: routePath, folder: folder! }),
  );

  it('lists every endpoint of the table once, with its method and path', () => {
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(routes).sort());
    for (const row of rows) {
      const route = routes[row.name as EndpointName];
      expect(row).toMatchObject({ method: route.method, path: route.path });
    }
  });

  it('names the module folder whose routes register each endpoint', () => {
    for (const row of rows) {
      const registering = sources.filter(
        ([file, text]) => file.startsWith(`${row.folder}/`) && file.endsWith('.routes.ts') && text.includes(`endpoints.${row.name},`),
      );
      expect({ endpoint: row.name, registeredIn: registering.length }).toEqual({ endpoint: row.name, registeredIn: 1 });
    }
  });
});
