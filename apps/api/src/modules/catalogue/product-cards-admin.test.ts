import { gunzipSync } from 'node:zlib';
import type { AdminProduct } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { type TestClient, insertClient, insertStatuses } from '../orders/test/fixtures.js';
import { fillCards } from './service.js';

/** Builds and stores every card that is not built. */
async function fillAll(db: Kysely<Database>): Promise<void> {
  while ((await fillCards(db, 50)) > 0);
}

interface Card {
  uuid: string;
  name: { ar: string; en: string };
  quantity: number;
  is_available: boolean;
  selling_price: number;
  selling_price_after_discount: number;
  sales_count: number;
  is_featured: boolean;
  options_count: number;
  variant_of: string | null;
  main_attachment: { img_path: string } | null;
  attachments: { img_path: string }[];
  CategoryProducts: { category: { id: number; name: { ar: string; en: string }; img: string | null } }[];
}
type Details = Card & { options: { uuid: string; sku: string | null; selling_price: number; quantity: number }[] };

/**
 * Stored product cards (migration 0017) seen through the back office: every card is built and stored before each
 * case, then a staff member (or a shopper's order) changes the catalogue through the API, and the storefront's
 * category page, product page and home lists show the change at once.
 */
describe.each(DIALECTS)('product cards follow the back office on %s', (dialect) => {
  let t: TestApp;
  let editor: TestStaff;
  let owner: TestStaff;
  let shopper: TestClient;
  let perfumes: number;
  let gifts: number;
  let oud: AdminProduct;

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, who?: TestStaff) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': 'en', ...(who ?? editor).auth },
      ...(payload ? { payload } : {}),
    });
  const listed = async (category: number, uuid: string): Promise<Card | undefined> => {
    const res = await t.app.inject({ url: `/api/client/products?category_id=${category}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Card[] }>().data.find((p) => p.uuid === uuid);
  };
  const details = async (uuid: string): Promise<Details> => {
    const res = await t.app.inject({ url: `/api/client/products/${uuid}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Details }>().data;
  };
  const home = async (list: 'featured-products' | 'latest-products' | 'best-seller', uuid: string) => {
    const res = await t.app.inject({ url: `/api/client/${list}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Card[] }>().data.find((p) => p.uuid === uuid);
  };
  /** the shopper's order of the oud perfume, picked up at the shop */
  const placeOrder = (quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: shopper.auth,
      payload: { products: [{ uuid: oud.uuid, quantity }], delivery_method: 'pickup' },
    });
  /** everything the product page's PUT needs, as it is now */
  const bodyOf = (p: AdminProduct) => ({
    name_ar: p.name_ar,
    name_en: p.name_en,
    selling_price: p.selling_price,
    discount: p.discount,
    tax_rate: 0,
    is_featured: true,
    category_ids: p.category_ids,
    images: p.images,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    editor = await insertStaffMember(t.db, 'catalogue');
    owner = await insertStaffMember(t.db, 'owner');
    shopper = await insertClient(t.db, 'Salem');
    perfumes = await insertCategory(t.db, { name_ar: 'عطور', name_en: 'Perfumes', img: '/img/perfumes.jpg' });
    gifts = await insertCategory(t.db, { name_ar: 'هدايا', name_en: 'Gifts' });
    // pictures the catalogue already shows, which a product may then use
    await insertProduct(t.db, { name_ar: 'صابون', name_en: 'Soap', images: ['products/a.jpg', 'products/b.jpg'] });
    const created = await admin('POST', '/products', {
      name_ar: 'عطر عود',
      name_en: 'Oud perfume',
      selling_price: 30,
      quantity: 8,
      is_featured: true,
      category_ids: [perfumes],
      images: ['products/a.jpg'],
    });
    expect(created.statusCode, created.body).toBe(201);
    oud = created.json<{ data: AdminProduct }>().data;
  });
  afterAll(() => t.destroy());
  // every case starts with every card built and stored
  beforeEach(async () => {
    await fillAll(t.db);
    const unbuilt = await t.db.selectFrom('product_cards').select('product_id').where('card', 'is', null).execute();
    expect(unbuilt).toEqual([]);
  });

  it('shows a product edited on its page: name, price, pictures and categories', async () => {
    expect(await listed(perfumes, oud.uuid)).toMatchObject({ name: { en: 'Oud perfume' }, selling_price: 30 });
    const res = await admin('PUT', `/products/${oud.uuid}`, {
      ...bodyOf(oud),
      name_en: 'Oud perfume, 50 ml',
      selling_price: 45,
      discount: 5,
      images: ['products/b.jpg', 'products/a.jpg'],
      category_ids: [perfumes, gifts],
    });
    expect(res.statusCode, res.body).toBe(200);
    oud = res.json<{ data: AdminProduct }>().data;
    const expected = {
      name: { ar: 'عطر عود', en: 'Oud perfume, 50 ml' },
      selling_price: 45,
      selling_price_after_discount: 40,
      main_attachment: { img_path: 'products/b.jpg' },
      attachments: [{ img_path: 'products/b.jpg' }, { img_path: 'products/a.jpg' }],
    };
    const inGifts = await listed(gifts, oud.uuid);
    expect(inGifts).toMatchObject(expected);
    expect(inGifts?.CategoryProducts.map((c) => c.category.id)).toEqual([perfumes, gifts]);
    expect(await listed(perfumes, oud.uuid)).toMatchObject(expected);
    expect(await details(oud.uuid)).toMatchObject({ ...expected, options: [] });
    expect(await home('featured-products', oud.uuid)).toMatchObject(expected);
    expect(await home('latest-products', oud.uuid)).toMatchObject(expected);

    // taken out of a category and a picture removed
    const back = await admin('PUT', `/products/${oud.uuid}`, {
      ...bodyOf(oud),
      images: ['products/a.jpg'],
      category_ids: [perfumes],
    });
    expect(back.statusCode, back.body).toBe(200);
    oud = back.json<{ data: AdminProduct }>().data;
    expect(await listed(gifts, oud.uuid)).toBeUndefined();
    expect((await listed(perfumes, oud.uuid))?.attachments).toEqual([{ img_path: 'products/a.jpg' }]);
    expect((await details(oud.uuid)).CategoryProducts.map((c) => c.category.id)).toEqual([perfumes]);
  });

  it('shows a stock adjustment and a product taken off sale', async () => {
    const moved = await admin('POST', `/products/${oud.uuid}/stock`, { delta: -3, reason: 'damaged' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await listed(perfumes, oud.uuid))?.quantity).toBe(5);
    expect((await details(oud.uuid)).quantity).toBe(5);
    expect((await home('featured-products', oud.uuid))?.quantity).toBe(5);

    await fillAll(t.db);
    const off = await admin('PUT', `/products/${oud.uuid}`, {
      ...bodyOf(oud),
      is_available: false,
      is_featured: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await listed(perfumes, oud.uuid)).toMatchObject({ is_available: false, is_featured: false });
    expect(await home('featured-products', oud.uuid)).toBeUndefined();
    await fillAll(t.db);
    const on = await admin('PUT', `/products/${oud.uuid}`, { ...bodyOf(oud), is_available: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await details(oud.uuid)).toMatchObject({ is_available: true, is_featured: true });
  });

  it('shows a category renamed in the back office on the cards of its products', async () => {
    const renamed = await admin('PATCH', `/categories/${perfumes}`, {
      name_en: 'Fine perfumes',
      name_ar: 'عطور فاخرة',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const category = { id: perfumes, name: { ar: 'عطور فاخرة', en: 'Fine perfumes' }, img: '/img/perfumes.jpg' };
    expect((await listed(perfumes, oud.uuid))?.CategoryProducts).toEqual([{ category }]);
    expect((await details(oud.uuid)).CategoryProducts).toEqual([{ category }]);
    expect((await home('latest-products', oud.uuid))?.CategoryProducts).toEqual([{ category }]);
  });

  it('shows options added, changed and removed on every card of the group', async () => {
    const added = await admin('POST', `/products/${oud.uuid}/options`, {
      size_ar: '100 مل',
      size_en: '100 ml',
      sku: 'OUD-100',
      selling_price: 60,
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(201);
    const optionUuid = added.json<{ data: AdminProduct }>().data.options[0]?.uuid ?? '';
    expect((await listed(perfumes, oud.uuid))?.options_count).toBe(2);
    const main = await details(oud.uuid);
    expect(main.options_count).toBe(2);
    expect(main.options.map((o) => [o.uuid, o.sku, o.selling_price, o.quantity])).toEqual([
      [oud.uuid, null, 45, 5],
      [optionUuid, 'OUD-100', 60, 2],
    ]);
    // an option's page: its own price, its main product's pictures, categories and uuid
    expect(await details(optionUuid)).toMatchObject({
      selling_price: 60,
      variant_of: oud.uuid,
      options_count: 2,
      attachments: [{ img_path: 'products/a.jpg' }],
      CategoryProducts: [{ category: { id: perfumes } }],
    });

    await fillAll(t.db);
    const changed = await admin('PUT', `/products/${oud.uuid}/options/${optionUuid}`, {
      size_ar: '100 مل',
      size_en: '100 ml',
      sku: 'OUD-100',
      selling_price: 65,
      images: ['products/b.jpg'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await details(optionUuid)).toMatchObject({
      selling_price: 65,
      attachments: [{ img_path: 'products/b.jpg' }],
    });
    expect((await details(oud.uuid)).options.map((o) => o.selling_price)).toEqual([45, 65]);

    // the main product renamed: its option's card (which shows the group's name) follows
    await fillAll(t.db);
    const renamed = await admin('PUT', `/products/${oud.uuid}`, { ...bodyOf(oud), name_en: 'Oud' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    oud = renamed.json<{ data: AdminProduct }>().data;
    expect((await details(optionUuid)).name.en).toBe('Oud');

    await fillAll(t.db);
    const removed = await admin('DELETE', `/products/${oud.uuid}/options/${optionUuid}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listed(perfumes, oud.uuid))?.options_count).toBe(0);
    expect(await details(oud.uuid)).toMatchObject({ options_count: 0, options: [] });
    expect((await t.app.inject({ url: `/api/client/products/${optionUuid}` })).statusCode).toBe(404);
  });

  it('shows the stock and sales of a shopper’s order, and their return when staff cancel it', async () => {
    const before = await details(oud.uuid);
    const placed = await placeOrder(2);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(before).toMatchObject({ quantity: 5, sales_count: 0 });
    expect(await listed(perfumes, oud.uuid)).toMatchObject({ quantity: 3, sales_count: 2 });
    expect(await home('best-seller', oud.uuid)).toMatchObject({ quantity: 3, sales_count: 2 });

    await fillAll(t.db);
    const order = placed.json<{ data: { uuid: string } }>().data;
    const cancelled = await admin('POST', `/orders/${order.uuid}/status`, { status: 'cancelled' }, owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await details(oud.uuid)).toMatchObject({ quantity: 5, sales_count: 0 });
    expect(await home('best-seller', oud.uuid)).toBeUndefined();
  });

  it('shows a CSV import’s changes', async () => {
    // (the images column is needed: without it the import refuses the product's own catalogue pictures)
    const csv = [
      'uuid,name_ar,name_en,selling_price,quantity,images',
      `${oud.uuid},عطر العود,Royal oud,52.5,11,products/a.jpg`,
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { 'accept-language': 'en', 'content-type': 'text/csv', ...editor.auth },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed(perfumes, oud.uuid)).toMatchObject({
      name: { ar: 'عطر العود', en: 'Royal oud' },
      selling_price: 52.5,
      quantity: 11,
    });
    expect(await home('latest-products', oud.uuid)).toMatchObject({ name: { en: 'Royal oud' }, quantity: 11 });
  });

  it('hides an archived product and shows it again once restored', async () => {
    // an order names it, so deleting archives it
    const placed = await placeOrder(1);
    expect(placed.statusCode, placed.body).toBe(201);
    await fillAll(t.db);
    const archived = await admin('DELETE', `/products/${oud.uuid}`);
    expect(archived.json<{ data: { result: string } }>().data.result).toBe('archived');
    expect(await listed(perfumes, oud.uuid)).toBeUndefined();
    expect(await home('latest-products', oud.uuid)).toBeUndefined();
    expect((await t.app.inject({ url: `/api/client/products/${oud.uuid}` })).statusCode).toBe(404);
    await fillAll(t.db);
    expect((await admin('POST', `/products/${oud.uuid}/restore`)).statusCode).toBe(200);
    expect(await listed(perfumes, oud.uuid)).toMatchObject({ name: { en: 'Royal oud' }, quantity: 10 });
  });
});

/** The stored cards leave as bytes: the response cache's ETag, 304 and compression work on them as on any answer. */
describe.each(DIALECTS)('stored cards through the response cache on %s', (dialect) => {
  let t: TestApp;
  let editor: TestStaff;
  let perfumes: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false, CATALOGUE_CACHE_SECONDS: 60 });
    editor = await insertStaffMember(t.db, 'catalogue');
    perfumes = await insertCategory(t.db, { name_ar: 'عطور', name_en: 'Perfumes' });
    for (let i = 0; i < 6; i++)
      await insertProduct(t.db, { name_ar: `عطر ${i}`, name_en: `Perfume ${i}`, categories: [perfumes] });
    await fillAll(t.db);
  });
  afterAll(() => t.destroy());

  it('answers 304 to a matching ETag, gzip when asked, and a new ETag after a staff rename', async () => {
    const url = `/api/client/products?category_id=${perfumes}`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());
    const body = first.json<{ data: Card[]; links: object; meta: object }>();
    expect(Object.keys(body)).toEqual(['data', 'links', 'meta']);
    const uuid = body.data[0]?.uuid ?? '';

    const product = (await t.app.inject({ url: `/api/admin/products/${uuid}`, headers: editor.auth })).json<{
      data: AdminProduct;
    }>().data;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${uuid}`,
      headers: editor.auth,
      payload: {
        name_ar: product.name_ar,
        name_en: 'Amber',
        selling_price: product.selling_price,
        category_ids: product.category_ids,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<{ data: Card[] }>().data[0]?.name).toEqual({ ar: product.name_ar, en: 'Amber' });
    const page = await t.app.inject({ url: `/api/client/products/${uuid}` });
    expect(Object.keys(page.json<{ data: object }>().data).at(-1)).toBe('options');
  });
});
