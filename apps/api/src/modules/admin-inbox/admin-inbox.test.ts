import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { insertProduct } from '../../test/fixtures.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { isolatedPaths } from '../accounts/test-support.js';
import { latestMailTo } from '../mail/mailer.js';
import { insertClient, insertStatuses } from '../orders/test/fixtures.js';

describe.each(DIALECTS)('the inboxes: contact messages and customers (%s)', (dialect) => {
  let t: TestApp;
  let clerk: TestStaff;
  let catalogue: TestStaff;
  let messageId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { ...isolatedPaths(), RATE_LIMIT: false });
    await insertStatuses(t.db);
    clerk = await insertStaffMember(t.db, 'orders', { name: 'Amal' });
    catalogue = await insertStaffMember(t.db, 'catalogue');
    for (const [name, subject] of [
      ['Khadija', 'Opening hours'],
      ['خالد', 'موعد التوصيل'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/contact-us',
        headers: { 'accept-language': 'ar' },
        payload: {
          name,
          email: `${name === 'خالد' ? 'khaled' : 'khadija'}@example.ly`,
          subject,
          // two lines, as shoppers write them (a phone's text box sends \r\n as often as \n)
          message: `سؤال من ${name}\r\nمتى يصل طلبي؟`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    messageId = (
      await t.db.selectFrom('contact_messages').select('id').where('name', '=', 'خالد').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.destroy());

  const send = (method: 'GET' | 'POST', url: string, who: TestStaff, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': lang, ...who.auth },
      ...(payload ? { payload } : {}),
    });
  const unread = async () =>
    (await send('GET', '/messages/unread-count', clerk)).json<{ data: { unread: number } }>().data.unread;

  it('lists messages newest first with the unread count; the orders desk may read them', async () => {
    const res = await send('GET', '/messages', clerk);
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      data: { name: string; read_at: string | null }[];
      unread: number;
      meta: { total: number };
    }>();
    expect(page.data.map((m) => [m.name, m.read_at])).toEqual([
      ['خالد', null],
      ['Khadija', null],
    ]);
    expect([page.unread, page.meta.total]).toEqual([2, 2]);
    expect(await unread()).toBe(2);
    expect((await send('GET', '/messages', catalogue)).statusCode).toBe(403);
  });

  it('marks a message read and unread again, audited', async () => {
    const read = await send('POST', `/messages/${messageId}/read`, clerk, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ data: { read_at: string | null } }>().data.read_at).not.toBeNull();
    expect(await unread()).toBe(1);
    const unreadList = await send('GET', '/messages?filter=unread', clerk);
    expect(unreadList.json<{ data: { name: string }[] }>().data.map((m) => m.name)).toEqual(['Khadija']);
    await send('POST', `/messages/${messageId}/read`, clerk, { read: false });
    expect(await unread()).toBe(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('entity', '=', 'contact_message')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'contact_message.read', staff_id: clerk.id },
      { action: 'contact_message.unread', staff_id: clerk.id },
    ]);
  });

  it('replies by e-mail through the outbox: recorded, marked read, sent in the chosen language', async () => {
    const res = await send(
      'POST',
      `/messages/${messageId}/replies`,
      clerk,
      { subject: 'رد: موعد التوصيل', body: 'يصلك الطلب يوم الخميس.\nشكراً لصبرك.', language: 'ar' },
      'en',
    );
    expect(res.statusCode, res.body).toBe(201);
    const details = res.json<{
      data: {
        read_at: string | null;
        replies_count: number;
        replies: { body: string; staff: object; delivery: string }[];
      };
    }>().data;
    expect(details.read_at).not.toBeNull();
    expect(details.replies_count).toBe(1);
    expect(details.replies).toEqual([
      expect.objectContaining({
        body: 'يصلك الطلب يوم الخميس.\nشكراً لصبرك.',
        staff: { id: clerk.id, name: 'Amal' },
        delivery: 'pending',
      }),
    ]);
    // nothing was mailed yet: the request only queued it
    expect(await latestMailTo(t.config.OUTBOX_DIR, 'khaled@example.ly')).toBeNull();
    await t.app.outbox.deliverDue();
    const mail = await latestMailTo(t.config.OUTBOX_DIR, 'khaled@example.ly');
    expect(mail?.subject).toBe('رد: موعد التوصيل');
    expect(mail?.text).toContain('مرحباً خالد،');
    expect(mail?.text).toContain('يصلك الطلب يوم الخميس.\nشكراً لصبرك.');
    // every line of the sender's message is quoted, none reads as the shop's own words
    expect(mail?.text).toContain('> موعد التوصيل\n> \n> سؤال من خالد\n> متى يصل طلبي؟');
    const after = await send('GET', `/messages/${messageId}`, clerk);
    expect(after.json<{ data: { replies: { delivery: string }[] } }>().data.replies[0]?.delivery).toBe('sent');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'contact_message.replied')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ to: 'khaled@example.ly', language: 'ar' });
  });

  it('refuses an empty reply with a field error in the staff language, queuing nothing', async () => {
    const outbox = await t.db.selectFrom('outbox_messages').select('id').execute();
    const res = await send('POST', `/messages/${messageId}/replies`, clerk, { subject: 'x', body: '  ' }, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toEqual({ body: ['هذا الحقل مطلوب.'] });
    expect(await t.db.selectFrom('outbox_messages').select('id').execute()).toEqual(outbox);
    expect((await send('POST', '/messages/99999/replies', clerk, { subject: 'x', body: 'y' })).statusCode).toBe(404);
  });

  it('finds customers by name (Arabic-normalised), phone in any form and e-mail, with their orders', async () => {
    const salem = await insertClient(t.db, 'سالم');
    await t.db
      .updateTable('clients')
      .set({
        last_name: 'الأحمر',
        phone: '+218912345678',
        email: 'Salem@Example.ly',
        email_normalized: 'salem@example.ly',
      })
      .where('id', '=', salem.id)
      .execute();
    await insertClient(t.db, 'Huda');
    const product = await insertProduct(t.db, { name_ar: 'عسل', name_en: 'Honey', price_milli: 25_000, quantity: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: salem.auth,
      payload: { products: [{ uuid: product.uuid, quantity: 2 }], delivery_method: 'pickup' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const names = async (q: string) =>
      (await send('GET', `/customers?q=${encodeURIComponent(q)}`, clerk))
        .json<{ data: { name: string }[] }>()
        .data.map((c) => c.name);
    expect(await names('الاحمر')).toEqual(['سالم الأحمر']);
    expect(await names('٠٩١٢٣٤٥٦٧٨')).toEqual(['سالم الأحمر']);
    expect(await names('0912 34')).toEqual(['سالم الأحمر']);
    expect(await names('salem@EXAMPLE')).toEqual(['سالم الأحمر']);
    expect(await names('nobody')).toEqual([]);
    const all = await send('GET', '/customers', clerk);
    expect(all.json<{ meta: { total: number } }>().meta.total).toBe(2);
    const one = await send('GET', `/customers/${salem.id}`, clerk);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: object }>().data).toMatchObject({
      name: 'سالم الأحمر',
      phone: '+218912345678',
      orders_count: 1,
      total_spent: 50,
      orders: [{ status: 'pending', total: 50 }],
    });
    expect((await send('GET', `/customers/${salem.id}`, catalogue)).statusCode).toBe(403);
    expect((await send('GET', '/customers/99999', clerk)).statusCode).toBe(404);
  });
});
