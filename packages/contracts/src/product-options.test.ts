import { describe, expect, it } from 'vitest';
import { nameWithOption } from './product-options.js';

describe('nameWithOption', () => {
  it('names the colour and size after the product, with each language’s comma', () => {
    expect(nameWithOption('حذاء رياضي', ['أسود', '42'], 'ar')).toBe('حذاء رياضي — أسود، 42');
    expect(nameWithOption('Running shoe', ['Black', '42'], 'en')).toBe('Running shoe — Black, 42');
  });
  it('leaves out what the option does not have, and keeps a plain name when it has nothing', () => {
    expect(nameWithOption('Dress', [null, 'M'], 'en')).toBe('Dress — M');
    expect(nameWithOption('Dress', [null, ' '], 'en')).toBe('Dress');
  });
});
