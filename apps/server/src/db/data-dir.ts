import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, lstatSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Embedded PGlite is one process per folder: a second process on the same DATA_DIR silently forks the data and one of
 * them loses its writes. So the folder is locked for as long as the database is open.
 */
const LOCK_FILE = 'forkcast.lock';

export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
}

/** Folders this process holds: opening one twice in one process would fork it just the same. */
const heldHere = new Set<string>();

function isRunning({ pid, host }: Holder): boolean {
  // Another machine's process (a shared network folder) cannot be checked from here: assume it runs.
  if (host !== hostname()) return true;
  // Our own pid in an old lock is an earlier life of this container or machine, killed before it could unlock.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): { holder: Holder | undefined; text: string } | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (Number.isInteger(parsed.pid) && typeof parsed.host === 'string') return { holder: parsed as Holder, text };
  } catch {
    // Not a lock this program wrote (it writes whole files atomically): nobody can be holding it.
  }
  return { holder: undefined, text };
}

function inUse(folder: string, lockPath: string, { pid, host }: Holder): DataDirInUseError {
  const where = host === hostname() ? `pid ${pid}` : `pid ${pid} on ${host}`;
  return new DataDirInUseError(
    `DATA_DIR ${folder} is in use by another Forkcast process (${where}). Two processes on one folder lose data: ` +
      `stop that one first, or give this one its own DATA_DIR. If no such process runs any more, delete ${lockPath}.`,
  );
}

/**
 * Moves a dead process's lock out of the way, unless another process replaced it in the meantime (two starts that
 * both found it stale): the rename is atomic, and a lock that turns out not to be the stale one is put back.
 */
function removeStaleLock(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) linkSync(aside, lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * Takes DATA_DIR for this process: a lock file naming our pid, created atomically (written aside, then hard-linked
 * into place, which fails when one exists). A lock whose process is gone (kill -9, a crash, a power cut) is taken over.
 * Throws DataDirInUseError naming the folder and the other process.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const folder = realpathSync(dataDir);
  const lockPath = path.join(folder, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname() };
  if (heldHere.has(folder)) throw inUse(folder, lockPath, me);
  const mine = JSON.stringify(me);
  const candidate = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(candidate, mine, { mode: 0o600 });
  try {
    // A few rounds: each one either takes the lock, refuses because its holder runs, or clears a dead holder's lock.
    for (let round = 0; round < 5; round++) {
      try {
        linkSync(candidate, lockPath);
        heldHere.add(folder);
        return { release: () => release(folder, lockPath, mine) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readHolder(lockPath);
      if (!found) continue;
      if (found.holder && isRunning(found.holder)) throw inUse(folder, lockPath, found.holder);
      removeStaleLock(lockPath, found.text);
    }
    throw new DataDirInUseError(`DATA_DIR ${folder}: could not take ${lockPath}, other processes keep taking it.`);
  } finally {
    rmSync(candidate, { force: true });
  }
}

function release(folder: string, lockPath: string, mine: string): void {
  heldHere.delete(folder);
  if (readHolder(lockPath)?.text === mine) rmSync(lockPath, { force: true });
}

/**
 * Takes group and other permissions off everything in a PGlite data folder (files 0600, folders 0700): PGlite unpacks
 * its initial database with world-writable modes whatever the umask. Only a folder holding PG_VERSION is walked, so a
 * DATA_DIR pointed somewhere else by mistake is not rewritten; owner bits are kept, symbolic links are not followed.
 */
export function restrictToOwner(dataDir: string): void {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const restrict = (target: string) => {
    // The running database may remove a temporary file between the listing and here.
    const mode = lstatSync(target, { throwIfNoEntry: false })?.mode;
    if (mode === undefined || (mode & 0o077) === 0) return;
    try {
      chmodSync(target, mode & 0o700);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  restrict(dataDir);
  for (const entry of readdirSync(dataDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() || entry.isDirectory()) restrict(path.join(entry.parentPath, entry.name));
  }
}
