import type { Order, SessionResponse } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmsProvider, fakeSmsProvider } from '../../test/fake-sms-provider.js';
import { type FakeSmtp, type SmtpMode, fakeSmtp } from '../../test/fake-smtp.js';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { insertStaffMember } from '../../test/staff.js';
import { client, isolatedPaths, seedAccountsFixtures } from '../accounts/test-support.js';
import { setAccountRateLimits } from '../accounts/rate-limits.js';
import { insertCode, insertStatuses } from '../orders/test/fixtures.js';

const SMS_KEY = 'test-sms-key';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The raw message with each MIME part's body decoded (base64 or quoted-printable), so its text can be searched. */
function decodedBody(raw: string): string {
  return raw
    .split(/\r?\n--/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return part;
    })
    .join('\n');
}

describe.each(DIALECTS)('notifications through the outbox on %s', (dialect) => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let sms: FakeSmsProvider;
  let api: ReturnType<typeof client>;
  let seq = 0;
  let product: string;
  let tripoli: number;

  beforeAll(async () => {
    setAccountRateLimits({
      forgotPassword: { max: 10_000 },
      contactUs: { max: 10_000 },
      registration: { max: 10_000 },
    });
    smtp = await fakeSmtp('answer');
    sms = await fakeSmsProvider(SMS_KEY);
    t = await createTestApp(dialect, {
      ...isolatedPaths(),
      RATE_LIMIT: false,
      PUBLIC_URL: 'https://shop.example.ly',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_CONNECTION_TIMEOUT_MS: 300,
      SMTP_GREETING_TIMEOUT_MS: 300,
      SMTP_SOCKET_TIMEOUT_MS: 300,
      SMS_PROVIDER_URL: sms.url,
      SMS_API_KEY: SMS_KEY,
      OUTBOX_RETRY_MS: 50,
      OUTBOX_POLL_MS: 20,
    });
    api = client(t);
    tripoli = (await seedAccountsFixtures(t.db)).tripoli;
    await insertStatuses(t.db);
    product = (
      await insertProduct(t.db, { name_ar: 'تمر دقلة', name_en: 'Deglet dates', quantity: 500, price_milli: 12_500 })
    ).uuid;
  });
  afterAll(async () => {
    await t.destroy();
    await smtp.close();
    await sms.close();
  });

  async function register(): Promise<{ email: string; token: string; uuid: string }> {
    const email = `shopper${++seq}@example.ly`;
    const res = await api.post('/registration', {
      first_name: 'Huda',
      last_name: 'Salem',
      email,
      password: 'a good password 1',
      password_confirmation: 'a good password 1',
      phone: '0912345678',
      country_id: 1,
      city_id: 1,
      near_place: 'Souq al-Juma',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { access_token: token, client: me } = res.json<SessionResponse>().data;
    return { email, token, uuid: me.uuid };
  }

  const mailsTo = (to: string) => smtp.messages.filter((m) => new RegExp(`^To: ${to}`, 'im').test(m));
  const messages = (where: { kind?: string; status?: string } = {}) => {
    let q = t.db.selectFrom('outbox_messages').selectAll();
    if (where.kind) q = q.where('kind', '=', where.kind);
    if (where.status) q = q.where('status', '=', where.status);
    return q.execute();
  };

  it.each<SmtpMode>(['silent', 'greet-then-hang'])(
    'answers forgot-password and contact-us at once with a mail server that is %s, alike for known and unknown e-mails, and sends once it is back',
    async (mode) => {
      const shopper = await register();
      smtp.setMode(mode);
      const timed = async (url: string, body: object) => {
        const started = performance.now();
        const res = await api.post(url, body);
        return { ms: performance.now() - started, status: res.statusCode, body: res.body };
      };
      const known = await timed('/forgot-password', { email: shopper.email });
      const unknown = await timed('/forgot-password', { email: `ghost${seq}@example.ly` });
      const contact = await timed('/contact-us', {
        name: 'Huda',
        email: shopper.email,
        subject: 'Delivery',
        message: 'Do you deliver to Misrata?',
      });
      for (const answer of [known, unknown, contact]) expect(answer.ms).toBeLessThan(1_000);
      expect([known.status, unknown.status, contact.status]).toEqual([200, 200, 201]);
      expect(known.body).toBe(unknown.body);

      // the server hangs: every attempt gives up within the timeouts, and the messages wait
      await t.app.outbox.deliverDue();
      const waiting = await messages({ status: 'pending' });
      expect(waiting.length).toBeGreaterThanOrEqual(3);
      expect(waiting.every((m) => m.attempts === 1 && /timeout|greeting/i.test(m.last_error ?? ''))).toBe(true);

      // it comes back: each message goes exactly once
      smtp.setMode('answer');
      const before = smtp.messages.length;
      await sleep(150);
      await t.app.outbox.deliverDue();
      await sleep(150);
      await t.app.outbox.deliverDue();
      expect(
        mailsTo(shopper.email).filter((m) => /Subject: Reset your Dukkan password|=\?UTF-8/i.test(m)),
      ).toHaveLength(2);
      expect(mailsTo('info@dukkan.ly').length).toBeGreaterThanOrEqual(1);
      const ids = smtp.messageIds().slice(before);
      expect(new Set(ids).size).toBe(ids.length);
      expect(await messages({ status: 'pending' })).toEqual([]);
    },
  );

  it("tells the shopper of a new order in the order's language, by e-mail and SMS, and the shop's staff by e-mail", async () => {
    const shopper = await register();
    const placed = async (lang: 'ar' | 'en') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/sales',
        headers: { authorization: `Bearer ${shopper.token}`, 'accept-language': lang },
        payload: { products: [{ uuid: product, quantity: 2 }], delivery_method: 'pickup' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: Order }>().data;
    };
    const ar = await placed('ar');
    const en = await placed('en');
    await t.app.outbox.deliverDue();

    const rows = await messages({});
    const about = (order: Order) =>
      rows.filter((r) => r.idempotency_key.startsWith(`order_placed:`) && r.payload.includes(order.uuid));
    expect(
      about(ar)
        .map((r) => [r.channel, r.language, r.status])
        .sort(),
    ).toEqual([
      ['email', 'ar', 'sent'],
      ['sms', 'ar', 'sent'],
    ]);

    const mails = mailsTo(shopper.email).map(decodedBody);
    const arabic = mails.find((m) => m.includes(ar.number) && m.includes('dir="rtl"'));
    expect(arabic).toContain('شكراً لطلبك من دكّان');
    expect(arabic).toContain(`https://shop.example.ly/#/orders/${ar.uuid}`);
    const english = mails.find((m) => m.includes(en.number) && m.includes('dir="ltr"'));
    expect(english).toContain('We received your order');
    expect(english).toContain('Deglet dates');
    // amounts carry their currency once: two of the 12.500 LYD dates
    expect(english).toContain('Deglet dates × <bdi dir="ltr">2</bdi>: <bdi dir="ltr">25.000</bdi> LYD');
    expect(english).toContain('25.000 LYD\n');
    expect(arabic).toContain('<bdi dir="ltr">25.000</bdi> د.ل');
    for (const mail of [english, arabic]) expect(mail).not.toMatch(/LYD\s+LYD|د\.ل\s+د\.ل/);

    const staff = mailsTo('info@dukkan.ly').map(decodedBody);
    expect(staff.some((m) => m.includes(`New order ${ar.number}`))).toBe(true);
    expect(staff.filter((m) => /LYD\s+LYD|د\.ل\s+د\.ل/.test(m))).toEqual([]);

    const texts = [...sms.accepted.values()];
    expect(texts.find((s) => s.text.includes(ar.number))).toMatchObject({ to: '+218912345678', from: 'Dukkan' });
    expect(texts.find((s) => s.text.includes(en.number))?.text).toMatch(
      new RegExp(`^Dukkan: we received your order ${en.number} of 25\\.000 LYD\\. Follow it: `),
    );
  });

  it('tells the account of a new password, and the old address of a new e-mail, in the language they were asked in', async () => {
    const shopper = await register();
    const update = (body: object, lang: 'ar' | 'en') =>
      t.app.inject({
        method: 'POST',
        url: `/api/client/update-profile/${shopper.uuid}`,
        headers: { authorization: `Bearer ${shopper.token}`, 'accept-language': lang },
        payload: { current_password: 'a good password 1', ...body },
      });
    const changed = await update(
      { password: 'a better password 2', password_confirmation: 'a better password 2' },
      'en',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // a thief's usual change: the e-mail and the password at once; both are told to the address the account had
    const moved = `moved${seq}@example.org`;
    const both = await update(
      {
        current_password: 'a better password 2',
        email: moved,
        password: 'a thief password 3',
        password_confirmation: 'a thief password 3',
      },
      'ar',
    );
    expect(both.statusCode, both.body).toBe(200);
    await t.app.outbox.deliverDue();

    const toOld = mailsTo(shopper.email).map(decodedBody);
    const password = toOld.find((m) => /Subject: Your Dukkan password was changed/.test(m));
    expect(password).toContain('If you did not change it, ask for a link to set a new password at once:');
    expect(password).toContain('https://shop.example.ly/#/forget/password');
    const email = toOld.find((m) => m.includes(`<bdi dir="ltr">m***@example.org</bdi>`));
    expect(email).toContain('تغيّر البريد الإلكتروني لحسابك في دكّان');
    expect(email).toContain('https://shop.example.ly/#/contact-us');
    expect(email).not.toContain(moved);
    expect(toOld.filter((m) => m.includes('تغيّرت كلمة المرور لحسابك في دكّان'))).toHaveLength(1);
    // the new address is not told of its own arrival, nor of the password
    expect(mailsTo(moved)).toEqual([]);
    // and the outbox keeps the new address half hidden, as the notice shows it
    const kept = await messages({ kind: 'account_changed' });
    expect(kept.filter((r) => r.payload.includes(moved))).toEqual([]);
  });

  it("tells a staff member of their new password, by themselves or by the owner, with the back office's login", async () => {
    const owner = await insertStaffMember(t.db, 'owner', { name: 'Huda' });
    const member = await insertStaffMember(t.db, 'orders', { name: 'Salma', email: `salma${++seq}@dukkan.ly` });
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${member.id}/password`,
      headers: { ...owner.auth, 'accept-language': 'ar' },
      payload: {
        current_password: owner.password,
        password: 'Mida-Square-77',
        password_confirmation: 'Mida-Square-77',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: member.email, password: 'Mida-Square-77' },
    });
    const token = login.json<{ data: { access_token: string } }>().data.access_token;
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/password',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      payload: { current_password: 'Mida-Square-77', password: 'Souq-Juma-88', password_confirmation: 'Souq-Juma-88' },
    });
    expect(own.statusCode, own.body).toBe(200);
    await t.app.outbox.deliverDue();

    const mails = mailsTo(member.email).map(decodedBody);
    expect(mails).toHaveLength(2);
    // the owner's name isolated in the Arabic sentence: FSI … PDI in the text, <bdi> in the HTML
    const byOwner = mails.find((m) => m.includes('عيّن \u2068Huda\u2069 كلمة مرور جديدة لدخولك إلى لوحة إدارة دكّان'));
    expect(byOwner).toContain('عيّن <bdi>Huda</bdi> كلمة مرور جديدة');
    expect(byOwner).toContain('اطلب كلمة المرور الجديدة من <bdi>Huda</bdi> مباشرة.');
    expect(byOwner).toContain('https://shop.example.ly/admin/#/login');
    const byThemselves = mails.find((m) => /Subject: Your Dukkan back-office password was changed/.test(m));
    expect(byThemselves).toContain('your other sessions have ended');
    expect(byThemselves).toContain('https://shop.example.ly/admin/#/login');
    expect(mails.join('\n')).not.toMatch(/Mida-Square-77|Souq-Juma-88/);
  });

  it('tells a member whose two-step login an owner turned off, naming the owner and the way back', async () => {
    const owner = await insertStaffMember(t.db, 'owner', { name: 'Huda' });
    const member = await insertStaffMember(t.db, 'manager', { name: 'Mona', email: `mona${++seq}@dukkan.ly` });
    await t.db.updateTable('staff').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', member.id).execute();
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${member.id}/totp/disable`,
      headers: { ...owner.auth, 'accept-language': 'en' },
      payload: { current_password: owner.password },
    });
    expect(off.statusCode, off.body).toBe(200);
    await t.app.outbox.deliverDue();
    const [mail] = mailsTo(member.email).map(decodedBody);
    expect(mail).toMatch(/Subject: Two-step login was turned off for your Dukkan back-office account/);
    expect(mail).toContain('\u2068Huda\u2069 turned off two-step login for your Dukkan back-office account');
    expect(mail).toContain('<bdi>Huda</bdi> turned off two-step login');
    expect(mail).toContain('turn two-step login on again from your account page');
    expect(mail).toContain('https://shop.example.ly/admin/#/login');
  });

  it("adds up: the lines, the code's discount and the delivery fee make the total, for the shopper and the shop", async () => {
    const shopper = await register();
    const { id: fee } = await t.db
      .insertInto('service_packages')
      .values({
        city_id: tripoli,
        name_ar: 'سريع',
        name_en: 'Express',
        price_milli: 7_500,
        expected_time_ar: 'يومان',
        expected_time_en: '2 days',
        is_active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertCode(t.db, { code: 'MAIL10', type: 'percent', value: 1_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: { authorization: `Bearer ${shopper.token}`, 'accept-language': 'en' },
      payload: {
        products: [{ uuid: product, quantity: 2 }],
        delivery_method: 'delivery_company',
        city_id: tripoli,
        service_package_id: fee,
        near_place: 'Souq al-Juma',
        receiver_name: 'Huda Salem',
        receiver_phone: '0912345678',
        discount_code: 'MAIL10',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ data: Order }>().data;
    await t.app.outbox.deliverDue();

    // 2 × 12.500 = 25.000, less 10 % (2.500), plus 7.500 of delivery: 30.000
    const text = (m: string) => m.replace(/\r\n/g, '\n');
    const mail = mailsTo(shopper.email)
      .map((m) => text(decodedBody(m)))
      .find((m) => m.includes(order.number) && m.includes('dir="ltr"'));
    expect(mail).toContain('- Deglet dates × 2: 25.000 LYD\nDiscount code: −2.500 LYD\nDelivery fee: 7.500 LYD\n');
    expect(mail).toContain('Total (cash on delivery): 30.000 LYD');
    const staff = mailsTo('info@dukkan.ly')
      .map((m) => text(decodedBody(m)))
      .find((m) => m.includes(`New order ${order.number}`));
    expect(staff).toContain('<p>خصم كود الخصم: <bdi dir="ltr">−2.500</bdi> د.ل</p>');
    expect(staff).toContain('<p>رسوم التوصيل: <bdi dir="ltr">7.500</bdi> د.ل</p>');
    expect(staff).toContain('التوصيل / Delivery: توصيل / Delivery');
    expect(staff).not.toContain('delivery_company');
    // where it goes, and who to call, isolated from the Arabic around them
    expect(staff).toContain('العميل / Client: <bdi>Huda Salem</bdi>');
    expect(staff).toContain('الهاتف / Phone: <bdi dir="ltr">+218 91 234 5678</bdi>');
    expect(staff).toContain('المدينة / City: طرابلس / Tripoli');
    expect(staff).toContain('العنوان / Address: <bdi>Souq al-Juma</bdi>');
    // in groups, as the back office shows it; in text, a left-to-right isolate keeps the groups in order
    expect(staff).toMatch(/\nالهاتف \/ Phone: \u2066\+218 91 234 5678\u2069\n/);
    expect(staff).toMatch(/\nالعنوان \/ Address: Souq al-Juma\n/);
    expect(staff).toContain(`https://shop.example.ly/admin/#/orders/${order.uuid}`);
    expect(staff).not.toContain(`https://shop.example.ly/#/orders/`);
  });

  it('gets every SMS to a provider that is down for a while exactly once, when it comes back', async () => {
    const shopper = await register();
    sms.setDown(true);
    const orders: Order[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/sales',
        headers: { authorization: `Bearer ${shopper.token}`, 'accept-language': 'en' },
        payload: { products: [{ uuid: product, quantity: 1 }], delivery_method: 'pickup' },
      });
      expect(res.statusCode).toBe(201);
      orders.push(res.json<{ data: Order }>().data);
    }
    t.app.outbox.start();
    try {
      const keys = (await messages({ kind: 'order_placed' }))
        .filter((m) => m.channel === 'sms' && orders.some((o) => m.payload.includes(o.uuid)))
        .map((m) => m.idempotency_key);
      expect(keys).toHaveLength(5);
      // down: several refused attempts per message
      for (let i = 0; i < 100 && sms.hits.filter((h) => keys.includes(h.key)).length < 10; i++) await sleep(20);
      expect(sms.hits.filter((h) => keys.includes(h.key) && h.status === 503).length).toBeGreaterThanOrEqual(5);
      sms.setDown(false);
      for (let i = 0; i < 200 && keys.some((k) => !sms.accepted.has(k)); i++) await sleep(20);
      await sleep(200);
      for (const key of keys) {
        expect(sms.hits.filter((h) => h.key === key && h.status === 200)).toHaveLength(1);
      }
    } finally {
      await t.app.outbox.stop();
    }
  });
});
