import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../test/fixtures.js';
import { DIALECTS, type TestDb, createTestDb } from '../test/harness.js';
import { backupDatabase, restoreDatabase } from './backup.js';
import { openDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  it('restores every row of an online backup into an empty database', async () => {
    let source: TestDb;
    if (dialect === 'sqlite') {
      const url = `sqlite:${path.join(dir, 'live.db')}`;
      const { db } = openDatabase(url);
      await migrateToLatest(db);
      source = { db, url, dialect, destroy: () => db.destroy() };
    } else {
      source = await createTestDb('postgres');
    }
    const category = await insertCategory(source.db, { name_ar: 'عطور', name_en: 'Perfumes' });
    const { uuid } = await insertProduct(source.db, {
      name_ar: 'عطر العود',
      name_en: 'Oud Perfume',
      quantity: 7,
      categories: [category],
    });

    const file = await backupDatabase(source.url, path.join(dir, dialect));
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    // password hashes, e-mails and phones: the backup is its owner's alone (issue 15 item 9)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    let restoredUrl: string;
    let target: TestDb | null = null;
    if (dialect === 'sqlite') {
      restoredUrl = `sqlite:${path.join(dir, 'restored.db')}`;
    } else {
      // an empty database: create one and drop the tables the harness migrated into it
      target = await createTestDb('postgres');
      await target.db.destroy();
      const admin = new URL(target.url);
      restoredUrl = admin.toString();
      const { db } = openDatabase(restoredUrl);
      await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(db);
      await db.destroy();
    }
    await restoreDatabase(file, restoredUrl);

    if (dialect === 'sqlite') expect(fs.statSync(restoredUrl.slice('sqlite:'.length)).mode & 0o777).toBe(0o600);
    const restored = openDatabase(restoredUrl).db;
    const product = await restored.selectFrom('products').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    expect(product).toMatchObject({ name_en: 'Oud Perfume', quantity: 7 });
    const links = await restored.selectFrom('product_categories').selectAll().execute();
    expect(links).toHaveLength(1);
    await restored.destroy();
    await source.destroy();
    if (target) await target.destroy().catch(() => undefined);
  });
});
