import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSkuConflict } from '../../modules/admin-products/repository.js';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestDb, createTestDb } from '../../test/harness.js';
import { createMigrator, migrateToLatest, pendingMigrations } from '../migrate.js';

describe.each(DIALECTS)('migration 0019-sku-any-case on %s', (dialect) => {
  let t: TestDb;
  const ids: Record<string, number> = {};
  const addProduct = async (sku: string) => {
    const row = await insertProduct(t.db, { name_ar: `منتج ${sku}`, name_en: `Product ${sku}`, sku });
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestDb(dialect, { migrate: false });
    const { error } = await createMigrator(t.db).migrateTo('0018-outbox-recipients');
    expect(error).toBeUndefined();
    // a shop whose SKUs differ only in letter case, which the old index let in
    ids['lower'] = await addProduct('run-42');
    ids['upper'] = await addProduct('RUN-42');
    ids['other'] = await addProduct('Mug/7');
  });
  afterAll(() => t.destroy());

  it('stops before changing anything, naming the SKUs that differ only in case and their products', async () => {
    await expect(migrateToLatest(t.db)).rejects.toThrow(
      `SKUs that differ only in letter case: RUN-42 (products ${ids['lower']}, ${ids['upper']}).`,
    );
    // it and the migrations after it are still to run
    expect((await pendingMigrations(t.db))[0]).toBe('0019-sku-any-case');
    // the old index is still there: another spelling in another case still goes in
    const third = await addProduct('Run-42');
    await t.db.deleteFrom('products').where('id', '=', third).execute();
  });

  it('holds one SKU whatever its case once the shop has renamed its clash', async () => {
    await t.db.updateTable('products').set({ sku: 'RUN-43' }).where('id', '=', ids['upper']!).execute();
    expect((await migrateToLatest(t.db))[0]).toBe('0019-sku-any-case');
    for (const sku of ['RUN-42', 'mug/7', 'run-43']) {
      const error = await addProduct(sku).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isSkuConflict(error), sku).toBe(true);
    }
    // products without an SKU are not held by it
    await addProduct('NEW-1');
    await insertProduct(t.db, { name_ar: 'بلا رمز', name_en: 'No SKU one' });
    await insertProduct(t.db, { name_ar: 'بلا رمز ٢', name_en: 'No SKU two' });
  });
});
