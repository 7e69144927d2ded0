import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { insertProduct } from '../../test/fixtures.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { insertClient, insertStatuses } from '../orders/test/fixtures.js';

describe.each(DIALECTS)('discount codes in the back office (%s)', (dialect) => {
  let t: TestApp;
  let catalogue: TestStaff;
  let clerk: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    catalogue = await insertStaffMember(t.db, 'catalogue');
    clerk = await insertStaffMember(t.db, 'orders');
  });
  afterAll(() => t.destroy());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestStaff, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': lang, ...who.auth },
      ...(payload ? { payload } : {}),
    });

  const tenPercent = {
    code: 'eid10',
    type: 'percent',
    value: 10,
    max_discount: 20,
    min_order: 50,
    max_uses: 100,
    per_client_limit: 1,
    starts_at: null,
    expires_at: '2027-01-01T00:00:00+02:00',
    is_active: true,
  };

  it('lets the catalogue role add a code, shown in dinars and percent, and audits it', async () => {
    const res = await send('POST', '/discount-codes', catalogue, tenPercent);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<{ data: { id: number } }>();
    expect(data).toEqual({
      id: data.id,
      code: 'EID10',
      type: 'percent',
      value: 10,
      max_discount: 20,
      min_order: 50,
      max_uses: 100,
      used_count: 0,
      per_client_limit: 1,
      starts_at: null,
      expires_at: '2026-12-31T22:00:00.000Z',
      is_active: true,
      created_at: expect.any(String),
    });
    const row = await t.db.selectFrom('discount_codes').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect([row.value, row.max_discount_milli, row.min_order_milli]).toEqual([1_000, 20_000, 50_000]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'discount_code').execute();
    expect(audit.map((a) => [a.action, a.staff_id, a.entity_id])).toEqual([
      ['discount_code.created', catalogue.id, String(data.id)],
    ]);
    const list = await send('GET', '/discount-codes', catalogue);
    expect(list.json<{ data: { code: string }[] }>().data.map((c) => c.code)).toEqual(['EID10']);
  });

  it('refuses the orders desk (403) and writes nothing', async () => {
    const res = await send('POST', '/discount-codes', clerk, { ...tenPercent, code: 'OTHER' });
    expect(res.statusCode).toBe(403);
    expect(await t.db.selectFrom('discount_codes').select('code').execute()).toEqual([{ code: 'EID10' }]);
  });

  it.each([
    ['en', { ...tenPercent, code: 'Eid10' }, { code: ['A discount code with this name already exists.'] }],
    ['ar', { ...tenPercent, code: 'eid 10' }, { code: ['يتكون الكود من حروف لاتينية وأرقام و- و_ فقط.'] }],
    ['en', { ...tenPercent, code: 'BIG', value: 120 }, { value: ['Must be at most 100.'] }],
    ['en', { code: 'P0', type: 'percent', value: 0 }, { value: ['Must be greater than 0.'] }],
    ['ar', { code: 'A0', type: 'amount', value: 0 }, { value: ['يجب أن تكون القيمة أكبر من 0.'] }],
    [
      'en',
      { ...tenPercent, code: 'FLAT', type: 'amount', value: 5 },
      { max_discount: ['A largest discount applies to percent codes only.'] },
    ],
    [
      'ar',
      { ...tenPercent, code: 'LATE', starts_at: '2027-02-01T00:00:00Z', expires_at: '2027-01-01T00:00:00Z' },
      { expires_at: ['يجب أن يكون الانتهاء بعد البداية.'] },
    ],
    [
      'ar',
      { ...tenPercent, code: 'TWICE', max_uses: 2, per_client_limit: 3 },
      { per_client_limit: ['لا يمكن أن تزيد استخدامات العميل الواحد عن عدد الاستخدامات الكلي.'] },
    ],
    [
      'en',
      { ...tenPercent, code: 'CHEAP', min_order: 1.2345 },
      { min_order: ['The amount must be a number with at most three decimals.'] },
    ],
  ])('answers 422 with field errors in the staff language (%s) and writes nothing', async (lang, body, errors) => {
    const res = await send('POST', '/discount-codes', catalogue, body, lang);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: object }>().errors).toEqual(errors);
    expect(await t.db.selectFrom('discount_codes').select('code').execute()).toEqual([{ code: 'EID10' }]);
  });

  it('keeps the totals of an order placed before the code was edited, also when the shopper changes it', async () => {
    const code = await t.db
      .selectFrom('discount_codes')
      .selectAll()
      .where('code', '=', 'EID10')
      .executeTakeFirstOrThrow();
    const product = await insertProduct(t.db, {
      name_ar: 'زيت زيتون',
      name_en: 'Olive oil',
      price_milli: 40_000,
      quantity: 10,
    });
    const client = await insertClient(t.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: client.auth,
      payload: { products: [{ uuid: product.uuid, quantity: 3 }], delivery_method: 'pickup', discount_code: 'eid10' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: { uuid: string; totals: { code_discount: number; total: number } } }>().data;
    // 10 % of 120.000 is 12.000 (under the 20.000 cap)
    expect(order.totals.code_discount).toBe(12);

    const edit = await send('PUT', `/discount-codes/${code.id}`, catalogue, {
      ...tenPercent,
      value: 50,
      max_discount: null,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ data: { used_count: number; value: number } }>().data).toMatchObject({
      used_count: 1,
      value: 50,
    });

    const shown = await t.app.inject({ method: 'GET', url: `/api/client/orders/${order.uuid}`, headers: client.auth });
    expect(shown.json<{ data: { totals: { code_discount: number } } }>().data.totals.code_discount).toBe(12);
    // the shopper takes one bottle off the pending order: re-priced with the terms it was placed with (10 %), not 50 %
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/client/change-order-product',
      headers: client.auth,
      payload: { order_uuid: order.uuid, product_uuid: product.uuid, quantity: 2 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: { totals: { code_discount: number } } }>().data.totals.code_discount).toBe(8);

    const off = await send('PUT', `/discount-codes/${code.id}`, catalogue, { ...tenPercent, is_active: false });
    expect(off.json<{ data: { is_active: boolean } }>().data.is_active).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'discount_code')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'discount_code.created',
      'discount_code.updated',
      'discount_code.deactivated',
    ]);
    // the kind is recorded beside the value, unchanged, so the log can say 10 % -> 50 %
    expect(JSON.parse(audit[1]?.before ?? '{}')).toMatchObject({ value: 1_000, type: 'percent' });
    expect(JSON.parse(audit[1]?.after ?? '{}')).toEqual({ value: 5_000, max_discount_milli: null, type: 'percent' });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/client/get-code-discount?code=EID10',
      headers: client.auth,
    });
    expect(check.statusCode).toBe(422);
  });
});
