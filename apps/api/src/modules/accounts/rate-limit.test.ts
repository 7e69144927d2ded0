import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
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

  it('answers login attempts past the limit with 429, Retry-After and a localized message', async () => {
    setAccountRateLimits({ login: { max: 2, timeWindow: 60_000 } });
    const attempt = { email: 'limited@example.ly', password: 'wrong password' };
    expect((await api.post('/login', attempt)).statusCode).toBe(422);
    expect((await api.post('/login', attempt)).statusCode).toBe(422);
    const limited = await api.post('/login', attempt, { lang: 'ar' });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ message: 'محاولات كثيرة، يرجى المحاولة بعد قليل.' });
    const english = await api.post('/login', { ...attempt, email: attempt.email.toUpperCase() });
    expect(english.statusCode).toBe(429);
    expect(english.json()).toEqual({ message: 'Too many attempts, please try again shortly.' });

    // counted per address and e-mail: another e-mail from the same address is still heard
    expect((await api.post('/login', { ...attempt, email: 'other@example.ly' })).statusCode).toBe(422);
  });

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
    setAccountRateLimits({ login: { max: 1 } });
    t = await createTestApp('sqlite', { ...isolatedPaths(), RATE_LIMIT: false });
  });
  afterAll(async () => {
    resetAccountRateLimits();
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
