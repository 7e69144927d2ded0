import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../test/fixtures.js';
import { DIALECTS, createTestDb } from '../test/harness.js';
import { restoreDatabase } from './backup.js';
import { openDatabase } from './connection.js';
import { MIGRATIONS, pendingMigrations } from './migrate.js';
import type { Database } from './schema.js';
import { upgradeDatabase } from './upgrade.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-migrations-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

const FIRST = '0001-initial';
const LATER = Object.keys(MIGRATIONS).filter((name) => name > FIRST);

/** An empty database (a new SQLite file, or a PostgreSQL database with an empty schema) and its URL. */
async function emptyDatabase(
  dialect: 'sqlite' | 'postgres',
  name: string,
): Promise<{ db: Kysely<Database>; url: string }> {
  if (dialect === 'sqlite') {
    const url = `sqlite:${path.join(dir, `${name}.db`)}`;
    const { db } = openDatabase(url);
    cleanups.push(() => db.destroy());
    return { db, url };
  }
  const created = await createTestDb('postgres');
  await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(created.db);
  cleanups.push(created.destroy);
  return { db: created.db, url: created.url };
}

/** Issue 15 item 12: migrations are forward-only, and the backup taken before one is how a release is undone. */
describe('the migration policy', () => {
  it('every migration is forward-only: none has a down that could drop data', () => {
    for (const [name, migration] of Object.entries(MIGRATIONS))
      expect([name, migration.down]).toEqual([name, undefined]);
  });
});

describe.each(DIALECTS)('upgrading a database on %s', (dialect) => {
  it('a new database is migrated without a backup', async () => {
    const { db, url } = await emptyDatabase(dialect, 'new');
    const upgrade = await upgradeDatabase(db, url, path.join(dir, `${dialect}-new-backups`));
    expect(upgrade).toEqual({ applied: Object.keys(MIGRATIONS), backup: null });
  });

  it.runIf(LATER.length > 0)(
    'a database with data is backed up first; the migration keeps the data; the backup restores the old schema with it',
    async () => {
      const { db, url } = await emptyDatabase(dialect, 'live');
      const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
      expect((await migrator.migrateTo(FIRST)).error).toBeUndefined();
      const category = await insertCategory(db, { name_ar: 'عطور', name_en: 'Perfumes' });
      const { uuid } = await insertProduct(db, { name_ar: 'عطر', name_en: 'Oud', quantity: 7, categories: [category] });
      const product = () =>
        db.selectFrom('products').select(['name_en', 'quantity']).where('uuid', '=', uuid).executeTakeFirst();

      const upgrade = await upgradeDatabase(db, url, path.join(dir, `${dialect}-backups`));
      expect(upgrade.applied).toEqual(LATER);
      expect(upgrade.backup).not.toBeNull();
      expect(fs.statSync(upgrade.backup!).mode & 0o777).toBe(0o600);
      expect(await product()).toEqual({ name_en: 'Oud', quantity: 7 });
      expect(await pendingMigrations(db)).toEqual([]);
      // nothing pending: no further backup
      expect((await upgradeDatabase(db, url, path.join(dir, `${dialect}-backups`))).backup).toBeNull();

      // going back = restoring the backup: the schema before the migration, with the data
      const restoredUrl =
        dialect === 'sqlite'
          ? `sqlite:${path.join(dir, 'restored.db')}`
          : (await emptyDatabase('postgres', 'restored')).url;
      await restoreDatabase(upgrade.backup!, restoredUrl);
      const restored = openDatabase(restoredUrl).db;
      cleanups.push(() => restored.destroy());
      expect(await pendingMigrations(restored)).toEqual(LATER);
      expect(
        await restored
          .selectFrom('products')
          .select(['name_en', 'quantity'])
          .where('uuid', '=', uuid)
          .executeTakeFirst(),
      ).toEqual({
        name_en: 'Oud',
        quantity: 7,
      });
    },
  );
});
