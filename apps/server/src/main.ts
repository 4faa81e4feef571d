import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir.js';
import { exposureWarning } from './exposure-warning.js';

async function main(): Promise<void> {
  // Files and folders this process creates (the database, the generated auth secret) are readable by its user only.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, database });

  let closing = false;
  // Drain: take no new connections (open ones are answered 503), finish the requests and jobs in flight, then stop.
  // A job still running at the deadline is handed back to the queue (pg-boss) for another worker.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'draining');
    const timer = setTimeout(() => {
      app.log.warn('drain timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    app.log.info('drained');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const warning = exposureWarning(config);
  if (warning) console.warn(warning);
  await app.listen({ host: config.host, port: config.port });
}

await main();
