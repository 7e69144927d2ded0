import { describe, expect, it } from 'vitest';
import { formatLibyanPhone, normalizeLibyanPhone, normalizeLibyanShopPhone } from './phone.js';

describe('normalizeLibyanPhone', () => {
  it.each([
    ['0912345678', '+218912345678'],
    ['+218912345678', '+218912345678'],
    ['218922345678', '+218922345678'],
    ['00218942345678', '+218942345678'],
    ['091 234 5678', '+218912345678'],
    ['٠٩٢٣٤٥٦٧٨٩', '+218923456789'],
    // the 0 kept after the country code, and no prefix at all, as shoppers also write them
    ['+218 091 234 5678', '+218912345678'],
    ['002180942345678', '+218942345678'],
    ['912345678', '+218912345678'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeLibyanPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '0812345678',
    '+21891234567',
    '09123456789',
    'abc0912345678',
    '+20912345678',
    '+21800912345678',
    '812345678',
    '+912345678',
  ])('rejects %s', (input) => {
    expect(normalizeLibyanPhone(input)).toBeNull();
  });
});

describe('normalizeLibyanShopPhone', () => {
  it.each([
    ['0912345678', '+218912345678'],
    ['021 333 4444', '+218213334444'],
    ['0213334444', '+218213334444'],
    ['+218 21 333 4444', '+218213334444'],
    ['00218613334444', '+218613334444'],
    ['+218 051 262 1234', '+218512621234'],
    ['٠٢١٣٣٣٤٤٤٤', '+218213334444'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeLibyanShopPhone(input)).toBe(expected);
  });

  it.each(['0212345', '02133344445', '0113334444', '0013334444', '213334444', '+20213334444', '0913334444x'])(
    'refuses %s',
    (input) => {
      expect(normalizeLibyanShopPhone(input)).toBeNull();
    },
  );
});

describe('formatLibyanPhone', () => {
  it.each([
    ['+218912345678', '+218 91 234 5678'],
    ['+218213334444', '+218 21 333 4444'],
    // what is not a canonical number is shown as it is
    ['0912345678', '0912345678'],
    ['+2189123456789', '+2189123456789'],
    ['', ''],
  ])('%s -> %s', (phone, shown) => {
    expect(formatLibyanPhone(phone)).toBe(shown);
  });
});
