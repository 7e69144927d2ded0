import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { resetLoginLimits, setLoginLimits } from '../../http/login-limits.js';
import { resetAccountRateLimits, setAccountRateLimits } from './rate-limits.js';
import { client, seedAccountsFixtures, isolatedPaths } from './test-support.js';

describe.each(DIALECTS)('account rate limits on %s', (dialect) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(dialect, isolatedPaths());
    await seedAccountsFixtures(t.db);
    api = client(t);
  });
  afterEach(() => resetAccountRateLimits());
  afterAll(() => t.destroy());

  it.each<[string, Parameters<typeof setAccountRateLimits>[0], string, Record<string, unknown>]>([
    ['registration', { registration: { max: 1 } }, '/registration', {}],
    ['create/subscriber', { subscriber: { max: 1 } }, '/create/subscriber', {}],
    ['forgot-password', { forgotPassword: { max: 1 } }, '/forgot-password', { email: 'someone@example.ly' }],
    ['reset-password', { resetPassword: { max: 1 } }, '/reset-password', {}],
    ['contact-us', { contactUs: { max: 1 } }, '/contact-us', {}],
  ])('limits %s', async (_name, limits, url, body) => {
    setAccountRateLimits(limits);
    expect((await api.post(url, body)).statusCode).not.toBe(429);
    const limited = await api.post(url, body);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("says how many minutes a long wait lasts, in the shopper's language, and 'shortly' for a short one", async () => {
    setAccountRateLimits({ forgotPassword: { max: 1 }, confirmPassword: { max: 1 } });
    const body = { email: 'someone@example.ly' };
    await api.post('/forgot-password', body);
    const long = await api.post('/forgot-password', body, { lang: 'ar' });
    expect(long.statusCode).toBe(429);
    expect(long.json()).toEqual({ message: 'محاولات كثيرة، يرجى المحاولة بعد 15 دقيقة.' });
    // three to ten minutes are counted in the plural
    setAccountRateLimits({ contactUs: { max: 1, timeWindow: 5 * 60_000 } });
    await api.post('/contact-us', {});
    const few = await api.post('/contact-us', {}, { lang: 'ar' });
    expect(few.json()).toEqual({ message: 'محاولات كثيرة، يرجى المحاولة بعد 5 دقائق.' });
    const guest = (await api.post('/create/subscriber', { first_name: 'Guest', phone: '0912345670' })).json<{
      access_token: string;
    }>();
    await api.post('/confirm-password', { password: 'guessing 123' }, { token: guest.access_token });
    const short = await api.post('/confirm-password', { password: 'guessing 123' }, { token: guest.access_token });
    expect(short.statusCode).toBe(429);
    expect(short.json()).toEqual({ message: 'Too many attempts, please try again shortly.' });
  });

  it('limits confirm-password per client', async () => {
    setAccountRateLimits({ confirmPassword: { max: 1 } });
    const guest = (await api.post('/create/subscriber', { first_name: 'Guest', phone: '0912345678' })).json<{
      access_token: string;
    }>();
    const other = (await api.post('/create/subscriber', { first_name: 'Other', phone: '0912345679' })).json<{
      access_token: string;
    }>();
    const attempt = (token: string) => api.post('/confirm-password', { password: 'guessing 123' }, { token });
    expect((await attempt(guest.access_token)).statusCode).toBe(422);
    expect((await attempt(guest.access_token)).statusCode).toBe(429);
    expect((await attempt(other.access_token)).statusCode).toBe(422);
  });
});

describe('account rate limits switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    setLoginLimits({ perAccountAddress: { max: 1 }, perAccount: { free: 1 } });
    t = await createTestApp('sqlite', { ...isolatedPaths(), RATE_LIMIT: false });
  });
  afterAll(async () => {
    resetLoginLimits();
    await t.destroy();
  });

  it('never answers 429 when RATE_LIMIT is false (load benchmarks only)', async () => {
    const api = client(t);
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/login', { email: 'bench@example.ly', password: 'wrong password' });
      expect(res.statusCode).toBe(422);
    }
  });
});
