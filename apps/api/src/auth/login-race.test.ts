import type { SessionResponse } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLoginLimits } from '../http/login-limits.js';
import type * as Passwords from './passwords.js';
import { setAccountRateLimits } from '../modules/accounts/rate-limits.js';
import { client, isolatedPaths, seedAccountsFixtures } from '../modules/accounts/test-support.js';
import { DIALECTS, type TestApp, createTestApp } from '../test/harness.js';
import { insertStaffMember } from '../test/staff.js';

/**
 * A login checks its password against the row it read before the hash's check, which takes a while (argon2id). These
 * tests run a change in that while, after the login's check has said yes and before it opens its session: the change
 * ends every other session of the account, so it must end that login too.
 */
const between = vi.hoisted(() => ({ change: null as null | (() => Promise<void>) }));
vi.mock('./passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: async (stored: string | null | undefined, password: string) => {
      const ok = await real.verifyPassword(stored, password);
      const change = between.change;
      between.change = null;
      await change?.();
      return ok;
    },
  };
});

describe.each(DIALECTS)('a login in flight during a change, on %s', (dialect) => {
  let t: TestApp;
  const paths = isolatedPaths();

  beforeAll(async () => {
    setAccountRateLimits({ updateProfile: { max: 10_000 }, registration: { max: 10_000 } });
    setLoginLimits({ perAddress: { max: 10_000 }, perAccountAddress: { max: 10_000 }, perAccount: { free: 10_000 } });
    t = await createTestApp(dialect, { ...paths, RATE_LIMIT: false });
  });
  afterAll(() => t.destroy());

  const staffSessions = async (staffId: number) =>
    (
      await t.db
        .selectFrom('staff_tokens')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n;
  const staffPost = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin${url}`,
      payload,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const staffLogin = async (email: string, password: string) => {
    const res = await staffPost('/login', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { access_token: string } }>().data.access_token;
  };

  it("a member's new password, saved while a login with the old one is checked, ends that login too", async () => {
    const member = await insertStaffMember(t.db, 'orders');
    const desk = await staffLogin(member.email, member.password);
    const changed = 'A-whole-new-pass-2026';
    between.change = async () => {
      const res = await staffPost(
        '/me/password',
        { current_password: member.password, password: changed, password_confirmation: changed },
        desk,
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    const late = await staffPost('/login', { email: member.email, password: member.password });
    expect(between.change).toBeNull();
    expect(late.statusCode, late.body).toBe(401);
    expect(late.json()).toMatchObject({ message: expect.any(String) });
    // the changing session alone is open; the new password opens one
    expect(Number(await staffSessions(member.id))).toBe(1);
    await staffLogin(member.email, changed);
    expect(Number(await staffSessions(member.id))).toBe(2);
  });

  it('a member disabled by an owner while their login is checked gets no session', async () => {
    const owner = await insertStaffMember(t.db, 'owner');
    const member = await insertStaffMember(t.db, 'catalogue');
    const ownerToken = await staffLogin(owner.email, owner.password);
    between.change = async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${member.id}`,
        payload: { disabled: true },
        headers: { 'accept-language': 'en', authorization: `Bearer ${ownerToken}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const late = await staffPost('/login', { email: member.email, password: member.password });
    expect(between.change).toBeNull();
    expect(late.statusCode, late.body).toBe(401);
    expect(late.json()).toEqual({
      message: "This account is disabled, so it cannot log in. Ask the shop's owner to enable it again.",
    });
    expect(Number(await staffSessions(member.id))).toBe(0);
  });

  it("a shopper's new password, saved while a login with the old one is checked, ends that login too", async () => {
    const places = await seedAccountsFixtures(t.db);
    const api = client(t);
    const email = `racing.${dialect}@example.ly`;
    const password = 'correct horse 1';
    const registered = await api.post('/registration', {
      first_name: 'Ali',
      last_name: 'Ben Omran',
      email,
      password,
      password_confirmation: password,
      country_id: places.libya,
      city_id: places.tripoli,
      near_place: 'قرب جامع مولاي محمد',
      phone: '0912345678',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const account = registered.json<SessionResponse>().data;
    between.change = async () => {
      const res = await api.post(
        `/update-profile/${account.client.uuid}`,
        { current_password: password, password: 'battery staple 2', password_confirmation: 'battery staple 2' },
        { token: account.access_token },
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    const late = await api.post('/login', { email, password });
    expect(between.change).toBeNull();
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('email');
    const open = await t.db
      .selectFrom('access_tokens')
      .innerJoin('clients', 'clients.id', 'access_tokens.client_id')
      .select('access_tokens.id')
      .where('clients.uuid', '=', account.client.uuid)
      .where('access_tokens.revoked_at', 'is', null)
      .execute();
    // the session that changed the password, and no other
    expect(open).toHaveLength(1);
    expect((await api.post('/login', { email, password: 'battery staple 2' })).statusCode).toBe(200);
  });
});
