import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');

/** The client modules: every address comes from the endpoint table through them, so only they (and their test) may name one. */
const CLIENT_FILES = new Set(['api/endpoint-call.ts', 'api/client.ts', 'api/client.test.ts']);

/** `/api` as an address: in a string, template or comment, but not the `../api/` of an import of the api folder. */
const API_ADDRESS = /(?<![.\w-])\/api\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('API addresses', () => {
  it('are written only by the client; everything else calls endpoints by name', () => {
    const offenders = sourceFiles(src)
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((file) => !CLIENT_FILES.has(file))
      .flatMap((file) =>
        readFileSync(path.join(src, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (API_ADDRESS.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('finds an address written by hand (the check can fail)', () => {
    expect(API_ADDRESS.test("fetch('/api/receipts/recent')")).toBe(true);
    expect(API_ADDRESS.test('fetch(`/api/receipts/${id}`)')).toBe(true);
    expect(API_ADDRESS.test("import { api } from '../api/client';")).toBe(false);
  });
});
