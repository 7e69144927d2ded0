import { type Paged, type Product, type ProductsQuery, SEARCH_COUNT_CAP, normalizeSearch } from '@dukkan/contracts';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { MIGRATIONS } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { optimizeSearchIndexes, wordsOf } from '../../lib/product-search.js';
import { insertCategory, insertProduct, productRow } from '../../test/fixtures.js';
import { DIALECTS, type TestDb, createTestDb } from '../../test/harness.js';
import { RECENT_WALK } from './repository.js';
import { searchProducts } from './service.js';

/** A search's page, as the storefront gets it. */
const searched = async (db: Kysely<Database>, query: ProductsQuery) =>
  JSON.parse((await searchProducts(db, query, '/api/client/products')).toBuffer().toString()) as Paged<Product>;

const PRODUCTS = {
  perfume: {
    name_ar: 'عطر لطافة خمرة - 50 مل - مرجع la-57798',
    name_en: 'Lattafa Khamrah Eau de Parfum - Ref. LA-57798',
  },
  airMax: { name_ar: 'حذاء نايك إير ماكس 90', name_en: 'Nike Air Max 90 Red/White' },
  revolution: { name_ar: 'حذاء نايك ريفولوشن 6', name_en: 'Nike Revolution 6' },
  falcon: { name_ar: 'حذاء أديداس رن فالكون', name_en: 'Adidas Run Falcon' },
  chanel: { name_ar: 'عطر شانيل N°5', name_en: 'Chanel N°5 Eau de Parfum' },
  // a non-breaking hyphen (U+2011)
  watch: { name_ar: 'ساعة يد كاسيو 10\u201120', name_en: 'Casio Watch 10\u201120' },
};
type Key = keyof typeof PRODUCTS;

/** A search with a long word and short ones (decision 0004, amended by migration 0016): short words start a word. */
describe.each(DIALECTS)('a search ending in a word of one or two letters, on %s', (dialect) => {
  let t: TestDb;
  const keys = new Map<string, Key>();
  /** The products the search finds (every one: the page holds them all), by key. */
  const found = async (name: string) => {
    const page = await searched(t.db, { name, limit: 20 });
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
    // any mark that is not a letter or digit ends a word (normalizeSearch writes the unlisted ones as "-")
    ['chanel 5', ['chanel']],
    ['شانيل 5', ['chanel']],
    ['n°5', ['chanel']],
    ['casio 20', ['watch']],
    ['casio 10\u201120', ['watch']],
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

  it('pages what it finds newest first, each page with the count of all', async () => {
    const page = async (n: number) => {
      const { data, meta } = await searched(t.db, { name: 'r', limit: 3, page: n });
      return { keys: data.map((p) => keys.get(p.uuid)), total: meta.total };
    };
    // inserted in the order of PRODUCTS, so newest first is falcon, revolution, airMax, perfume
    expect(await page(1)).toEqual({ keys: ['falcon', 'revolution', 'airMax'], total: 4 });
    expect(await page(2)).toEqual({ keys: ['perfume'], total: 4 });
    expect(await page(3)).toEqual({ keys: [], total: 4 });
  });

  it('finds the same once its indexes are merged, as the seed leaves them, and what is written after', async () => {
    await optimizeSearchIndexes(t.db);
    expect(await found('nike r')).toEqual(['airMax', 'revolution']);
    expect(await found('حذاء ر')).toEqual(['falcon', 'revolution']);
    expect(await found('r')).toEqual(['airMax', 'falcon', 'perfume', 'revolution']);
    const later = await insertProduct(t.db, { name_ar: 'حذاء نايك ريأكت', name_en: 'Nike React Runner' });
    const page = await searched(t.db, { name: 'nike rea', limit: 20 });
    expect(page.data.map((p) => p.uuid)).toEqual([later.uuid]);
    await t.db.deleteFrom('products').where('id', '=', later.id).execute();
    if (dialect === 'sqlite') {
      // FTS5 checks its merged index against itself
      await sql`INSERT INTO products_search(products_search, rank) VALUES ('integrity-check', 0)`.execute(t.db);
    }
  });

  it('follows a product whose name changes, and one deleted', async () => {
    const id = (await insertProduct(t.db, { name_ar: 'كرة قدم أديداس', name_en: 'Adidas Tango Ball' })).id;
    const named = async (text: string) =>
      t.db
        .updateTable('products')
        .set({ search_text: normalizeSearch(text) })
        .where('id', '=', id)
        .execute();
    expect((await searched(t.db, { name: 'adidas t' })).meta.total).toBe(1);
    await named('Adidas Copa Ball');
    expect((await searched(t.db, { name: 'adidas t' })).meta.total).toBe(0);
    expect((await searched(t.db, { name: 'adidas co' })).meta.total).toBe(1);
    await t.db.deleteFrom('products').where('id', '=', id).execute();
    expect((await searched(t.db, { name: 'adidas co' })).meta.total).toBe(0);
  });
});

describe('migration 0016 on a SQLite database with products', () => {
  it('indexes the products it finds, rewrites their unlisted marks, and the word index still answers short words', async () => {
    const t = await createTestDb('sqlite', { migrate: false });
    try {
      const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
      expect((await migrator.migrateTo('0015-listed-product-indexes')).error).toBeUndefined();
      await insertProduct(t.db, PRODUCTS.revolution);
      await insertProduct(t.db, PRODUCTS.falcon);
      // stored as normalizeSearch wrote it before it wrote unlisted marks as "-"
      const { id } = await insertProduct(t.db, PRODUCTS.chanel);
      await t.db
        .updateTable('products')
        .set({ search_text: 'عطر شانيل n°5 chanel n°5 eau de parfum' })
        .where('id', '=', id)
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect((await searched(t.db, { name: 'chanel 5' })).meta.total).toBe(1);
      const totals = async (...names: string[]) =>
        Promise.all(names.map(async (name) => (await searched(t.db, { name })).meta.total));
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

/** The queries of lib/product-search.ts must keep matching what migration 0016 built, or they read every row. */
describe.each(DIALECTS)('the word starts of the queries and of the indexes, on %s', (dialect) => {
  it('are written the same way', async () => {
    const t = await createTestDb(dialect);
    try {
      if (dialect === 'sqlite') {
        const triggers = await sql<{
          sql: string;
        }>`SELECT sql FROM sqlite_master WHERE name LIKE 'products_search_%'`.execute(t.db);
        expect(
          triggers.rows.map((r) => r.sql.includes(wordsOf('new.search_text', false))).filter(Boolean),
        ).toHaveLength(2);
      } else {
        await sql`SET enable_seqscan = off`.execute(t.db);
        const plan = await sql<{
          'QUERY PLAN': string;
        }>`EXPLAIN SELECT id FROM products WHERE to_tsvector('simple', ${sql.raw(wordsOf('products.search_text', true))}) @@ to_tsquery('simple', 'ni:*')`.execute(
          t.db,
        );
        expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('products_search_words');
      }
    } finally {
      await t.destroy();
    }
  });
});

/** A search's pages are cut from all its matches, newest first (decision 0071), alone and within a category. */
describe.each(DIALECTS)("a search's pages, on %s", (dialect) => {
  let t: TestDb;
  const lamps: number[] = [];
  const numberOf = new Map<string, number>();
  let odd = 0;
  /** The lamps a page shows, by their number, and the count of all matches. */
  const page = async (query: ProductsQuery) => {
    const { data, meta } = await searched(t.db, { name: 'lamp', ...query });
    const numbers = data.map((p) => numberOf.get(p.uuid));
    return { numbers, total: meta.total };
  };

  beforeAll(async () => {
    t = await createTestDb(dialect);
    odd = await insertCategory(t.db, { name_ar: 'فردي', name_en: 'Odd' });
    // the lamps' ids start below 10 and go past it, so that ids of one and two digits are mixed
    for (let i = 1; i <= 5; i++) await insertProduct(t.db, { name_ar: `كرسي ${i}`, name_en: `Chair ${i}` });
    for (let n = 1; n <= 12; n++) {
      const categories = n % 2 ? [odd] : [];
      const lamp = await insertProduct(t.db, { name_ar: `مصباح ${n}`, name_en: `Desk Lamp ${n}`, categories });
      lamps.push(lamp.id);
      numberOf.set(lamp.uuid, n);
    }
  });
  afterAll(() => t.destroy());

  it('pages every match, newest first', async () => {
    expect(Math.min(...lamps)).toBeLessThan(10);
    expect(Math.max(...lamps)).toBeGreaterThanOrEqual(10);
    expect(await page({ limit: 5 })).toEqual({ numbers: [12, 11, 10, 9, 8], total: 12 });
    expect(await page({ limit: 5, page: 2 })).toEqual({ numbers: [7, 6, 5, 4, 3], total: 12 });
    expect(await page({ limit: 5, page: 3 })).toEqual({ numbers: [2, 1], total: 12 });
    expect(await page({ limit: 5, page: 4 })).toEqual({ numbers: [], total: 12 });
  });

  it('pages the matches of one category', async () => {
    expect(await page({ limit: 4, category_id: odd })).toEqual({ numbers: [11, 9, 7, 5], total: 6 });
    expect(await page({ limit: 4, page: 2, category_id: odd })).toEqual({ numbers: [3, 1], total: 6 });
  });

  it('finds nothing, with a count of none', async () => {
    expect(await page({ name: 'lampshade' })).toEqual({ numbers: [], total: 0 });
  });
});

/** A search counts its matches up to SEARCH_COUNT_CAP, or to the page's end when deeper (decision 0074). */
describe.each(DIALECTS)('a search with more matches than it counts, on %s', (dialect) => {
  let t: TestDb;
  const numberOf = new Map<string, number>();
  const KETTLES = SEARCH_COUNT_CAP + 7;
  const search = async (query: Partial<ProductsQuery>) => {
    const { data, meta, links } = await searched(t.db, { name: 'kettle', ...query });
    return {
      numbers: data.map((p) => numberOf.get(p.uuid)),
      total: meta.total,
      relation: meta.total_relation,
      lastPage: meta.last_page,
      next: links.next !== null,
    };
  };
  const numbers = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

  beforeAll(async () => {
    t = await createTestDb(dialect);
    for (let n = 1; n <= KETTLES; n++) {
      const kettle = await insertProduct(t.db, { name_ar: `غلاية ${n}`, name_en: `Electric Kettle ${n}` });
      numberOf.set(kettle.uuid, n);
      if (n % 10 === 0) await insertProduct(t.db, { name_ar: `كوب ${n}`, name_en: `Mug ${n}` });
    }
    // archived kettles are neither shown nor counted, the newest among them
    const archived = { archived_at: new Date().toISOString() };
    for (let n = 1; n <= 3; n++)
      await insertProduct(t.db, { name_ar: 'غلاية قديمة', name_en: 'Old Kettle', ...archived });
  });
  afterAll(() => t.destroy());

  it('counts the first page up to the cap and says there are more', async () => {
    expect(await search({ limit: 8 })).toEqual({
      numbers: numbers(KETTLES, KETTLES - 7),
      total: SEARCH_COUNT_CAP,
      relation: 'gte',
      lastPage: Math.floor(SEARCH_COUNT_CAP / 8) + 1,
      next: true,
    });
  });

  it('pages on past the cap, and counts all once a page reaches the last match', async () => {
    const perPage = SEARCH_COUNT_CAP / 5;
    expect(await search({ limit: perPage, page: 5 })).toEqual({
      numbers: numbers(KETTLES - 4 * perPage, KETTLES - 5 * perPage + 1),
      total: SEARCH_COUNT_CAP,
      relation: 'gte',
      lastPage: 6,
      next: true,
    });
    expect(await search({ limit: perPage, page: 6 })).toEqual({
      numbers: numbers(KETTLES - 5 * perPage, 1),
      total: KETTLES,
      relation: 'eq',
      lastPage: 6,
      next: false,
    });
  });

  it('counts every match of a search that has fewer, in Arabic as in English', async () => {
    // "Kettle 10" and "Kettle 100" to "Kettle 107": the short word starts a word
    expect(await search({ name: 'غلاية 10', limit: 20 })).toMatchObject({ total: 9, relation: 'eq', next: false });
    expect(await search({ name: 'kettle 10', limit: 4 })).toMatchObject({
      numbers: [107, 106, 105, 104],
      total: 9,
      relation: 'eq',
      lastPage: 3,
    });
  });

  it('caps the count of a sorted search too', async () => {
    expect(await search({ limit: 8, sort: 'price_asc' })).toMatchObject({ total: SEARCH_COUNT_CAP, relation: 'gte' });
    expect(await search({ name: 'kettle 10', limit: 8, sort: 'price_asc' })).toMatchObject({
      total: 9,
      relation: 'eq',
    });
  });

  it("counts only to the page's end when asked (the autocomplete's count=page, decision 0075)", async () => {
    expect(await search({ limit: 8, count: 'page' })).toEqual({
      numbers: numbers(KETTLES, KETTLES - 7),
      total: 8,
      relation: 'gte',
      lastPage: 2,
      next: true,
    });
    expect(await search({ limit: 8, page: 3, count: 'page' })).toMatchObject({ total: 24, relation: 'gte' });
    // nine matches, a page of eight: there are more; a page of twenty holds them all
    expect(await search({ name: 'kettle 10', limit: 8, count: 'page' })).toMatchObject({ total: 8, relation: 'gte' });
    expect(await search({ name: 'kettle 10', limit: 20, count: 'page' })).toMatchObject({ total: 9, relation: 'eq' });
    expect(await search({ limit: 8, sort: 'price_asc', count: 'page' })).toMatchObject({ total: 8, relation: 'gte' });
  });

  it('leaves a list without a search counted in full, without a relation', async () => {
    for (const count of [undefined, 'page'] as const) {
      const all = await searched(t.db, { limit: 8, count });
      expect(all.meta.total).toBe(KETTLES + Math.floor(KETTLES / 10));
      expect(all.meta.total_relation).toBeUndefined();
    }
  });
});

/**
 * PostgreSQL tests the newest products one by one first, then asks its indexes for older matches (decision 0077);
 * SQLite reads its FTS5 index newest first. Either way, a search answers the same pages.
 */
describe.each(DIALECTS)('a search whose matches are older than the newest products, on %s', (dialect) => {
  let t: TestDb;
  const numberOf = new Map<string, number>();
  const search = async (query: Omit<ProductsQuery, 'name'> & { name: string }) => {
    const { data, meta } = await searched(t.db, query);
    return { numbers: data.map((p) => numberOf.get(p.uuid)), total: meta.total, relation: meta.total_relation };
  };

  beforeAll(async () => {
    t = await createTestDb(dialect);
    const kettle = async (n: number) => {
      const { uuid } = await insertProduct(t.db, { name_ar: `غلاية ${n}`, name_en: `Electric Kettle ${n}` });
      numberOf.set(uuid, n);
    };
    for (let n = 1; n <= 11; n++) await kettle(n);
    // an archived kettle and a kettle that is another one's option: neither listed, among the older rows
    await insertProduct(t.db, { name_ar: 'غلاية قديمة', name_en: 'Old Kettle', archived_at: new Date().toISOString() });
    const main = await insertProduct(t.db, { name_ar: 'غلاية بخيارات', name_en: 'Kettle With Options' });
    numberOf.set(main.uuid, 0);
    await insertProduct(t.db, { name_ar: 'غلاية خيار', name_en: 'Kettle Option', variant_of: main.id });
    await kettle(12);
    // then other products, so that kettle 12 is the oldest of the newest products PostgreSQL walks, then two kettles
    // with an archived kettle and an option between them: the walk counts listed products only
    const fillers = Array.from({ length: RECENT_WALK - 3 }, (_, i) => ({ name_ar: `كوب ${i}`, name_en: `Mug ${i}` }));
    for (let i = 0; i < fillers.length; i += 200) {
      await t.db
        .insertInto('products')
        .values(fillers.slice(i, i + 200).map(productRow))
        .execute();
    }
    await kettle(13);
    await insertProduct(t.db, { name_ar: 'غلاية قديمة', name_en: 'Old Kettle', archived_at: new Date().toISOString() });
    await insertProduct(t.db, { name_ar: 'غلاية خيار', name_en: 'Kettle Option', variant_of: main.id });
    await kettle(14);
  });
  afterAll(() => t.destroy());

  it('finds the newest matches among the newest products, then the older ones', async () => {
    expect(await search({ name: 'kettle', limit: 4, count: 'page' })).toEqual({
      numbers: [14, 13, 12, 0],
      total: 4,
      relation: 'gte',
    });
    expect(await search({ name: 'kettle', limit: 20 })).toEqual({
      numbers: [14, 13, 12, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
      total: 15,
      relation: 'eq',
    });
    expect(await search({ name: 'غلاية', limit: 3, page: 2, count: 'page' })).toEqual({
      numbers: [0, 11, 10],
      total: 6,
      relation: 'gte',
    });
  });

  it('finds them for short words alone, and a short word after a long one', async () => {
    expect(await search({ name: 'ke', limit: 6, count: 'page' })).toEqual({
      numbers: [14, 13, 12, 0, 11, 10],
      total: 6,
      relation: 'gte',
    });
    expect(await search({ name: 'kettle 1', limit: 20 })).toEqual({
      numbers: [14, 13, 12, 11, 10, 1],
      total: 6,
      relation: 'eq',
    });
    // found only below the walked products
    expect(await search({ name: 'kettle 5', limit: 8, count: 'page' })).toEqual({
      numbers: [5],
      total: 1,
      relation: 'eq',
    });
    expect(await search({ name: 'el k 7', limit: 8 })).toEqual({ numbers: [7], total: 1, relation: 'eq' });
  });

  it.runIf(dialect === 'postgres')('prepares the walk once on a connection, for every word of one shape', async () => {
    const { db } = openDatabase(t.url, { poolSize: 1 });
    try {
      for (const name of ['kettle', 'mug', 'nothing']) await searched(db, { name, limit: 8, count: 'page' });
      const { rows } = await sql<{ runs: number }>`
        SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement LIKE '%AS walked%'`.execute(
        db,
      );
      expect(rows).toEqual([{ runs: 3 }]);
    } finally {
      await db.destroy();
    }
  });

  it('answers a word of the newest products from them alone', async () => {
    const { data, meta } = await searched(t.db, { name: 'mug', limit: 8, count: 'page' });
    expect(data.map((p) => p.name.en)).toEqual(Array.from({ length: 8 }, (_, i) => `Mug ${RECENT_WALK - 4 - i}`));
    expect(meta).toMatchObject({ total: 8, total_relation: 'gte' });
  });
});
