import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, issueAccessToken } from '../auth/token-repository.js';
import { latestMailTo } from '../modules/mail/mailer.js';
import { isolatedPaths, seedAccountsFixtures } from '../modules/accounts/test-support.js';
import { insertStatuses } from '../modules/orders/test/fixtures.js';
import { insertProduct } from '../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../test/harness.js';
import { operations, snapshot } from './support.js';

/**
 * The authorization suite: every route that needs a client answers 401 `{message}` and changes nothing
 * without a token, with a malformed or unknown one, an expired one, one revoked by logout, one revoked by a
 * password change in the profile and one revoked by a password reset; and no client reaches another's orders.
 */

interface Account {
  id: number;
  uuid: string;
  email: string;
  password: string;
  token: string;
}

interface Fixtures {
  victim: Account;
  product: string;
  order: string;
  /** a delivery city, and two of the victim's addresses (one to delete) */
  city: number;
  address: string;
  spareAddress: string;
}

const addressBody = (fx: Fixtures) => ({
  label: 'البيت',
  recipient_name: 'سالم علي',
  phone: '0912345678',
  city_id: fx.city,
  address_line: 'قرب جامع ميزران',
});

/** A request each auth-required route would accept from the victim (so only the token decides). */
const AUTH_ROUTES: Record<string, (fx: Fixtures) => InjectOptions> = {
  'POST /api/client/logout': () => ({ method: 'POST', url: '/api/client/logout' }),
  'GET /api/client/auth-client': () => ({ method: 'GET', url: '/api/client/auth-client' }),
  'POST /api/client/confirm-password': (fx) => ({
    method: 'POST',
    url: '/api/client/confirm-password',
    payload: { password: fx.victim.password },
  }),
  'POST /api/client/update-profile/{uuid}': (fx) => ({
    method: 'POST',
    url: `/api/client/update-profile/${fx.victim.uuid}`,
    payload: { current_password: fx.victim.password, first_name: 'Hijacked' },
  }),
  'POST /api/client/sales': (fx) => ({
    method: 'POST',
    url: '/api/client/sales',
    payload: { products: [{ uuid: fx.product, quantity: 1 }], delivery_method: 'pickup' },
  }),
  'GET /api/client/orders': () => ({ method: 'GET', url: '/api/client/orders' }),
  'GET /api/client/orders/{uuid}': (fx) => ({ method: 'GET', url: `/api/client/orders/${fx.order}` }),
  'POST /api/client/change-order-product': (fx) => ({
    method: 'POST',
    url: '/api/client/change-order-product',
    payload: { order_uuid: fx.order, product_uuid: fx.product, quantity: 1 },
  }),
  'GET /api/client/addresses': () => ({ method: 'GET', url: '/api/client/addresses' }),
  'POST /api/client/addresses': (fx) => ({ method: 'POST', url: '/api/client/addresses', payload: addressBody(fx) }),
  'PUT /api/client/addresses/{uuid}': (fx) => ({
    method: 'PUT',
    url: `/api/client/addresses/${fx.address}`,
    payload: { ...addressBody(fx), label: 'Hijacked' },
  }),
  'POST /api/client/addresses/{uuid}/default': (fx) => ({
    method: 'POST',
    url: `/api/client/addresses/${fx.address}/default`,
  }),
  'DELETE /api/client/addresses/{uuid}': (fx) => ({
    method: 'DELETE',
    url: `/api/client/addresses/${fx.spareAddress}`,
  }),
  'GET /api/client/wishlist': () => ({ method: 'GET', url: '/api/client/wishlist' }),
  'POST /api/client/wishlist': (fx) => ({
    method: 'POST',
    url: '/api/client/wishlist',
    payload: { product_uuid: fx.product },
  }),
  'POST /api/client/wishlist/merge': (fx) => ({
    method: 'POST',
    url: '/api/client/wishlist/merge',
    payload: { uuids: [fx.product] },
  }),
  'DELETE /api/client/wishlist/{uuid}': (fx) => ({ method: 'DELETE', url: `/api/client/wishlist/${fx.product}` }),
  // last: the live-token pass cancels the order the routes above use
  'POST /api/client/orders/{uuid}/cancel': (fx) => ({ method: 'POST', url: `/api/client/orders/${fx.order}/cancel` }),
};

/** Ways to present a token that must not work; `revoked` ones are prepared in beforeAll. */
type BadToken =
  | 'none'
  | 'empty bearer'
  | 'basic scheme'
  | 'token without a scheme'
  | 'too short'
  | 'unknown token'
  | 'live token with a character added'
  | 'the token’s hash instead of the token'
  | 'expired'
  | 'revoked by logout'
  | 'revoked by a password change'
  | 'revoked by a password reset';

const BAD_TOKENS: BadToken[] = [
  'none',
  'empty bearer',
  'basic scheme',
  'token without a scheme',
  'too short',
  'unknown token',
  'live token with a character added',
  'the token’s hash instead of the token',
  'expired',
  'revoked by logout',
  'revoked by a password change',
  'revoked by a password reset',
];

describe.each(DIALECTS)('authorization on %s', (dialect) => {
  let t: TestApp;
  let outbox: string;
  const fx = {} as Fixtures;
  const tokens = {} as Record<'expired' | 'loggedOut' | 'passwordChanged' | 'reset', string>;

  const call = (opts: InjectOptions, authorization?: string) =>
    t.app.inject({
      ...opts,
      headers: { 'accept-language': 'en', ...(authorization === undefined ? {} : { authorization }), ...opts.headers },
    });
  const bearer = (token: string) => `Bearer ${token}`;

  async function register(email: string, password: string): Promise<Account> {
    const places = await t.db.selectFrom('cities').select(['id', 'country_id']).executeTakeFirstOrThrow();
    const res = await call({
      method: 'POST',
      url: '/api/client/registration',
      payload: {
        first_name: 'Amal',
        last_name: 'Tarhouni',
        email,
        password,
        password_confirmation: password,
        country_id: places.country_id,
        city_id: places.id,
        near_place: 'Gargaresh',
        phone: '0912345678',
      },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json<{ data: { access_token: string; client: { uuid: string } } }>().data;
    const row = await t.db
      .selectFrom('clients')
      .select('id')
      .where('uuid', '=', data.client.uuid)
      .executeTakeFirstOrThrow();
    return { id: row.id, uuid: data.client.uuid, email, password, token: data.access_token };
  }

  async function placeOrder(token: string): Promise<string> {
    const res = await call(
      {
        method: 'POST',
        url: '/api/client/sales',
        payload: { products: [{ uuid: fx.product, quantity: 2 }], delivery_method: 'pickup' },
      },
      bearer(token),
    );
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { uuid: string } }>().data.uuid;
  }

  beforeAll(async () => {
    const paths = isolatedPaths();
    outbox = paths.OUTBOX_DIR;
    t = await createTestApp(dialect, { ...paths, RATE_LIMIT: false });
    await seedAccountsFixtures(t.db);
    await insertStatuses(t.db);
    fx.product = (await insertProduct(t.db, { name_ar: 'تمر', name_en: 'Dates', quantity: 1_000 })).uuid;
    fx.victim = await register('victim@example.ly', 'first password 1');
    fx.order = await placeOrder(fx.victim.token);
    const city = await t.db.selectFrom('cities').select('id').executeTakeFirstOrThrow();
    await t.db.updateTable('cities').set({ is_delivery: 1 }).where('id', '=', city.id).execute();
    fx.city = city.id;
    const saveAddress = async () => {
      const res = await call(
        { method: 'POST', url: '/api/client/addresses', payload: addressBody(fx) },
        bearer(fx.victim.token),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { uuid: string } }>().data.uuid;
    };
    fx.address = await saveAddress();
    fx.spareAddress = await saveAddress();

    // expired: issued a while ago, past its expiry
    tokens.expired = await issueAccessToken(t.db, fx.victim.id, 1);
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('token_hash', '=', hashToken(tokens.expired))
      .execute();

    // revoked by logout
    tokens.loggedOut = await issueAccessToken(t.db, fx.victim.id, 30);
    expect((await call({ method: 'POST', url: '/api/client/logout' }, bearer(tokens.loggedOut))).statusCode).toBe(200);

    // revoked by a password change made from another session (which stays logged in)
    tokens.passwordChanged = await issueAccessToken(t.db, fx.victim.id, 30);
    const changer = await issueAccessToken(t.db, fx.victim.id, 30);
    const changed = await call(
      {
        method: 'POST',
        url: `/api/client/update-profile/${fx.victim.uuid}`,
        payload: {
          current_password: fx.victim.password,
          password: 'second password 2',
          password_confirmation: 'second password 2',
        },
      },
      bearer(changer),
    );
    expect(changed.statusCode).toBe(200);
    fx.victim.password = 'second password 2';

    // revoked by a reset through the e-mailed link, which ends every session
    tokens.reset = await issueAccessToken(t.db, fx.victim.id, 30);
    await call({ method: 'POST', url: '/api/client/forgot-password', payload: { email: fx.victim.email } });
    await t.app.outbox.deliverDue();
    const mail = await latestMailTo(outbox, fx.victim.email);
    const resetToken = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(resetToken).toBeDefined();
    const reset = await call({
      method: 'POST',
      url: '/api/client/reset-password',
      payload: {
        email: fx.victim.email,
        token: resetToken,
        password: 'third password 3',
        password_confirmation: 'third password 3',
      },
    });
    expect(reset.statusCode).toBe(200);
    fx.victim.password = 'third password 3';
    fx.victim.token = reset.json<{ data: { access_token: string } }>().data.access_token;
    // the reset also ended the sessions made before it
    for (const token of [tokens.passwordChanged, changer]) {
      expect((await call({ method: 'GET', url: '/api/client/auth-client' }, bearer(token))).statusCode).toBe(401);
    }
  });
  afterAll(() => t?.destroy());

  function header(kind: BadToken): string | undefined {
    const live = fx.victim.token;
    switch (kind) {
      case 'none':
        return undefined;
      case 'empty bearer':
        return 'Bearer ';
      case 'basic scheme':
        return `Basic ${Buffer.from(`${fx.victim.email}:${fx.victim.password}`).toString('base64')}`;
      case 'token without a scheme':
        return live;
      case 'too short':
        return 'Bearer abc';
      case 'unknown token':
        return bearer('A'.repeat(43));
      case 'live token with a character added':
        return bearer(`${live}A`);
      case 'the token’s hash instead of the token':
        return bearer(hashToken(live));
      case 'expired':
        return bearer(tokens.expired);
      case 'revoked by logout':
        return bearer(tokens.loggedOut);
      case 'revoked by a password change':
        return bearer(tokens.passwordChanged);
      case 'revoked by a password reset':
        return bearer(tokens.reset);
    }
  }

  it('lists every route the OpenAPI document marks as needing a token, and no other', async () => {
    // staff routes (/api/admin) have their own walk: auth/staff-permissions.test.ts
    const secured = (await operations(t))
      .filter((o) => o.op.security?.length && !o.path.startsWith('/api/admin'))
      .map((o) => o.id);
    expect(Object.keys(AUTH_ROUTES).sort()).toEqual(secured.sort());
  });

  const cases = Object.keys(AUTH_ROUTES).flatMap((route) => BAD_TOKENS.map((kind) => [route, kind] as const));
  it.each(cases)('%s with %s: 401 {message}, nothing written', async (route, kind) => {
    const before = await snapshot(t.db, t.dialect);
    const res = await call(AUTH_ROUTES[route]!(fx), header(kind));
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in first.' });
    expect(await snapshot(t.db, t.dialect)).toEqual(before);
  });

  it.each(Object.keys(AUTH_ROUTES))('%s answers a live token (the 401s above are the token’s doing)', async (route) => {
    const token = route.endsWith('/logout') ? await issueAccessToken(t.db, fx.victim.id, 30) : fx.victim.token;
    const res = await call(AUTH_ROUTES[route]!(fx), bearer(token));
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  describe("another client's orders", () => {
    let other: Account;
    let ownOrder: string;
    beforeAll(async () => {
      other = await register('other@example.ly', 'other password 1');
      ownOrder = await placeOrder(other.token);
    });

    it('lists only the caller’s own orders', async () => {
      const res = await call({ method: 'GET', url: '/api/client/orders?limit=100' }, bearer(other.token));
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: { uuid: string }[]; meta: { total: number } }>();
      expect(body.data.map((o) => o.uuid)).toEqual([ownOrder]);
      expect(body.meta.total).toBe(1);
    });

    it('answers 404 for the details of another client’s order, as for an unknown one', async () => {
      const res = await call({ method: 'GET', url: `/api/client/orders/${fx.order}` }, bearer(other.token));
      expect(res.statusCode).toBe(404);
      const unknown = await call(
        { method: 'GET', url: '/api/client/orders/00000000-0000-4000-8000-000000000000' },
        bearer(other.token),
      );
      expect(res.json()).toEqual(unknown.json());
      expect(res.body).not.toContain(fx.order);
    });

    it.each([0, 1, 5])('cannot change another client’s order (quantity %i): 404, nothing written', async (quantity) => {
      const before = await snapshot(t.db, t.dialect);
      const res = await call(
        {
          method: 'POST',
          url: '/api/client/change-order-product',
          payload: { order_uuid: fx.order, product_uuid: fx.product, quantity },
        },
        bearer(other.token),
      );
      expect([404, 422]).toContain(res.statusCode);
      expect(typeof res.json<{ message: unknown }>().message).toBe('string');
      expect(await snapshot(t.db, t.dialect)).toEqual(before);
    });

    it('cannot change another client’s profile (403), nothing written', async () => {
      const before = await snapshot(t.db, t.dialect);
      const res = await call(
        {
          method: 'POST',
          url: `/api/client/update-profile/${fx.victim.uuid}`,
          payload: { current_password: other.password, first_name: 'Hijacked' },
        },
        bearer(other.token),
      );
      expect(res.statusCode).toBe(403);
      expect(typeof res.json<{ message: unknown }>().message).toBe('string');
      expect(await snapshot(t.db, t.dialect)).toEqual(before);
    });

    it('still shows the owner their order', async () => {
      const res = await call({ method: 'GET', url: `/api/client/orders/${fx.order}` }, bearer(fx.victim.token));
      expect(res.statusCode).toBe(200);
    });
  });
});
