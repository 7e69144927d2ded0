import { describe, expect, it } from 'vitest';
import { codeState } from '../pages/discounts-page';

const now = Date.parse('2026-11-29T12:00:00.000Z');
const code = { is_active: true, starts_at: null, expires_at: null, max_uses: null, used_count: 0 };

describe("a discount code's state in the list", () => {
  it('is active only while switched on, started, not ended and not used up', () => {
    expect(codeState(code, now)).toBe('active');
    expect(codeState({ ...code, is_active: false }, now)).toBe('inactive');
    expect(codeState({ ...code, expires_at: '2026-11-28T00:00:00.000Z' }, now)).toBe('expired');
    expect(codeState({ ...code, expires_at: '2026-11-29T12:00:00.000Z' }, now)).toBe('expired');
    expect(codeState({ ...code, starts_at: '2026-12-01T00:00:00.000Z' }, now)).toBe('scheduled');
    expect(codeState({ ...code, max_uses: 2, used_count: 2 }, now)).toBe('usedUp');
    expect(codeState({ ...code, max_uses: 2, used_count: 1, expires_at: '2026-12-31T00:00:00.000Z' }, now)).toBe(
      'active',
    );
  });
});
