import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { upgradeDatabase } from '../db/upgrade.js';

const config = loadConfig();
const { db } = openDatabase(config.DATABASE_URL);
try {
  const { applied, backup } = await upgradeDatabase(
    db,
    config.DATABASE_URL,
    path.join(config.rootDir, 'data', 'backups'),
  );
  if (backup) console.info(`backup before migrating: ${backup}`);
  console.info(applied.length ? `applied: ${applied.join(', ')}` : 'the database is up to date');
} finally {
  await db.destroy();
}
