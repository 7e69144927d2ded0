/**
 * The database cannot take the request now but will soon: another process holds the write lock past the wait
 * (`busy`), a statement ran past its time (`timeout`), or the disk is full (`full`). The API answers 503 with
 * Retry-After in the shopper's language and logs the real cause; nothing was written (the transaction rolled back).
 */
export type UnavailableReason = 'busy' | 'timeout' | 'full';
export declare class DatabaseUnavailable extends Error {
  readonly reason: UnavailableReason;
  constructor(
    reason: UnavailableReason,
    options?: {
      cause?: unknown;
    },
  );
}
/** Seconds a client should wait before trying again, per reason. */
export declare const RETRY_AFTER_SECONDS: Readonly<Record<UnavailableReason, number>>;
/** Why the database is temporarily unavailable, or null when the error is something else. */
export declare function unavailableReason(error: unknown): UnavailableReason | null;
