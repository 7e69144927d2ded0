import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { discountCodeBodySchema } from './schemas/admin-shop.js';
import { parseLocalized } from './validation.js';

describe('number bounds in the field messages', () => {
  it.each([
    ['en', z.number().min(0), -1, 'Must be at least 0.'],
    ['en', z.number().positive(), 0, 'Must be greater than 0.'],
    ['ar', z.number().positive(), 0, 'يجب أن تكون القيمة أكبر من 0.'],
    ['en', z.number().max(100), 101, 'Must be at most 100.'],
    ['en', z.number().lt(100), 100, 'Must be less than 100.'],
    ['ar', z.number().lt(100), 100, 'يجب أن تكون القيمة أقل من 100.'],
  ] as const)(
    '(%s) case %#: an inclusive bound reads "at least/most", an exclusive one "greater/less than"',
    (locale, schema, input, text) => {
      expect(parseLocalized(z.object({ n: schema }), { n: input }, locale)).toEqual({
        success: false,
        errors: { n: [text] },
      });
    },
  );

  it('refuses a discount code worth 0 as "greater than 0", in both languages', () => {
    const body = { code: 'P0', type: 'percent', value: 0 };
    expect(parseLocalized(discountCodeBodySchema, body, 'en')).toEqual({
      success: false,
      errors: { value: ['Must be greater than 0.'] },
    });
    expect(parseLocalized(discountCodeBodySchema, body, 'ar')).toEqual({
      success: false,
      errors: { value: ['يجب أن تكون القيمة أكبر من 0.'] },
    });
  });
});

describe('text lengths in the field messages', () => {
  const refused = (schema: z.ZodString, input: string, locale: 'ar' | 'en') =>
    parseLocalized(z.object({ s: schema }), { s: input }, locale);
  it.each([
    [z.string().min(2), 'x', 'يجب ألا يقل عن حرفين.'],
    [z.string().min(8), 'x', 'يجب ألا يقل عن 8 أحرف.'],
    [z.string().min(12), 'x', 'يجب ألا يقل عن 12 حرفاً.'],
    [z.string().max(2), 'xxx', 'يجب ألا يزيد عن حرفين.'],
    [z.string().max(10), 'x'.repeat(11), 'يجب ألا يزيد عن 10 أحرف.'],
    [z.string().max(45), 'x'.repeat(46), 'يجب ألا يزيد عن 45 حرفاً.'],
    [z.string().max(100), 'x'.repeat(101), 'يجب ألا يزيد عن 100 حرف.'],
    [z.string().max(103), 'x'.repeat(104), 'يجب ألا يزيد عن 103 أحرف.'],
    [z.string().max(255), 'x'.repeat(256), 'يجب ألا يزيد عن 255 حرفاً.'],
    [z.string().max(5000), 'x'.repeat(5001), 'يجب ألا يزيد عن 5000 حرف.'],
  ])('in Arabic, the noun follows the number (case %#)', (schema, input, text) => {
    expect(refused(schema, input, 'ar')).toEqual({ success: false, errors: { s: [text] } });
  });

  it('in English, one form', () => {
    expect(refused(z.string().min(2), 'x', 'en')).toEqual({
      success: false,
      errors: { s: ['Must be at least 2 characters.'] },
    });
    expect(refused(z.string().max(100), 'x'.repeat(101), 'en')).toEqual({
      success: false,
      errors: { s: ['Must be at most 100 characters.'] },
    });
  });
});
