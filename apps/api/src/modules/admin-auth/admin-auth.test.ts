import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from '../orders/test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { STAFF_LOGIN_LOCK } from './login-limiter.js';
import { STAFF_LOGIN_RATE_LIMIT } from './routes.js';
import { addressNetwork } from '../../lib/address-network.js';

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

describe.each(DIALECTS)('staff sessions on %s', (dialect) => {
  let t: TestApp;
  let owner: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    owner = await insertStaffMember(t.db, 'owner', { name: 'Huda', email: 'Huda@Dukkan.ly' });
  });
  afterAll(() => t.destroy());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin${url}`,
      payload,
      headers: { 'accept-language': 'en', ...headers },
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
  const login = (email: string, password: string, otp?: string) =>
    post('/login', { email, password, ...(otp === undefined ? {} : { otp }) });
  /** a login from another address than app.inject's own (127.0.0.1) */
  const loginFrom = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password },
      headers: { 'accept-language': 'en' },
      remoteAddress,
    });
  const failures = async (email: string, ip = '127.0.0.1') =>
    (
      await t.db
        .selectFrom('staff_login_failures')
        .select('failures')
        .where('email_normalized', '=', `${email} ${ip}`)
        .executeTakeFirst()
    )?.failures ?? 0;

  it('logs in with the e-mail in any case and answers a token that works on /api/admin only', async () => {
    const res = await login('  huda@dukkan.LY ', owner.password);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: { access_token: string; staff: object } }>();
    expect(data.staff).toEqual({ id: owner.id, name: 'Huda', email: 'Huda@Dukkan.ly', role: 'owner' });
    const auth = { authorization: `Bearer ${data.access_token}` };
    const me = await get('/api/admin/me', auth);
    expect(me.json()).toMatchObject({ data: { id: owner.id, role: 'owner', totp_enabled: false } });
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await get('/api/client/orders', auth)).statusCode).toBe(401);
    // the scheme's name is case-insensitive (RFC 9110, 11.1)
    expect((await get('/api/admin/me', { authorization: `bearer ${data.access_token}` })).statusCode).toBe(200);
  });

  it('refuses a client token on /api/admin', async () => {
    const client = await insertClient(t.db);
    expect((await get('/api/client/orders', client.auth)).statusCode).toBe(200);
    const lower = { authorization: client.auth.authorization.replace('Bearer', 'BEARER') };
    expect((await get('/api/client/orders', lower)).statusCode).toBe(200);
    const res = await get('/api/admin/me', client.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in first.' });
  });

  it('answers an unknown e-mail exactly as a wrong password, in Arabic by default', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: owner.email, password: 'nope-nope-1' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'ghost@dukkan.ly', password: 'nope-nope-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' });
    await login(owner.email, owner.password);
  });

  it('takes as long for an unknown e-mail as for a wrong password (a password hash is checked either way)', async () => {
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      await login(email, 'wrong-password-1');
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const member = await insertStaffMember(t.db, 'orders');
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(member.email));
      unknown.push(await time(`nobody${i}@dukkan.ly`));
    }
    // an argon2id check takes tens of milliseconds; skipping it would make the unknown e-mail many times faster
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it(`locks an e-mail from one address for a while after ${STAFF_LOGIN_LOCK.maxFailures} failures, known or not, and a success clears the count`, async () => {
    const member = await insertStaffMember(t.db, 'catalogue');
    await login(member.email, 'wrong-password-1');
    expect(await failures(member.email)).toBe(1);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    expect(await failures(member.email)).toBe(0);

    for (const email of [member.email, 'stranger@dukkan.ly']) {
      for (let i = 0; i < STAFF_LOGIN_LOCK.maxFailures; i++) {
        expect((await login(email, 'wrong-password-1')).statusCode).toBe(401);
      }
    }
    const locked = await login(member.email, member.password);
    expect(locked.statusCode).toBe(429);
    // as every 429 does (docs/security.md): the lock's 15 minutes, less the moments the failures took
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.json()).toEqual({
      message:
        'Logging in with this e-mail from this network is paused after repeated failed attempts; try again in 15 minutes.',
    });
    const lockedStranger = await login('stranger@dukkan.ly', 'wrong-password-1');
    expect(lockedStranger.statusCode).toBe(429);
    expect(lockedStranger.body).toBe(locked.body);
    // another member is not affected
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);

    // as when 13½ minutes of the lock have passed: attempts meanwhile do not lengthen it, and its last minutes are
    // said in their Arabic form
    const lockOf = (until: number) =>
      t.db
        .updateTable('staff_login_failures')
        .set({ locked_until: new Date(until).toISOString() })
        .where('email_normalized', '=', `${member.email} 127.0.0.1`)
        .execute();
    await lockOf(Date.now() + 90_000);
    const nearlyOver = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: member.email, password: member.password },
      headers: { 'accept-language': 'ar' },
    });
    expect(nearlyOver.statusCode).toBe(429);
    expect(Number(nearlyOver.headers['retry-after'])).toBeLessThanOrEqual(90);
    expect(nearlyOver.json<{ message: string }>().message).toMatch(/حاول بعد دقيقتين\.$/);
    // when the lock has passed (the failures still within the last quarter of an hour), the right password works again
    await lockOf(Date.now() - 1000);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });

  it('locks out the address that guesses, never the member: a stranger cannot keep an owner out', async () => {
    const member = await insertStaffMember(t.db, 'owner');
    for (let i = 0; i < STAFF_LOGIN_LOCK.maxFailures; i++) {
      expect((await loginFrom('203.0.113.9', member.email, 'wrong-password-1')).statusCode).toBe(401);
    }
    // the guesser is locked out, even with the right password
    expect((await loginFrom('203.0.113.9', member.email, member.password)).statusCode).toBe(429);
    // every attempt is counted before its check, the refused one too
    expect(await failures(member.email, '203.0.113.9')).toBe(STAFF_LOGIN_LOCK.maxFailures + 1);
    // the member, from their own network, is not
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    expect((await loginFrom('198.51.100.7', member.email, member.password)).statusCode).toBe(200);
  });

  it('logout ends that session only', async () => {
    const a = (await login(owner.email, owner.password)).json<{ data: { access_token: string } }>().data.access_token;
    const b = (await login(owner.email, owner.password)).json<{ data: { access_token: string } }>().data.access_token;
    const out = await post('/logout', {}, { authorization: `Bearer ${a}` });
    expect(out.json()).toEqual({ message: 'You have been logged out.' });
    expect((await get('/api/admin/me', { authorization: `Bearer ${a}` })).statusCode).toBe(401);
    expect((await get('/api/admin/me', { authorization: `Bearer ${b}` })).statusCode).toBe(200);
  });

  describe('two-factor login', () => {
    let member: TestStaff;
    let secret: string;
    beforeAll(async () => {
      member = await insertStaffMember(t.db, 'owner');
    });

    it('is set up with a secret for an authenticator app and turned on with a code from it', async () => {
      // the member's password first: a stolen session alone cannot put another authenticator on the account
      const noPassword = await post('/me/totp/setup', {}, member.auth);
      expect(noPassword.statusCode).toBe(422);
      const wrongPassword = await post('/me/totp/setup', { password: 'not-the-password-1' }, member.auth);
      expect(wrongPassword.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { password: ['The current password is incorrect.'] },
      });
      const setup = await post('/me/totp/setup', { password: member.password }, member.auth);
      expect(setup.statusCode).toBe(200);
      ({ secret } = setup.json<{ data: { secret: string; otpauth_url: string } }>().data);
      expect(setup.json<{ data: { otpauth_url: string } }>().data.otpauth_url).toMatch(
        new RegExp(`^otpauth://totp/Dukkan:${encodeURIComponent(member.email)}\\?.*secret=${secret}`),
      );
      // still off until confirmed
      const passwordOnly = await login(member.email, member.password);
      expect(passwordOnly.statusCode).toBe(200);
      const otherSession = {
        authorization: `Bearer ${passwordOnly.json<{ data: { access_token: string } }>().data.access_token}`,
      };

      const wrong = await post(
        '/me/totp/enable',
        { code: '000000' === codeFor(secret) ? '111111' : '000000' },
        member.auth,
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { code: ['The code is wrong or has expired.'] },
      });

      const on = await post('/me/totp/enable', { code: codeFor(secret) }, member.auth);
      expect(on.json()).toEqual({ message: 'Two-factor login is now on.' });
      expect((await get('/api/admin/me', member.auth)).json()).toMatchObject({ data: { totp_enabled: true } });
      // a session opened with the password alone (a thief's, say) ends; the one that turned it on goes on
      expect((await get('/api/admin/me', otherSession)).statusCode).toBe(401);
      const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'staff.totp_enabled').execute();
      expect(audit).toMatchObject([{ staff_id: member.id, entity: 'staff', entity_id: String(member.id) }]);
      expect(JSON.stringify(audit)).not.toContain(secret);
    });

    it('then asks for the code at login, refuses a wrong or reused one, and takes a fresh one', async () => {
      const missing = await login(member.email, member.password);
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { otp: ['Enter the code from your authenticator app.'] },
      });
      const wrong = await login(member.email, member.password, '123456' === codeFor(secret) ? '654321' : '123456');
      expect(wrong.json<{ errors: object }>().errors).toEqual({ otp: ['The code is wrong or has expired.'] });
      // the code that turned it on, still shown by the app: right, but spent, and told so
      const { totp_last_step: used } = await t.db
        .selectFrom('staff')
        .select('totp_last_step')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      const spent = await login(member.email, member.password, codeFor(secret, Number(used) * 30_000 + 1_000));
      expect(spent.json<{ errors: object }>().errors).toEqual({
        otp: ['This code can no longer be used; enter the next code your app shows.'],
      });
      // a code works once, so the next step's code is needed
      const next = codeFor(secret, Date.now() + 30_000);
      const ok = await login(member.email, member.password, next);
      expect(ok.statusCode, ok.body).toBe(200);
      const again = await login(member.email, member.password, next);
      expect(again.statusCode).toBe(422);
      expect(again.json<{ errors: { otp: string[] } }>().errors.otp).toEqual([
        'This code can no longer be used; enter the next code your app shows.',
      ]);
      // as an Arabic phone keyboard types it: Arabic-Indic digits, here with a space in the middle
      // as when the next 30-second window has come: the codes used above are spent
      await t.db.updateTable('staff').set({ totp_last_step: null }).where('id', '=', member.id).execute();
      const later = codeFor(secret);
      const arabic = [...later].map((d) => String.fromCharCode(0x0660 + Number(d)));
      const typed = `${arabic.slice(0, 3).join('')} ${arabic.slice(3).join('')}`;
      expect(typed).toMatch(/^[٠-٩]{3} [٠-٩]{3}$/);
      const inArabic = await login(member.email, member.password, typed);
      expect(inArabic.statusCode, inArabic.body).toBe(200);
    });

    it('is turned off only with a current code', async () => {
      expect((await post('/me/totp/disable', { code: 'abc' }, member.auth)).json()).toEqual({
        message: 'The given data was invalid.',
        errors: { code: ['The code has 6 digits.'] },
      });
      // as when the next 30-second window has come: the codes used above are spent
      await t.db.updateTable('staff').set({ totp_last_step: null }).where('id', '=', member.id).execute();
      const off = await post('/me/totp/disable', { code: codeFor(secret) }, member.auth);
      expect(off.json()).toEqual({ message: 'Two-factor login is now off.' });
      expect((await login(member.email, member.password)).statusCode).toBe(200);
    });

    it(`pauses switching after ${STAFF_LOGIN_LOCK.maxFailures} wrong codes, so a stolen session cannot guess its way to turning it off`, async () => {
      const thief = await insertStaffMember(t.db, 'manager');
      const own = (await post('/me/totp/setup', { password: thief.password }, thief.auth)).json<{
        data: { secret: string };
      }>().data.secret;
      expect((await post('/me/totp/enable', { code: codeFor(own) }, thief.auth)).statusCode).toBe(200);
      await t.db.updateTable('staff').set({ totp_last_step: null }).where('id', '=', thief.id).execute();
      const wrongCode = ['000000', '111111'].find((c) => c !== codeFor(own))!;
      for (let i = 0; i < STAFF_LOGIN_LOCK.maxFailures; i++) {
        expect((await post('/me/totp/disable', { code: wrongCode }, thief.auth)).statusCode).toBe(422);
      }
      // the right code is refused too until the pause is over, in the member's language
      const paused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/me/totp/disable',
        headers: { ...thief.auth, 'accept-language': 'ar' },
        payload: { code: codeFor(own) },
      });
      expect(paused.statusCode).toBe(429);
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
      expect(paused.json()).toEqual({
        message:
          'أُدخلت كلمات مرور أو رموز خاطئة كثيرة، فأُوقف مؤقتاً في هذه الجلسة كل ما يطلب كلمة مرورك أو رمز التحقق. حاول بعد 15 دقيقة.',
      });
      expect((await get('/api/admin/me', thief.auth)).json()).toMatchObject({ data: { totp_enabled: true } });
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('staff_id', '=', thief.id)
        .where('action', '=', 'staff.totp_disabled')
        .execute();
      expect(audit).toEqual([]);
      // another member is not held back by it
      expect((await post('/me/totp/setup', { password: owner.password }, owner.auth)).statusCode).toBe(200);
    });
  });
});

describe.each(DIALECTS)("a member's own password on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
  });
  afterAll(() => t.destroy());

  const change = (auth: object, payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/me/password',
      payload,
      headers: { 'accept-language': language, ...auth },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  const tokenOf = async (email: string, password: string) => {
    const res = await login(email, password);
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json<{ data: { access_token: string } }>().data.access_token}` };
  };
  const me = (auth: object) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { ...auth } });
  const mails = (to: string) =>
    t.db.selectFrom('outbox_messages').select(['kind', 'language', 'payload']).where('recipient', '=', to).execute();

  it('changes with the current password, ends the other sessions, keeps this one, and tells the member', async () => {
    const member = await insertStaffMember(t.db, 'orders', { name: 'Salma', email: 'salma@dukkan.ly' });
    const colleague = await insertStaffMember(t.db, 'catalogue');
    const phone = await tokenOf(member.email, member.password);
    const res = await change(
      member.auth,
      { current_password: member.password, password: 'New-shelf-42', password_confirmation: 'New-shelf-42' },
      'ar',
    );
    expect(res.json()).toEqual({ message: 'تم تغيير كلمة المرور، وانتهت جلسات دخولك الأخرى.' });
    expect(res.statusCode).toBe(200);
    expect((await me(member.auth)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    // only the member's own sessions end
    expect((await me(colleague.auth)).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await login(member.email, 'New-shelf-42')).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['staff_id', 'entity_id', 'before', 'after'])
      .where('action', '=', 'staff.password_changed')
      .execute();
    expect(audit).toEqual([{ staff_id: member.id, entity_id: String(member.id), before: null, after: null }]);
    // the notice goes to the member's own e-mail, in the language the change was asked in, and names no password
    const sent = await mails('salma@dukkan.ly');
    expect(sent).toEqual([{ kind: 'staff_password', language: 'ar', payload: expect.any(String) }]);
    expect(JSON.parse(sent[0]!.payload)).toEqual({ name: 'Salma', set_by: null });
  });

  it('refuses a wrong current password, a weak or unconfirmed new one, and changes nothing', async () => {
    const member = await insertStaffMember(t.db, 'catalogue');
    const cases: [object, Record<string, string[]>][] = [
      [
        { current_password: 'not-mine-123', password: 'New-shelf-42', password_confirmation: 'New-shelf-42' },
        { current_password: ['The current password is incorrect.'] },
      ],
      [
        { current_password: member.password, password: 'shortpw1', password_confirmation: 'shortpw1' },
        { password: [expect.stringContaining('10')] },
      ],
      [
        { current_password: member.password, password: 'onlyletters-here', password_confirmation: 'onlyletters-here' },
        { password: [expect.any(String)] },
      ],
      [
        { current_password: member.password, password: 'New-shelf-42', password_confirmation: 'New-shelf-43' },
        { password_confirmation: ['The password confirmation does not match.'] },
      ],
      [
        {
          current_password: member.password,
          password: `${member.email.split('@')[0]}-2026`,
          password_confirmation: `${member.email.split('@')[0]}-2026`,
        },
        { password: ['The password is easy to guess: it contains the e-mail name.'] },
      ],
      [{ password: 'New-shelf-42', password_confirmation: 'New-shelf-42' }, { current_password: [expect.any(String)] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await change(member.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors });
    }
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    expect(await mails(member.email)).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('staff_id', '=', member.id)
      .where('action', '=', 'staff.password_changed')
      .execute();
    expect(audit).toEqual([]);
  });

  it(`pauses a session after ${STAFF_LOGIN_LOCK.maxFailures} wrong current passwords, so it cannot guess its way through`, async () => {
    const member = await insertStaffMember(t.db, 'orders');
    const guess = { current_password: 'guess-123456', password: 'New-shelf-42', password_confirmation: 'New-shelf-42' };
    for (let i = 0; i < STAFF_LOGIN_LOCK.maxFailures; i++)
      expect((await change(member.auth, guess)).statusCode).toBe(422);
    const right = { ...guess, current_password: member.password };
    const paused = await change(member.auth, right);
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(paused.json<{ message: string }>().message).toMatch(/^Too many wrong passwords or codes .* 15 minutes\.$/);
    // the pause holds that session only: in another, the member changes the password (guesses in a session left open
    // elsewhere do not keep them from it)
    const own = await tokenOf(member.email, member.password);
    expect((await change(own, right)).statusCode).toBe(200);
  });

  it('counts guesses sent together before checking any: no more than five are checked', async () => {
    const member = await insertStaffMember(t.db, 'orders');
    const guess = { current_password: 'guess-123456', password: 'New-shelf-42', password_confirmation: 'New-shelf-42' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => change(member.auth, guess)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([
      ...Array(STAFF_LOGIN_LOCK.maxFailures).fill(422),
      ...Array(12 - STAFF_LOGIN_LOCK.maxFailures).fill(429),
    ]);
  });

  it('needs a session', async () => {
    const res = await change(
      {},
      { current_password: 'x', password: 'New-shelf-42', password_confirmation: 'New-shelf-42' },
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('staff login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { RATE_LIMIT: true });
  });
  afterAll(() => t.destroy());

  it(`answers 429 with Retry-After after ${STAFF_LOGIN_RATE_LIMIT.max} attempts a minute from one address, whatever the e-mail`, async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'accept-language': 'en' },
        payload: { email: `guess${i}@dukkan.ly`, password: 'guess-123456' },
      });
    for (let i = 0; i < STAFF_LOGIN_RATE_LIMIT.max; i++) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt(99);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ message: 'Too many attempts, please try again shortly.' });
  });
});

describe('the network a failed login is counted under', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:0:0:8a2e:370:7334', '2001:db8:85a3:0::/64'],
    ['2001:db8:85a3::8a2e:370:7335', '2001:db8:85a3:0::/64'],
    ['2001:DB8:85A3:0000::1%eth0', '2001:db8:85a3:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, network) => {
    expect(addressNetwork(ip)).toBe(network);
  });
});
