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
