/** How the last submission of an order ended, as far as the storefront can tell. */
export type AttemptOutcome = 'placed' | 'refused' | 'unknown';

export interface IdempotencyKeys {
  /** The Idempotency-Key for submitting this body now. */
  keyFor: (body: unknown) => string;
  /** Records how the submission made with the current key ended. */
  settle: (outcome: AttemptOutcome) => void;
}

/**
 * The attempt under way: its key, the body it was last sent with, and whether that sending has not ended clearly (on
 * its way, or its answer lost).
 */
export interface Attempt {
  key: string;
  body: string;
  unsettled: boolean;
}

/** Where the attempt is kept besides memory (the tab's storage), so that a reload goes on with the same key. */
export interface AttemptStore {
  read: () => Attempt | null;
  write: (attempt: Attempt | null) => void;
}

const newKey = (): string => globalThis.crypto.randomUUID();
const inMemory: AttemptStore = { read: () => null, write: () => undefined };

/**
 * One Idempotency-Key per checkout attempt (docs/decisions/0007):
 * - the same body is always sent with the same key, so a retry after a lost answer returns the same order;
 * - after a clear refusal (a 4xx: nothing was placed) a changed body starts a new attempt with a new key;
 * - after an unknown outcome (network failure, 5xx) the key is kept even when the body changes, so an order that
 *   was in fact placed is answered with 422 idempotency_key instead of being placed twice;
 * - a placed order ends the attempt; the next order gets a new key.
 * With a `store`, the attempt outlives the page: a reload after a lost answer sends the same key.
 */
export function createIdempotencyKeys(
  generate: () => string = newKey,
  store: AttemptStore = inMemory,
): IdempotencyKeys {
  let current = store.read();
  const keep = (attempt: Attempt | null) => {
    current = attempt;
    store.write(attempt);
  };
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body);
      const next =
        current && (current.body === fingerprint || current.unsettled)
          ? { ...current, body: fingerprint }
          : // unsettled until its answer comes: a page reloaded while it was on its way goes on with its key
            { key: generate(), body: fingerprint, unsettled: true };
      keep(next);
      return next.key;
    },
    settle(outcome) {
      if (!current) return;
      if (outcome === 'placed') keep(null);
      else keep({ ...current, unsettled: outcome === 'unknown' });
    },
  };
}
