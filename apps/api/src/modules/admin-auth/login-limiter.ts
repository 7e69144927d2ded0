import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Counts attempts per key (`staffLoginKey`: the e-mail as typed, whether or not a member has it, so a lock says nothing
 * about who exists, and the address the attempts come from; `memberCheckKey`: a member's checks inside a session) and
 * locks the key for a while after too many. An attempt is counted before its password or code is checked, in one
 * statement, so requests sent together cannot all pass the count before any is recorded (a review sent 40 at once and
 * had all 40 checked); a success clears the count. A small interface so a shared limiter can replace it.
 */
export interface LoginLimiter {
  /** counts one attempt; the seconds until the key may try again when it is locked (the attempt is refused), else 0 */
  attempt(key: string): Promise<number>;
  succeeded(key: string): Promise<void>;
}

export interface LoginLockPolicy {
  /** attempts within `windowMs` that may be checked; the next ones are refused for `lockMs` */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const STAFF_LOGIN_LOCK: LoginLockPolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** The limiter on the `staff_login_failures` table: one upsert per attempt, so it holds across API processes. */
export function databaseLoginLimiter(db: Kysely<Database>, policy: LoginLockPolicy = STAFF_LOGIN_LOCK): LoginLimiter {
  return {
    async attempt(key) {
      const now = Date.now();
      const nowIso = new Date(now).toISOString();
      const windowStart = new Date(now - policy.windowMs).toISOString();
      const lockUntil = new Date(now + policy.lockMs).toISOString();
      const row = sql.table('staff_login_failures');
      // attempts in the window so far, counting this one; an old streak, or one whose lock is over, starts again at 1
      const attempts = sql<number>`CASE WHEN ${row}.last_failed_at < ${windowStart} OR ${row}.locked_until <= ${nowIso} THEN 1 ELSE ${row}.failures + 1 END`;
      const result = await db
        .insertInto('staff_login_failures')
        .values({
          email_normalized: key,
          failures: 1,
          last_failed_at: nowIso,
          locked_until: policy.maxFailures < 1 ? lockUntil : null,
        })
        .onConflict((oc) =>
          oc.column('email_normalized').doUpdateSet({
            failures: attempts,
            last_failed_at: nowIso,
            // a lock runs its course from the first refused attempt; more attempts do not lengthen it
            locked_until: sql<string | null>`CASE WHEN ${row}.locked_until > ${nowIso} THEN ${row}.locked_until
              WHEN ${attempts} > ${policy.maxFailures} THEN ${lockUntil} ELSE NULL END`,
          }),
        )
        .returning('locked_until')
        .executeTakeFirstOrThrow();
      const until = result.locked_until ? Date.parse(result.locked_until) : 0;
      return Math.max(0, Math.ceil((until - now) / 1000));
    },
    async succeeded(key) {
      await db.deleteFrom('staff_login_failures').where('email_normalized', '=', key).execute();
    },
  };
}
