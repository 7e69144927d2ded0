import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, paragraphs } from './format';

describe('formatting', () => {
  it('shows whole dinar amounts without decimals and others with the three decimals of the dinar', () => {
    expect(formatPrice(1250, 'en')).toBe('1,250');
    expect(formatPrice(12.5, 'en')).toBe('12.500');
    expect(formatPrice(0.1 + 0.2, 'en')).toBe('0.300');
  });

  it('formats for Libyan Arabic in Arabic', () => {
    const expected = new Intl.NumberFormat('ar-LY', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
      1234.5,
    );
    expect(formatPrice(1234.5, 'ar')).toBe(expected);
    expect(formatPrice(1234.5, 'ar')).not.toBe(formatPrice(1234.5, 'en'));
    expect(formatNumber(1500, 'ar')).toBe(new Intl.NumberFormat('ar-LY').format(1500));
  });

  it('splits plain text into paragraphs on blank lines, keeping markup as text', () => {
    expect(paragraphs('one\n\n two \r\n\r\n<b>three</b>\n')).toEqual(['one', 'two', '<b>three</b>']);
    expect(paragraphs('   ')).toEqual([]);
  });
});
