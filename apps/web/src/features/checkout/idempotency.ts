/** How the last submission of an order ended, as far as the storefront can tell. */
export type AttemptOutcome = 'placed' | 'refused' | 'unknown';

export interface IdempotencyKeys {
  /** The Idempotency-Key for submitting this body now. */
  keyFor: (body: unknown) => string;
  /** Records how the submission made with the current key ended. */
  settle: (outcome: AttemptOutcome) => void;
}

const newKey = (): string => globalThis.crypto.randomUUID();

/**
 * One Idempotency-Key per checkout attempt (docs/decisions/0007):
 * - the same body is always sent with the same key, so a retry after a lost answer returns the same order;
 * - after a clear refusal (a 4xx: nothing was placed) a changed body starts a new attempt with a new key;
 * - after an unknown outcome (network failure, 5xx) the key is kept even when the body changes, so an order that
 *   was in fact placed is answered with 422 idempotency_key instead of being placed twice;
 * - a placed order ends the attempt; the next order gets a new key.
 */
export function createIdempotencyKeys(generate: () => string = newKey): IdempotencyKeys {
  let current: { key: string; body: string; unsettled: boolean } | null = null;
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body);
      if (current && (current.body === fingerprint || current.unsettled)) {
        current = { ...current, body: fingerprint };
        return current.key;
      }
      current = { key: generate(), body: fingerprint, unsettled: false };
      return current.key;
    },
    settle(outcome) {
      if (!current) return;
      if (outcome === 'placed') current = null;
      else current = { ...current, unsettled: outcome === 'unknown' };
    },
  };
}
