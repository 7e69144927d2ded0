import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { isCatalogueEmpty } from '../db/prepare.js';
import { seedDatabase } from '../db/seed/seed.js';

const { values } = parseArgs({
  options: { products: { type: 'string' } },
});
const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && (!Number.isInteger(products) || products < 1 || products > 2_000_000)) {
  console.error('--products must be a whole number between 1 and 2000000');
  process.exit(1);
}

const config = loadConfig();
const { db } = openDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(db);
  if (!(await isCatalogueEmpty(db))) {
    console.error('The database already has a catalogue; nothing was changed. Use a new DATABASE_URL.');
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const summary = await seedDatabase(db, { imagesDir: config.IMAGES_DIR, ...(products ? { products } : {}) });
    console.info(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`);
  }
} finally {
  await db.destroy();
}
