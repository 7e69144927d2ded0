import { describe, expect, it } from 'vitest';
import { MESSAGES, SHOPPER_MESSAGES, STAFF_MESSAGES, message, shopperMessage } from './messages.js';

describe('the message catalogue', () => {
  it('has no code in both its parts (one would silently replace the other)', () => {
    const shared = Object.keys(SHOPPER_MESSAGES).filter((code) => code in STAFF_MESSAGES);
    expect(shared).toEqual([]);
    expect(Object.keys(MESSAGES)).toHaveLength(
      Object.keys(SHOPPER_MESSAGES).length + Object.keys(STAFF_MESSAGES).length,
    );
  });

  it('fills parameters in the language asked for, a shopper code through either function', () => {
    expect(shopperMessage('quantity_exceeds', 'en', { available: 3 })).toBe(
      'The requested quantity is more than the available quantity of the product (available: 3)',
    );
    expect(message('quantity_exceeds', 'ar', { available: '٣' })).toBe(
      'الكمية المطلوبة أكبر من الكمية المتوفرة من المنتج (المتوفر: ٣)',
    );
    expect(message('stock_below_zero', 'en', { available: 2 })).toBe('Stock cannot go below zero (in stock: 2).');
  });
});
