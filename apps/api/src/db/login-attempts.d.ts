import { type Kysely } from 'kysely';
import type { Database } from './schema.js';
type Db = Kysely<Database>;
/** The latest `blocked_until` among `keys` that is still in the future, or null. */
export declare function latestBlock(db: Db, keys: string[], now: string): Promise<string | null>;
/**
 * Counts one failure for `key` and answers the count in its window. A window that has ended starts again at 1;
 * `slide` moves the window's end to `windowEndsAt` on every failure (a count of consecutive failures that is
 * forgotten only after a quiet period).
 */
export declare function countFailure(
  db: Db,
  key: string,
  now: string,
  windowEndsAt: string,
  slide: boolean,
): Promise<number>;
export declare function blockKey(db: Db, key: string, until: string): Promise<void>;
export declare function forgetKeys(db: Db, keys: string[]): Promise<void>;
/** Drops counters whose window and block have both ended. */
export declare function pruneLoginAttempts(db: Db, now: string): Promise<void>;
export {};
