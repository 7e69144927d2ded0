import type { AdminOrder, AdminOrdersPage, Order } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import {
  type DeliveryData,
  type TestClient,
  insertClient,
  insertCode,
  insertDeliveryData,
  insertStatuses,
  stockOf,
} from '../orders/test/fixtures.js';

describe.each(DIALECTS)('the orders desk on %s', (dialect) => {
  let t: TestApp;
  let clerk: TestStaff;
  let places: DeliveryData;
  let shopper: TestClient;
  const p: Record<string, { id: number; uuid: string }> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    places = await insertDeliveryData(t.db);
    clerk = await insertStaffMember(t.db, 'orders', { name: 'Nuri' });
    shopper = await insertClient(t.db, 'Fatima');
    p['oil'] = await insertProduct(t.db, {
      name_ar: 'زيت زيتون',
      name_en: 'Olive oil',
      price_milli: 25_000,
      quantity: 20,
    });
    p['tea'] = await insertProduct(t.db, { name_ar: 'شاي', name_en: 'Tea', price_milli: 4_000, quantity: 50 });
  });
  afterAll(() => t.destroy());

  const place = async (who: TestClient, lines: [string, number][], extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: who.auth,
      payload: {
        products: lines.map(([key, quantity]) => ({ uuid: p[key]!.uuid, quantity })),
        delivery_method: 'pickup',
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Order }>().data;
  };
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, who: TestStaff = clerk) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': 'en', ...who.auth },
      ...(payload ? { payload } : {}),
    });
  const move = (uuid: string, status: string, extra: object = {}) =>
    admin('POST', `/orders/${uuid}/status`, { status, ...extra });

  describe('one order from pending to delivered', () => {
    let order: Order;
    beforeAll(async () => {
      order = await place(shopper, [['tea', 2]], {
        delivery_method: 'delivery_company',
        city_id: places.tripoli,
        service_package_id: places.tripoliExpress,
        near_place: 'قرب جامع مولاي محمد',
        receiver_name: 'أحمد',
        receiver_phone: '0912345678',
      });
    });

    it('shows the order with its lines, client, receiver, totals, cash to collect and the creation event', async () => {
      const res = await admin('GET', `/orders/${order.uuid}`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: AdminOrder }>();
      expect(data).toMatchObject({
        uuid: order.uuid,
        number: order.number,
        status: 'pending',
        delivery_method: 'delivery_company',
        city_name: { ar: 'طرابلس', en: 'Tripoli' },
        package_name: { ar: 'باقة Express', en: 'Express' },
        address: 'قرب جامع مولاي محمد',
        receiver_name: 'أحمد',
        phone: '+218912345678',
        client: { id: shopper.id, name: 'Fatima Test', email: null, phone: null },
        lines: [
          {
            product_uuid: p['tea']!.uuid,
            name_ar: 'شاي',
            name_en: 'Tea',
            image: null,
            quantity: 2,
            unit_price: 4,
            total: 8,
          },
        ],
        subtotal: 8,
        delivery_fee: 7.5,
        total: 15.5,
        cash_to_collect: 15.5,
        notes: [],
        allowed_transitions: ['confirmed', 'cancelled'],
      });
      expect(data.history).toEqual([
        {
          from_status: null,
          to_status: 'pending',
          staff: null,
          actor: 'client',
          note: null,
          created_at: order.created_at,
        },
      ]);
    });

    it('moves it step by step, recording who moved it, and the shopper sees the timeline in both languages', async () => {
      for (const [status, note] of [
        ['confirmed', 'اتصلنا بالزبون'],
        ['preparing', undefined],
        ['shipped', undefined],
        ['delivered', undefined],
      ] as const) {
        const res = await move(order.uuid, status, note ? { note } : {});
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<{ data: AdminOrder }>().data.status).toBe(status);
      }
      const { data } = (await admin('GET', `/orders/${order.uuid}`)).json<{ data: AdminOrder }>();
      expect(data.history.map((h) => [h.from_status, h.to_status, h.actor, h.staff?.name ?? null, h.note])).toEqual([
        [null, 'pending', 'client', null, null],
        ['pending', 'confirmed', 'staff', 'Nuri', 'اتصلنا بالزبون'],
        ['confirmed', 'preparing', 'staff', 'Nuri', null],
        ['preparing', 'shipped', 'staff', 'Nuri', null],
        ['shipped', 'delivered', 'staff', 'Nuri', null],
      ]);
      expect(data.allowed_transitions).toEqual([]);

      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/client/orders/${order.uuid}`,
        headers: shopper.auth,
      });
      const history = mine.json<{ data: Order }>().data.history;
      expect(history.map((h) => [h.status.code, h.status.name.ar, h.status.name.en])).toEqual([
        ['pending', 'قيد الانتظار', 'Pending'],
        ['confirmed', 'مؤكد', 'Confirmed'],
        ['preparing', 'قيد التجهيز', 'Preparing'],
        ['shipped', 'تم الشحن', 'Shipped'],
        ['delivered', 'تم التوصيل', 'Delivered'],
      ]);
      // staff names and notes stay on the staff side
      expect(mine.body).not.toContain('Nuri');
      expect(mine.body).not.toContain('اتصلنا');

      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', order.uuid)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => [a.action, a.staff_id, a.before, a.after])).toEqual([
        ['order.status_changed', clerk.id, '{"status":"pending"}', '{"status":"confirmed","note":"اتصلنا بالزبون"}'],
        ['order.status_changed', clerk.id, '{"status":"confirmed"}', '{"status":"preparing"}'],
        ['order.status_changed', clerk.id, '{"status":"preparing"}', '{"status":"shipped"}'],
        ['order.status_changed', clerk.id, '{"status":"shipped"}', '{"status":"delivered"}'],
      ]);
    });

    it('refuses any move from a final status, naming it', async () => {
      const res = await move(order.uuid, 'cancelled');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { status: ['The order cannot move from “Delivered” to “Cancelled”; its status is final.'] },
      });
    });
  });

  it('refuses a move that skips a step with 422 naming the allowed ones, in Arabic by default', async () => {
    const order = await place(shopper, [['tea', 1]]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.uuid}/status`,
      headers: clerk.auth,
      payload: { status: 'shipped' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة.',
      errors: { status: ['لا يمكن نقل الطلب من «قيد الانتظار» إلى «تم الشحن». الحالات المسموحة: مؤكد، ملغي.'] },
    });
    const history = await t.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('to_status', '=', 'shipped')
      .execute();
    expect(history.filter((h) => h.staff_id === clerk.id && h.from_status === 'pending')).toEqual([]);
  });

  it('cancelling returns the stock and the discount code’s use in the same change', async () => {
    const codeId = await insertCode(t.db, { code: 'EID10', max_uses: 5 });
    const oilBefore = await stockOf(t.db, p['oil']!.id);
    const teaBefore = await stockOf(t.db, p['tea']!.id);
    const order = await place(
      shopper,
      [
        ['oil', 3],
        ['tea', 4],
      ],
      { discount_code: 'eid10' },
    );
    expect(await stockOf(t.db, p['oil']!.id)).toBe(oilBefore - 3);
    const usedCount = async () =>
      (await t.db.selectFrom('discount_codes').select('used_count').where('id', '=', codeId).executeTakeFirstOrThrow())
        .used_count;
    expect(await usedCount()).toBe(1);

    expect((await move(order.uuid, 'confirmed')).statusCode).toBe(200);
    expect((await move(order.uuid, 'preparing')).statusCode).toBe(200);
    const res = await move(order.uuid, 'cancelled', { note: 'الزبون ألغى بالهاتف' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AdminOrder }>().data).toMatchObject({ status: 'cancelled', cash_to_collect: 0 });
    expect(await stockOf(t.db, p['oil']!.id)).toBe(oilBefore);
    expect(await stockOf(t.db, p['tea']!.id)).toBe(teaBefore);
    // the stock movements name the staff member who cancelled, as the audit log does
    const returned = await t.db
      .selectFrom('stock_movements')
      .select(['staff_id', 'reason'])
      .where(
        'order_id',
        '=',
        (await t.db.selectFrom('orders').select('id').where('uuid', '=', order.uuid).executeTakeFirstOrThrow()).id,
      )
      .where('reason', '=', 'order_cancelled')
      .execute();
    expect(returned).toHaveLength(2);
    expect(returned.every((m) => m.staff_id === clerk.id)).toBe(true);
    expect(await usedCount()).toBe(0);
    const uses = await t.db
      .selectFrom('discount_code_uses')
      .selectAll()
      .where('discount_code_id', '=', codeId)
      .execute();
    expect(uses).toEqual([]);
  });

  it('of two concurrent changes of one order, one wins and the other gets 409; stock comes back once', async () => {
    const stock = await stockOf(t.db, p['oil']!.id);
    for (let round = 0; round < 3; round++) {
      const order = await place(shopper, [['oil', 1]]);
      const [a, b] = await Promise.all([
        move(order.uuid, 'cancelled', { expected_status: 'pending' }),
        move(order.uuid, 'confirmed', { expected_status: 'pending' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const lost = a.statusCode === 409 ? a : b;
      expect(lost.json<{ message: string }>().message).toMatch(
        /^Someone else has just changed this order to “(Cancelled|Confirmed)”/,
      );
      const changes = await t.db
        .selectFrom('order_status_history as h')
        .innerJoin('orders as o', 'o.id', 'h.order_id')
        .select('h.to_status')
        .where('o.uuid', '=', order.uuid)
        .execute();
      expect(changes).toHaveLength(2);
      const won = a.statusCode === 200 ? 'cancelled' : 'confirmed';
      expect(await stockOf(t.db, p['oil']!.id)).toBe(won === 'cancelled' ? stock : stock - 1);
      if (won === 'confirmed') await move(order.uuid, 'cancelled');
    }
  });

  it('adds staff notes, audited, shown on the order', async () => {
    const order = await place(shopper, [['tea', 1]]);
    const res = await admin('POST', `/orders/${order.uuid}/notes`, { body: 'الزبون يفضّل التوصيل بعد العصر' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: expect.any(Number),
        body: 'الزبون يفضّل التوصيل بعد العصر',
        staff: { id: clerk.id, name: 'Nuri' },
        created_at: expect.any(String),
      },
    });
    const { data } = (await admin('GET', `/orders/${order.uuid}`)).json<{ data: AdminOrder }>();
    expect(data.notes.map((n) => n.body)).toEqual(['الزبون يفضّل التوصيل بعد العصر']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('entity_id', '=', order.uuid)
      .execute();
    expect(audit).toEqual([{ action: 'order.note_added', staff_id: clerk.id }]);
    expect((await admin('POST', `/orders/${order.uuid}/notes`, { body: '  ' })).statusCode).toBe(422);
  });

  it('changes many orders at once, each on its own', async () => {
    const one = await place(shopper, [['tea', 1]]);
    const two = await place(shopper, [['tea', 1]]);
    const done = await place(shopper, [['tea', 1]]);
    await move(done.uuid, 'confirmed');
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await admin('POST', '/orders/bulk-status', {
      uuids: [one.uuid, two.uuid, done.uuid, missing],
      status: 'confirmed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        updated: [one.uuid, two.uuid],
        failed: [
          {
            uuid: done.uuid,
            message: 'The order cannot move from “Confirmed” to “Confirmed”. Allowed: Preparing, Cancelled.',
          },
          { uuid: missing, message: 'Order not found.' },
        ],
      },
    });
    const tooMany = await admin('POST', '/orders/bulk-status', {
      uuids: Array.from({ length: 101 }, () => one.uuid),
      status: 'preparing',
    });
    expect(tooMany.statusCode).toBe(422);
  });

  describe('the list', () => {
    let sabri: TestClient;
    let ahmed: Order;
    beforeAll(async () => {
      sabri = await insertClient(t.db, 'صبري');
      ahmed = await place(sabri, [['oil', 1]], {
        delivery_method: 'delivery_company',
        city_id: places.misrata,
        service_package_id: places.misrataStandard,
        near_place: 'الكورنيش',
        receiver_name: 'أَحْمَد الطرابلسي',
        receiver_phone: '0923334444',
      });
    });

    const list = async (query: string) => {
      const res = await admin('GET', `/orders?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminOrdersPage>();
    };

    it('finds orders by receiver or client name, Arabic-normalised, by phone in any writing and by number', async () => {
      for (const q of [
        'احمد الطرابلسي',
        'أحمد الطرابلسى',
        'صبري',
        '0923334444',
        '٠٩٢٣٣٣٤٤٤٤',
        '3334444',
        ahmed.number.toLowerCase(),
        // the number as a shopper reads it out on the phone, as the public tracking page takes it
        `dk ${Number(ahmed.number.slice(3))}`,
        `DK${Number(ahmed.number.slice(3))}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
      ]) {
        const page = await list(`q=${encodeURIComponent(q)}`);
        expect(
          page.data.map((o) => o.uuid),
          q,
        ).toEqual([ahmed.uuid]);
      }
      // both receivers named Ahmed, written أحمد and أَحْمَد
      expect((await list(`q=${encodeURIComponent('احمد')}`)).meta.total).toBe(2);
      expect((await list('q=nobody')).data).toEqual([]);
    });

    it('answers each row as the desk shows it, filters by city, method and status, and counts every status', async () => {
      const page = await list(`city_id=${places.misrata}`);
      expect(page.data).toEqual([
        {
          uuid: ahmed.uuid,
          number: ahmed.number,
          status: 'pending',
          created_at: ahmed.created_at,
          client_name: 'صبري Test',
          receiver_name: 'أَحْمَد الطرابلسي',
          phone: '+218923334444',
          city_name: { ar: 'مصراتة', en: 'Misrata' },
          delivery_method: 'delivery_company',
          items_count: 1,
          total: 37.25,
          cash_to_collect: 37.25,
          awaiting_confirmation: false,
        },
      ]);
      expect(page.counts).toEqual({ pending: 1, confirmed: 0, preparing: 0, shipped: 0, delivered: 0, cancelled: 0 });

      const all = await list('per_page=5');
      const total = all.meta.total;
      expect(Object.values(all.counts).reduce((a, b) => a + b, 0)).toBe(total);
      expect(all.data).toHaveLength(5);
      expect(all.links.next).toBe('/api/admin/orders?per_page=5&page=2');
      const pending = await list('status=pending&per_page=100');
      expect(pending.data.every((o) => o.status === 'pending')).toBe(true);
      expect(pending.meta.total).toBe(all.counts.pending);
      // the counts ignore the status filter, so the tabs keep their numbers
      expect(pending.counts).toEqual(all.counts);
      const pickup = await list('delivery_method=pickup&per_page=100');
      expect(pickup.data.some((o) => o.uuid === ahmed.uuid)).toBe(false);
    });

    it('filters by Libyan calendar days', async () => {
      const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
      expect((await list(`from=${today}&to=${today}&q=${encodeURIComponent('صبري')}`)).data).toHaveLength(1);
      expect((await list(`to=2020-01-01`)).data).toEqual([]);
      const bad = await admin('GET', '/orders?from=yesterday');
      expect(bad.statusCode).toBe(422);
      // days given the wrong way round are refused on the end day, rather than answering no orders
      const swapped = await admin('GET', `/orders?from=${today}&to=2020-01-01`);
      expect(swapped.statusCode).toBe(422);
      expect(swapped.json()).toMatchObject({ errors: { to: ['The end must come after the start.'] } });
    });
  });

  it('answers the summary with an ETag and 304 until an order arrives', async () => {
    const first = await admin('GET', '/orders/summary');
    expect(first.statusCode).toBe(200);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^".+"$/);
    const same = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/summary',
      headers: { ...clerk.auth, 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const order = await place(shopper, [['tea', 1]]);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/summary',
      headers: { ...clerk.auth, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: { newest: { uuid: string } } }>().data.newest.uuid).toBe(order.uuid);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(t.db.updateTable('audit_log').set({ action: 'x' }).execute()).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/never changed or deleted/);
  });
});
