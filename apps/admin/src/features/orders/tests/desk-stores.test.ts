import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BULK, useSelection } from '../store/selection';
import { totalOf, useSeenOrders } from '../store/seen-orders';

const counts = (pending: number, delivered = 0) => ({
  pending,
  confirmed: 1,
  preparing: 0,
  shipped: 2,
  delivered,
  cancelled: 1,
});

describe('new orders', () => {
  beforeEach(() => useSeenOrders.getState().reset());

  it('counts every order whatever its status', () => {
    expect(totalOf(counts(3, 4))).toBe(11);
  });

  it('the first summary is the starting point; later ones only move it forward', () => {
    const { markSeen } = useSeenOrders.getState();
    markSeen(10);
    expect(useSeenOrders.getState().seenTotal).toBe(10);
    markSeen(8); // an older answer arriving late must not bring old orders back as new
    expect(useSeenOrders.getState().seenTotal).toBe(10);
    markSeen(13);
    expect(useSeenOrders.getState().seenTotal).toBe(13);
  });
});

describe('bulk selection', () => {
  beforeEach(() => useSelection.getState().clear());

  it('toggles orders in and out and keeps their numbers for messages', () => {
    const { toggle } = useSelection.getState();
    toggle('a', 'DK-1');
    toggle('b', 'DK-2');
    toggle('a', 'DK-1');
    expect([...useSelection.getState().selected]).toEqual([['b', 'DK-2']]);
  });

  it(`never holds more than the API's ${MAX_BULK} orders`, () => {
    const orders = Array.from({ length: MAX_BULK + 5 }, (_, i) => ({ uuid: `u${i}`, number: `DK-${i}` }));
    useSelection.getState().setMany(orders, true);
    expect(useSelection.getState().selected.size).toBe(MAX_BULK);
    useSelection.getState().setMany(orders.slice(0, 10), false);
    expect(useSelection.getState().selected.size).toBe(MAX_BULK - 10);
  });
});
