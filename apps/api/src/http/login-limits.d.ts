import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
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
    perAddress: {
        max: number;
        windowMs: number;
    };
    perAccountAddress: {
        max: number;
        windowMs: number;
    };
    perAccount: {
        free: number;
        backoffMs: number;
        maxBackoffMs: number;
        forgetMs: number;
    };
}
/** Shoppers on Libyan mobile networks often share one public address, so only failures count against it. */
export declare const DEFAULT_LOGIN_LIMITS: Readonly<LoginLimitRules>;
/** Lowers or raises the limits in force (tests); `resetLoginLimits` restores the defaults. */
export declare function setLoginLimits(overrides: {
    [K in keyof LoginLimitRules]?: Partial<LoginLimitRules[K]>;
}): void;
export declare function resetLoginLimits(): void;
/** Who is trying: `realm` keeps shopper and staff accounts apart; `account` is the e-mail as typed (normalised here). */
export interface LoginKey {
    realm: 'client' | 'staff';
    address: string;
    account: string;
}
export type LoginVerdict = {
    allowed: true;
} | {
    allowed: false;
    retryAfter: number;
};
export interface LoginLimiter {
    /** Before checking the password: may this attempt go ahead, or how many seconds until it may. */
    check(key: LoginKey): Promise<LoginVerdict>;
    /** After a wrong password, an unknown account or a wrong second factor. */
    failed(key: LoginKey): Promise<void>;
    /** After a successful login. */
    succeeded(key: LoginKey): Promise<void>;
}
/**
 * A limiter over the database. `rules` is read on every call (the limits in force, see `setLoginLimits`);
 * `clock` is for tests of the backoff.
 */
export declare function loginLimiter(db: Kysely<Database>, rules?: () => LoginLimitRules, clock?: () => number): LoginLimiter;
/**
 * Runs one login attempt under the limits: refuses it with 429 and Retry-After while a limit holds, counts it as a
 * failure when `attempt` throws an error `isFailure` accepts (the error is rethrown), and clears the account's
 * counters when it succeeds.
 */
export declare function limitedLogin<T>(limiter: LoginLimiter, key: LoginKey, attempt: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T>;
