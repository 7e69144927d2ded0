import { type Paged, type Product, type ProductsQuery, normalizeSearch } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestDb, createTestDb } from '../../test/harness.js';
import { searchProducts } from './service.js';

/** English names by uuid, as the products are inserted. */
const names = new Map<string, string>();
const insert = async (db: Kysely<Database>, product: { name_ar: string; name_en: string }) => {
  const row = await insertProduct(db, product);
  names.set(row.uuid, product.name_en);
  return row;
};

/** The products a name search finds, by English name. */
const found = async (db: Kysely<Database>, name: string) => {
  const query: ProductsQuery = { name, limit: 20 };
  const page = JSON.parse(
    (await searchProducts(db, query, '/api/client/products')).toBuffer().toString(),
  ) as Paged<Product>;
  return page.data.map((p) => names.get(p.uuid)).sort();
};

const SNEAKERS = { name_ar: 'حذاء سكيتشرز دي لايتس', name_en: 'Skechers D’Lites Women’s Sneakers' };
const DRESS = { name_ar: 'فستان سواريه أتيلييه لينا', name_en: 'Atelier Lina Soirée Dress' };
const OUD = { name_ar: 'عطر لطافة بديع العود', name_en: "Lattafa Bade'e Al Oud" };
const CAFE = { name_ar: 'ماكينة قهوة', name_en: 'Crème Brûlée Café Maker' };

/** Decision 0091: what a phone's keyboard types finds what a shop's sheet wrote, accents and curly apostrophes. */
describe.each(DIALECTS)('a search typed without accents or with another apostrophe, on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    for (const product of [SNEAKERS, DRESS, OUD, CAFE]) await insert(t.db, product);
  });
  afterAll(() => t.destroy());

  it.each([
    ["D'Lites", [SNEAKERS.name_en]],
    ['d’lites', [SNEAKERS.name_en]],
    ['d‘lites', [SNEAKERS.name_en]],
    ["women's", [SNEAKERS.name_en]],
    ['bade’e', [OUD.name_en]],
    ["bade'e", [OUD.name_en]],
    ['soiree', [DRESS.name_en]],
    ['Soirée', [DRESS.name_en]],
    ['SOIRÉE DRESS', [DRESS.name_en]],
    ['creme brulee', [CAFE.name_en]],
    ['brûlée', [CAFE.name_en]],
    ['cafe m', [CAFE.name_en]],
    // the Arabic names are searched as before
    ['سواريه', [DRESS.name_en]],
    ['بديع', [OUD.name_en]],
    // and nothing is found that was not there
    ["d'light", []],
    ['soree', []],
  ])('%s', async (term, expected) => {
    expect(await found(t.db, term)).toEqual(expected);
  });
});

describe.each(DIALECTS)('migration 0020-search-accents-and-apostrophes on %s', (dialect) => {
  it('rewrites the search text of the products written before it, and only theirs', async () => {
    const t = await createTestDb(dialect, { migrate: false });
    try {
      expect((await createMigrator(t.db).migrateTo('0019-sku-any-case')).error).toBeUndefined();
      const ids: number[] = [];
      for (const product of [SNEAKERS, DRESS, OUD, { name_ar: 'زيت زيتون', name_en: 'Olive oil' }]) {
        const { id } = await insert(t.db, product);
        // as normalizeSearch alone wrote it before the migration
        const old = normalizeSearch(`${product.name_ar} ${product.name_en}  `);
        await t.db.updateTable('products').set({ search_text: old }).where('id', '=', id).execute();
        ids.push(id);
      }
      const before = await t.db
        .selectFrom('products')
        .select(['id', 'search_text', 'updated_at'])
        .orderBy('id')
        .execute();
      // the query is folded already; the text stored with a straight apostrophe or an accent is not
      expect(await found(t.db, 'soiree')).toEqual([]);
      expect(await found(t.db, "bade'e")).toEqual([]);

      expect(await migrateToLatest(t.db)).toEqual(['0020-search-accents-and-apostrophes']);
      const after = await t.db
        .selectFrom('products')
        .select(['id', 'search_text', 'updated_at'])
        .orderBy('id')
        .execute();
      expect(after.map((r) => r.search_text)).toEqual([
        'حذاء سكيتشرز دي لايتس skechers d’lites women’s sneakers',
        'فستان سواريه اتيلييه لينا atelier lina soiree dress',
        'عطر لطافه بديع العود lattafa bade’e al oud',
        before[3]!.search_text,
      ]);
      expect(after.map((r) => r.updated_at)).toEqual(before.map((r) => r.updated_at));
      expect(await found(t.db, 'soiree')).toEqual([DRESS.name_en]);
      expect(await found(t.db, "d'lites")).toEqual([SNEAKERS.name_en]);
      expect(await found(t.db, 'bade’e')).toEqual([OUD.name_en]);
    } finally {
      await t.destroy();
    }
  });
});
