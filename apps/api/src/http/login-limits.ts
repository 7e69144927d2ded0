import type { Kysely } from 'kysely';
import { blockKey, countFailure, forgetKeys, latestBlock, pruneLoginAttempts } from '../db/login-attempts.js';
import type { Database } from '../db/schema.js';
import { RetryLater } from './retry-later.js';

/**
 * Limits on password guessing, shared by every login (the shopper's, staff's): docs/decisions/0027-login-limits.md.
 *
 * - per address: failures from one address, whatever the account (password spraying);
 * - per account and address: failures for one account from one address;
 * - per account, whatever the address: consecutive failures for one account; past `free` of them each further
 *   failure blocks the account for a doubling time (backoff), so rotating addresses gains nothing.
 *
 * Counters live in the database (`login_attempts`), so a restart does not reset them and every process shares them.
 * Only failures count; a success clears the account's counters (not the address's).
 */
export interface LoginLimitRules {
  perAddress: { max: number; windowMs: number };
  perAccountAddress: { max: number; windowMs: number };
  perAccount: { free: number; backoffMs: number; maxBackoffMs: number; forgetMs: number };
}

const MINUTE = 60_000;

/** Shoppers on Libyan mobile networks often share one public address, so only failures count against it. */
export const DEFAULT_LOGIN_LIMITS: Readonly<LoginLimitRules> = {
  perAddress: { max: 20, windowMs: 15 * MINUTE },
  perAccountAddress: { max: 10, windowMs: 15 * MINUTE },
  perAccount: { free: 10, backoffMs: MINUTE, maxBackoffMs: 60 * MINUTE, forgetMs: 24 * 60 * MINUTE },
};

const current: LoginLimitRules = structuredClone(DEFAULT_LOGIN_LIMITS);

/** Lowers or raises the limits in force (tests); `resetLoginLimits` restores the defaults. */
export function setLoginLimits(overrides: { [K in keyof LoginLimitRules]?: Partial<LoginLimitRules[K]> }): void {
  for (const name of Object.keys(overrides) as (keyof LoginLimitRules)[]) Object.assign(current[name], overrides[name]);
}

export function resetLoginLimits(): void {
  Object.assign(current, structuredClone(DEFAULT_LOGIN_LIMITS));
}

/** Who is trying: `realm` keeps shopper and staff accounts apart; `account` is the e-mail as typed (normalised here). */
export interface LoginKey {
  realm: 'client' | 'staff';
  address: string;
  account: string;
}

export type LoginVerdict = { allowed: true } | { allowed: false; retryAfter: number };

export interface LoginLimiter {
  /** Before checking the password: may this attempt go ahead, or how many seconds until it may. */
  check(key: LoginKey): Promise<LoginVerdict>;
  /** After a wrong password, an unknown account or a wrong second factor. */
  failed(key: LoginKey): Promise<void>;
  /** After a successful login. */
  succeeded(key: LoginKey): Promise<void>;
}

function keysOf({ realm, address, account }: LoginKey) {
  const who = account.trim().toLowerCase().slice(0, 190);
  return {
    address: `${realm}:address:${address}`,
    accountAddress: `${realm}:account-address:${who}|${address}`,
    account: `${realm}:account:${who}`,
  };
}

/**
 * A limiter over the database. `rules` is read on every call (the limits in force, see `setLoginLimits`);
 * `clock` is for tests of the backoff.
 */
export function loginLimiter(
  db: Kysely<Database>,
  rules: () => LoginLimitRules = () => current,
  clock: () => number = Date.now,
): LoginLimiter {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    async check(key) {
      const now = clock();
      const until = await latestBlock(db, Object.values(keysOf(key)), iso(now));
      if (!until) return { allowed: true };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((Date.parse(until) - now) / 1000)) };
    },

    async failed(key) {
      const { perAddress, perAccountAddress, perAccount } = rules();
      const keys = keysOf(key);
      const now = clock();
      const windows: [string, { max: number; windowMs: number }][] = [
        [keys.address, perAddress],
        [keys.accountAddress, perAccountAddress],
      ];
      for (const [k, rule] of windows) {
        const ends = iso(now + rule.windowMs);
        const failures = await countFailure(db, k, iso(now), ends, false);
        if (failures >= rule.max) await blockKey(db, k, ends);
      }
      const streak = await countFailure(db, keys.account, iso(now), iso(now + perAccount.forgetMs), true);
      if (streak >= perAccount.free) {
        const wait = Math.min(perAccount.backoffMs * 2 ** (streak - perAccount.free), perAccount.maxBackoffMs);
        await blockKey(db, keys.account, iso(now + wait));
      }
    },

    async succeeded(key) {
      const keys = keysOf(key);
      await forgetKeys(db, [keys.account, keys.accountAddress]);
      await pruneLoginAttempts(db, iso(clock()));
    },
  };
}

/**
 * Runs one login attempt under the limits: refuses it with 429 and Retry-After while a limit holds, counts it as a
 * failure when `attempt` throws an error `isFailure` accepts (the error is rethrown), and clears the account's
 * counters when it succeeds.
 */
export async function limitedLogin<T>(
  limiter: LoginLimiter,
  key: LoginKey,
  attempt: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
): Promise<T> {
  const verdict = await limiter.check(key);
  if (!verdict.allowed) throw new RetryLater(verdict.retryAfter);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (isFailure(error)) await limiter.failed(key);
    throw error;
  }
  await limiter.succeeded(key);
  return result;
}
