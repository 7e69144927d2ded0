import type { AuthClient, Session, SessionResponse, SubscriberResponse } from '@dukkan/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/token-repository.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { latestMailTo, readOutbox } from '../mail/mailer.js';
import { setLoginLimits } from '../../http/login-limits.js';
import { setAccountRateLimits } from './rate-limits.js';
import { type Places, client, countRows, seedAccountsFixtures, isolatedPaths } from './test-support.js';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

describe.each(DIALECTS)('accounts API on %s', (dialect) => {
  let t: TestApp;
  let places: Places;
  let api: ReturnType<typeof client>;
  let seq = 0;
  const paths = isolatedPaths();
  const outbox = paths.OUTBOX_DIR;
  const PUBLIC_URL = 'https://shop.example.ly';
  /** the outbox folder, once the queued messages are written to it */
  const delivered = async () => {
    await t.app.outbox.deliverDue();
    return outbox;
  };

  beforeAll(async () => {
    // the limits stay on, high enough for this suite; rate-limit.test.ts lowers them
    setAccountRateLimits(
      Object.fromEntries(
        [
          'registration',
          'subscriber',
          'forgotPassword',
          'resetPassword',
          'contactUs',
          'confirmPassword',
          'updateProfile',
        ].map((k) => [k, { max: 10_000 }]),
      ),
    );
    setLoginLimits({ perAddress: { max: 10_000 }, perAccountAddress: { max: 10_000 }, perAccount: { free: 10_000 } });
    t = await createTestApp(dialect, { ...paths, PUBLIC_URL });
    places = await seedAccountsFixtures(t.db);
    api = client(t);
  });
  afterAll(() => t.destroy());

  const uniqueEmail = (name = 'shopper') => `${name}.${++seq}@example.ly`;
  const registration = (over: Record<string, unknown> = {}) => ({
    first_name: 'Ali',
    last_name: 'Ben Omran',
    email: uniqueEmail(),
    password: 'correct horse 1',
    password_confirmation: 'correct horse 1',
    country_id: places.libya,
    city_id: places.tripoli,
    near_place: 'قرب جامع مولاي محمد',
    phone: '0912345678',
    ...over,
  });
  async function register(over: Record<string, unknown> = {}): Promise<Session & { email: string; password: string }> {
    const body = registration(over);
    const res = await api.post('/registration', body);
    expect(res.statusCode, res.body).toBe(201);
    return { ...res.json<SessionResponse>().data, email: String(body.email), password: String(body.password) };
  }
  const clientRow = (uuid: string) =>
    t.db.selectFrom('clients').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

  describe('registration', () => {
    it('creates an account and answers a session with the client, never the hash', async () => {
      const body = registration({ email: `  Mixed.Case.${++seq}@Example.LY `, first_name: '  علي  ' });
      const res = await api.post('/registration', body);
      expect(res.statusCode).toBe(201);
      const { data } = res.json<SessionResponse>();
      expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.client).toEqual<AuthClient>({
        uuid: expect.any(String),
        first_name: 'علي',
        last_name: 'Ben Omran',
        email: String(body.email).trim(),
        phone: '+218912345678',
        country_id: places.libya,
        city_id: places.tripoli,
        country: { id: places.libya, name: { ar: 'ليبيا', en: 'Libya' } },
        city: { id: places.tripoli, name: { ar: 'طرابلس', en: 'Tripoli' } },
        near_place: 'قرب جامع مولاي محمد',
        is_subscriber: false,
        created_at: expect.any(String),
      });
      expect(res.body).not.toMatch(/password|hash|email_normalized/);

      const row = await clientRow(data.client.uuid);
      expect(row.email_normalized).toBe(String(body.email).trim().toLowerCase());
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('correct horse');
      const token = await t.db
        .selectFrom('access_tokens')
        .selectAll()
        .where('client_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(token.token_hash).toBe(hashToken(data.access_token));
      expect(token.token_hash).not.toContain(data.access_token);
      const days = (Date.parse(token.expires_at) - Date.parse(token.created_at)) / 86_400_000;
      expect(days).toBe(t.config.TOKEN_TTL_DAYS);

      const me = await api.get('/auth-client', { token: data.access_token });
      expect(me.statusCode).toBe(200);
      expect(me.json<{ data: AuthClient }>().data.uuid).toBe(data.client.uuid);
    });

    it.each([
      ['0912345678'],
      ['+218912345678'],
      ['218912345678'],
      ['00218 91-234-5678'],
      ['٠٩١٢٣٤٥٦٧٨'],
      ['+٢١٨٩١٢٣٤٥٦٧٨'],
    ])('accepts the phone %s and stores +218912345678', async (phone) => {
      const { client: c } = await register({ phone });
      expect(c.phone).toBe('+218912345678');
      expect((await clientRow(c.uuid)).phone).toBe('+218912345678');
    });

    it('accepts ids sent as text from a select', async () => {
      const { client: c } = await register({ country_id: String(places.libya), city_id: `${places.benghazi}` });
      expect(c.city_id).toBe(places.benghazi);
    });

    const long = (n: number) => 'x'.repeat(n);
    it.each<[string, Record<string, unknown>, string, string]>([
      ['an empty first_name', { first_name: '' }, 'first_name', 'This field is required.'],
      ['a blank first_name', { first_name: '   ' }, 'first_name', 'This field is required.'],
      ['a 61-letter first_name', { first_name: long(61) }, 'first_name', 'Must be at most 60 characters.'],
      [
        'a first_name with a right-to-left override',
        { first_name: 'Ali\u202Eevil' },
        'first_name',
        'The text contains characters that are not allowed.',
      ],
      [
        'a first_name with a NUL',
        { first_name: 'Ali\u0000' },
        'first_name',
        'The text contains characters that are not allowed.',
      ],
      ['a number as first_name', { first_name: 42 }, 'first_name', 'The value must be text.'],
      ['a missing last_name', { last_name: undefined }, 'last_name', 'This field is required.'],
      [
        'a last_name with a bidi isolate',
        { last_name: 'a\u2067b' },
        'last_name',
        'The text contains characters that are not allowed.',
      ],
      ['a malformed email', { email: 'not-an-email' }, 'email', 'Please enter a valid e-mail address.'],
      ['a 201-character email', { email: `${long(190)}@example.ly` }, 'email', 'Must be at most 190 characters.'],
      [
        'a 5-letter password',
        { password: 'short', password_confirmation: 'short' },
        'password',
        'Must be at least 8 characters.',
      ],
      [
        'a 129-letter password',
        { password: long(129), password_confirmation: long(129) },
        'password',
        'Must be at most 128 characters.',
      ],
      ['an empty password', { password: '' }, 'password', 'This field is required.'],
      [
        'a password of eight spaces',
        { password: ' '.repeat(8), password_confirmation: ' '.repeat(8) },
        'password',
        'A password cannot be only spaces.',
      ],
      [
        'a password_confirmation that differs',
        { password_confirmation: 'something else' },
        'password_confirmation',
        'The password confirmation does not match.',
      ],
      ['an unknown country_id', { country_id: 99_999 }, 'country_id', 'Please choose a country from the list.'],
      ['a text country_id', { country_id: 'Libya' }, 'country_id', 'The value must be a number.'],
      ['a negative country_id', { country_id: -1 }, 'country_id', 'Must be at least 1.'],
      ['a fractional country_id', { country_id: 1.5 }, 'country_id', 'The value must be a whole number.'],
      ['an unknown city_id', { city_id: 99_999 }, 'city_id', 'Please choose a city in the selected country.'],
      ['an empty near_place', { near_place: '' }, 'near_place', 'This field is required.'],
      ['a 201-character near_place', { near_place: long(201) }, 'near_place', 'Must be at most 200 characters.'],
      ['a 5-digit phone', { phone: '12345' }, 'phone', 'Please enter a valid Libyan phone number such as 0912345678.'],
      [
        'a landline phone',
        { phone: '0812345678' },
        'phone',
        'Please enter a valid Libyan phone number such as 0912345678.',
      ],
      ['an empty phone', { phone: '' }, 'phone', 'This field is required.'],
      ['is_subscriber', { is_subscriber: 1 }, 'is_subscriber', 'This field is not allowed.'],
      ['password_hash', { password_hash: 'x' }, 'password_hash', 'This field is not allowed.'],
    ])('refuses %s with 422 and writes nothing', async (_name, over, field, text) => {
      const before = await countRows(t.db, 'clients');
      const res = await api.post('/registration', registration(over));
      expect(res.statusCode).toBe(422);
      const body = res.json<ErrorBody>();
      expect(body.message).toBe('The given data was invalid.');
      expect(body.errors?.[field]?.[0]).toBe(text);
      expect(await countRows(t.db, 'clients')).toBe(before);
    });

    it('refuses a city of another country', async () => {
      const res = await api.post('/registration', registration({ city_id: places.tunis }));
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().errors).toEqual({ city_id: ['Please choose a city in the selected country.'] });
    });

    it('lists every missing field, in Arabic by default', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/client/registration', payload: {} });
      expect(res.statusCode).toBe(422);
      const body = res.json<ErrorBody>();
      expect(body.message).toBe('البيانات المدخلة غير صحيحة.');
      expect(Object.keys(body.errors ?? {}).sort()).toEqual([
        'city_id',
        'country_id',
        'email',
        'first_name',
        'last_name',
        'near_place',
        'password',
        'password_confirmation',
        'phone',
      ]);
      expect(body.errors?.['email']).toEqual(['هذا الحقل مطلوب.']);
    });

    it('refuses an e-mail already registered in another letter case', async () => {
      const first = await register();
      const before = await countRows(t.db, 'clients');
      const res = await api.post('/registration', registration({ email: first.email.toUpperCase() }), { lang: 'ar' });
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().errors).toEqual({ email: ['هذا البريد الإلكتروني مسجل مسبقاً.'] });
      expect(await countRows(t.db, 'clients')).toBe(before);
    });

    it('lets one of two simultaneous registrations with one e-mail win', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all([
        api.post('/registration', registration({ email })),
        api.post('/registration', registration({ email: email.toUpperCase() })),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
      const rows = await t.db.selectFrom('clients').select('id').where('email_normalized', '=', email).execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('login', () => {
    let account: Awaited<ReturnType<typeof register>>;
    beforeAll(async () => {
      account = await register({ first_name: 'Huda' });
    });

    it('logs in with the e-mail in any case and answers a new token', async () => {
      const res = await api.post('/login', { email: `  ${account.email.toUpperCase()} `, password: account.password });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<SessionResponse>();
      expect(data.access_token).not.toBe(account.access_token);
      expect(data.client.first_name).toBe('Huda');
      const me = await api.get('/auth-client', { token: data.access_token });
      expect(me.json<{ data: AuthClient }>().data.first_name).toBe('Huda');
    });

    it('gives the same answer for a wrong password and an unknown e-mail', async () => {
      const wrongPassword = await api.post('/login', { email: account.email, password: 'not the password' });
      const unknownEmail = await api.post('/login', { email: uniqueEmail('nobody'), password: account.password });
      expect(wrongPassword.statusCode).toBe(422);
      expect(unknownEmail.statusCode).toBe(422);
      expect(wrongPassword.json()).toEqual(unknownEmail.json());
      expect(wrongPassword.json()).toEqual({
        message: 'The e-mail address or password is incorrect.',
        errors: { email: ['The e-mail address or password is incorrect.'] },
      });
      const ar = await api.post('/login', { email: account.email, password: 'nope nope' }, { lang: 'ar' });
      expect(ar.json<ErrorBody>().errors?.['email']).toEqual(['البريد الإلكتروني أو كلمة المرور غير صحيحة.']);
    });

    it('shows field errors for missing e-mail and password', async () => {
      const res = await api.post('/login', {});
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().errors).toEqual({
        email: ['This field is required.'],
        password: ['This field is required.'],
      });
      const bad = await api.post('/login', { email: 'nope', password: 'x' });
      expect(bad.json<ErrorBody>().errors).toEqual({ email: ['Please enter a valid e-mail address.'] });
    });

    it('issues no token on a failed login', async () => {
      const before = await countRows(t.db, 'access_tokens');
      await api.post('/login', { email: account.email, password: 'wrong wrong' });
      expect(await countRows(t.db, 'access_tokens')).toBe(before);
    });
  });

  describe('auth-client and logout', () => {
    it('answers 401 without a token, with a garbage token and with an expired one', async () => {
      const noToken = await api.get('/auth-client');
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toEqual({ message: 'Please log in first.' });
      expect((await api.get('/auth-client', { lang: 'ar' })).json()).toEqual({ message: 'يرجى تسجيل الدخول أولاً.' });

      expect((await api.get('/auth-client', { token: 'A'.repeat(43) })).statusCode).toBe(401);
      const malformed = await t.app.inject({
        method: 'GET',
        url: '/api/client/auth-client',
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(malformed.statusCode).toBe(401);

      const { access_token } = await register();
      await t.db
        .updateTable('access_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(access_token))
        .execute();
      expect((await api.get('/auth-client', { token: access_token })).statusCode).toBe(401);
    });

    it('revokes only the current token at logout', async () => {
      const account = await register();
      const second = (
        await api.post('/login', { email: account.email, password: account.password })
      ).json<SessionResponse>().data.access_token;

      const res = await api.post('/logout', undefined, { token: account.access_token, lang: 'ar' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'تم تسجيل الخروج.' });
      const row = await t.db
        .selectFrom('access_tokens')
        .select('revoked_at')
        .where('token_hash', '=', hashToken(account.access_token))
        .executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();

      expect((await api.get('/auth-client', { token: account.access_token })).statusCode).toBe(401);
      expect((await api.post('/logout', undefined, { token: account.access_token })).statusCode).toBe(401);
      expect((await api.get('/auth-client', { token: second })).statusCode).toBe(200);
    });

    it('answers 401 to logout without a token', async () => {
      expect((await api.post('/logout')).statusCode).toBe(401);
    });
  });

  describe('create/subscriber', () => {
    it('makes a guest account and answers access_token at the top and in data', async () => {
      const res = await api.post('/create/subscriber', { first_name: 'Salma', phone: '٠٩٢٧٦٥٤٣٢١' });
      expect(res.statusCode).toBe(201);
      const body = res.json<SubscriberResponse>();
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.data.access_token).toBe(body.access_token);
      expect(body.data.client).toMatchObject({
        first_name: 'Salma',
        last_name: '',
        email: null,
        phone: '+218927654321',
        is_subscriber: true,
        country: null,
      });
      const me = await api.get('/auth-client', { token: body.access_token });
      expect(me.json<{ data: AuthClient }>().data.is_subscriber).toBe(true);
      const row = await clientRow(body.data.client.uuid);
      expect(row.password_hash).toBeNull();
    });

    it('does not claim its e-mail: the owner can still register, and the guest cannot log in with it', async () => {
      const email = uniqueEmail('guest');
      const res = await api.post('/create/subscriber', {
        first_name: 'Omar',
        last_name: 'Zaidi',
        phone: '0911111111',
        email,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<SubscriberResponse>().data.client.email).toBe(email);
      const login = await api.post('/login', { email, password: 'anything at all' });
      expect(login.statusCode).toBe(422);
      await register({ email });
    });

    it.each<[Record<string, unknown>, string]>([
      [{ phone: '0911111111' }, 'first_name'],
      [{ first_name: 'Omar' }, 'phone'],
      [{ first_name: 'Omar', phone: '555' }, 'phone'],
      [{ first_name: 'Omar', phone: '0911111111', email: 'bad' }, 'email'],
      [{ first_name: 'Omar', phone: '0911111111', is_subscriber: 0 }, 'is_subscriber'],
      [{ first_name: 'Omar', phone: '0911111111', password_hash: 'x' }, 'password_hash'],
    ])('refuses %j with 422 on %s', async (body, field) => {
      const before = await countRows(t.db, 'clients');
      const res = await api.post('/create/subscriber', body);
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().errors?.[field]).toHaveLength(1);
      expect(await countRows(t.db, 'clients')).toBe(before);
    });
  });

  describe('confirm-password', () => {
    it('answers 200 for the right password and 422 on password otherwise', async () => {
      const account = await register();
      const ok = await api.post('/confirm-password', { password: account.password }, { token: account.access_token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: 'Password confirmed.' });

      const wrong = await api.post('/confirm-password', { password: 'wrong one!' }, { token: account.access_token });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<ErrorBody>().errors).toEqual({ password: ['The password is incorrect.'] });

      const missing = await api.post('/confirm-password', {}, { token: account.access_token, lang: 'ar' });
      expect(missing.json<ErrorBody>().errors).toEqual({ password: ['هذا الحقل مطلوب.'] });

      expect((await api.post('/confirm-password', { password: account.password })).statusCode).toBe(401);
    });

    it('never confirms a guest account, which has no password', async () => {
      const guest = (
        await api.post('/create/subscriber', { first_name: 'Guest', phone: '0913333333' })
      ).json<SubscriberResponse>();
      const res = await api.post('/confirm-password', { password: 'anything 123' }, { token: guest.access_token });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('update-profile', () => {
    const update = (account: Session & { password: string }, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
      api.post(
        `/update-profile/${account.client.uuid}`,
        { current_password: account.password, ...body },
        {
          token: account.access_token,
          lang,
        },
      );

    it('changes the registration fields', async () => {
      const account = await register();
      const email = uniqueEmail('New.Address');
      const res = await update(account, {
        first_name: 'Fatima',
        last_name: 'Al-Mabrouk',
        email,
        phone: '+218 94 1234567',
        country_id: places.libya,
        city_id: places.benghazi,
        near_place: 'Near the university',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: AuthClient; message: string }>();
      expect(body.message).toBe('Your profile has been updated.');
      expect(body.data).toMatchObject({
        first_name: 'Fatima',
        last_name: 'Al-Mabrouk',
        email,
        phone: '+218941234567',
        city_id: places.benghazi,
        city: { id: places.benghazi, name: { ar: 'بنغازي', en: 'Benghazi' } },
        near_place: 'Near the university',
      });
      expect((await clientRow(account.client.uuid)).email_normalized).toBe(email.toLowerCase());
      const login = await api.post('/login', { email, password: account.password });
      expect(login.statusCode).toBe(200);
    });

    it('changes only what is sent', async () => {
      const account = await register({ first_name: 'Khaled' });
      const res = await update(account, { near_place: 'Souq al-Jumaa' });
      expect(res.json<{ data: AuthClient }>().data).toMatchObject({
        first_name: 'Khaled',
        near_place: 'Souq al-Jumaa',
        email: account.email,
      });
    });

    it('refuses a wrong or missing current password and changes nothing', async () => {
      const account = await register({ first_name: 'Nour' });
      const wrong = await update(account, { current_password: 'not mine!', first_name: 'Changed' }, 'ar');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<ErrorBody>().errors).toEqual({ current_password: ['كلمة المرور الحالية غير صحيحة.'] });
      const missing = await api.post(
        `/update-profile/${account.client.uuid}`,
        { first_name: 'Changed' },
        {
          token: account.access_token,
        },
      );
      expect(missing.statusCode).toBe(422);
      expect(missing.json<ErrorBody>().errors).toEqual({ current_password: ['This field is required.'] });
      expect((await clientRow(account.client.uuid)).first_name).toBe('Nour');
    });

    it("refuses someone else's uuid with 403 and a malformed one with 422", async () => {
      const me = await register();
      const other = await register({ first_name: 'Other' });
      const res = await api.post(
        `/update-profile/${other.client.uuid}`,
        { current_password: me.password, first_name: 'X' },
        {
          token: me.access_token,
        },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
      expect((await clientRow(other.client.uuid)).first_name).toBe('Other');
      const malformed = await api.post(
        '/update-profile/not-a-uuid',
        { current_password: me.password },
        {
          token: me.access_token,
        },
      );
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json<ErrorBody>().errors?.['uuid']).toBeDefined();
    });

    it('answers 401 without a token', async () => {
      const me = await register();
      const res = await api.post(`/update-profile/${me.client.uuid}`, { current_password: me.password });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['is_subscriber', 1],
      ['email_normalized', 'attacker@example.ly'],
      ['id', 1],
      ['uuid', '00000000-0000-4000-8000-000000000000'],
      ['password_hash', '$argon2id$v=19$m=19456,t=2,p=1$x$y'],
      ['created_at', '2000-01-01T00:00:00.000Z'],
    ])('refuses to set %s and changes nothing', async (field, value) => {
      const account = await register();
      const before = await clientRow(account.client.uuid);
      const res = await update(account, { first_name: 'Sneaky', [field]: value });
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().errors).toEqual({ [field]: ['This field is not allowed.'] });
      expect(await clientRow(account.client.uuid)).toEqual(before);
    });

    it("refuses another account's e-mail, in any case, and a city of another country", async () => {
      const other = await register();
      const me = await register();
      const taken = await update(me, { email: other.email.toUpperCase() });
      expect(taken.statusCode).toBe(422);
      expect(taken.json<ErrorBody>().errors).toEqual({ email: ['This e-mail address is already registered.'] });
      const sameAsMine = await update(me, { email: me.email.toUpperCase() });
      expect(sameAsMine.statusCode).toBe(200);

      const city = await update(me, { city_id: places.tunis });
      expect(city.json<ErrorBody>().errors).toEqual({ city_id: ['Please choose a city in the selected country.'] });
      const country = await update(me, { country_id: places.tunisia });
      expect(country.json<ErrorBody>().errors).toEqual({ city_id: ['Please choose a city in the selected country.'] });
      const both = await update(me, { country_id: places.tunisia, city_id: places.tunis });
      expect(both.statusCode).toBe(200);
    });

    it('changes the password, ends the other sessions and keeps this one', async () => {
      const account = await register();
      const other = (
        await api.post('/login', { email: account.email, password: account.password })
      ).json<SessionResponse>().data.access_token;
      const mismatch = await update(account, { password: 'brand new pass', password_confirmation: 'different' });
      expect(mismatch.json<ErrorBody>().errors).toEqual({
        password_confirmation: ['The password confirmation does not match.'],
      });
      const noConfirmation = await update(account, { password: 'brand new pass' });
      expect(noConfirmation.statusCode).toBe(422);
      expect((await api.get('/auth-client', { token: other })).statusCode).toBe(200);

      const res = await update(account, { password: 'brand new pass', password_confirmation: 'brand new pass' });
      expect(res.statusCode).toBe(200);
      expect((await api.get('/auth-client', { token: other })).statusCode).toBe(401);
      expect((await api.get('/auth-client', { token: account.access_token })).statusCode).toBe(200);
      expect((await api.post('/login', { email: account.email, password: account.password })).statusCode).toBe(422);
      expect((await api.post('/login', { email: account.email, password: 'brand new pass' })).statusCode).toBe(200);
    });
  });

  describe('contact-us', () => {
    const message = {
      name: 'Mariam',
      email: 'mariam@example.ly',
      subject: 'Delivery to Misrata',
      message: 'Do you deliver to Misrata?\nThanks <b>a lot</b>',
    };

    it("stores a guest's message and mails the shop's first address", async () => {
      const res = await api.post('/contact-us', message, { lang: 'ar' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'شكراً لتواصلك معنا، وصلتنا رسالتك وسنرد عليك قريباً.' });
      const row = await t.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', message.email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ...message, client_id: null });

      const mail = await latestMailTo(await delivered(), 'info@dukkan.ly');
      expect(mail).not.toBeNull();
      expect(mail?.subject).toContain('Delivery to Misrata');
      expect(mail?.reply_to).toBe('mariam@example.ly');
      expect(mail?.text).toContain('Do you deliver to Misrata?');
      expect(mail?.html).toContain('&lt;b&gt;a lot&lt;/b&gt;');
      expect(mail?.html).not.toContain('<b>a lot</b>');
    });

    it('links the message to the logged-in client', async () => {
      const account = await register();
      const res = await api.post('/contact-us', { ...message, email: account.email }, { token: account.access_token });
      expect(res.statusCode).toBe(201);
      const row = await t.db
        .selectFrom('contact_messages')
        .select('client_id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      const me = await clientRow(account.client.uuid);
      expect(row.client_id).toBe(me.id);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['an empty name', { name: '' }, 'name'],
      ['a malformed email', { email: 'mariam' }, 'email'],
      ['a 151-character subject', { subject: 'x'.repeat(151) }, 'subject'],
      ['a subject with a header injection', { subject: 'Hi\r\nBcc: victim@example.com' }, 'subject'],
      ['a 5001-character message', { message: 'x'.repeat(5001) }, 'message'],
      ['a blank message', { message: '   ' }, 'message'],
      ['a client_id', { client_id: 1 }, 'client_id'],
    ])('refuses %s with 422 and stores nothing', async (_name, over, field) => {
      const before = await countRows(t.db, 'contact_messages');
      const mailsBefore = (await readOutbox(await delivered())).length;
      const res = await api.post('/contact-us', { ...message, ...over });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<ErrorBody>().errors ?? {})).toEqual([field]);
      expect(await countRows(t.db, 'contact_messages')).toBe(before);
      expect((await readOutbox(await delivered())).length).toBe(mailsBefore);
    });
  });

  describe('forgot-password and reset-password', () => {
    let account: Awaited<ReturnType<typeof register>>;
    beforeEach(async () => {
      account = await register({ first_name: 'Yusuf' });
    });

    async function requestLink(lang: 'ar' | 'en' = 'en'): Promise<{ token: string; email: string; url: URL }> {
      const res = await api.post('/forgot-password', { email: account.email.toUpperCase() }, { lang });
      expect(res.statusCode).toBe(200);
      const mail = await latestMailTo(await delivered(), account.email);
      const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
      expect(link).toBeDefined();
      const url = new URL(String(link));
      const query = new URLSearchParams(url.hash.split('?')[1]);
      return { token: String(query.get('token')), email: String(query.get('email')), url };
    }

    it('answers the same for a registered and an unknown e-mail, and mails only the registered one', async () => {
      const mailsBefore = (await readOutbox(await delivered())).length;
      const unknown = await api.post('/forgot-password', { email: uniqueEmail('ghost') });
      expect((await readOutbox(await delivered())).length).toBe(mailsBefore);
      const known = await api.post('/forgot-password', { email: account.email });
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({
        message: 'If this e-mail address is registered, a message with a password reset link is on its way.',
      });
      expect((await readOutbox(await delivered())).length).toBe(mailsBefore + 1);
    });

    it("mails a link to the storefront's reset screen in the shopper's language, storing only the token's hash", async () => {
      const { token, email, url } = await requestLink('ar');
      expect(`${url.origin}${url.pathname}${url.hash.split('?')[0]}`).toBe(`${PUBLIC_URL}/#/forget/password`);
      expect(email).toBe(account.email);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const mail = await latestMailTo(await delivered(), account.email);
      expect(mail?.subject).toBe('إعادة تعيين كلمة المرور في دكّان');
      expect(mail?.text).toContain('مرحباً Yusuf');
      expect(mail?.html).toContain('dir="rtl"');
      const rows = await t.db.selectFrom('password_resets').selectAll().execute();
      expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
      expect(rows.some((r) => r.token_hash === token)).toBe(false);
      const row = rows.find((r) => r.token_hash === hashToken(token));
      expect(Date.parse(String(row?.expires_at)) - Date.parse(String(row?.created_at))).toBe(60 * 60_000);

      await api.post('/forgot-password', { email: account.email }, { lang: 'en' });
      expect((await latestMailTo(await delivered(), account.email))?.subject).toBe('Reset your Dukkan password');
    });

    it('takes no link mailed before the e-mail changed, and the change ends the other sessions', async () => {
      const other = (
        await api.post('/login', { email: account.email, password: account.password })
      ).json<SessionResponse>().data.access_token;
      const { token } = await requestLink();
      const moved = uniqueEmail('moved');
      const changed = await api.post(
        `/update-profile/${account.client.uuid}`,
        { current_password: account.password, email: moved },
        { token: account.access_token },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const pass = { password: 'Hijacked-2026!', password_confirmation: 'Hijacked-2026!' };
      for (const email of [moved, account.email]) {
        const res = await api.post('/reset-password', { email, token, ...pass });
        expect(res.statusCode).toBe(422);
      }
      expect((await api.get('/auth-client', { token: other })).statusCode).toBe(401);
      expect((await api.get('/auth-client', { token: account.access_token })).statusCode).toBe(200);
      // the same e-mail sent again (another field changed) ends nothing
      const second = (await api.post('/login', { email: moved, password: account.password })).json<SessionResponse>()
        .data.access_token;
      const same = await api.post(
        `/update-profile/${account.client.uuid}`,
        { current_password: account.password, email: moved.toUpperCase(), near_place: 'Tajoura' },
        { token: account.access_token },
      );
      expect(same.statusCode, same.body).toBe(200);
      expect((await api.get('/auth-client', { token: second })).statusCode).toBe(200);
    });

    it("sets the new password once, ends the client's sessions and answers a new one", async () => {
      const other = (
        await api.post('/login', { email: account.email, password: account.password })
      ).json<SessionResponse>().data.access_token;
      const { token, email } = await requestLink();
      const res = await api.post('/reset-password', {
        email,
        token,
        password: 'a fresh password',
        password_confirmation: 'a fresh password',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<SessionResponse & { message: string }>();
      expect(body.message).toBe('Your password has been changed.');
      expect(body.data.client.uuid).toBe(account.client.uuid);
      expect((await api.get('/auth-client', { token: body.data.access_token })).statusCode).toBe(200);
      expect((await api.get('/auth-client', { token: account.access_token })).statusCode).toBe(401);
      expect((await api.get('/auth-client', { token: other })).statusCode).toBe(401);
      expect((await api.post('/login', { email, password: account.password })).statusCode).toBe(422);
      expect((await api.post('/login', { email, password: 'a fresh password' })).statusCode).toBe(200);
      // the account's e-mail is told, so a reset someone else made does not go unseen
      const notice = await latestMailTo(await delivered(), account.email);
      expect(notice?.subject).toBe('Your Dukkan password was changed');

      const again = await api.post('/reset-password', {
        email,
        token,
        password: 'yet another one',
        password_confirmation: 'yet another one',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json<ErrorBody>().errors).toEqual({
        token: ['This password reset link is invalid or has expired.'],
      });
      expect((await api.post('/login', { email, password: 'a fresh password' })).statusCode).toBe(200);
    });

    it('refuses an expired link and changes nothing', async () => {
      const { token, email } = await requestLink();
      await t.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const res = await api.post(
        '/reset-password',
        { email, token, password: 'a fresh password', password_confirmation: 'a fresh password' },
        { lang: 'ar' },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().errors).toEqual({
        token: ['رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.'],
      });
      expect((await api.get('/auth-client', { token: account.access_token })).statusCode).toBe(200);
      expect((await api.post('/login', { email, password: account.password })).statusCode).toBe(200);
    });

    it("refuses a wrong token, another account's token and bad fields", async () => {
      const { token } = await requestLink();
      const otherAccount = await register();
      const pass = { password: 'a fresh password', password_confirmation: 'a fresh password' };
      const wrongToken = await api.post('/reset-password', { email: account.email, token: 'A'.repeat(43), ...pass });
      expect(wrongToken.json<ErrorBody>().errors).toEqual({
        token: ['This password reset link is invalid or has expired.'],
      });
      const wrongAccount = await api.post('/reset-password', { email: otherAccount.email, token, ...pass });
      expect(wrongAccount.statusCode).toBe(422);
      const unknown = await api.post('/reset-password', { email: uniqueEmail('ghost'), token, ...pass });
      expect(unknown.json()).toEqual(wrongToken.json());
      const mismatch = await api.post('/reset-password', {
        email: account.email,
        token,
        password: 'a fresh password',
        password_confirmation: 'other',
      });
      expect(Object.keys(mismatch.json<ErrorBody>().errors ?? {})).toEqual(['password_confirmation']);
      const short = await api.post('/reset-password', {
        email: account.email,
        token,
        password: 'x',
        password_confirmation: 'x',
      });
      expect(Object.keys(short.json<ErrorBody>().errors ?? {})).toEqual(['password']);
      const missing = await api.post('/reset-password', {});
      expect(Object.keys(missing.json<ErrorBody>().errors ?? {}).sort()).toEqual([
        'email',
        'password',
        'password_confirmation',
        'token',
      ]);
      // the right link still works after all that
      const ok = await api.post('/reset-password', { email: account.email, token, ...pass });
      expect(ok.statusCode).toBe(200);
    });

    it('ends outstanding reset links when the password is changed in the profile', async () => {
      const { token, email } = await requestLink();
      const change = await api.post(
        `/update-profile/${account.client.uuid}`,
        {
          current_password: account.password,
          password: 'changed in profile',
          password_confirmation: 'changed in profile',
        },
        { token: account.access_token },
      );
      expect(change.statusCode).toBe(200);
      const res = await api.post('/reset-password', {
        email,
        token,
        password: 'a fresh password',
        password_confirmation: 'a fresh password',
      });
      expect(res.statusCode).toBe(422);
    });
  });
});
