import { describe, expect, it } from 'vitest';
import { pluralStem, searchWords } from './product-search.js';

describe('a plural in a search', () => {
  it.each([
    ['dresses', 'dress'],
    ['watches', 'watch'],
    ['shoes', 'shoe'],
    ['phones', 'phone'],
    ['laptops', 'laptop'],
    ['batteries', 'batter'],
    // a stem only widens a search: "adida" still finds every "adidas"
    ['adidas', 'adida'],
    ['سماعات', 'سماع'],
    ['نظارات', 'نظار'],
  ])('%s is searched by its stem %s', (plural, stem) => {
    expect(pluralStem(plural)).toBe(stem);
  });

  it.each([
    'glass',
    'asus',
    'paris',
    'bus',
    'tea',
    'boxes',
    'axes',
    'news',
    'vans',
    'lens',
    'series',
    'movies',
    'ساعة',
    'فساتين',
    'بات',
    'iphone',
  ])('%s is kept whole', (word) => {
    expect(pluralStem(word)).toBe(word);
  });

  it('is stemmed after the article comes off, word by word', () => {
    expect(searchWords('السماعات Wireless Headphones')).toEqual(['سماع', 'wireless', 'headphone']);
  });

  it('keeps a listed broken plural whole, with the article off but not the letters it starts with', () => {
    expect(searchWords('الفساتين')).toEqual(['فساتين']);
    expect(searchWords('ألعاب الألعاب')).toEqual(['العاب', 'العاب']);
    expect(searchWords('الزيتون')).toEqual(['زيتون']);
  });
});
