import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';

/**
 * A category list's count is remembered while the response cache keeps answers (http/list-counts.ts): another page
 * of the category reads its rows but not its count again, until a staff write forgets both.
 */
describe.each(DIALECTS)('category list counts on %s', (dialect) => {
  let t: TestApp;
  let category: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { CATALOGUE_CACHE_SECONDS: 60 });
    category = await insertCategory(t.db, { name_ar: 'عطور', name_en: 'Perfumes' });
    for (const n of [1, 2, 3]) {
      await insertProduct(t.db, { name_ar: `عطر ${n}`, name_en: `Perfume ${n}`, categories: [category] });
    }
  });
  afterAll(() => t.destroy());

  const page = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/products?category_id=${category}&${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { name: { en: string } }[]; meta: { total: number } }>();
  };

  it('counts a category once, whatever the page or order, and again after a staff write', async () => {
    expect((await page('limit=2&page=1')).meta.total).toBe(3);
    // a product added straight in the database, as no staff write would: the rows show it, the count does not yet
    await insertProduct(t.db, { name_ar: 'عطر 4', name_en: 'Perfume 4', categories: [category] });
    const second = await page('limit=2&page=2');
    expect(second.data.map((p) => p.name.en)).toEqual(['Perfume 2', 'Perfume 1']);
    expect(second.meta.total).toBe(3);
    expect((await page('limit=2&page=1&sort=price_asc')).meta.total).toBe(3);
    // a filter that is not the category alone is counted every time
    expect((await page('limit=2&page=1&in_stock=true')).meta.total).toBe(4);

    t.app.invalidateResponseCache(); // what every staff write that the storefront shows calls
    expect((await page('limit=2&page=1')).meta.total).toBe(4);
  });
});
