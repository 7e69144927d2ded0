import { describe, expect, it } from 'vitest';
import { normalizeSearch, toAsciiDigits } from './search.js';

describe('normalizeSearch', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبريق', 'ابريق'],
    ['آلة', 'اله'],
    ['مستشفى', 'مستشفي'],
    ['مَكْتَبَةٌ', 'مكتبه'],
    ['جــــوال', 'جوال'],
    ['مؤسسة', 'موسسه'],
    ['  Samsung   GALAXY ', 'samsung galaxy'],
    ['آيفون ١٥ برو', 'ايفون 15 برو'],
    ['۱۲۳', '123'],
    ['\u202Eabc\u200F', 'abc'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected);
  });

  it('gives the same key for spellings with and without hamza and diacritics', () => {
    expect(normalizeSearch('زَيْتُ الزّيتون')).toBe(normalizeSearch('زيت الزيتون'));
    expect(normalizeSearch('أجهزة')).toBe(normalizeSearch('اجهزه'));
  });

  it('converts Arabic-Indic digits and leaves other text alone', () => {
    expect(toAsciiDigits('٠٩١-٢٣٤')).toBe('091-234');
  });
});
