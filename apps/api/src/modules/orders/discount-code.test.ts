import type { DiscountCode } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestClient, insertClient, insertCode, insertStatuses } from './test/fixtures.js';

describe.each(DIALECTS)('GET /api/client/get-code-discount on %s', (dialect) => {
  let t: TestApp;
  let regular: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    regular = await insertClient(t.db);
    await insertCode(t.db, {
      code: 'Ramadan',
      type: 'percent',
      value: 1_250,
      max_discount_milli: 20_000,
      min_order_milli: 50_000,
      expires_at: '2999-12-31T00:00:00.000Z',
    });
    await insertCode(t.db, { code: 'TENOFF', type: 'amount', value: 10_000 });
    await insertCode(t.db, { code: 'OLD', expires_at: '2020-01-01T00:00:00.000Z' });
    await insertCode(t.db, { code: 'LATER', starts_at: '2999-01-01T00:00:00.000Z' });
    await insertCode(t.db, { code: 'OFF', is_active: 0 });
    await insertCode(t.db, { code: 'GONE', max_uses: 2, used_count: 2 });
    await insertCode(t.db, { code: 'ONCE', per_client_limit: 1 });
    const product = await insertProduct(t.db, { name_ar: 'قهوة', name_en: 'Coffee', quantity: 10 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: regular.auth,
      payload: { products: [{ uuid: product.uuid, quantity: 1 }], delivery_method: 'pickup', discount_code: 'ONCE' },
    });
    expect(placed.statusCode).toBe(201);
  });
  afterAll(() => t.destroy());

  const check = (query: string, opts: { who?: TestClient; lang?: 'ar' | 'en' } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/client/get-code-discount?${query}`,
      headers: { 'accept-language': opts.lang ?? 'en', ...(opts.who ? opts.who.auth : {}) },
    });

  it('counts a once-per-client code for every account with the same phone, guests included', async () => {
    await insertCode(t.db, { code: 'ONEPHONE', per_client_limit: 1 });
    const product = await insertProduct(t.db, { name_ar: 'شاي', name_en: 'Tea', quantity: 10 });
    const guest = async (phone: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/create/subscriber',
        payload: { first_name: 'Guest', phone },
      });
      expect(res.statusCode).toBe(201);
      return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
    };
    const order = (auth: { authorization: string }, receiver: { receiver_phone?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/sales',
        headers: { ...auth, 'accept-language': 'en' },
        payload: {
          products: [{ uuid: product.uuid, quantity: 1 }],
          delivery_method: 'pickup',
          discount_code: 'ONEPHONE',
          ...receiver,
        },
      });
    expect((await order(await guest('0925550000'))).statusCode).toBe(201);
    // a new guest account with the same phone, written another way
    const again = await guest('+218 92 555 0000');
    const refused = await order(again);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['discount_code']);
    expect((await check('code=ONEPHONE', { who: { auth: again } as TestClient })).statusCode).toBe(422);
    // another account's phone, but the order goes to the phone that used the code, or the reverse: the same client
    const elsewhere = await order(await guest('0945550000'), { receiver_phone: '0925550000' });
    expect(elsewhere.statusCode).toBe(422);
    expect((await order(await guest('0915550000'), { receiver_phone: '0955550000' })).statusCode).toBe(201);
    expect((await order(await guest('0955550000'))).statusCode).toBe(422);
    // another phone is another client
    expect((await order(await guest('0965550000'))).statusCode).toBe(201);
  });

  it('describes a code and the discount it gives a subtotal, whatever its case', async () => {
    const res = await check('code=%20ramadan%20&subtotal=100');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: DiscountCode }>().data).toEqual({
      code: 'Ramadan',
      type: 'percent',
      value: 12.5,
      max_discount: 20,
      min_order: 50,
      discount: 12.5,
      expires_at: '2999-12-31T00:00:00.000Z',
    });
    // capped at 20; Arabic-Indic digits and a three-decimal subtotal are read
    const capped = await check(`code=RAMADAN&subtotal=${encodeURIComponent('٢٠٠.٠٠١')}`);
    expect(capped.json<{ data: DiscountCode }>().data.discount).toBe(20);
    const noSubtotal = await check('code=TENOFF');
    expect(noSubtotal.json<{ data: DiscountCode }>().data).toMatchObject({ type: 'amount', value: 10, discount: null });
    const small = await check('code=TENOFF&subtotal=4.5');
    expect(small.json<{ data: DiscountCode }>().data.discount).toBe(4.5);
  });

  it.each([
    ['code=NOPE', 'This discount code does not exist.'],
    ['code=OFF', 'This discount code is not active.'],
    ['code=OLD', 'This discount code has expired.'],
    ['code=LATER', 'This discount code cannot be used yet.'],
    ['code=GONE', 'This discount code has been used the maximum number of times.'],
    ['code=RAMADAN&subtotal=49.999', 'This discount code needs an order of at least 50 LYD.'],
    ['code=', 'This field is required.'],
  ])('refuses %s with a reason', async (query, reason) => {
    const res = await check(query);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({ code: [reason] });
  });

  it('refuses a malformed subtotal', async () => {
    for (const subtotal of ['-1', 'abc', '1.0001', '1e5']) {
      const res = await check(`code=TENOFF&subtotal=${subtotal}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['subtotal']);
    }
  });

  it('applies the per-client limit only to the client whose token comes with the request', async () => {
    const used = await check('code=ONCE', { who: regular, lang: 'ar' });
    expect(used.statusCode).toBe(422);
    expect(used.json<{ errors: Record<string, string[]> }>().errors['code']).toEqual([
      'لقد استخدمت كود الخصم هذا العدد المسموح من المرات.',
    ]);
    expect((await check('code=ONCE', { who: await insertClient(t.db) })).statusCode).toBe(200);
    expect((await check('code=ONCE')).statusCode).toBe(200);
  });
});
