import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { seedDatabase } from './seed/seed.js';
import { upgradeDatabase } from './upgrade.js';

export async function isCatalogueEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  const cats = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return !row && !cats;
}

/** Brings the schema up to date and, on a brand-new database, loads the demo catalogue. */
export async function prepareDatabase(db: Kysely<Database>, config: Config): Promise<void> {
  const { applied, backup } = await upgradeDatabase(
    db,
    config.DATABASE_URL,
    path.join(config.rootDir, 'data', 'backups'),
  );
  if (backup) console.info(`backup before migrating: ${backup}`);
  if (applied.length) console.info(`migrations applied: ${applied.join(', ')}`);
  if (config.SEED_ON_EMPTY && (await isCatalogueEmpty(db))) {
    console.info('empty database: loading the demo catalogue…');
    const summary = await seedDatabase(db, { imagesDir: config.IMAGES_DIR, products: config.SEED_PRODUCTS });
    console.info(`demo catalogue loaded: ${JSON.stringify(summary)}`);
  }
}
