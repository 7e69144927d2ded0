import { randomUUID } from 'node:crypto';
import type { WishlistItem, WishlistProduct } from '@dukkan/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../auth/token-repository.js';
import { nowIso } from '../../db/connection.js';
import { snapshot } from '../../security/support.js';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';

interface Shopper {
  id: number;
  auth: { authorization: string };
}

describe.each(DIALECTS)('/api/client/wishlist on %s', (dialect) => {
  let t: TestApp;
  let shopper: Shopper;
  let other: Shopper;
  const p: Record<string, { id: number; uuid: string }> = {};

  async function newClient(): Promise<Shopper> {
    const now = nowIso();
    const row = await t.db
      .insertInto('clients')
      .values({
        uuid: randomUUID(),
        first_name: 'W',
        last_name: 'T',
        is_subscriber: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, auth: { authorization: `Bearer ${await issueAccessToken(t.db, row.id, 1)}` } };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    p['oil'] = await insertProduct(t.db, {
      name_ar: 'زيت',
      name_en: 'Oil',
      price_milli: 10_000,
      discount_milli: 2_000,
      tax_rate_bp: 1_000,
      images: ['/images/products/oil.svg'],
    });
    p['salt'] = await insertProduct(t.db, {
      name_ar: 'ملح',
      name_en: 'Salt',
      price_milli: 1_500,
      images: ['uploads/0123456789abcdef0123456789abcdef.webp'],
    });
    p['hidden'] = await insertProduct(t.db, { name_ar: 'مخفي', name_en: 'Hidden', is_available: 0 });
    // a shirt sold in two options (decision 0053): the main product and one option, each with a colour and size
    p['shirt'] = await insertProduct(t.db, {
      name_ar: 'قميص',
      name_en: 'Shirt',
      color_ar: 'أزرق',
      color_en: 'Blue',
      size_ar: 'كبير',
      size_en: 'L',
    });
    p['shirtRed'] = await insertProduct(t.db, {
      name_ar: 'قميص',
      name_en: 'Shirt',
      color_ar: 'أحمر',
      color_en: 'Red',
      size_ar: 'صغير',
      size_en: 'S',
      variant_of: p['shirt'].id,
    });
    for (let i = 0; i < 100; i++) {
      p[`bulk${i}`] = await insertProduct(t.db, { name_ar: `منتج ${i}`, name_en: `Bulk ${i}` });
    }
  });
  afterAll(() => t.destroy());

  beforeEach(async () => {
    shopper = await newClient();
    other = await newClient();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Shopper | null, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/client${url}`,
      headers: { 'accept-language': lang, ...(who ? who.auth : {}) },
      ...(payload ? { payload } : {}),
    });
  const add = (who: Shopper, uuid: string, lang = 'en') => call('POST', '/wishlist', who, { product_uuid: uuid }, lang);
  const listed = async (who: Shopper) =>
    (await call('GET', '/wishlist', who))
      .json<{ data: WishlistItem[] }>()
      .data.map((i) => i.product_uuid)
      .sort();

  it('adds a product once, with its price after discount and tax and its image', async () => {
    const first = await add(shopper, p['oil']!.uuid);
    expect(first.statusCode).toBe(200);
    const again = await add(shopper, p['oil']!.uuid.toUpperCase());
    expect(again.statusCode).toBe(200);
    const items = again.json<{ data: WishlistItem[] }>().data;
    expect(items).toHaveLength(1);
    expect(items[0]!.product).toMatchObject({
      uuid: p['oil']!.uuid,
      name: { ar: 'زيت', en: 'Oil' },
      is_available: true,
      selling_price: 10,
      selling_price_after_discount: 8,
      selling_price_after_tax: 8.8,
      is_there_discount: true,
      discount_percentage: 20,
      tax_percentage: 10,
      main_attachment: { img_path: '/images/products/oil.svg' },
    });
    expect(await listed(other)).toEqual([]);
  });

  it('answers an uploaded picture at its address under /images/, as the catalogue does', async () => {
    await add(shopper, p['salt']!.uuid);
    const items = (await call('GET', '/wishlist', shopper)).json<{ data: WishlistItem[] }>().data;
    expect(items[0]!.product.main_attachment).toEqual({
      img_path: '/images/uploads/0123456789abcdef0123456789abcdef.webp',
    });
  });

  it('keeps an unavailable product on the list, marked unavailable', async () => {
    await add(shopper, p['hidden']!.uuid);
    const items = (await call('GET', '/wishlist', shopper)).json<{ data: WishlistItem[] }>().data;
    expect(items.map((i) => [i.product_uuid, i.product.is_available])).toEqual([[p['hidden']!.uuid, false]]);
  });

  it('refuses an unknown product with 422 on product_uuid in the request language, writing nothing', async () => {
    const before = await snapshot(t.db, dialect);
    const res = await add(shopper, randomUUID(), 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors['product_uuid']).toEqual(['المنتج غير موجود.']);
    const malformed = await add(shopper, 'not-a-uuid', 'en');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ errors: Record<string, string[]> }>().errors['product_uuid']).toEqual([
      'The identifier is not valid.',
    ]);
    expect(await snapshot(t.db, dialect)).toEqual(before);
  });

  it("merges a guest's list at login: the union, duplicates and unknown products dropped", async () => {
    await add(shopper, p['oil']!.uuid);
    const res = await call('POST', '/wishlist/merge', shopper, {
      uuids: [p['salt']!.uuid, p['oil']!.uuid, p['salt']!.uuid, randomUUID(), p['hidden']!.uuid],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: WishlistItem[] }>().data).toHaveLength(3);
    expect(await listed(shopper)).toEqual([p['oil']!.uuid, p['salt']!.uuid, p['hidden']!.uuid].sort());
    // merging the same list again changes nothing
    await call('POST', '/wishlist/merge', shopper, { uuids: [p['salt']!.uuid, p['oil']!.uuid] });
    expect(await listed(shopper)).toHaveLength(3);
  });

  it('removes a product; removing one not listed is no error; others are untouched', async () => {
    await add(shopper, p['oil']!.uuid);
    await add(other, p['oil']!.uuid);
    const res = await call('DELETE', `/wishlist/${p['oil']!.uuid}`, shopper);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: WishlistItem[] }>().data).toEqual([]);
    expect((await call('DELETE', `/wishlist/${p['salt']!.uuid}`, shopper)).statusCode).toBe(200);
    expect(await listed(other)).toEqual([p['oil']!.uuid]);
  });

  it('keeps at most 100 products: adding past it is 422, merging past it keeps the first ones that fit', async () => {
    const bulk = Array.from({ length: 100 }, (_, i) => p[`bulk${i}`]!.uuid);
    await call('POST', '/wishlist/merge', shopper, { uuids: bulk.slice(0, 99) });
    const merged = await call('POST', '/wishlist/merge', shopper, { uuids: [bulk[99], p['oil']!.uuid] });
    expect(merged.json<{ data: WishlistItem[] }>().data).toHaveLength(100);
    expect(await listed(shopper)).toContain(bulk[99]);
    const res = await add(shopper, p['salt']!.uuid, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(
      'Your wishlist is full (100 products); remove one to add another.',
    );
    // a product already listed is still fine
    expect((await add(shopper, bulk[0]!)).statusCode).toBe(200);
  });

  it('needs a signed-in client for the account list', async () => {
    expect((await call('GET', '/wishlist', null)).statusCode).toBe(401);
    expect((await add({ id: 0, auth: { authorization: 'Bearer nope' } }, p['oil']!.uuid)).statusCode).toBe(401);
  });

  it("answers a guest's cards by uuid, in the order asked, leaving out unknown products", async () => {
    const uuids = [p['salt']!.uuid, randomUUID(), p['oil']!.uuid].join(',');
    const res = await call('GET', `/wishlist/products?uuids=${uuids}`, null);
    expect(res.statusCode).toBe(200);
    const cards = res.json<{ data: WishlistProduct[] }>().data;
    expect(cards.map((c) => c.name.en)).toEqual(['Salt', 'Oil']);
    const bad = await call('GET', '/wishlist/products?uuids=nope', null, undefined, 'en');
    expect(bad.statusCode).toBe(422);
  });

  it('takes no withdrawn product, and shows one withdrawn since it was listed as not offered', async () => {
    const [jar, lid] = [
      await insertProduct(t.db, { name_ar: 'برطمان', name_en: 'Jar', quantity: 23 }),
      await insertProduct(t.db, { name_ar: 'غطاء', name_en: 'Lid', quantity: 5 }),
    ];
    // an option of the lid: it goes with its main product (decision 0053)
    const lidRed = await insertProduct(t.db, { name_ar: 'غطاء', name_en: 'Lid', quantity: 5, variant_of: lid.id });
    await add(shopper, jar.uuid);
    await add(shopper, lidRed.uuid);
    const archive = (id: number) =>
      t.db.updateTable('products').set({ archived_at: nowIso() }).where('id', '=', id).execute();
    await archive(jar.id);
    await archive(lid.id);

    const items = (await call('GET', '/wishlist', shopper)).json<{ data: WishlistItem[] }>().data;
    expect(items.map((i) => [i.product.name.en, i.product.is_available, i.product.quantity]).sort()).toEqual([
      ['Jar', false, 0],
      ['Lid', false, 0],
    ]);
    const refused = await add(other, jar.uuid);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors['product_uuid']).toEqual(['Product not found.']);
    expect((await add(other, lidRed.uuid)).statusCode).toBe(422);
    await call('POST', '/wishlist/merge', other, { uuids: [jar.uuid, lidRed.uuid, p['oil']!.uuid] });
    expect(await listed(other)).toEqual([p['oil']!.uuid]);
    const cards = await call(
      'GET',
      `/wishlist/products?uuids=${[jar.uuid, p['salt']!.uuid, lidRed.uuid].join(',')}`,
      null,
    );
    expect(cards.json<{ data: WishlistProduct[] }>().data.map((c) => c.name.en)).toEqual(['Salt']);
    // the client can still take it off the list
    await call('DELETE', `/wishlist/${jar.uuid}`, shopper);
    expect(await listed(shopper)).toEqual([lidRed.uuid]);
  });

  it('names an option by its colour and size, as the catalogue does; a product sold in one form has none', async () => {
    await add(shopper, p['shirtRed']!.uuid);
    await add(shopper, p['oil']!.uuid);
    const items = (await call('GET', '/wishlist', shopper, undefined, 'ar')).json<{ data: WishlistItem[] }>().data;
    const red = items.find((i) => i.product_uuid === p['shirtRed']!.uuid)!.product;
    expect(red).toMatchObject({ options_count: 2, color: { ar: 'أحمر', en: 'Red' }, size: { ar: 'صغير', en: 'S' } });
    const oil = items.find((i) => i.product_uuid === p['oil']!.uuid)!.product;
    expect(oil).toMatchObject({ options_count: 0, color: null, size: null });

    const cards = (await call('GET', `/wishlist/products?uuids=${p['shirt']!.uuid}`, null)).json<{
      data: WishlistProduct[];
    }>().data;
    expect(cards[0]).toMatchObject({ options_count: 2, color: { ar: 'أزرق', en: 'Blue' }, size: { en: 'L' } });

    // with its only option archived, the main product is sold in one form again
    await t.db.updateTable('products').set({ archived_at: nowIso() }).where('id', '=', p['shirtRed']!.id).execute();
    const alone = (await call('GET', `/wishlist/products?uuids=${p['shirt']!.uuid}`, null)).json<{
      data: WishlistProduct[];
    }>().data;
    expect(alone[0]!.options_count).toBe(0);
    await t.db.updateTable('products').set({ archived_at: null }).where('id', '=', p['shirtRed']!.id).execute();
  });
});
