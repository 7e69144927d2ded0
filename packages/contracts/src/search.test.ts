import { describe, expect, it } from 'vitest';
import {
  SEARCH_TEXT_MAX,
  canonicalBrandSpellings,
  normalizeSearch,
  searchAlternatives,
  searchQueryText,
  toAsciiDigits,
} from './search.js';

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
    // marks outside WORD_ENDS are written "-", so a word ends exactly at a space or a mark of the list
    ['Chanel N°5', 'chanel n-5'],
    ['Casio 10\u201120', 'casio 10-20'],
    ['Set ½ kg', 'set 1-2 kg'],
    ['هدية 🎁 عيد', 'هديه - عيد'],
    ['LA-57798 Red/White، مل', 'la-57798 red/white، مل'],
    ['café', 'café'],
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

  it.each([
    ['سامسونغ', 'سامسونج'],
    ['سامسونج', 'سامسونج'],
    ['هاتف سامسونغ غالاكسي', 'هاتف سامسونج جالاكسي'],
    ['جالكسي S24', 'جالاكسي s24'],
    ['غالكسي', 'جالاكسي'],
    ['أيفون', 'ايفون'],
    ['آيفون', 'ايفون'],
    ['هواوى', 'هواوي'],
    ['هواوي', 'هواوي'],
    ['شياومي ريدمي', 'شاومي ريدمي'],
    ['ذاكرة ١٢٨ غيغابايت', 'ذاكره 128 جيجابايت'],
    ['سماعة ريل مي', 'سماعه ريلمي'],
    ['بلاي ستيشن 5', 'بلايستيشن 5'],
    ['غوغل بكسل', 'جوجل بكسل'],
  ])('writes the brand spelling %s as %s', (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected);
  });

  it('leaves words that only contain a brand variant, and ordinary ج/غ words, as they are', () => {
    expect(normalizeSearch('غرس جرس')).toBe('غرس جرس');
    expect(normalizeSearch('سامسونغي')).toBe('سامسونغي');
    expect(normalizeSearch('غيغان')).toBe('غيغان');
  });

  it('brings stored search text up to date without changing it otherwise', () => {
    expect(canonicalBrandSpellings('شاحن سامسونغ اصلي samsung')).toBe('شاحن سامسونج اصلي samsung');
    expect(canonicalBrandSpellings('زيت زيتون')).toBe('زيت زيتون');
  });
});

describe('searchQueryText', () => {
  it('trims, and keeps a search the API takes as it is', () => {
    expect(searchQueryText('  زيت زيتون  ')).toBe('زيت زيتون');
    expect(searchQueryText('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('cuts a longer one to its first 100 UTF-16 units, never inside a character', () => {
    expect(searchQueryText('هاتف سامسونج '.repeat(10))).toBe('هاتف سامسونج '.repeat(10).slice(0, 100).trim());
    expect(searchQueryText('هاتف سامسونج '.repeat(10))).toHaveLength(100);
    // the emoji (two units) would end at 101: it is left out whole, and the space before it trimmed
    expect(searchQueryText(`${'a'.repeat(98)} 😀`)).toBe('a'.repeat(98));
    expect(searchQueryText(`${'a'.repeat(98)}😀`)).toBe(`${'a'.repeat(98)}😀`);
    expect(SEARCH_TEXT_MAX).toBe(100);
  });
});

describe('searchAlternatives', () => {
  it('looks a brand typed in Arabic up under its Latin name as well', () => {
    expect(searchAlternatives('سامسونج')).toEqual(['سامسونج', 'samsung']);
    expect(searchAlternatives('غلاية')).toEqual(['غلاية']);
  });

  it.each([
    ['فساتين', ['فساتين', 'فستان']],
    ['حقائب', ['حقايب', 'حقيبه']],
    ['أحذية', ['احذيه', 'حذاء']],
    ['ألعاب', ['العاب', 'لعبه']],
    ['كؤوس', ['كووس', 'كاس']],
    // a regular plural is the API's to stem; a singular has no other spelling
    ['غسالات', ['غسالات']],
    ['فستان', ['فستان']],
  ])('looks the broken plural %s up under its singular as well', (typed, spellings) => {
    expect(searchAlternatives(normalizeSearch(typed))).toEqual(spellings);
  });

  it.each([
    ['samsng', 'samsung'],
    ['sumsung', 'samsung'],
    ['addidas', 'adidas'],
    ['xiomi', 'xiaomi'],
    ['appel', 'apple'],
    ['iphne', 'iphone'],
    ['lenvoo', 'lenovo'],
  ])('looks %s, a Latin name typed with one slip, up under %s as well', (typed, name) => {
    expect(searchAlternatives(typed)).toEqual([typed, name]);
  });

  it.each([
    // the start of a name, which the search matches as typed
    'galax',
    'samsu',
    // two slips, a four-letter name, a word of its own, the name itself
    'ifone',
    'sonny',
    'table',
    'samsung',
    'galaxy2',
  ])('leaves %s as it is', (word) => {
    expect(searchAlternatives(word)).toEqual([word]);
  });

  // the words are lowercased before they come here: these are Object.prototype's only lowercase members
  it.each(['constructor', '__proto__'])('gives %s no spelling of Object.prototype', (word) => {
    expect(searchAlternatives(word)).toEqual([word]);
  });
});
