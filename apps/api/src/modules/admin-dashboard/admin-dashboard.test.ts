import type { Dashboard } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { type TestClient, insertClient, insertStatuses } from '../orders/test/fixtures.js';
import { dashboard } from './service.js';

describe.each(DIALECTS)('the dashboard on %s', (dialect) => {
  let t: TestApp;
  let manager: TestStaff;
  let shopper: TestClient;
  const p: Record<string, { id: number; uuid: string }> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    manager = await insertStaffMember(t.db, 'manager');
    shopper = await insertClient(t.db, 'Aisha');
    p['dates'] = await insertProduct(t.db, { name_ar: 'تمر', name_en: 'Dates', price_milli: 10_000, quantity: 100 });
    p['honey'] = await insertProduct(t.db, { name_ar: 'عسل', name_en: 'Honey', price_milli: 55_500, quantity: 9 });
    p['saffron'] = await insertProduct(t.db, {
      name_ar: 'زعفران',
      name_en: 'Saffron',
      price_milli: 90_000,
      quantity: 2,
    });
    await insertProduct(t.db, { name_ar: 'قديم', name_en: 'Retired', quantity: 0, is_available: 0 });

    const place = async (lines: [string, number][]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/sales',
        headers: shopper.auth,
        payload: {
          products: lines.map(([k, quantity]) => ({ uuid: p[k]!.uuid, quantity })),
          delivery_method: 'pickup',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { uuid: string } }>().data.uuid;
    };
    await place([['dates', 3]]); // 30
    await place([
      ['honey', 2],
      ['dates', 1],
    ]); // 121
    const cancelled = await place([['saffron', 1]]); // 90, cancelled
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled}/status`,
      headers: manager.auth,
      payload: { status: 'cancelled' },
    });
    // an order from 40 days ago counts in no period
    await t.db
      .insertInto('orders')
      .values({
        uuid: '11111111-1111-4111-8111-111111111111',
        number: 'DK-OLD',
        client_id: shopper.id,
        status_id: (
          await t.db.selectFrom('order_statuses').select('id').where('code', '=', 'delivered').executeTakeFirstOrThrow()
        ).id,
        delivery_method: 'pickup',
        payment_method: 'cash_on_delivery',
        subtotal_milli: 999_000,
        discount_milli: 0,
        code_discount_milli: 0,
        tax_milli: 0,
        delivery_fee_milli: 0,
        total_milli: 999_000,
        created_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(() => t.destroy());

  const get = async (period: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard?period=${period}`,
      headers: { 'accept-language': 'en', ...manager.auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Dashboard }>().data;
  };

  it("sums today's orders, leaving cancelled ones out of revenue", async () => {
    const d = await get('today');
    expect(d).toMatchObject({
      period: 'today',
      orders_count: 3,
      revenue: 151,
      average_order_value: 75.5,
      by_status: { pending: 2, confirmed: 0, preparing: 0, shipped: 0, delivered: 0, cancelled: 1 },
      new_clients: 1,
    });
    expect(d.top_products).toEqual([
      { uuid: p['dates']!.uuid, name_ar: 'تمر', name_en: 'Dates', quantity: 4, revenue: 40 },
      { uuid: p['honey']!.uuid, name_ar: 'عسل', name_en: 'Honey', quantity: 2, revenue: 111 },
    ]);
    expect(d.daily).toHaveLength(1);
    expect(d.daily[0]).toMatchObject({ orders: 3, revenue: 151 });
  });

  it('lists products on offer at or below the threshold (5 unless set), the emptiest first', async () => {
    const d = await get('7d');
    expect(d.low_stock_threshold).toBe(5);
    // saffron came back to 2 when its order was cancelled; the retired product is not on offer
    expect(d.low_stock.map((x) => [x.name_en, x.quantity])).toEqual([['Saffron', 2]]);
    await t.db.insertInto('settings').values({ key: 'low_stock_threshold', value: '10' }).execute();
    const wider = await get('7d');
    expect(wider.low_stock_threshold).toBe(10);
    expect(wider.low_stock.map((x) => [x.name_en, x.quantity])).toEqual([
      ['Saffron', 2],
      ['Honey', 7],
    ]);
  });

  it('gives one entry per Libyan day of the period, oldest first, quiet days included', async () => {
    const d = await get('30d');
    expect(d.daily).toHaveLength(30);
    expect(d.orders_count).toBe(3);
    expect(d.daily.slice(0, 29).every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    const dates = d.daily.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('counts an order placed at 23:30 in Tripoli on that Libyan day, not the next UTC one', async () => {
    // 2026-03-10 21:30 UTC is 23:30 in Tripoli; the next morning at 09:00 it is "yesterday"
    const at = new Date('2026-03-10T21:30:00Z');
    await t.db.updateTable('orders').set({ created_at: at.toISOString() }).where('number', '=', 'DK-OLD').execute();
    const d = await dashboard(t.db, '7d', new Date('2026-03-11T07:00:00Z'));
    expect(d.daily.map((day) => [day.date, day.orders])).toContainEqual(['2026-03-10', 1]);
    expect(d.daily.at(-1)).toEqual({ date: '2026-03-11', orders: 0, revenue: 0 });
  });

  it('refuses an unknown period with 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard?period=year', headers: manager.auth });
    expect(res.statusCode).toBe(422);
  });
});
