import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';

type Page = { data: { name: { en: string } }[]; meta: { total: number; last_page: number } };

/**
 * The ids of all products, a category's and the specials, in each order, are remembered (http/product-lists.ts):
 * each page is a slice of them and the count their number, until a staff write forgets them. What a shopper sees
 * is what the uncached path (the cache off, as in every other suite) shows.
 */
describe.each(DIALECTS)('remembered product lists on %s', (dialect) => {
  let remembered: TestApp;
  let uncached: TestApp;
  let category: number;
  let other: number;
  let ties: number;
  beforeAll(async () => {
    remembered = await createTestApp(dialect, { CATALOGUE_CACHE_SECONDS: 60 });
    uncached = await createTestApp(dialect);
    for (const t of [remembered, uncached]) {
      category = await insertCategory(t.db, { name_ar: 'عطور', name_en: 'Perfumes' });
      other = await insertCategory(t.db, { name_ar: 'صابون', name_en: 'Soap' });
      for (const n of [1, 2, 3, 4, 5]) {
        await insertProduct(t.db, {
          name_ar: `عطر ${n}`,
          name_en: `Perfume ${n}`,
          uuid: `00000000-0000-4000-8000-00000000000${n}`,
          // newest by date is not newest by id, and best sellers are in neither order
          created_at: `2026-11-0${7 - n}T10:00:00.000Z`,
          updated_at: `2026-11-0${7 - n}T10:00:00.000Z`,
          price_milli: 10_000 * (6 - n),
          discount_milli: n % 3 === 2 ? 1_000 : 0,
          sales_count: (n * 3) % 7,
          categories: n === 3 ? [category, other] : [category],
          ...(n === 4 && { archived_at: '2026-11-01T00:00:00.000Z' }),
        });
      }
      // two products that tie on every sort key, and a discounted option of one of them filed under their category
      ties = await insertCategory(t.db, { name_ar: 'شموع', name_en: 'Candles' });
      const tie = { price_milli: 20_000, created_at: '2026-11-02T10:00:00.000Z', sales_count: 2, categories: [ties] };
      const uuid = (n: string) => `00000000-0000-4000-8000-00000000000${n}`;
      const candle = await insertProduct(t.db, { name_ar: 'شمعة أ', name_en: 'Candle A', uuid: uuid('a'), ...tie });
      await insertProduct(t.db, { name_ar: 'شمعة ب', name_en: 'Candle B', uuid: uuid('b'), ...tie });
      await insertProduct(t.db, {
        name_ar: 'شمعة أ كبيرة',
        name_en: 'Candle A, large',
        uuid: uuid('c'),
        ...tie,
        discount_milli: 500,
        variant_of: candle.id,
      });
      await insertProduct(t.db, {
        name_ar: 'صابون',
        name_en: 'Soap bar',
        uuid: '00000000-0000-4000-8000-000000000009',
        created_at: '2026-11-09T10:00:00.000Z',
        updated_at: '2026-11-09T10:00:00.000Z',
        categories: [other],
      });
    }
  });
  afterAll(async () => {
    await remembered.destroy();
    await uncached.destroy();
  });

  const list = async (t: TestApp, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/products?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };
  const names = (page: Page) => page.data.map((p) => p.name.en);

  it('pages every remembered list as the uncached path does, without archived products', async () => {
    const lists = [
      `category_id=${category}`,
      `sub_category_id=${other}`,
      'specials_offer=true',
      'discounted=true',
      `category_id=${category}&specials_offer=true`,
      `category_id=${ties}`,
      `category_id=${ties}&specials_offer=true`,
      '',
    ];
    const orders = ['', '&sort=price_asc', '&sort=price_desc', '&sort=newest', '&sort=best_selling'];
    const pages = ['&limit=2&page=1', '&limit=2&page=2', '&limit=2&page=3', '&limit=20', '&limit=2&page=9'];
    for (const l of lists) {
      for (const o of orders) {
        for (const p of pages) expect(await list(remembered, l + o + p)).toEqual(await list(uncached, l + o + p));
      }
    }
    expect(names(await list(remembered, `category_id=${category}&limit=2&page=1`))).toEqual(['Perfume 5', 'Perfume 3']);
    expect(names(await list(remembered, `category_id=${category}&limit=2&page=2`))).toEqual(['Perfume 2', 'Perfume 1']);
    expect((await list(remembered, `category_id=${category}&limit=2&page=9`)).data).toEqual([]);
    const sorted = await list(remembered, `category_id=${category}&limit=2&sort=price_asc`);
    expect(names(sorted)).toEqual(['Perfume 5', 'Perfume 3']);
    expect(sorted.meta.total).toBe(4);
    expect(names(await list(remembered, `sub_category_id=${other}&limit=20`))).toEqual(['Soap bar', 'Perfume 3']);
    // ties fall back to the id, in the order's direction; an option is shown on its main product's page only
    for (const o of orders) {
      const tied = await list(remembered, `category_id=${ties}&limit=20${o}`);
      expect(names(tied)).toEqual(o.endsWith('price_asc') ? ['Candle A', 'Candle B'] : ['Candle B', 'Candle A']);
    }
    expect((await list(remembered, `category_id=${ties}&specials_offer=true`)).meta.total).toBe(0);
    // the category's specials (Perfume 2 and 5 have a discount), dearest first
    const specials = await list(remembered, `category_id=${category}&specials_offer=true&sort=price_desc&limit=20`);
    expect(names(specials)).toEqual(['Perfume 2', 'Perfume 5']);
  });

  it('keeps the list until a staff write forgets it, then reads it afresh', async () => {
    const first = await list(remembered, `category_id=${category}&limit=2&page=1`);
    expect(first.meta.total).toBe(4);
    // a product added straight in the database, as no staff write would: the remembered list does not show it yet
    await insertProduct(remembered.db, { name_ar: 'عطر 6', name_en: 'Perfume 6', categories: [category] });
    expect(await list(remembered, `category_id=${category}&limit=2&page=1`)).toEqual(first);
    // a filter that is not the category alone is read every time
    expect((await list(remembered, `category_id=${category}&limit=2&in_stock=true`)).meta.total).toBe(5);

    remembered.app.invalidateResponseCache(); // what every staff write that the storefront shows calls
    const fresh = await list(remembered, `category_id=${category}&limit=2&page=1`);
    expect(names(fresh)).toEqual(['Perfume 6', 'Perfume 5']);
    expect(fresh.meta.total).toBe(5);
  });
});
