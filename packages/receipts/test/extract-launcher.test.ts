import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const launcher = path.join(root, 'scripts/extract.mjs');
const bundle = path.join(root, 'node_modules/.cache/forkcast-extract/extract.mjs');
const run = (...args: string[]) => promisify(execFile)('node', [launcher, ...args], { cwd: root });

describe('scripts/extract.mjs (npm run extract)', () => {
  it('runs the receipt CLI from its bundle, and builds the bundle only when the sources changed', async () => {
    const { stdout } = await run('/no/such/photo.jpg');
    expect(JSON.parse(stdout)).toEqual({ file: '/no/such/photo.jpg', error: 'file not found' });
    const built = statSync(bundle).mtimeMs;
    await run('/no/such/photo.jpg');
    expect(statSync(bundle).mtimeMs).toBe(built);
  });
  it('passes the CLI its usage error', async () => {
    await expect(run()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run -s extract') });
  });
});
