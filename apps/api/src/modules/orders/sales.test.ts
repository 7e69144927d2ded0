import type { Order } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/connection.js';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import {
  type DeliveryData,
  type TestClient,
  insertClient,
  insertCode,
  insertDeliveryData,
  insertStatuses,
  stockOf,
  writtenState,
} from './test/fixtures.js';

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(DIALECTS)('POST /api/client/sales on %s', (dialect) => {
  let t: TestApp;
  let d: DeliveryData;
  let shopper: TestClient;
  const p: Record<string, { id: number; uuid: string }> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    d = await insertDeliveryData(t.db);
    shopper = await insertClient(t.db);
    p['awkward'] = await insertProduct(t.db, {
      name_ar: 'عسل',
      name_en: 'Honey',
      price_milli: 3_333,
      tax_rate_bp: 700,
      quantity: 1_000,
      images: ['/images/products/honey.svg'],
    });
    p['discounted'] = await insertProduct(t.db, {
      name_ar: 'زيت',
      name_en: 'Oil',
      price_milli: 7_005,
      discount_milli: 505,
      tax_rate_bp: 700,
      quantity: 1_000,
    });
    p['halfUp'] = await insertProduct(t.db, {
      name_ar: 'ملح',
      name_en: 'Salt',
      price_milli: 1_050,
      tax_rate_bp: 500,
      quantity: 1_000,
    });
    p['scarce'] = await insertProduct(t.db, { name_ar: 'نادر', name_en: 'Scarce', quantity: 2 });
    p['hidden'] = await insertProduct(t.db, { name_ar: 'مخفي', name_en: 'Hidden', is_available: 0 });
    p['pricey'] = await insertProduct(t.db, {
      name_ar: 'سيارة',
      name_en: 'Car',
      // 3,000,000 dinars: 1000 of them pass the one-billion-dinar bound
      price_milli: 3_000_000_000,
      quantity: 1_000,
    });
    await insertCode(t.db, { code: 'RAMADAN', type: 'percent', value: 1_250 });
    await insertCode(t.db, { code: 'CAPPED', type: 'percent', value: 1_250, max_discount_milli: 2_000 });
    await insertCode(t.db, { code: 'THIRTY', type: 'amount', value: 30_000 });
    await insertCode(t.db, { code: 'BIGORDER', type: 'amount', value: 5_000, min_order_milli: 500_000 });
    await insertCode(t.db, { code: 'OLD', expires_at: '2020-01-01T00:00:00.000Z' });
    await insertCode(t.db, { code: 'LATER', starts_at: '2999-01-01T00:00:00.000Z' });
    await insertCode(t.db, { code: 'OFF', is_active: 0 });
    await insertCode(t.db, { code: 'GONE', max_uses: 3, used_count: 3 });
  });
  afterAll(() => t.destroy());

  const post = (payload: unknown, opts: { who?: TestClient | null; key?: string; lang?: 'ar' | 'en' } = {}) => {
    const who = opts.who === undefined ? shopper : opts.who;
    return t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: {
        'accept-language': opts.lang ?? 'en',
        ...(who ? who.auth : {}),
        ...(opts.key !== undefined ? { 'idempotency-key': opts.key } : {}),
      },
      payload: payload as object,
    });
  };

  const cart = () => [
    { uuid: p['awkward']!.uuid, quantity: 3 },
    { uuid: p['discounted']!.uuid, quantity: 2 },
  ];
  const delivery = () => ({
    delivery_method: 'delivery_company',
    city_id: d.tripoli,
    service_package_id: d.tripoliExpress,
    near_place: 'قرب جامع مولاي محمد',
    receiver_name: 'سالم علي',
    receiver_phone: '٠٩١-٢٣٤ ٥٦٧٨',
  });

  describe('totals', () => {
    it('prices a pickup order from the database with discount, 7 % tax and per-unit rounding', async () => {
      const before = await stockOf(t.db, p['awkward']!.id);
      const res = await post({ products: cart(), delivery_method: 'pickup' });
      expect(res.statusCode).toBe(201);
      const order = res.json<{ data: Order; message: string }>().data;
      expect(order.number).toMatch(/^DK-\d{6}$/);
      expect(order.status).toMatchObject({ code: 'pending', name: { ar: 'قيد الانتظار', en: 'Pending' } });
      expect(order.can_change).toBe(true);
      expect(order.totals).toEqual({
        subtotal: 24.009,
        discount: 1.01,
        code_discount: 0,
        tax: 1.609,
        delivery_fee: 0,
        total: 24.608,
      });
      expect(order.lines).toEqual([
        {
          product_uuid: p['awkward']!.uuid,
          name: { ar: 'عسل', en: 'Honey' },
          main_attachment: { img_path: '/images/products/honey.svg' },
          quantity: 3,
          unit_price: 3.333,
          unit_discount: 0,
          unit_price_after_discount: 3.333,
          unit_tax: 0.233,
          unit_price_after_tax: 3.566,
          tax_percentage: 7,
          line_total: 10.698,
        },
        {
          product_uuid: p['discounted']!.uuid,
          name: { ar: 'زيت', en: 'Oil' },
          main_attachment: null,
          quantity: 2,
          unit_price: 7.005,
          unit_discount: 0.505,
          unit_price_after_discount: 6.5,
          unit_tax: 0.455,
          unit_price_after_tax: 6.955,
          tax_percentage: 7,
          line_total: 13.91,
        },
      ]);
      expect(order).toMatchObject({
        products_count: 2,
        items_count: 5,
        delivery_method: 'pickup',
        payment_method: 'cash_on_delivery',
        delivery: { method: 'pickup', city: null, service_package: null, near_place: null },
        discount_code: null,
      });
      expect(await stockOf(t.db, p['awkward']!.id)).toBe(before - 3);
      const row = await t.db.selectFrom('orders').selectAll().where('uuid', '=', order.uuid).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        subtotal_milli: 24_009,
        tax_milli: 1_609,
        total_milli: 24_608,
        client_id: shopper.id,
      });
    });

    it('adds the delivery fee and a percent code on the discounted goods, and keeps the phone canonical', async () => {
      // ids may come as digit strings, also in Arabic-Indic digits
      const arabicId = String(d.tripoli).replace(/\d/g, (c) => String.fromCharCode(0x0660 + Number(c)));
      const res = await post({ products: cart(), ...delivery(), city_id: arabicId, discount_code: ' ramadan ' });
      expect(res.statusCode).toBe(201);
      const order = res.json<{ data: Order }>().data;
      expect(order.totals).toEqual({
        subtotal: 24.009,
        discount: 1.01,
        code_discount: 2.875,
        tax: 1.609,
        delivery_fee: 7.5,
        total: 29.233,
      });
      expect(order.delivery).toEqual({
        method: 'delivery_company',
        city: { id: d.tripoli, name: { ar: 'طرابلس', en: 'Tripoli' } },
        service_package: {
          id: d.tripoliExpress,
          name: { ar: 'باقة Express', en: 'Express' },
          expected_time: { ar: 'يومان', en: '2 days' },
        },
        near_place: 'قرب جامع مولاي محمد',
      });
      expect(order.receiver).toEqual({ name: 'سالم علي', phone: '+218912345678' });
      expect(order.discount_code).toBe('RAMADAN');
      const code = await t.db
        .selectFrom('discount_codes')
        .select(['id', 'used_count'])
        .where('code', '=', 'RAMADAN')
        .executeTakeFirstOrThrow();
      expect(code.used_count).toBe(1);
      const uses = await t.db
        .selectFrom('discount_code_uses')
        .selectAll()
        .where('discount_code_id', '=', code.id)
        .execute();
      expect(uses).toHaveLength(1);
      expect(uses[0]?.client_id).toBe(shopper.id);
    });

    it('caps a percent code at its maximum and an amount code at the goods amount', async () => {
      const capped = await post({ products: cart(), delivery_method: 'pickup', discount_code: 'CAPPED' });
      expect(capped.json<{ data: Order }>().data.totals).toMatchObject({ code_discount: 2, total: 22.608 });
      const amount = await post({ products: cart(), delivery_method: 'pickup', discount_code: 'THIRTY' });
      // the code takes all 22.999 of goods; tax is still due
      expect(amount.json<{ data: Order }>().data.totals).toMatchObject({ code_discount: 22.999, total: 1.609 });
    });

    it('rounds a half thousandth of tax away from zero', async () => {
      const res = await post({ products: [{ uuid: p['halfUp']!.uuid, quantity: 1 }], delivery_method: 'pickup' });
      expect(res.json<{ data: Order }>().data.totals).toEqual({
        subtotal: 1.05,
        discount: 0,
        code_discount: 0,
        tax: 0.053,
        delivery_fee: 0,
        total: 1.103,
      });
    });

    it('accepts the totals the shopper saw when they are right', async () => {
      const res = await post({
        products: cart().map((l, i) => ({ ...l, expected_price: i === 0 ? 3.566 : 6.955 })),
        delivery_method: 'pickup',
        expected_total: 24.608,
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('refusals write nothing', () => {
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        quantity: 1,
      }));
    const one = (quantity: unknown) => [{ uuid: p['awkward']!.uuid, quantity }];
    const cases: [string, () => unknown, string[]][] = [
      ['no body fields', () => ({}), ['products', 'delivery_method']],
      ['a list instead of an object', () => [1, 2], ['_']],
      ['products not a list', () => ({ products: 'all', delivery_method: 'pickup' }), ['products']],
      ['no lines', () => ({ products: [], delivery_method: 'pickup' }), ['products']],
      ['51 lines', () => ({ products: lines(51), delivery_method: 'pickup' }), ['products']],
      ['zero quantity', () => ({ products: one(0), delivery_method: 'pickup' }), ['products.0.quantity']],
      ['negative quantity', () => ({ products: one(-2), delivery_method: 'pickup' }), ['products.0.quantity']],
      ['fractional quantity', () => ({ products: one(1.5), delivery_method: 'pickup' }), ['products.0.quantity']],
      ['huge quantity', () => ({ products: one(1e12), delivery_method: 'pickup' }), ['products.0.quantity']],
      ['quantity as text', () => ({ products: one('2'), delivery_method: 'pickup' }), ['products.0.quantity']],
      ['quantity null', () => ({ products: one(null), delivery_method: 'pickup' }), ['products.0.quantity']],
      [
        'malformed uuid',
        () => ({ products: [{ uuid: 'abc', quantity: 1 }], delivery_method: 'pickup' }),
        ['products.0.uuid'],
      ],
      [
        'duplicate lines',
        () => ({
          products: [
            { uuid: p['awkward']!.uuid, quantity: 1 },
            { uuid: p['awkward']!.uuid.toUpperCase(), quantity: 2 },
          ],
          delivery_method: 'pickup',
        }),
        ['products.1.uuid'],
      ],
      [
        'a price from the browser',
        () => ({
          products: [{ uuid: p['awkward']!.uuid, quantity: 1, selling_price: 0.001 }],
          delivery_method: 'pickup',
        }),
        ['products.0.selling_price'],
      ],
      ['a total from the browser', () => ({ products: one(1), delivery_method: 'pickup', total: 1 }), ['total']],
      ['unknown delivery method', () => ({ products: one(1), delivery_method: 'drone' }), ['delivery_method']],
      [
        'delivery without its fields',
        () => ({ products: one(1), delivery_method: 'delivery_company' }),
        ['city_id', 'service_package_id', 'near_place', 'receiver_name', 'receiver_phone'],
      ],
      [
        'a foreign phone',
        () => ({ products: one(1), ...delivery(), receiver_phone: '+44 20 7946 0958' }),
        ['receiver_phone'],
      ],
      [
        'a name with a right-to-left override',
        () => ({ products: one(1), ...delivery(), receiver_name: 'سالم\u202Eعلي' }),
        ['receiver_name'],
      ],
      ['an empty address', () => ({ products: one(1), ...delivery(), near_place: '   ' }), ['near_place']],
      ['a very long address', () => ({ products: one(1), ...delivery(), near_place: 'ا'.repeat(201) }), ['near_place']],
      ['city id as words', () => ({ products: one(1), ...delivery(), city_id: 'one' }), ['city_id']],
      ['a fractional city id', () => ({ products: one(1), ...delivery(), city_id: 1.5 }), ['city_id']],
      ['a city without delivery', () => ({ products: one(1), ...delivery(), city_id: d.ghat }), ['city_id']],
      ['an unknown city', () => ({ products: one(1), ...delivery(), city_id: 999_999 }), ['city_id']],
      [
        "another city's package",
        () => ({ products: one(1), ...delivery(), service_package_id: d.misrataStandard }),
        ['service_package_id'],
      ],
      [
        'an inactive package',
        () => ({ products: one(1), ...delivery(), service_package_id: d.tripoliOld }),
        ['service_package_id'],
      ],
      [
        'an unknown code',
        () => ({ products: one(1), delivery_method: 'pickup', discount_code: 'NOPE' }),
        ['discount_code'],
      ],
      [
        'an expired code',
        () => ({ products: one(1), delivery_method: 'pickup', discount_code: 'OLD' }),
        ['discount_code'],
      ],
      [
        'a code not started',
        () => ({ products: one(1), delivery_method: 'pickup', discount_code: 'LATER' }),
        ['discount_code'],
      ],
      [
        'an inactive code',
        () => ({ products: one(1), delivery_method: 'pickup', discount_code: 'OFF' }),
        ['discount_code'],
      ],
      [
        'a used-up code',
        () => ({ products: one(1), delivery_method: 'pickup', discount_code: 'GONE' }),
        ['discount_code'],
      ],
      [
        'a code below its minimum order',
        () => ({ products: one(1), delivery_method: 'pickup', discount_code: 'BIGORDER' }),
        ['discount_code'],
      ],
      [
        'a code that is too long',
        () => ({ products: one(1), delivery_method: 'pickup', discount_code: 'X'.repeat(51) }),
        ['discount_code'],
      ],
      [
        'an amount the money columns cannot hold',
        () => ({ products: [{ uuid: p['pricey']!.uuid, quantity: 1000 }], delivery_method: 'pickup' }),
        ['products'],
      ],
      [
        'expected total with four decimals',
        () => ({ products: one(1), delivery_method: 'pickup', expected_total: 1.0001 }),
        ['expected_total'],
      ],
    ];

    it.each(cases)('%s', async (_name, body, keys) => {
      const before = await writtenState(t.db);
      const res = await post(body());
      expect(res.statusCode).toBe(422);
      const json = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(json.message).toBeTruthy();
      expect(Object.keys(json.errors).sort()).toEqual(expect.arrayContaining(keys.sort()));
      for (const key of keys) expect(json.errors[key]?.[0]).toMatch(/\w/);
      expect(await writtenState(t.db)).toEqual(before);
    });

    it('names every line that cannot be ordered, with the stock left, and writes nothing', async () => {
      const before = await writtenState(t.db);
      const res = await post({
        products: [
          { uuid: p['awkward']!.uuid, quantity: 1 },
          { uuid: MISSING_UUID, quantity: 1 },
          { uuid: p['hidden']!.uuid, quantity: 1 },
          { uuid: p['scarce']!.uuid, quantity: 3 },
        ],
        delivery_method: 'pickup',
      });
      expect(res.statusCode).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]>; details: { lines: unknown[] } }>();
      expect(body.message).toMatch(/no longer available/);
      expect(body.errors).toEqual({
        'products.1.uuid': ['This product no longer exists.'],
        'products.2.uuid': ['The item is not available'],
        'products.3.quantity': [
          'The requested quantity is more than the available quantity of the product (available: 2)',
        ],
      });
      expect(body.details.lines).toEqual([
        expect.objectContaining({
          uuid: MISSING_UUID,
          index: 1,
          reason: 'not_found',
          available_quantity: 0,
          selling_price: null,
        }),
        expect.objectContaining({ uuid: p['hidden']!.uuid, index: 2, reason: 'unavailable', available_quantity: 0 }),
        expect.objectContaining({
          uuid: p['scarce']!.uuid,
          index: 3,
          reason: 'insufficient_stock',
          available_quantity: 2,
          selling_price: 10,
        }),
      ]);
      expect(await writtenState(t.db)).toEqual(before);
    });

    it('answers in Arabic by default', async () => {
      const res = await post(
        { products: [{ uuid: p['scarce']!.uuid, quantity: 0 }], delivery_method: 'pickup' },
        { lang: 'ar' },
      );
      expect(res.json<{ errors: Record<string, string[]> }>().errors['products.0.quantity']).toEqual([
        'يجب أن تكون القيمة عدداً صحيحاً موجباً.',
      ]);
    });

    it('refuses a changed price with the new prices and totals, and writes nothing', async () => {
      const before = await writtenState(t.db);
      const res = await post({
        products: [
          { uuid: p['awkward']!.uuid, quantity: 3, expected_price: 3.5 },
          { uuid: p['discounted']!.uuid, quantity: 2, expected_price: 6.955 },
        ],
        delivery_method: 'pickup',
        expected_total: 24,
      });
      expect(res.statusCode).toBe(422);
      const body = res.json<{
        message: string;
        errors: Record<string, string[]>;
        details: { lines: unknown[]; totals: Record<string, number> };
      }>();
      expect(body.message).toMatch(/prices have changed/);
      expect(Object.keys(body.errors).sort()).toEqual(['expected_total', 'products.0.expected_price']);
      expect(body.details.lines).toEqual([
        expect.objectContaining({
          uuid: p['awkward']!.uuid,
          reason: 'price_changed',
          selling_price: 3.333,
          selling_price_after_tax: 3.566,
        }),
      ]);
      expect(body.details.totals).toMatchObject({ total: 24.608 });
      expect(await writtenState(t.db)).toEqual(before);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the same order and takes the stock once', async () => {
      const buyer = await insertClient(t.db);
      const body = { products: cart(), ...delivery() };
      const first = await post(body, { who: buyer, key: 'checkout-1' });
      expect(first.statusCode).toBe(201);
      const afterFirst = await writtenState(t.db);
      // the same order laid out differently is the same body
      const retryBody = { ...delivery(), products: [...cart()].reverse(), receiver_phone: '+218912345678' };
      const retry = await post(retryBody, { who: buyer, key: 'checkout-1' });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json<{ data: Order }>().data).toEqual(first.json<{ data: Order }>().data);
      expect(await writtenState(t.db)).toEqual(afterFirst);
    });

    it('refuses the same key with a different body, and keys are per client', async () => {
      const buyer = await insertClient(t.db);
      expect((await post({ products: cart(), delivery_method: 'pickup' }, { who: buyer, key: 'k-2' })).statusCode).toBe(
        201,
      );
      const before = await writtenState(t.db);
      const other = await post(
        { products: [{ uuid: p['awkward']!.uuid, quantity: 1 }], delivery_method: 'pickup' },
        { who: buyer, key: 'k-2' },
      );
      expect(other.statusCode).toBe(422);
      expect(other.json<{ errors: Record<string, string[]> }>().errors['idempotency_key']?.[0]).toMatch(
        /already used for a different order/,
      );
      expect(await writtenState(t.db)).toEqual(before);
      const someoneElse = await post(
        { products: cart(), delivery_method: 'pickup' },
        { who: await insertClient(t.db), key: 'k-2' },
      );
      expect(someoneElse.statusCode).toBe(201);
    });

    it('does not spend a key on a refused attempt', async () => {
      const buyer = await insertClient(t.db);
      const refused = await post(
        { products: cart(), delivery_method: 'pickup', expected_total: 1 },
        { who: buyer, key: 'k-3' },
      );
      expect(refused.statusCode).toBe(422);
      const fixed = await post(
        { products: cart(), delivery_method: 'pickup', expected_total: 24.608 },
        { who: buyer, key: 'k-3' },
      );
      expect(fixed.statusCode).toBe(201);
    });

    it('refuses a malformed key', async () => {
      for (const key of ['x'.repeat(101), 'has space', 'مفتاح']) {
        const res = await post({ products: cart(), delivery_method: 'pickup' }, { key });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['idempotency_key']);
      }
    });
  });

  describe('authentication', () => {
    it('answers 401 without a live token and writes nothing', async () => {
      const before = await writtenState(t.db);
      const expired = await insertClient(t.db);
      await t.db
        .updateTable('access_tokens')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('client_id', '=', expired.id)
        .execute();
      const revoked = await insertClient(t.db);
      await t.db
        .updateTable('access_tokens')
        .set({ revoked_at: nowIso() })
        .where('client_id', '=', revoked.id)
        .execute();
      const body = { products: cart(), delivery_method: 'pickup' };
      expect((await post(body, { who: null })).statusCode).toBe(401);
      expect((await post(body, { who: expired })).statusCode).toBe(401);
      expect((await post(body, { who: revoked })).statusCode).toBe(401);
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/client/sales',
        headers: { authorization: `Bearer ${'a'.repeat(43)}` },
        payload: body,
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ message: 'يرجى تسجيل الدخول أولاً.' });
      expect(await writtenState(t.db)).toEqual(before);
    });
  });
});

describe.each(DIALECTS)('POST /api/client/sales rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: true });
  });
  afterAll(() => t.destroy());

  it('answers 429 with Retry-After after 30 orders a minute from one client, and not for another client', async () => {
    const busy = await insertClient(t.db);
    const calm = await insertClient(t.db);
    const send = (who: TestClient) =>
      t.app.inject({ method: 'POST', url: '/api/client/sales', headers: who.auth, payload: { products: [] } });
    for (let i = 0; i < 30; i++) expect((await send(busy)).statusCode).toBe(422);
    const limited = await send(busy);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ message: string }>().message).toBeTruthy();
    expect((await send(calm)).statusCode).toBe(422);
  });
});
