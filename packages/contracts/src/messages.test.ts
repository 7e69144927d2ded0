import { describe, expect, it } from 'vitest';
import { MESSAGES, SHOPPER_MESSAGES, STAFF_MESSAGES, message, shopperMessage, type MessageText } from './messages.js';

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

  it('says a number in the form its language gives it (CLDR plural rules)', () => {
    const min = (n: number) => message('min_string', 'ar', { n });
    expect([min(2), min(3), min(10), min(11), min(99), min(100), min(103)]).toEqual([
      'يجب ألا يقل عن حرفين.',
      'يجب ألا يقل عن 3 أحرف.',
      'يجب ألا يقل عن 10 أحرف.',
      'يجب ألا يقل عن 11 حرفاً.',
      'يجب ألا يقل عن 99 حرفاً.',
      'يجب ألا يقل عن 100 حرف.',
      'يجب ألا يقل عن 103 أحرف.',
    ]);
    expect(message('max_string', 'en', { n: 2 })).toBe('Must be at most 2 characters.');
    const locked = (locale: 'ar' | 'en', minutes: number) => message('sign_in_change_locked', locale, { minutes });
    expect(locked('ar', 1)).toMatch(/حاول بعد دقيقة\.$/);
    expect(locked('ar', 2)).toMatch(/حاول بعد دقيقتين\.$/);
    expect(locked('ar', 7)).toMatch(/حاول بعد 7 دقائق\.$/);
    expect(locked('ar', 15)).toMatch(/حاول بعد 15 دقيقة\.$/);
    expect(locked('en', 1)).toMatch(/Try again in a minute\.$/);
    expect(locked('en', 15)).toMatch(/Try again in 15 minutes\.$/);
  });

  it("has an every-number form in each plural text, whose count is one of the text's placeholders", () => {
    const catalogue: Record<string, Record<string, MessageText>> = MESSAGES;
    for (const [code, texts] of Object.entries(catalogue)) {
      for (const text of Object.values(texts)) {
        if (typeof text === 'string') continue;
        expect(text.other, code).toEqual(expect.any(String));
        const { count, ...forms } = text;
        // a misspelt form would never be picked: every number would take `other`
        for (const form of Object.keys(forms)) {
          expect(['zero', 'one', 'two', 'few', 'many', 'other'], `${code}: ${form}`).toContain(form);
        }
        expect(
          Object.values(forms).some((form) => form.includes(`{${count}}`)),
          code,
        ).toBe(true);
      }
    }
  });
});
