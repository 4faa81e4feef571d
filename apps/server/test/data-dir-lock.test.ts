import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir.js';

/**
 * Embedded PGlite is one process per folder. These start the real server (`node --import tsx apps/server/src/main.ts`)
 * the way `npm start` does, on one DATA_DIR.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'forkcast-lock-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  /** Resolves 'listening' once the server answers, or 'exited' with the exit code. */
  outcome: Promise<{ kind: 'listening' } | { kind: 'exited'; code: number | null }>;
  /** Resolves once the process has exited and all its output is read. */
  closed: Promise<void>;
}

function startServer(dataDir: string, env: Record<string, string> = {}): Run {
  // Embedded PGlite whatever the surrounding environment says.
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk) => stderr.push(String(chunk)));
  const outcome = new Promise<{ kind: 'listening' } | { kind: 'exited'; code: number | null }>((resolve) => {
    child.stdout!.on('data', (chunk) => {
      stdout.push(String(chunk));
      if (stdout.join('').includes('Server listening at')) resolve({ kind: 'listening' });
    });
    child.on('exit', (code) => resolve({ kind: 'exited', code }));
  });
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return { child, stdout, stderr, outcome, closed };
}

/** Every file and folder under `dir` whose mode lets anyone but its owner in, with that mode. */
function openToOthers(dir: string): string[] {
  const entries = [dir, ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name))];
  return entries.flatMap((entry) => {
    // The running database may remove a temporary file between the listing and this look at it.
    const mode = statSync(entry, { throwIfNoEntry: false })?.mode ?? 0;
    return (mode & 0o077) === 0 ? [] : [`${entry} ${(mode & 0o777).toString(8)}`];
  });
}

describe('two servers on one DATA_DIR', () => {
  // A folder the server creates itself, as on a first `npm start`.
  const dataDir = path.join(scratch, 'data');

  it('the second refuses to start, naming the folder and the first one’s pid; files are owner-only; a killed one’s lock is taken over', async () => {
    const first = startServer(dataDir);
    expect(await first.outcome).toEqual({ kind: 'listening' });

    const second = startServer(dataDir);
    const refused = await second.outcome;
    expect(refused).toEqual({ kind: 'exited', code: 1 });
    await second.closed;
    const message = second.stderr.join('');
    expect(message).toContain(`DATA_DIR ${realpathSync(dataDir)} is in use by another Forkcast process (pid ${first.child.pid})`);

    // The database (write-ahead log included) and the generated sign-in secret: readable by their owner only.
    expect(readdirSync(path.join(dataDir, 'pg_wal')).some((name) => /^[0-9A-F]{24}$/.test(name))).toBe(true);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);

    // kill -9 leaves the lock behind; the next start sees its process is gone and takes the folder.
    first.child.kill('SIGKILL');
    await first.closed;
    expect(existsSync(path.join(dataDir, 'forkcast.lock'))).toBe(true);
    const third = startServer(dataDir, { HOST: '0.0.0.0' });
    expect(await third.outcome).toEqual({ kind: 'listening' });

    // A clean stop gives the folder back.
    third.child.kill('SIGTERM');
    await third.closed;
    expect(third.child.exitCode).toBe(0);
    expect(existsSync(path.join(dataDir, 'forkcast.lock'))).toBe(false);
    // It listened beyond this computer in development: the loud warning (read once all its output is in).
    expect(third.stderr.join('')).toContain('WARNING: NODE_ENV=development with HOST=0.0.0.0');
  }, 180_000);
});

describe('the DATA_DIR lock', () => {
  const folder = () => mkdtempSync(path.join(scratch, 'unit-'));
  const lockFile = (dir: string) => path.join(dir, 'forkcast.lock');

  it('is refused while its process runs, and a second open in the same process is refused too', () => {
    const dir = folder();
    const held = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    held.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it("names another live process's pid", () => {
    const dir = folder();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: process.ppid, host: hostname() }));
    expect(() => lockDataDir(dir)).toThrow(`is in use by another Forkcast process (pid ${process.ppid})`);
  });

  it.each([
    ['a process that is gone', () => JSON.stringify({ pid: 2 ** 22 + 1, host: hostname() })],
    ['our own pid (an earlier life of this container)', () => JSON.stringify({ pid: process.pid, host: hostname() })],
    ['a file this program did not write', () => 'not a lock'],
  ])('is taken over from %s', (_name, content) => {
    const dir = folder();
    writeFileSync(lockFile(dir), content());
    const held = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual(['forkcast.lock']);
    held.release();
  });

  it('is never taken from a process on another machine', () => {
    const dir = folder();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: 2 ** 22 + 1, host: 'another-machine' }));
    expect(() => lockDataDir(dir)).toThrow(/pid 4194305 on another-machine/);
  });
});
