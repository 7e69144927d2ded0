/**
 * The database cannot take the request now but will soon: another process holds the write lock past the wait
 * (`busy`), a statement ran past its time (`timeout`), or the disk is full (`full`). The API answers 503 with
 * Retry-After in the shopper's language and logs the real cause; nothing was written (the transaction rolled back).
 */
export type UnavailableReason = 'busy' | 'timeout' | 'full';

export class DatabaseUnavailable extends Error {
  constructor(
    readonly reason: UnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(`database ${reason}`, options);
    this.name = 'DatabaseUnavailable';
  }
}

/** Seconds a client should wait before trying again, per reason. */
export const RETRY_AFTER_SECONDS: Readonly<Record<UnavailableReason, number>> = { busy: 2, timeout: 5, full: 60 };

/** SQLite result codes (better-sqlite3 gives extended codes, e.g. SQLITE_BUSY_SNAPSHOT) and PostgreSQL SQLSTATEs. */
const REASONS: [RegExp, UnavailableReason][] = [
  [/^SQLITE_(BUSY|LOCKED)/, 'busy'],
  [/^SQLITE_FULL$/, 'full'],
  [/^(55P03|40P01)$/, 'busy'], // lock_not_available (lock_timeout), deadlock_detected
  [/^57014$/, 'timeout'], // query_canceled (statement_timeout)
  [/^53100$/, 'full'], // disk_full
];

/** Why the database is temporarily unavailable, or null when the error is something else. */
export function unavailableReason(error: unknown): UnavailableReason | null {
  if (error instanceof DatabaseUnavailable) return error.reason;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  return REASONS.find(([pattern]) => pattern.test(code))?.[1] ?? null;
}
