import { createHash } from 'node:crypto';
import type { AdminOrder, AdminOrdersPage, FailedMessage, Order, Paged, TrackedOrder } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/mailer.js';
import { type FakeSmsProvider, fakeSmsProvider } from '../../test/fake-sms-provider.js';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { isolatedPaths } from '../accounts/test-support.js';
import { type TestClient, insertClient, insertCode, insertStatuses, stockOf } from './test/fixtures.js';

const SMS_KEY = 'after-order-sms-key';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Json = Record<string, unknown>;

describe.each(DIALECTS)('after the order on %s', (dialect) => {
  let t: TestApp;
  let sms: FakeSmsProvider;
  let outboxDir: string;
  let owner: TestStaff;
  let manager: TestStaff;
  let clerk: TestStaff;
  let huda: TestClient;
  let omar: TestClient;
  const p: Record<string, { id: number; uuid: string }> = {};

  beforeAll(async () => {
    sms = await fakeSmsProvider(SMS_KEY);
    const paths = isolatedPaths();
    outboxDir = paths.OUTBOX_DIR;
    t = await createTestApp(dialect, {
      ...paths,
      RATE_LIMIT: false,
      PUBLIC_URL: 'https://shop.example.ly',
      SMS_PROVIDER_URL: sms.url,
      SMS_API_KEY: SMS_KEY,
      OUTBOX_RETRY_MS: 20,
      OUTBOX_MAX_ATTEMPTS: 4,
    });
    await insertStatuses(t.db);
    await t.db.insertInto('settings').values({ key: 'emails', value: '["orders@dukkan.ly"]' }).execute();
    owner = await insertStaffMember(t.db, 'owner');
    manager = await insertStaffMember(t.db, 'manager');
    clerk = await insertStaffMember(t.db, 'orders');
    huda = await insertClient(t.db, 'Huda');
    omar = await insertClient(t.db, 'Omar');
    await t.db
      .updateTable('clients')
      .set({ email: 'huda@example.ly', email_normalized: 'huda@example.ly', phone: '+218913334455' })
      .where('id', '=', huda.id)
      .execute();
    p['oil'] = await insertProduct(t.db, {
      name_ar: 'زيت زيتون',
      name_en: 'Olive oil',
      price_milli: 25_000,
      quantity: 40,
    });
    p['tea'] = await insertProduct(t.db, { name_ar: 'شاي', name_en: 'Tea', price_milli: 4_000, quantity: 90 });
  });
  afterAll(async () => {
    await t.destroy();
    await sms.close();
  });

  const place = async (who: TestClient, locale: 'ar' | 'en', lines: [string, number][], extra: Json = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: { ...who.auth, 'accept-language': locale },
      payload: {
        products: lines.map(([key, quantity]) => ({ uuid: p[key]!.uuid, quantity })),
        delivery_method: 'pickup',
        receiver_name: 'Salma Ali',
        receiver_phone: '0921234567',
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Order }>().data;
  };
  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, who: TestStaff, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': 'en', ...who.auth },
      ...(payload ? { payload } : {}),
    });
  const client = (method: 'GET' | 'POST', url: string, who: TestClient | null, locale: 'ar' | 'en' = 'en') =>
    t.app.inject({
      method,
      url: `/api/client${url}`,
      headers: { 'accept-language': locale, ...(who ? who.auth : {}) },
    });
  const orderId = async (uuid: string) =>
    (await t.db.selectFrom('orders').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id;
  const outboxOf = async (uuid: string) =>
    t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('order_id', '=', await orderId(uuid))
      .orderBy('id')
      .execute();
  const mailsAbout = async (number: string) => (await readOutbox(outboxDir)).filter((m) => m.text.includes(number));
  const codeState = async (id: number) => {
    const code = await t.db
      .selectFrom('discount_codes')
      .select('used_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const uses = await t.db
      .selectFrom('discount_code_uses')
      .select('order_id')
      .where('discount_code_id', '=', id)
      .execute();
    return { used: code.used_count, uses: uses.length };
  };

  describe("status changes tell the shopper in the order's language", () => {
    it('queues an e-mail and an SMS per change with its own key, and sends each once in English', async () => {
      const order = await place(huda, 'en', [['tea', 1]]);
      const id = await orderId(order.uuid);
      expect((await admin('POST', `/orders/${order.uuid}/status`, clerk, { status: 'confirmed' })).statusCode).toBe(
        200,
      );
      // the same move again is refused and queues nothing more
      expect((await admin('POST', `/orders/${order.uuid}/status`, clerk, { status: 'confirmed' })).statusCode).toBe(
        422,
      );
      const queued = (await outboxOf(order.uuid)).filter((m) => m.kind === 'status_changed');
      expect(queued.map((m) => [m.idempotency_key, m.channel, m.recipient, m.language])).toEqual([
        [`status_changed:${id}:confirmed:email`, 'email', 'huda@example.ly', 'en'],
        [`status_changed:${id}:confirmed:sms`, 'sms', '+218921234567', 'en'],
      ]);

      await t.app.outbox.deliverDue();
      await t.app.outbox.deliverDue();
      const mails = (await mailsAbout(order.number)).filter((m) => m.subject.includes('Confirmed'));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(`Your order ${order.number}: Confirmed`);
      expect(mail.html).toContain('dir="ltr"');
      expect(mail.html).toContain(`https://shop.example.ly/#/track?number=${order.number}&amp;phone=0921234567`);
      expect(mail.text).toContain(`https://shop.example.ly/#/track?number=${order.number}&phone=0921234567`);
      const text = sms.accepted.get(`status_changed:${id}:confirmed:sms`);
      expect(text).toMatchObject({ to: '+218921234567' });
      expect(text?.text).toBe(
        `Dukkan: your order ${order.number} is now: Confirmed. Follow it: https://shop.example.ly/#/track?number=${order.number}&phone=0921234567`,
      );
    });

    it('tells Arabic orders in Arabic (right to left) for bulk changes and a staff cancellation, and returns the stock', async () => {
      const a = await place(huda, 'ar', [['oil', 2]]);
      const b = await place(omar, 'ar', [['oil', 1]], { receiver_phone: '0944445555' });
      const bulk = await admin('POST', '/orders/bulk-status', clerk, { uuids: [a.uuid, b.uuid], status: 'confirmed' });
      expect(bulk.json()).toMatchObject({ data: { updated: [a.uuid, b.uuid], failed: [] } });
      const before = await stockOf(t.db, p['oil']!.id);
      expect((await admin('POST', `/orders/${a.uuid}/status`, clerk, { status: 'cancelled' })).statusCode).toBe(200);
      expect(await stockOf(t.db, p['oil']!.id)).toBe(before + 2);

      const keysOf = async (uuid: string) =>
        (await outboxOf(uuid)).filter((m) => m.kind === 'status_changed').map((m) => [m.idempotency_key, m.language]);
      const idA = await orderId(a.uuid);
      const idB = await orderId(b.uuid);
      expect(await keysOf(a.uuid)).toEqual([
        [`status_changed:${idA}:confirmed:email`, 'ar'],
        [`status_changed:${idA}:confirmed:sms`, 'ar'],
        [`status_changed:${idA}:cancelled:email`, 'ar'],
        [`status_changed:${idA}:cancelled:sms`, 'ar'],
      ]);
      // Omar has no e-mail: the SMS to the receiver only
      expect(await keysOf(b.uuid)).toEqual([[`status_changed:${idB}:confirmed:sms`, 'ar']]);

      await t.app.outbox.deliverDue();
      const cancelled = (await mailsAbout(a.number)).find((m) => m.subject === `أُلغي طلبك ${a.number}`);
      expect(cancelled?.html).toContain('<html lang="ar" dir="rtl">');
      expect(cancelled?.html).toContain(`<bdi dir="ltr">${a.number}</bdi>`);
      expect(cancelled?.html).toContain('تتبع الطلب');
      expect(sms.accepted.get(`status_changed:${idB}:confirmed:sms`)?.text).toBe(
        `دكّان: طلبك ${b.number} الآن: مؤكد. تابعه: https://shop.example.ly/#/track?number=${b.number}&phone=0944445555`,
      );
    });

    it('a provider that is down for a while gets every status message exactly once when it returns', async () => {
      const orders = [await place(omar, 'en', [['tea', 1]]), await place(omar, 'ar', [['tea', 1]])];
      sms.setDown(true);
      for (const o of orders) {
        await admin('POST', `/orders/${o.uuid}/status`, clerk, { status: 'confirmed' });
        await admin('POST', `/orders/${o.uuid}/status`, clerk, { status: 'preparing' });
      }
      const keys = (
        await Promise.all(orders.map(async (o) => (await outboxOf(o.uuid)).filter((m) => m.channel === 'sms')))
      )
        .flat()
        .map((m) => m.idempotency_key);
      expect(keys).toHaveLength(6); // placed, confirmed and preparing, for each order
      for (let i = 0; i < 2; i++) {
        await t.app.outbox.deliverDue();
        await sleep(120);
      }
      expect(keys.every((k) => !sms.accepted.has(k))).toBe(true);
      expect(keys.every((k) => sms.hits.some((h) => h.key === k && h.status === 503))).toBe(true);

      sms.setDown(false);
      for (let i = 0; i < 3; i++) {
        await sleep(150);
        await t.app.outbox.deliverDue();
      }
      for (const k of keys) {
        expect(sms.accepted.has(k), k).toBe(true);
        expect(
          sms.hits.filter((h) => h.key === k && h.status === 200),
          k,
        ).toHaveLength(1);
      }
      const rows = await t.db
        .selectFrom('outbox_messages')
        .select('status')
        .where('idempotency_key', 'in', keys)
        .execute();
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    });
  });

  describe('public tracking', () => {
    let order: Order;
    beforeAll(async () => {
      order = await place(huda, 'en', [['tea', 2]], { receiver_name: 'Salma Ali', receiver_phone: '0925556677' });
      await admin('POST', `/orders/${order.uuid}/status`, clerk, { status: 'confirmed' });
    });
    const track = (number: string, phone: string, locale: 'ar' | 'en' = 'en') =>
      client('GET', `/track?${new URLSearchParams({ number, phone }).toString()}`, null, locale);

    it("answers the timeline for the receiver's or the account's phone, in any writing, and nothing personal", async () => {
      const digits = order.number.slice(3);
      for (const [number, phone] of [
        [order.number, '0925556677'],
        [order.number.toLowerCase(), '+218 92 555 6677'],
        [String(Number(digits)), '٠٩٢٥٥٥٦٦٧٧'],
        [order.number, '0913334455'], // the account's phone
      ] as const) {
        const res = await track(number, phone);
        expect(res.statusCode, `${number} ${phone}`).toBe(200);
        const { data } = res.json<{ data: TrackedOrder }>();
        expect(Object.keys(data).sort()).toEqual(
          ['awaiting_confirmation', 'created_at', 'delivery_method', 'history', 'number', 'status'].sort(),
        );
        expect(data).toMatchObject({
          number: order.number,
          status: { code: 'confirmed' },
          awaiting_confirmation: false,
        });
        expect(data.history.map((h) => h.status.code)).toEqual(['pending', 'confirmed']);
        // timestamps left out: their digits (…:55.333Z) are not the phone's
        const withoutTimes = res.body.replace(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g, '""');
        expect(withoutTimes).not.toMatch(/Salma|Huda|huda@|555|333|tea|Tea/);
      }
    });

    it('answers a wrong number and a wrong phone alike, in both languages', async () => {
      const other = await place(omar, 'en', [['tea', 1]], { receiver_phone: '0919998877' });
      for (const locale of ['ar', 'en'] as const) {
        const wrongPhone = await track(order.number, '0919998877', locale); // a real phone of another order
        const wrongNumber = await track('DK-999999', '0925556677', locale);
        const swapped = await track(other.number, '0925556677', locale);
        for (const res of [wrongPhone, wrongNumber, swapped]) {
          expect(res.statusCode).toBe(404);
          expect(res.body).toBe(wrongPhone.body);
        }
        expect(wrongPhone.json()).toEqual({
          message:
            locale === 'en'
              ? 'No order matches this number and phone; check them against your order message.'
              : 'لم نجد طلباً بهذا الرقم وهذا الهاتف؛ تحقق منهما كما وردا في رسالة الطلب.',
        });
      }
    });

    it('refuses a number or phone that cannot be one with field errors (422)', async () => {
      const res = await track('ABC', '12345');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: Json }>().errors).sort()).toEqual(['number', 'phone']);
      expect(res.json<{ errors: Record<string, string[]> }>().errors['number']).toEqual([
        'Type the order number as in your message, e.g. DK-000123.',
      ]);
    });

    it('is rate-limited per address', async () => {
      const limited = await createTestApp(dialect, { RATE_LIMIT: true });
      try {
        const hit = () =>
          limited.app.inject({ method: 'GET', url: '/api/client/track?number=DK-000001&phone=0911111111' });
        const answers: number[] = [];
        for (let i = 0; i < 31; i++) answers.push((await hit()).statusCode);
        expect(answers.slice(0, 30).every((s) => s === 404)).toBe(true);
        expect(answers[30]).toBe(429);
      } finally {
        await limited.destroy();
      }
    });
  });

  describe('the shopper cancels', () => {
    it('cancels their own pending order: stock and the code use come back exactly, history, shopper and shop told', async () => {
      const codeId = await insertCode(t.db, { code: 'EID10' });
      const stock = { oil: await stockOf(t.db, p['oil']!.id), tea: await stockOf(t.db, p['tea']!.id) };
      const codeBefore = await codeState(codeId);
      const order = await place(
        huda,
        'ar',
        [
          ['oil', 3],
          ['tea', 4],
        ],
        { discount_code: 'EID10' },
      );
      expect(await stockOf(t.db, p['oil']!.id)).toBe(stock.oil - 3);
      expect(await codeState(codeId)).toEqual({ used: codeBefore.used + 1, uses: codeBefore.uses + 1 });
      expect(order).toMatchObject({ can_cancel: true, awaiting_confirmation: false });

      const res = await client('POST', `/orders/${order.uuid}/cancel`, huda, 'ar');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ data: Order; message: string }>();
      expect(body.message).toBe('تم إلغاء طلبك.');
      expect(body.data).toMatchObject({ status: { code: 'cancelled' }, can_cancel: false, can_change: false });
      expect(body.data.history.map((h) => h.status.code)).toEqual(['pending', 'cancelled']);
      expect(await stockOf(t.db, p['oil']!.id)).toBe(stock.oil);
      expect(await stockOf(t.db, p['tea']!.id)).toBe(stock.tea);
      expect(await codeState(codeId)).toEqual(codeBefore);
      const history = await t.db
        .selectFrom('order_status_history')
        .select(['from_status', 'to_status', 'actor', 'staff_id'])
        .where('order_id', '=', await orderId(order.uuid))
        .orderBy('id')
        .execute();
      expect(history.at(-1)).toEqual({
        from_status: 'pending',
        to_status: 'cancelled',
        actor: 'client',
        staff_id: null,
      });
      const id = await orderId(order.uuid);
      expect(
        (await outboxOf(order.uuid))
          .filter((m) => m.kind !== 'order_placed' && m.kind !== 'new_order')
          .map((m) => [m.idempotency_key, m.recipient]),
      ).toEqual([
        [`status_changed:${id}:cancelled:email`, 'huda@example.ly'],
        [`status_changed:${id}:cancelled:sms`, '+218921234567'],
        [`order_cancelled:${id}:email`, 'orders@dukkan.ly'],
      ]);
      await t.app.outbox.deliverDue();
      const notice = (await mailsAbout(order.number)).find(
        (m) => m.to === 'orders@dukkan.ly' && /cancelled/.test(m.subject),
      );
      expect(notice?.subject).toBe(`طلب ملغى / Order cancelled ${order.number}`);

      // once cancelled it stays so: a second cancel is refused and returns nothing twice
      const again = await client('POST', `/orders/${order.uuid}/cancel`, huda);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(
        'This order can no longer be cancelled; only pending or confirmed orders can.',
      );
      expect(await stockOf(t.db, p['oil']!.id)).toBe(stock.oil);
      expect(await codeState(codeId)).toEqual(codeBefore);
    });

    it('answers anyone but the owner as a missing order, and changes nothing', async () => {
      const order = await place(huda, 'en', [['tea', 1]]);
      const stranger = await client('POST', `/orders/${order.uuid}/cancel`, omar);
      const missing = await client('POST', '/orders/00000000-0000-4000-8000-000000000000/cancel', omar);
      expect([stranger.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(stranger.body).toBe(missing.body);
      expect((await client('POST', `/orders/${order.uuid}/cancel`, null)).statusCode).toBe(401);
      expect((await client('GET', `/orders/${order.uuid}`, huda)).json<{ data: Order }>().data.status.code).toBe(
        'pending',
      );
    });

    it('may cancel a confirmed order but not one being prepared', async () => {
      const confirmed = await place(huda, 'en', [['tea', 1]]);
      await admin('POST', `/orders/${confirmed.uuid}/status`, clerk, { status: 'confirmed' });
      expect((await client('POST', `/orders/${confirmed.uuid}/cancel`, huda)).statusCode).toBe(200);

      const preparing = await place(huda, 'en', [['tea', 5]]);
      await admin('POST', `/orders/${preparing.uuid}/status`, clerk, { status: 'confirmed' });
      await admin('POST', `/orders/${preparing.uuid}/status`, clerk, { status: 'preparing' });
      const stock = await stockOf(t.db, p['tea']!.id);
      const res = await client('POST', `/orders/${preparing.uuid}/cancel`, huda);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This order can no longer be cancelled; only pending or confirmed orders can.',
      });
      expect(await stockOf(t.db, p['tea']!.id)).toBe(stock);
      const detail = (await client('GET', `/orders/${preparing.uuid}`, huda)).json<{ data: Order }>().data;
      expect(detail).toMatchObject({ status: { code: 'preparing' }, can_cancel: false });
    });
  });

  describe('cash-on-delivery confirmation', () => {
    const setting = (who: TestStaff, enabled: boolean) => admin('PATCH', '/cod-confirmation', who, { enabled });
    const unconfirmedList = async () =>
      (await admin('GET', '/orders?unconfirmed=true', clerk)).json<AdminOrdersPage>().data.map((o) => o.uuid);

    it('is off by default: orders do not wait and their message has no link', async () => {
      expect((await admin('GET', '/cod-confirmation', clerk)).json()).toEqual({ data: { enabled: false } });
      const order = await place(huda, 'en', [['tea', 1]]);
      expect(order.awaiting_confirmation).toBe(false);
      const row = await t.db.selectFrom('orders').selectAll().where('uuid', '=', order.uuid).executeTakeFirstOrThrow();
      expect([row.confirmation_state, row.confirmation_token_hash]).toEqual([null, null]);
      await t.app.outbox.deliverDue();
      const placed = (await mailsAbout(order.number)).find((m) => m.subject.startsWith('We received'));
      expect(placed?.text).not.toContain('#/confirm/');
      expect(placed?.text).toContain(`#/track?number=${order.number}`);
    });

    it('is turned on by an owner or manager only, audited', async () => {
      expect((await setting(clerk, true)).statusCode).toBe(403);
      const res = await setting(manager, true);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { enabled: true }, message: 'Cash-on-delivery confirmation saved.' });
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['staff_id', 'action', 'entity_id', 'before', 'after'])
        .where('action', '=', 'settings.changed')
        .execute();
      expect(audit).toEqual([
        {
          staff_id: manager.id,
          action: 'settings.changed',
          entity_id: 'cod_confirmation',
          before: '{"enabled":false}',
          after: '{"enabled":true}',
        },
      ]);
    });

    it('a new order waits until its shopper uses the single-use link from the message', async () => {
      const order = await place(huda, 'en', [['tea', 1]]);
      expect(order.awaiting_confirmation).toBe(true);
      expect(await unconfirmedList()).toContain(order.uuid);
      const listed = (await admin('GET', '/orders?unconfirmed=true', clerk)).json<AdminOrdersPage>();
      expect(listed.data.find((o) => o.uuid === order.uuid)?.awaiting_confirmation).toBe(true);

      await t.app.outbox.deliverDue();
      const mail = (await mailsAbout(order.number)).find((m) => m.subject.startsWith('We received'));
      const token = /#\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeDefined();
      // the order keeps only the token's hash; the sent messages keep no token
      const row = await t.db.selectFrom('orders').selectAll().where('uuid', '=', order.uuid).executeTakeFirstOrThrow();
      expect(row.confirmation_token_hash).toBe(createHash('sha256').update(token!).digest('hex'));
      const stored = (await outboxOf(order.uuid)).filter((m) => m.kind === 'order_placed');
      expect(stored.every((m) => m.status === 'sent' && !m.payload.includes(token!))).toBe(true);
      const smsText = sms.accepted.get(`order_placed:${row.id}:sms`)?.text;
      expect(smsText).toContain(`https://shop.example.ly/#/confirm/${token}`);

      const first = await client('POST', `/confirm-order/${token}`, null);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        data: { number: order.number, status: expect.objectContaining({ code: 'pending' }) },
        message: 'Thank you, your order is confirmed and we will start preparing it.',
      });
      const second = await client('POST', `/confirm-order/${token}`, null, 'ar');
      expect(second.statusCode).toBe(404);
      expect(second.json()).toEqual({ message: 'رابط التأكيد هذا استُخدم من قبل أو لم يعد صالحاً.' });
      const unknown = await client('POST', `/confirm-order/${'A'.repeat(43)}`, null, 'ar');
      expect(unknown.body).toBe(second.body);
      expect(await unconfirmedList()).not.toContain(order.uuid);
      const confirmed = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('uuid', '=', order.uuid)
        .executeTakeFirstOrThrow();
      expect(confirmed).toMatchObject({ confirmation_state: 'client', confirmation_token_hash: null });
      expect(confirmed.confirmed_at).not.toBeNull();
    });

    it('staff confirm one by phone (audited), after which its link confirms nothing; a cancelled order link is dead', async () => {
      const order = await place(huda, 'ar', [['tea', 1]]);
      await t.app.outbox.deliverDue();
      const mail = (await mailsAbout(order.number)).find((m) => m.subject.startsWith('استلمنا'));
      expect(mail?.html).toContain('تأكيد الطلب');
      const token = /#\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
      const res = await admin('POST', `/orders/${order.uuid}/confirm-cod`, clerk);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: AdminOrder }>().data.awaiting_confirmation).toBe(false);
      expect((await admin('POST', `/orders/${order.uuid}/confirm-cod`, clerk)).statusCode).toBe(409);
      expect((await client('POST', `/confirm-order/${token}`, null)).statusCode).toBe(404);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['staff_id', 'entity_id'])
        .where('action', '=', 'order.cod_confirmed')
        .execute();
      expect(audit).toEqual([{ staff_id: clerk.id, entity_id: order.uuid }]);

      const dropped = await place(huda, 'en', [['tea', 1]]);
      await t.app.outbox.deliverDue();
      const link = (await mailsAbout(dropped.number)).find((m) => m.subject.startsWith('We received'));
      const dead = /#\/confirm\/([A-Za-z0-9_-]{43})/.exec(link?.text ?? '')?.[1];
      expect((await client('POST', `/orders/${dropped.uuid}/cancel`, huda)).statusCode).toBe(200);
      expect((await client('POST', `/confirm-order/${dead}`, null)).statusCode).toBe(404);
      expect(await unconfirmedList()).not.toContain(dropped.uuid);
      await setting(owner, false);
    });
  });

  it('keeps no confirmation token in the outbox once its messages are done, sent or skipped (no SMS provider)', async () => {
    const bare = await createTestApp(dialect, { ...isolatedPaths(), RATE_LIMIT: false });
    try {
      await insertStatuses(bare.db);
      await bare.db.insertInto('settings').values({ key: 'cod_confirmation', value: 'true' }).execute();
      const shopper = await insertClient(bare.db, 'Mona');
      await bare.db
        .updateTable('clients')
        .set({ email: 'mona@example.ly', email_normalized: 'mona@example.ly', phone: '+218917778899' })
        .where('id', '=', shopper.id)
        .execute();
      const product = await insertProduct(bare.db, {
        name_ar: 'عسل',
        name_en: 'Honey',
        price_milli: 30_000,
        quantity: 5,
      });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/client/sales',
        headers: shopper.auth,
        payload: { products: [{ uuid: product.uuid, quantity: 1 }], delivery_method: 'pickup' },
      });
      expect(res.json<{ data: Order }>().data.awaiting_confirmation).toBe(true);
      const placed = () =>
        bare.db.selectFrom('outbox_messages').selectAll().where('kind', '=', 'order_placed').orderBy('id').execute();
      const before = await placed();
      expect(before.map((m) => [m.channel, /"confirm_token":"[A-Za-z0-9_-]{43}"/.test(m.payload)])).toEqual([
        ['email', true],
        ['sms', true],
      ]);
      await bare.app.outbox.deliverDue();
      const after = await placed();
      expect(after.map((m) => [m.channel, m.status, m.payload.includes('"confirm_token":null')])).toEqual([
        ['email', 'sent', true],
        ['sms', 'skipped', true],
      ]);
    } finally {
      await bare.destroy();
    }
  });

  describe('messages that keep failing', () => {
    it('are listed for managers and owners, and sent once more when retried (audited)', async () => {
      sms.setDown(true);
      const order = await place(omar, 'en', [['tea', 1]], { receiver_phone: '0957778899' });
      const key = `order_placed:${await orderId(order.uuid)}:sms`;
      for (let i = 0; i < 6; i++) {
        await t.app.outbox.deliverDue();
        await sleep(200);
      }
      const row = await t.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', attempts: 4 });

      expect((await admin('GET', '/outbox/failed', clerk)).statusCode).toBe(403);
      const list = await admin('GET', '/outbox/failed', manager);
      expect(list.statusCode).toBe(200);
      const failed = list.json<Paged<FailedMessage>>().data.find((m) => m.id === row.id);
      expect(failed).toMatchObject({
        kind: 'order_placed',
        channel: 'sms',
        recipient: '+218957778899',
        order: { uuid: order.uuid, number: order.number },
        attempts: 4,
        last_error: expect.stringMatching(/503/),
      });

      sms.setDown(false);
      expect((await admin('POST', `/outbox/${row.id}/retry`, clerk)).statusCode).toBe(403);
      const retried = await admin('POST', `/outbox/${row.id}/retry`, owner);
      expect(retried.json()).toEqual({ message: 'The message is queued to be sent again.' });
      expect((await admin('POST', `/outbox/${row.id}/retry`, owner)).statusCode).toBe(404);
      await t.app.outbox.deliverDue();
      await t.app.outbox.deliverDue();
      expect(sms.hits.filter((h) => h.key === key && h.status === 200)).toHaveLength(1);
      expect(sms.accepted.get(key)?.to).toBe('+218957778899');
      const after = (await admin('GET', '/outbox/failed', owner)).json<Paged<FailedMessage>>();
      expect(after.data.some((m) => m.id === row.id)).toBe(false);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['staff_id', 'entity', 'entity_id'])
        .where('action', '=', 'outbox.retried')
        .execute();
      expect(audit).toEqual([{ staff_id: owner.id, entity: 'outbox_message', entity_id: String(row.id) }]);
    });
  });
});
