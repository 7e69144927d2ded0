import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type LoginKey, loginLimiter, resetLoginLimits, setLoginLimits } from '../http/login-limits.js';
import { type Places, client, isolatedPaths, seedAccountsFixtures } from '../modules/accounts/test-support.js';
import { DIALECTS, type TestApp, createTestApp } from '../test/harness.js';

const PROXY = '10.0.0.1';
const PASSWORD = 'the right password';

/**
 * Issue 15 item 2: login limits per address (spraying), per account whatever the address (rotating addresses), with
 * a growing backoff; forwarded addresses believed only from the configured proxy; counters kept across restarts.
 */
describe.each(DIALECTS)('login limits on %s', (dialect) => {
  let t: TestApp;
  let places: Places;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { ...isolatedPaths(), TRUST_PROXY: [PROXY] });
    places = await seedAccountsFixtures(t.db);
  });
  afterEach(() => resetLoginLimits());
  afterAll(() => t?.destroy());

  const login = (
    email: string,
    opts: { from?: string; forwardedFor?: string; password?: string; lang?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      remoteAddress: opts.from ?? '203.0.113.7',
      headers: {
        'accept-language': opts.lang ?? 'en',
        ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
      },
      payload: { email, password: opts.password ?? 'a wrong guess' },
    });
  const register = async () => {
    const email = `owner.${++seq}.${dialect}@example.ly`;
    const res = await client(t).post('/registration', {
      first_name: 'Salem',
      last_name: 'Ali',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      country_id: places.libya,
      city_id: places.tripoli,
      near_place: 'Souq al-Juma',
      phone: '0912345678',
    });
    expect(res.statusCode).toBe(201);
    return email;
  };

  it('limits one address guessing many accounts (password spraying), and hears other addresses', async () => {
    setLoginLimits({ perAddress: { max: 5 } });
    for (let i = 0; i < 5; i++)
      expect((await login(`spray${i}@example.ly`, { from: '198.51.100.1' })).statusCode).toBe(422);
    const limited = await login('spray-next@example.ly', { from: '198.51.100.1', lang: 'ar' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(limited.json()).toEqual({ message: 'محاولات كثيرة، يرجى المحاولة بعد قليل.' });
    expect((await login('spray-next@example.ly', { from: '198.51.100.2' })).statusCode).toBe(422);
  });

  it('ignores X-Forwarded-For from a client that is not the configured proxy', async () => {
    setLoginLimits({ perAddress: { max: 3 } });
    for (let i = 0; i < 3; i++) {
      const res = await login(`rotate${i}@example.ly`, { from: '198.51.100.9', forwardedFor: `192.0.2.${i}` });
      expect(res.statusCode).toBe(422);
    }
    const limited = await login('rotate9@example.ly', { from: '198.51.100.9', forwardedFor: '192.0.2.99' });
    expect(limited.statusCode).toBe(429);
  });

  it('believes X-Forwarded-For from the configured proxy: shoppers behind it are counted apart', async () => {
    setLoginLimits({ perAddress: { max: 2 } });
    for (const shopper of ['192.0.2.10', '192.0.2.11', '192.0.2.12']) {
      for (let i = 0; i < 2; i++) {
        expect((await login(`behind${i}@example.ly`, { from: PROXY, forwardedFor: shopper })).statusCode).toBe(422);
      }
    }
  });

  it('blocks an account guessed from rotating addresses, the right password included, until the backoff ends', async () => {
    setLoginLimits({ perAccount: { free: 4, backoffMs: 60_000 } });
    const email = await register();
    for (let i = 0; i < 4; i++) {
      expect((await login(email, { from: PROXY, forwardedFor: `192.0.2.${100 + i}` })).statusCode).toBe(422);
    }
    const limited = await login(email, { from: PROXY, forwardedFor: '192.0.2.200', password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // another account from the same addresses is unaffected
    expect((await login('someone.else@example.ly', { from: PROXY, forwardedFor: '192.0.2.100' })).statusCode).toBe(422);
  });

  it('keeps the counters across a restart (a new process on the same database)', async () => {
    setLoginLimits({ perAccountAddress: { max: 3 } });
    for (let i = 0; i < 3; i++)
      expect((await login('restart@example.ly', { from: '198.51.100.50' })).statusCode).toBe(422);
    const restarted = await buildApp({ config: t.config, db: t.db });
    try {
      const res = await restarted.inject({
        method: 'POST',
        url: '/api/client/login',
        remoteAddress: '198.51.100.50',
        payload: { email: 'restart@example.ly', password: 'a wrong guess' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('a successful login clears the account counters', async () => {
    setLoginLimits({ perAccount: { free: 3 }, perAccountAddress: { max: 3 } });
    const email = await register();
    for (let i = 0; i < 2; i++) expect((await login(email, { from: '198.51.100.70' })).statusCode).toBe(422);
    expect((await login(email, { from: '198.51.100.70', password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(email, { from: '198.51.100.70' })).statusCode).toBe(422);
    expect((await login(email, { from: '198.51.100.70', password: PASSWORD })).statusCode).toBe(200);
  });

  it('doubles the account backoff with each further failure, up to the maximum, and forgets it after success', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const rules = {
      perAddress: { max: 1_000, windowMs: 60_000 },
      perAccountAddress: { max: 1_000, windowMs: 60_000 },
      perAccount: { free: 2, backoffMs: 60_000, maxBackoffMs: 240_000, forgetMs: 86_400_000 },
    };
    const limiter = loginLimiter(
      t.db,
      () => rules,
      () => now,
    );
    const key: LoginKey = { realm: 'staff', address: '192.0.2.1', account: `Backoff.${dialect}@Example.ly` };
    await limiter.failed(key);
    expect(await limiter.check(key)).toEqual({ allowed: true });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await limiter.failed({ ...key, address: `192.0.2.${10 + i}` });
      const verdict = await limiter.check(key);
      if (verdict.allowed) throw new Error('expected a block');
      waits.push(verdict.retryAfter);
      now += verdict.retryAfter * 1000;
      expect(await limiter.check(key)).toEqual({ allowed: true });
    }
    expect(waits).toEqual([60, 120, 240, 240]);
    // the e-mail is one account however it is written; the client realm is another
    await limiter.failed({ ...key, account: key.account.toUpperCase() });
    expect((await limiter.check(key)).allowed).toBe(false);
    expect(await limiter.check({ ...key, realm: 'client' })).toEqual({ allowed: true });
    now += 240_000;
    await limiter.succeeded(key);
    await limiter.failed(key);
    expect(await limiter.check(key)).toEqual({ allowed: true });
  });
});

describe('TRUST_PROXY', () => {
  it.each<[string, boolean | string[]]>([
    ['false', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ,::1,loopback', ['10.0.0.0/8', '192.168.1.1', '::1', 'loopback']],
  ])('reads %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
});
