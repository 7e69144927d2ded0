import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  shopClockInput,
  shopClockInstant,
} from './format';

describe('formatMoney', () => {
  it('writes dirhams after a point and groups thousands with commas', () => {
    expect(formatMoney(1234.5)).toBe('1,234.500');
    expect(formatMoney(7)).toBe('7.000');
    expect(formatMoney(0.05)).toBe('0.050');
    expect(formatMoney(1_000_000)).toBe('1,000,000.000');
  });

  it('rounds to the thousandth and keeps the sign', () => {
    expect(formatMoney(2.0004)).toBe('2.000');
    expect(formatMoney(-15.25)).toBe('-15.250');
  });
});

describe('numbers and dates', () => {
  it('counts use Western digits', () => {
    expect(formatCount(12345)).toBe('12,345');
  });

  it('Arabic dates keep Western digits and name the month in Arabic', () => {
    const text = formatDate('2026-03-05T10:00:00Z', 'ar');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/مارس/);
    expect(text).not.toMatch(/[٠-٩]/);
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toMatch(/Mar/);
  });

  it('chart days read the date as written, whatever the time zone', () => {
    expect(formatDay('2026-01-31', 'en')).toBe('31 Jan');
  });

  it("times read on the shop's clock (UTC+2), on the shop's day, whatever the device's time zone", () => {
    // 23:30 UTC on 29 November is 01:30 on 30 November in Tripoli
    expect(formatDateTime('2026-11-29T23:30:00Z', 'en')).toBe('30 Nov 2026, 01:30');
    expect(formatDate('2026-11-29T23:30:00Z', 'en')).toBe('30 November 2026');
  });

  it("a date-and-time field shows and takes the shop's clock", () => {
    expect(shopClockInput('2026-11-29T23:30:00.000Z')).toBe('2026-11-30T01:30');
    expect(shopClockInstant('2026-12-31T23:59')).toBe('2026-12-31T21:59:00.000Z');
    expect(shopClockInput(null)).toBe('');
    expect(shopClockInstant('')).toBeNull();
  });
});
