import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetAccountRateLimits, setAccountRateLimits } from '../modules/accounts/rate-limits.js';
import { client, isolatedPaths, seedAccountsFixtures } from '../modules/accounts/test-support.js';
import { insertCode } from '../modules/orders/test/fixtures.js';
import { ADDRESS_RATE_LIMITS, CODE_RATE_LIMIT } from '../modules/orders/routes.js';
import { DIALECTS, type TestApp, createTestApp } from '../test/harness.js';

/**
 * Rate limits not covered beside their modules: profile updates (per client) and discount-code look-ups
 * (against guessing codes). Login, registration, create/subscriber, forgot/reset password and contact-us are in
 * modules/accounts/rate-limit.test.ts, confirm-password too; order placement is in modules/orders/sales.test.ts.
 */
describe.each(DIALECTS)('rate limits on %s', (dialect) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { ...isolatedPaths(), RATE_LIMIT: true });
    await seedAccountsFixtures(t.db);
    await insertCode(t.db, { code: 'EID', type: 'percent', value: 1_000 });
    api = client(t);
  });
  afterEach(() => resetAccountRateLimits());
  afterAll(() => t?.destroy());

  const guest = async (name: string) =>
    (await api.post('/create/subscriber', { first_name: name, phone: '0912345678' })).json<{
      access_token: string;
      data: { client: { uuid: string } };
    }>();

  it('limits update-profile per client: 429 with Retry-After and a message, another client still heard', async () => {
    setAccountRateLimits({ updateProfile: { max: 2 } });
    const busy = await guest('Busy');
    const calm = await guest('Calm');
    const attempt = (who: Awaited<ReturnType<typeof guest>>) =>
      api.post(
        `/update-profile/${who.data.client.uuid}`,
        { current_password: 'guessing 1' },
        { token: who.access_token },
      );
    expect((await attempt(busy)).statusCode).toBe(422);
    expect((await attempt(busy)).statusCode).toBe(422);
    const limited = await attempt(busy);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: 'Too many attempts, please try again shortly.' });
    expect((await attempt(calm)).statusCode).toBe(422);
  });

  it(`limits discount-code look-ups to ${CODE_RATE_LIMIT.max} a minute per address (guessing codes)`, async () => {
    for (let i = 0; i < CODE_RATE_LIMIT.max; i++) {
      const res = await api.get(`/get-code-discount?code=GUESS${i}`);
      expect(res.statusCode).toBe(422);
    }
    const limited = await api.get('/get-code-discount?code=EID');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ message: string }>().message).toBe('Too many attempts, please try again shortly.');
  });

  it(`limits discount-code look-ups to ${ADDRESS_RATE_LIMITS.codes.max} a minute per address, whatever tokens it sends`, async () => {
    const from = (token: string, code: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/client/get-code-discount?code=${code}`,
        remoteAddress: '203.0.113.50',
        headers: { authorization: `Bearer ${token}` },
      });
    // fresh guest tokens, each well under its own limit
    const tokens = await Promise.all(['One', 'Two', 'Three'].map(async (name) => (await guest(name)).access_token));
    const each = ADDRESS_RATE_LIMITS.codes.max / tokens.length;
    expect(each).toBeLessThan(CODE_RATE_LIMIT.max);
    for (const token of tokens) {
      for (let i = 0; i < each; i++) expect((await from(token, `TRY${i}`)).statusCode).toBe(422);
    }
    const another = (await guest('Four')).access_token;
    const limited = await from(another, 'EID');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is still heard
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/client/get-code-discount?code=EID',
      remoteAddress: '203.0.113.51',
      headers: { authorization: `Bearer ${another}` },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
