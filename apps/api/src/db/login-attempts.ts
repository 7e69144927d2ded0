import { sql } from 'kysely';
import type { Db } from './schema.js';

/** The latest `blocked_until` among `keys` that is still in the future, or null. */
export async function latestBlock(db: Db, keys: string[], now: string): Promise<string | null> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('blocked_until').as('until'))
    .where('key', 'in', keys)
    .where('blocked_until', '>', now)
    .executeTakeFirst();
  return row?.until ?? null;
}

/**
 * Counts one failure for `key` and answers the count in its window. A window that has ended starts again at 1;
 * `slide` moves the window's end to `windowEndsAt` on every failure (a count of consecutive failures that is
 * forgotten only after a quiet period).
 */
export async function countFailure(
  db: Db,
  key: string,
  now: string,
  windowEndsAt: string,
  slide: boolean,
): Promise<number> {
  const expired = sql<boolean>`login_attempts.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 1, window_ends_at: windowEndsAt, blocked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`CASE WHEN ${expired} THEN 1 ELSE login_attempts.failures + 1 END`,
        window_ends_at: slide
          ? windowEndsAt
          : sql<string>`CASE WHEN ${expired} THEN ${windowEndsAt} ELSE login_attempts.window_ends_at END`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function blockKey(db: Db, key: string, until: string): Promise<void> {
  await db.updateTable('login_attempts').set({ blocked_until: until }).where('key', '=', key).execute();
}

export async function forgetKeys(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', 'in', keys).execute();
}

/** Drops counters whose window and block have both ended. */
export async function pruneLoginAttempts(db: Db, now: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('window_ends_at', '<=', now)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', now)]))
    .execute();
}
