import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './db/prepare.js';
import { superviseApiProcesses } from './processes.js';

const config = loadConfig();
if (cluster.isPrimary) {
  // migrations and the first seed run once, without the requests' statement timeout, on their own connection
  const preparing = openDatabase(config.DATABASE_URL);
  await prepareDatabase(preparing.db, config);
  await preparing.db.destroy();
}

if (cluster.isPrimary && config.API_PROCESSES > 1) {
  superviseApiProcesses(config.API_PROCESSES, config.OUTBOX_WORKER);
} else {
  await serve();
}

async function serve() {
  const handle = openDatabase(config.DATABASE_URL, {
    lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  });
  const app = await buildApp({ config, db: handle.db });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.db.destroy();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // messages are sent by this worker (PostgreSQL: any number of processes share the queue), and the product cards
  // that are not built are built by this process
  if (config.OUTBOX_WORKER) {
    app.outbox.start();
    app.cardFiller.start();
  }
}
