import type { Category, Paged, Product } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';

describe.each(DIALECTS)('catalogue API on %s', (dialect) => {
  let t: TestApp;
  let phones: number;
  let samsung: number;
  let food: number;
  const uuids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    phones = await insertCategory(t.db, {
      name_ar: 'الهواتف',
      name_en: 'Phones',
      img: '/images/categories/phones.svg',
    });
    samsung = await insertCategory(t.db, { name_ar: 'سامسونج', name_en: 'Samsung', parent_id: phones });
    food = await insertCategory(t.db, { name_ar: 'أغذية', name_en: 'Food' });
    uuids['galaxy'] = (
      await insertProduct(t.db, {
        name_ar: 'هاتف سامسونج جالاكسي إس ٢٤',
        name_en: 'Samsung Galaxy S24',
        brand: 'Samsung',
        model: 'SM-S921',
        color_ar: 'أسود',
        color_en: 'Black',
        price_milli: 3_250_500,
        discount_milli: 250_500,
        tax_rate_bp: 500,
        quantity: 3,
        is_featured: 1,
        sales_count: 40,
        categories: [phones, samsung],
        images: ['/images/products/galaxy.svg', '/images/products/galaxy-2.svg'],
      })
    ).uuid;
    uuids['oil'] = (
      await insertProduct(t.db, {
        name_ar: 'زيت زيتون مسلاتة البِكر',
        name_en: 'Msallata Extra Virgin Olive Oil',
        price_milli: 45_000,
        categories: [food],
        sales_count: 90,
      })
    ).uuid;
    uuids['dates'] = (
      await insertProduct(t.db, {
        name_ar: 'تمر دقلة نور',
        name_en: 'Deglet Nour Dates',
        price_milli: 20_000,
        quantity: 0,
        categories: [food],
      })
    ).uuid;
    uuids['hidden'] = (
      await insertProduct(t.db, { name_ar: 'مكواة بخار', name_en: 'Steam Iron', is_available: 0, categories: [] })
    ).uuid;
  });
  afterAll(() => t.destroy());

  const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

  it('lists categories with sub-categories and product counts', async () => {
    const res = await get('/api/client/categories');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Category[] }>();
    const phonesCat = data.find((c) => c.id === phones);
    expect(phonesCat).toMatchObject({ name: { ar: 'الهواتف', en: 'Phones' }, ProductsCount: 1 });
    expect(phonesCat?.SubCategories).toEqual([
      { id: samsung, name: { ar: 'سامسونج', en: 'Samsung' }, img: null, ProductsCount: 1 },
    ]);
    expect(data.find((c) => c.id === food)?.ProductsCount).toBe(2);
    expect(data.some((c) => c.id === samsung)).toBe(false);
  });

  it('shows a product with decimal prices computed from integer thousandths', async () => {
    const res = await get(`/api/client/products/${uuids['galaxy']}`);
    expect(res.statusCode).toBe(200);
    const p = res.json<{ data: Product }>().data;
    expect(p).toMatchObject({
      uuid: uuids['galaxy'],
      name: { ar: 'هاتف سامسونج جالاكسي إس ٢٤', en: 'Samsung Galaxy S24' },
      selling_price: 3250.5,
      selling_price_after_discount: 3000,
      selling_price_after_tax: 3150,
      is_there_discount: true,
      brand: 'Samsung',
      modal: 'SM-S921',
      color: { ar: 'أسود', en: 'Black' },
      quantity: 3,
      is_available: true,
      main_attachment: { img_path: '/images/products/galaxy.svg' },
    });
    expect(p.attachments).toHaveLength(2);
    expect(p.CategoryProducts.map((c) => c.category.id)).toEqual([samsung, phones]);
  });

  it('answers 404 with a localized message for an unknown uuid and 422 for a malformed one', async () => {
    const missing = await get('/api/client/products/00000000-0000-4000-8000-000000000000', 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'المنتج غير موجود.' });
    const bad = await get('/api/client/products/not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.uuid[0]).toMatch(/identifier/i);
  });

  it('filters by category and sub-category and pages in the Laravel shape', async () => {
    const res = await get(`/api/client/products?category_id=${food}&limit=1&page=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Paged<Product>>();
    expect(body.data).toHaveLength(1);
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2, from: 2, to: 2 });
    expect(body.links.prev).toContain('page=1');
    expect(body.links.next).toBeNull();
    const sub = await get(`/api/client/products?sub_category_id=${samsung}`);
    expect(sub.json<Paged<Product>>().data.map((p) => p.uuid)).toEqual([uuids['galaxy']]);
  });

  it.each([
    ['زيت', 'oil'],
    ['الزيتون', 'oil'],
    ['مسلاته', 'oil'],
    ['البكر', 'oil'],
    ['olive', 'oil'],
    ['OLIVE oil', 'oil'],
    ['جالكسي', 'galaxy'],
    ['غالاكسي', 'galaxy'],
    ['سامسونغ', 'galaxy'],
    ['كمبيوتر', null],
    ['جالاكسى', 'galaxy'],
    ['إس ٢٤', 'galaxy'],
    ['اس 24', 'galaxy'],
    ['gal', 'galaxy'],
    ['ga', 'galaxy'],
    ['تم', 'dates'],
    ['ـتمـر', 'dates'],
    ['sung', 'galaxy'],
  ])('searches names Arabic-aware: %s', async (term, expected) => {
    const res = await get(`/api/client/products?name=${encodeURIComponent(term)}&limit=5`);
    expect(res.statusCode).toBe(200);
    const found = res.json<Paged<Product>>().data.map((p) => p.uuid);
    if (expected === null) expect(found).toEqual([]);
    else expect(found).toContain(uuids[expected]);
  });

  it('searches within a category, counting only what it finds there', async () => {
    // a whole word and the beginning of the next one, as typed: both indexes and the category narrow together
    const term = encodeURIComponent('زيت ز');
    const inFood = (await get(`/api/client/products?category_id=${food}&name=${term}`)).json<Paged<Product>>();
    expect(inFood.data.map((p) => p.uuid)).toEqual([uuids['oil']]);
    expect(inFood.meta.total).toBe(1);
    const inPhones = (await get(`/api/client/products?category_id=${phones}&name=${term}`)).json<Paged<Product>>();
    expect(inPhones.data).toEqual([]);
    expect(inPhones.meta.total).toBe(0);
  });

  it("counts a search only to its page's end when asked with count=page, and keeps asking so in its links", async () => {
    // "s" starts a word of two names, Samsung Galaxy S24 and Steam Iron (the newest)
    const first = (await get('/api/client/products?name=s&limit=1&count=page')).json<Paged<Product>>();
    expect(first.data.map((p) => p.uuid)).toEqual([uuids['hidden']]);
    expect(first.meta).toMatchObject({ total: 1, total_relation: 'gte', last_page: 2 });
    expect(first.links.next).toMatch(/[?&]count=page(&|$)/);
    const second = (await get(first.links.next!)).json<Paged<Product>>();
    expect(second.data.map((p) => p.uuid)).toEqual([uuids['galaxy']]);
    expect(second.meta).toMatchObject({ total: 2, total_relation: 'eq', last_page: 2 });
    expect(second.links.next).toBeNull();
    // past the last match, the count is exact
    const past = (await get('/api/client/products?name=s&limit=1&page=5&count=page')).json<Paged<Product>>();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: 2, total_relation: 'eq', last_page: 2 });
    // within a category (the search's and the category's ids intersected): one match, counted exactly
    const inPhones = (await get(`/api/client/products?name=s&category_id=${phones}&limit=1&count=page`)).json<
      Paged<Product>
    >();
    expect(inPhones.data.map((p) => p.uuid)).toEqual([uuids['galaxy']]);
    expect(inPhones.meta).toMatchObject({ total: 1, total_relation: 'eq', last_page: 1 });
    // count takes one value
    const bad = await get('/api/client/products?name=s&count=all', 'ar');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      count: ['يرجى اختيار قيمة من القائمة.'],
    });
  });

  it('treats search wildcards literally', async () => {
    const res = await get(`/api/client/products?name=${encodeURIComponent('%%%')}`);
    expect(res.json<Paged<Product>>().data).toEqual([]);
  });

  it('finds one product by its exact name, for a picked suggestion', async () => {
    const res = await get(`/api/client/products?specific_name=${encodeURIComponent('Deglet Nour Dates')}&limit=1`);
    expect(res.json<Paged<Product>>().data.map((p) => p.uuid)).toEqual([uuids['dates']]);
  });

  it('lists discounted products only for specials_offer', async () => {
    const res = await get('/api/client/products?specials_offer=true');
    expect(res.json<Paged<Product>>().data.map((p) => p.uuid)).toEqual([uuids['galaxy']]);
    const all = await get('/api/client/products?specials_offer=all');
    expect(all.json<Paged<Product>>().meta.total).toBe(4);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['page=-1', 'page'],
    ['category_id=1.5', 'category_id'],
    ['specials_offer=maybe', 'specials_offer'],
    [`name=${'x'.repeat(101)}`, 'name'],
  ])('rejects a bad query value %s with 422 and a field error', async (qs, field) => {
    const res = await get(`/api/client/products?${qs}`, 'ar');
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('البيانات المدخلة غير صحيحة.');
    expect(body.errors[field]?.[0]).toBeTruthy();
  });

  it('tells a page number past any limit only that it is too large', async () => {
    const res = await get('/api/client/products?page=99999999999999999999', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({ page: ['Must be at most 100000.'] });
    const low = await get('/api/client/products?category_id=-99999999999999999999', 'en');
    expect(low.json<{ errors: Record<string, string[]> }>().errors).toEqual({ category_id: ['Must be at least 1.'] });
  });

  it('defaults to 20 per page and reads Arabic-Indic digits', async () => {
    const res = await get('/api/client/products');
    expect(res.json<Paged<Product>>().meta.per_page).toBe(20);
    const ar = await get('/api/client/products?limit=%D9%A2');
    expect(ar.json<Paged<Product>>().meta.per_page).toBe(2);
  });

  it.each([
    ['galaxy', 1, '01', 'The product was added to the shopping cart'],
    ['galaxy', 5, '02', 'The requested quantity is more than the available quantity of the product (available: 3)'],
    ['dates', 1, '04', 'The item is not available'],
    ['hidden', 1, '04', 'The item is not available'],
  ])('check-quantity for %s × %i answers %s', async (key, qty, code, text) => {
    const res = await get(`/api/client/products/${uuids[key]}/check-quantity?requested_quantity=${qty}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ messageCode: code, message: text });
  });

  it('check-quantity speaks Arabic by default and rejects a zero quantity', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/client/products/${uuids['galaxy']}/check-quantity?requested_quantity=9`,
    });
    expect(res.json().message).toBe('الكمية المطلوبة أكبر من الكمية المتوفرة من المنتج (المتوفر: 3)');
    const zero = await get(`/api/client/products/${uuids['galaxy']}/check-quantity?requested_quantity=0`);
    expect(zero.statusCode).toBe(422);
  });

  it('serves featured, latest and best-seller lists', async () => {
    const featured = (await get('/api/client/featured-products')).json<{ data: Product[] }>().data;
    expect(featured.map((p) => p.uuid)).toEqual([uuids['galaxy']]);
    const best = (await get('/api/client/best-seller')).json<{ data: Product[] }>().data;
    expect(best.map((p) => p.uuid)).toEqual([uuids['oil'], uuids['galaxy']]);
    const latest = (await get('/api/client/latest-products?limit=2')).json<{ data: Product[] }>().data;
    expect(latest).toHaveLength(2);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/client/nope', 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The requested path does not exist.' });
  });
});
