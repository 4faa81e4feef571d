import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:port the process listens on. */
  url: string;
  child: ChildProcess;
  /** The process's last output, for a failing test's message. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server (`src/main.ts`, as `npm start` and `npm run worker` do) as a real child process on a free port and
 * resolves once it listens. `env` is its whole configuration besides PATH and HOME.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await ended;
  };
  let errors = '';
  const keep = (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000));
  child.stderr!.on('data', keep);
  child.stdout!.on('data', keep);
  const output = () => errors;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`server did not listen within ${timeoutMs} ms: ${errors}`));
    }, timeoutMs);
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line);
        if (!listening) continue;
        clearTimeout(timer);
        resolve({ url: listening[1]!, child, stop, output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening: ${errors}`));
    });
  });
}
