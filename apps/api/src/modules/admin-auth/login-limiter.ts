import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Counts failed logins per key (`staffLoginKey`: the e-mail as typed, whether or not a member has it, so a lock says
 * nothing about who exists, and the address the attempts come from) and locks the key for a while after too many.
 * A small interface so a shared limiter can replace it.
 */
export interface LoginLimiter {
  /** seconds until the key may try again, or 0 when it may now */
  lockedFor(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
}

export interface LoginLockPolicy {
  /** failures within `windowMs` that lock the key */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const STAFF_LOGIN_LOCK: LoginLockPolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** The limiter on the `staff_login_failures` table: one upsert per failure, so it holds across API processes. */
export function databaseLoginLimiter(db: Kysely<Database>, policy: LoginLockPolicy = STAFF_LOGIN_LOCK): LoginLimiter {
  return {
    async lockedFor(key) {
      const row = await db
        .selectFrom('staff_login_failures')
        .select('locked_until')
        .where('email_normalized', '=', key)
        .executeTakeFirst();
      const until = row?.locked_until ? Date.parse(row.locked_until) : 0;
      return Math.max(0, Math.ceil((until - Date.now()) / 1000));
    },
    async failed(key) {
      const now = Date.now();
      const windowStart = new Date(now - policy.windowMs).toISOString();
      const lockUntil = new Date(now + policy.lockMs).toISOString();
      // failures in the window so far, counting this one; an old streak starts again at 1
      const failures = sql<number>`CASE WHEN staff_login_failures.last_failed_at < ${windowStart} THEN 1 ELSE staff_login_failures.failures + 1 END`;
      await db
        .insertInto('staff_login_failures')
        .values({
          email_normalized: key,
          failures: 1,
          last_failed_at: new Date(now).toISOString(),
          locked_until: policy.maxFailures <= 1 ? lockUntil : null,
        })
        .onConflict((oc) =>
          oc.column('email_normalized').doUpdateSet({
            failures,
            last_failed_at: new Date(now).toISOString(),
            locked_until: sql<
              string | null
            >`CASE WHEN ${failures} >= ${policy.maxFailures} THEN ${lockUntil} ELSE NULL END`,
          }),
        )
        .execute();
    },
    async succeeded(key) {
      await db.deleteFrom('staff_login_failures').where('email_normalized', '=', key).execute();
    },
  };
}
