import { describe, expect, it } from 'vitest';
import { listOptionsFromQuery, typedPrice } from './list-options';

describe('a price typed in the list filter', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(typedPrice('١٠٠')).toBe('100');
    expect(typedPrice(' ۲۵٫۵ ')).toBe('25.5');
    expect(typedPrice('99.125')).toBe('99.125');
  });

  it('is empty for no bound and null for text that is no price', () => {
    expect(typedPrice('  ')).toBe('');
    expect(typedPrice('abc')).toBeNull();
    expect(typedPrice('-5')).toBeNull();
    expect(typedPrice('1.2345')).toBeNull();
  });

  it('keeps the bounds the address gives in order', () => {
    expect(listOptionsFromQuery(new URLSearchParams('price_min=300&price_max=100'))).toMatchObject({
      price_min: '100',
      price_max: '300',
    });
  });
});
