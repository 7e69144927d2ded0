import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, type Attempt } from './idempotency';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

const body = (quantity: number) => ({ products: [{ uuid: 'a', quantity }], delivery_method: 'pickup' });

describe('idempotency keys', () => {
  it('reuses the key when the same body is retried after a lost answer', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor(body(1))).toBe('key-1');
    keys.settle('unknown');
    expect(keys.keyFor(body(1))).toBe('key-1');
  });

  it('reuses the key for the same body after a refusal too', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor(body(1));
    keys.settle('refused');
    expect(keys.keyFor(body(1))).toBe('key-1');
  });

  it('starts a new attempt when the shopper changes the order after a refusal', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor(body(1));
    keys.settle('refused');
    expect(keys.keyFor(body(2))).toBe('key-2');
  });

  it('keeps the key after an unknown outcome even when the body changes, so no second order is made', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor(body(1));
    keys.settle('unknown');
    expect(keys.keyFor(body(2))).toBe('key-1');
    keys.settle('refused');
    expect(keys.keyFor(body(3))).toBe('key-2');
  });

  it('gives the next order a new key once one is placed', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor(body(1));
    keys.settle('placed');
    expect(keys.keyFor(body(1))).toBe('key-2');
  });

  it('makes distinct, header-safe keys by default', () => {
    const a = createIdempotencyKeys().keyFor(body(1));
    const b = createIdempotencyKeys().keyFor(body(1));
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[\x21-\x7E]{1,100}$/);
  });
});

describe('idempotency keys kept in the tab', () => {
  const memoryStore = () => {
    let kept: Attempt | null = null;
    return { read: () => kept, write: (attempt: Attempt | null) => void (kept = attempt) };
  };

  it('a reloaded page goes on with the key of an order whose answer was lost, and forgets it once placed', () => {
    const store = memoryStore();
    const before = createIdempotencyKeys(counter(), store);
    expect(before.keyFor(body(1))).toBe('key-1');
    before.settle('unknown');
    // the page is loaded again: a new generator, the same tab's store
    const after = createIdempotencyKeys(() => 'fresh', store);
    expect(after.keyFor(body(2))).toBe('key-1');
    after.settle('placed');
    expect(store.read()).toBeNull();
    expect(createIdempotencyKeys(() => 'next', store).keyFor(body(2))).toBe('next');
  });

  it('a page reloaded while the order was on its way goes on with its key, even for a changed order', () => {
    const store = memoryStore();
    expect(createIdempotencyKeys(counter(), store).keyFor(body(1))).toBe('key-1');
    // no answer came: the page was reloaded, and the shopper left out the code they had applied
    const after = createIdempotencyKeys(() => 'fresh', store);
    expect(after.keyFor(body(2))).toBe('key-1');
  });

  it('a reloaded page after a refusal starts a new attempt when the order changed', () => {
    const store = memoryStore();
    const before = createIdempotencyKeys(counter(), store);
    before.keyFor(body(1));
    before.settle('refused');
    const after = createIdempotencyKeys(() => 'fresh', store);
    expect(after.keyFor(body(1))).toBe('key-1');
    expect(after.keyFor(body(3))).toBe('fresh');
  });
});
