import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';

const config = loadConfig();
const { db } = openDatabase(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(db);
  console.info(applied.length ? `applied: ${applied.join(', ')}` : 'the database is up to date');
} finally {
  await db.destroy();
}
