import { normalizeSearch } from '@dukkan/contracts';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrate.js';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestDb, createTestDb } from '../../test/harness.js';
import { searchProducts } from './service.js';

const PRODUCTS = {
  perfume: {
    name_ar: 'عطر لطافة خمرة - 50 مل - مرجع la-57798',
    name_en: 'Lattafa Khamrah Eau de Parfum - Ref. LA-57798',
  },
  airMax: { name_ar: 'حذاء نايك إير ماكس 90', name_en: 'Nike Air Max 90 Red/White' },
  revolution: { name_ar: 'حذاء نايك ريفولوشن 6', name_en: 'Nike Revolution 6' },
  falcon: { name_ar: 'حذاء أديداس رن فالكون', name_en: 'Adidas Run Falcon' },
};
type Key = keyof typeof PRODUCTS;

/** A search with a long word and short ones (decision 0004, amended by migration 0016): short words start a word. */
describe.each(DIALECTS)('a search ending in a word of one or two letters, on %s', (dialect) => {
  let t: TestDb;
  const keys = new Map<string, Key>();
  /** The products the search finds (every one: the page holds them all), by key. */
  const found = async (name: string) => {
    const page = await searchProducts(t.db, { name, limit: 20 }, '/api/client/products');
    expect(page.meta.total).toBe(page.data.length);
    return page.data.map((p) => keys.get(p.uuid)).sort();
  };

  beforeAll(async () => {
    t = await createTestDb(dialect);
    for (const [key, names] of Object.entries(PRODUCTS)) keys.set((await insertProduct(t.db, names)).uuid, key as Key);
  });
  afterAll(() => t.destroy());

  it.each([
    ['nike r', ['airMax', 'revolution']],
    ['nike re', ['airMax', 'revolution']],
    ['nike rev', ['revolution']],
    // a word after punctuation starts a word too
    ['nike w', ['airMax']],
    ['lattafa 57', ['perfume']],
    ['lattafa la', ['perfume']],
    // but not a letter inside a word
    ['nike ev', []],
    ['lattafa 79', []],
    // a long word matches inside words
    ['ike r', ['airMax', 'revolution']],
    ['نايك ر', ['revolution']],
    ['حذاء ر', ['falcon', 'revolution']],
    ['adidas r', ['falcon']],
    ['adidas r f', ['falcon']],
    ['adidas r x', []],
    // short words alone
    ['r', ['airMax', 'falcon', 'perfume', 'revolution']],
    ['ru', ['falcon']],
  ])('%s', async (term, expected) => {
    expect(await found(term)).toEqual(expected);
  });

  it('follows a product whose name changes, and one deleted', async () => {
    const id = (await insertProduct(t.db, { name_ar: 'كرة قدم أديداس', name_en: 'Adidas Tango Ball' })).id;
    const named = async (text: string) =>
      t.db
        .updateTable('products')
        .set({ search_text: normalizeSearch(text) })
        .where('id', '=', id)
        .execute();
    expect((await searchProducts(t.db, { name: 'adidas t' }, '/')).meta.total).toBe(1);
    await named('Adidas Copa Ball');
    expect((await searchProducts(t.db, { name: 'adidas t' }, '/')).meta.total).toBe(0);
    expect((await searchProducts(t.db, { name: 'adidas co' }, '/')).meta.total).toBe(1);
    await t.db.deleteFrom('products').where('id', '=', id).execute();
    expect((await searchProducts(t.db, { name: 'adidas co' }, '/')).meta.total).toBe(0);
  });
});

describe.runIf(DIALECTS.includes('sqlite'))('migration 0016 on a database with products', () => {
  it('indexes the products it finds, and the word index still answers short words', async () => {
    const t = await createTestDb('sqlite', { migrate: false });
    try {
      const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
      expect((await migrator.migrateTo('0015-listed-product-indexes')).error).toBeUndefined();
      await insertProduct(t.db, PRODUCTS.revolution);
      await insertProduct(t.db, PRODUCTS.falcon);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const totals = async (...names: string[]) =>
        Promise.all(names.map(async (name) => (await searchProducts(t.db, { name }, '/')).meta.total));
      expect(await totals('nike r', 'adidas r', 'nike f', 'r', 'fa')).toEqual([1, 1, 0, 2, 1]);
      const tables = await sql<{
        name: string;
      }>`SELECT name FROM sqlite_master WHERE name LIKE 'products_fts%'`.execute(t.db);
      expect(tables.rows).toEqual([]);
    } finally {
      await t.destroy();
    }
  });
});
