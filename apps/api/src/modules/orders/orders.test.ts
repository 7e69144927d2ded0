import type { Order, OrderSummary, Paged } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { takeStock } from './repository.js';
import { type TestClient, insertClient, insertCode, insertStatuses, stockOf, writtenState } from './test/fixtures.js';

describe.each(DIALECTS)('orders of a client on %s', (dialect) => {
  let t: TestApp;
  let statuses: Record<string, number>;
  let alice: TestClient;
  let bob: TestClient;
  const p: Record<string, { id: number; uuid: string }> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    statuses = await insertStatuses(t.db);
    alice = await insertClient(t.db, 'Alice');
    bob = await insertClient(t.db, 'Bob');
    p['tea'] = await insertProduct(t.db, {
      name_ar: 'شاي',
      name_en: 'Tea',
      price_milli: 3_333,
      tax_rate_bp: 700,
      quantity: 50,
    });
    p['sugar'] = await insertProduct(t.db, { name_ar: 'سكر', name_en: 'Sugar', price_milli: 2_000, quantity: 50 });
  });
  afterAll(() => t.destroy());

  const place = async (who: TestClient, products: { uuid: string; quantity: number }[], extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: who.auth,
      payload: { products, delivery_method: 'pickup', ...extra },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: Order }>().data;
  };
  const get = (url: string, who: TestClient | null) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(who ? who.auth : {}) } });
  const change = (who: TestClient | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/change-order-product',
      headers: { 'accept-language': 'en', ...(who ? who.auth : {}) },
      payload,
    });

  describe('GET /orders and /orders/{uuid}', () => {
    it('lists only the caller’s orders, newest first, paged in the Laravel shape', async () => {
      const lister = await insertClient(t.db, 'Lister');
      const placed: Order[] = [];
      for (let i = 1; i <= 3; i++) placed.push(await place(lister, [{ uuid: p['tea']!.uuid, quantity: i }]));
      await place(bob, [{ uuid: p['sugar']!.uuid, quantity: 1 }]);

      const first = await get('/api/client/orders?limit=2', lister);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const page1 = first.json<Paged<OrderSummary>>();
      expect(page1.data.map((o) => o.uuid)).toEqual([placed[2]!.uuid, placed[1]!.uuid]);
      expect(page1.meta).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
      expect(page1.links.next).toContain('page=2');
      expect(page1.data[0]).toEqual({
        uuid: placed[2]!.uuid,
        number: placed[2]!.number,
        status: { id: statuses['pending'], code: 'pending', name: { ar: 'قيد الانتظار', en: 'Pending' } },
        products_count: 1,
        items_count: 3,
        delivery_method: 'pickup',
        total: 10.698,
        can_change: true,
        created_at: placed[2]!.created_at,
      });
      const page2 = (await get('/api/client/orders?limit=2&page=2', lister)).json<Paged<OrderSummary>>();
      expect(page2.data.map((o) => o.uuid)).toEqual([placed[0]!.uuid]);

      const empty = await insertClient(t.db, 'New');
      expect((await get('/api/client/orders', empty)).json<Paged<OrderSummary>>()).toMatchObject({
        data: [],
        meta: { total: 0, current_page: 1 },
      });
      expect((await get('/api/client/orders?limit=1000', lister)).statusCode).toBe(422);
    });

    it('shows the caller’s own order and answers 404 for anyone else’s or an unknown one', async () => {
      const order = await place(alice, [{ uuid: p['tea']!.uuid, quantity: 2 }]);
      const mine = await get(`/api/client/orders/${order.uuid}`, alice);
      expect(mine.statusCode).toBe(200);
      expect(mine.json<{ data: Order }>().data).toEqual(order);
      const theirs = await get(`/api/client/orders/${order.uuid}`, bob);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ message: 'Order not found.' });
      expect((await get('/api/client/orders/00000000-0000-4000-8000-000000000000', alice)).statusCode).toBe(404);
      expect((await get('/api/client/orders/not-a-uuid', alice)).statusCode).toBe(422);
    });

    it('answers 401 without a token', async () => {
      expect((await get('/api/client/orders', null)).statusCode).toBe(401);
      expect((await get('/api/client/orders/00000000-0000-4000-8000-000000000000', null)).statusCode).toBe(401);
      expect((await change(null, {})).statusCode).toBe(401);
    });
  });

  describe('POST /change-order-product', () => {
    it('raises a line at the price it was ordered at, taking stock and recomputing the totals', async () => {
      const order = await place(alice, [
        { uuid: p['tea']!.uuid, quantity: 2 },
        { uuid: p['sugar']!.uuid, quantity: 1 },
      ]);
      const stock = await stockOf(t.db, p['tea']!.id);
      const res = await change(alice, { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: 5 });
      expect(res.statusCode).toBe(200);
      const changed = res.json<{ data: Order }>().data;
      expect(changed.lines.find((l) => l.product_uuid === p['tea']!.uuid)).toMatchObject({
        quantity: 5,
        unit_price: 3.333,
        line_total: 17.83,
      });
      expect(changed.totals).toEqual({
        subtotal: 18.665,
        discount: 0,
        code_discount: 0,
        tax: 1.165,
        delivery_fee: 0,
        total: 19.83,
      });
      expect(await stockOf(t.db, p['tea']!.id)).toBe(stock - 3);
    });

    it('refuses more units of a product whose price changed since, or that was withdrawn; fewer keep the ordered price', async () => {
      const order = await place(alice, [
        { uuid: p['tea']!.uuid, quantity: 2 },
        { uuid: p['sugar']!.uuid, quantity: 2 },
      ]);
      const setTea = (set: { price_milli?: number; discount_milli?: number }) =>
        t.db.updateTable('products').set(set).where('id', '=', p['tea']!.id).execute();
      const before = await writtenState(t.db);

      // dearer now: the extra units would have been sold at the old price
      await setTea({ price_milli: 9_999 });
      const dearer = await change(alice, { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: 40 });
      expect(dearer.statusCode).toBe(422);
      const body = dearer.json<{ message: string; errors: Record<string, string[]>; details: { lines: object[] } }>();
      expect(body.errors['quantity']?.[0]).toBe(
        "This product's price has changed since you ordered it, so its quantity in this order cannot be raised. Order the extra units in a new order.",
      );
      expect(body.details.lines).toEqual([
        expect.objectContaining({
          uuid: p['tea']!.uuid,
          reason: 'price_changed',
          selling_price: 9.999,
          selling_price_after_tax: 10.699,
        }),
      ]);
      // cheaper now (a discount started): the line still has one unit price, so the same answer
      await setTea({ price_milli: 3_333, discount_milli: 333 });
      const cheaper = await change(alice, { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: 3 });
      expect(cheaper.statusCode).toBe(422);
      expect(cheaper.json<{ details: { lines: { reason: string }[] } }>().details.lines[0]?.reason).toBe(
        'price_changed',
      );
      await setTea({ discount_milli: 0 });
      expect(await writtenState(t.db)).toEqual(before);

      // withdrawn: no more units at all, and the stock is not touched
      await t.db
        .updateTable('products')
        .set({ archived_at: '2026-11-29T00:00:00.000Z' })
        .where('id', '=', p['sugar']!.id)
        .execute();
      const sugar = await stockOf(t.db, p['sugar']!.id);
      const withdrawn = await change(alice, { order_uuid: order.uuid, product_uuid: p['sugar']!.uuid, quantity: 3 });
      expect(withdrawn.statusCode).toBe(422);
      expect(withdrawn.json<{ errors: Record<string, string[]> }>().errors['quantity']).toEqual([
        'This product no longer exists.',
      ]);
      expect(await takeStock(t.db, p['sugar']!.id, 1)).toBe(false);
      expect(await stockOf(t.db, p['sugar']!.id)).toBe(sugar);

      // fewer units are refunded at the price they were ordered at, whatever the product costs now
      await setTea({ price_milli: 9_999 });
      const lower = await change(alice, { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: 1 });
      expect(lower.statusCode).toBe(200);
      expect(lower.json<{ data: Order }>().data.lines.find((l) => l.product_uuid === p['tea']!.uuid)).toMatchObject({
        quantity: 1,
        unit_price: 3.333,
      });
      await setTea({ price_milli: 3_333 });
      await t.db.updateTable('products').set({ archived_at: null }).where('id', '=', p['sugar']!.id).execute();
    });

    it('refuses more units of an option whose main product was withdrawn, its stock untouched', async () => {
      const main = await insertProduct(t.db, { name_ar: 'قميص', name_en: 'Shirt', price_milli: 1_000, quantity: 20 });
      const red = await insertProduct(t.db, {
        name_ar: 'قميص',
        name_en: 'Shirt',
        color_ar: 'أحمر',
        color_en: 'Red',
        price_milli: 1_000,
        quantity: 20,
        variant_of: main.id,
      });
      const order = await place(alice, [{ uuid: red.uuid, quantity: 1 }]);
      await t.db
        .updateTable('products')
        .set({ archived_at: '2026-11-29T00:00:00.000Z' })
        .where('id', '=', main.id)
        .execute();
      const stock = await stockOf(t.db, red.id);
      const res = await change(alice, { order_uuid: order.uuid, product_uuid: red.uuid, quantity: 10 });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors['quantity']).toEqual([
        'This product no longer exists.',
      ]);
      expect(await stockOf(t.db, red.id)).toBe(stock);
    });

    it('lowers and removes lines, returning stock', async () => {
      const order = await place(alice, [
        { uuid: p['tea']!.uuid, quantity: 4 },
        { uuid: p['sugar']!.uuid, quantity: 2 },
      ]);
      const tea = await stockOf(t.db, p['tea']!.id);
      const sugar = await stockOf(t.db, p['sugar']!.id);
      const lower = await change(alice, { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: 1 });
      expect(lower.json<{ data: Order }>().data.totals.total).toBe(7.566);
      expect(await stockOf(t.db, p['tea']!.id)).toBe(tea + 3);
      const removed = await change(alice, { order_uuid: order.uuid, product_uuid: p['sugar']!.uuid, quantity: 0 });
      const after = removed.json<{ data: Order }>().data;
      expect(after.lines.map((l) => l.product_uuid)).toEqual([p['tea']!.uuid]);
      expect(after.totals.total).toBe(3.566);
      expect(after.status.code).toBe('pending');
      expect(await stockOf(t.db, p['sugar']!.id)).toBe(sugar + 2);
    });

    it('cancels the order when its last line is removed, returning the stock and the code use', async () => {
      const codeId = await insertCode(t.db, { code: 'ONEOFF', type: 'amount', value: 1_000, max_uses: 1 });
      const order = await place(alice, [{ uuid: p['sugar']!.uuid, quantity: 3 }], { discount_code: 'ONEOFF' });
      expect(order.totals.code_discount).toBe(1);
      const sugar = await stockOf(t.db, p['sugar']!.id);
      const res = await change(alice, { order_uuid: order.uuid, product_uuid: p['sugar']!.uuid, quantity: 0 });
      expect(res.statusCode).toBe(200);
      const cancelled = res.json<{ data: Order }>().data;
      expect(cancelled.status.code).toBe('cancelled');
      expect(res.json<{ message: string }>().message).toBe('Your order has been cancelled.');
      expect(cancelled.can_change).toBe(false);
      expect(cancelled.lines).toHaveLength(1);
      expect(await stockOf(t.db, p['sugar']!.id)).toBe(sugar + 3);
      const code = await t.db
        .selectFrom('discount_codes')
        .select('used_count')
        .where('id', '=', codeId)
        .executeTakeFirstOrThrow();
      expect(code.used_count).toBe(0);
      // the code can be used again, and the cancelled order can no longer change
      await place(bob, [{ uuid: p['sugar']!.uuid, quantity: 1 }], { discount_code: 'ONEOFF' });
      const again = await change(alice, { order_uuid: order.uuid, product_uuid: p['sugar']!.uuid, quantity: 1 });
      expect(again.statusCode).toBe(422);
    });

    it('recomputes a percent code and keeps an amount code within the goods', async () => {
      await insertCode(t.db, { code: 'TENPC', type: 'percent', value: 1_000 });
      const pct = await place(alice, [{ uuid: p['sugar']!.uuid, quantity: 5 }], { discount_code: 'TENPC' });
      expect(pct.totals.code_discount).toBe(1);
      const lowered = await change(alice, { order_uuid: pct.uuid, product_uuid: p['sugar']!.uuid, quantity: 2 });
      expect(lowered.json<{ data: Order }>().data.totals).toMatchObject({ code_discount: 0.4, total: 3.6 });

      await insertCode(t.db, { code: 'FIVE', type: 'amount', value: 5_000 });
      const amt = await place(alice, [{ uuid: p['sugar']!.uuid, quantity: 5 }], { discount_code: 'FIVE' });
      expect(amt.totals).toMatchObject({ code_discount: 5, total: 5 });
      const down = await change(alice, { order_uuid: amt.uuid, product_uuid: p['sugar']!.uuid, quantity: 2 });
      expect(down.json<{ data: Order }>().data.totals).toMatchObject({ code_discount: 4, total: 0 });
      const up = await change(alice, { order_uuid: amt.uuid, product_uuid: p['sugar']!.uuid, quantity: 4 });
      expect(up.json<{ data: Order }>().data.totals).toMatchObject({ code_discount: 5, total: 3 });
    });

    it('refuses to go below the minimum order of the code it uses', async () => {
      await insertCode(t.db, { code: 'MIN10', type: 'amount', value: 1_000, min_order_milli: 10_000 });
      const order = await place(alice, [{ uuid: p['sugar']!.uuid, quantity: 5 }], { discount_code: 'MIN10' });
      const before = await writtenState(t.db);
      const res = await change(alice, { order_uuid: order.uuid, product_uuid: p['sugar']!.uuid, quantity: 4 });
      expect(res.statusCode).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.errors['quantity']?.[0]).toMatch(/at least 10 LYD/);
      // the message names the amount too, not only the field's text
      expect(body.message).toBe(body.errors['quantity']?.[0]);
      expect(await writtenState(t.db)).toEqual(before);
    });

    it('refuses more than the stock, changes of other orders and of orders past pending, and writes nothing', async () => {
      const order = await place(alice, [{ uuid: p['tea']!.uuid, quantity: 1 }]);
      const shipped = await place(alice, [{ uuid: p['tea']!.uuid, quantity: 1 }]);
      await t.db
        .updateTable('orders')
        .set({ status_id: statuses['shipped']! })
        .where('uuid', '=', shipped.uuid)
        .execute();
      const left = await stockOf(t.db, p['tea']!.id);
      const before = await writtenState(t.db);

      const tooMany = await change(alice, { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: left + 2 });
      expect(tooMany.statusCode).toBe(422);
      const body = tooMany.json<{ message: string; errors: Record<string, string[]>; details: { lines: object[] } }>();
      // about the order being changed, not a cart
      expect(body.message).toBe('More of this product cannot be added to your order now; your order is unchanged.');
      expect(body.errors['quantity']?.[0]).toContain(`available: ${left + 1}`);
      expect(body.details.lines).toEqual([
        expect.objectContaining({ reason: 'insufficient_stock', available_quantity: left + 1 }),
      ]);

      const notPending = await change(alice, { order_uuid: shipped.uuid, product_uuid: p['tea']!.uuid, quantity: 2 });
      expect(notPending.statusCode).toBe(422);
      expect(notPending.json<{ errors: Record<string, string[]> }>().errors['order_uuid']?.[0]).toMatch(/only pending/);

      const notInOrder = await change(alice, { order_uuid: order.uuid, product_uuid: p['sugar']!.uuid, quantity: 2 });
      expect(notInOrder.statusCode).toBe(422);
      expect(Object.keys(notInOrder.json<{ errors: object }>().errors)).toEqual(['product_uuid']);

      const others = await change(bob, { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: 2 });
      expect(others.statusCode).toBe(404);

      for (const bad of [
        { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: -1 },
        { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: 1.5 },
        { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: 1_001 },
        { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: '2' },
        { order_uuid: 'x', product_uuid: p['tea']!.uuid, quantity: 2 },
        { order_uuid: order.uuid, product_uuid: p['tea']!.uuid, quantity: 2, unit_price: 0 },
      ]) {
        expect((await change(alice, bad)).statusCode).toBe(422);
      }
      expect(await writtenState(t.db)).toEqual(before);
    });

    it('refuses to raise a line of a product no longer offered', async () => {
      const order = await place(alice, [{ uuid: p['sugar']!.uuid, quantity: 1 }]);
      await t.db.updateTable('products').set({ is_available: 0 }).where('id', '=', p['sugar']!.id).execute();
      const res = await change(alice, { order_uuid: order.uuid, product_uuid: p['sugar']!.uuid, quantity: 2 });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ details: { lines: object[] } }>().details.lines).toEqual([
        expect.objectContaining({ reason: 'unavailable' }),
      ]);
      await t.db.updateTable('products').set({ is_available: 1 }).where('id', '=', p['sugar']!.id).execute();
    });
  });
});
