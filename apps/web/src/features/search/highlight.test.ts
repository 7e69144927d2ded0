import { describe, expect, it } from 'vitest';
import { highlightRanges, splitByRanges } from './highlight';

describe('highlightRanges', () => {
  it('finds the typed words whatever their case', () => {
    expect(highlightRanges('Samsung Galaxy S24', 'galaxy')).toEqual([[8, 14]]);
    expect(highlightRanges('Samsung Galaxy S24', 'sam s2')).toEqual([
      [0, 3],
      [15, 17],
    ]);
  });

  it('finds Arabic words across hamza forms, ى/ي, ة/ه and diacritics', () => {
    expect(highlightRanges('زيت الزَّيتون', 'الزيتون')).toEqual([[4, 13]]);
    expect(highlightRanges('مكواة بخار', 'مكواه')).toEqual([[0, 5]]);
    expect(highlightRanges('إبريق شاي', 'ابريق')).toEqual([[0, 5]]);
  });

  it('merges overlapping words and finds nothing for an absent one', () => {
    expect(highlightRanges('Olive oil', 'oli olive')).toEqual([[0, 5]]);
    expect(highlightRanges('Olive oil', 'dates')).toEqual([]);
    expect(highlightRanges('a+b (c)', '(c)')).toEqual([[4, 7]]);
  });

  it('takes a dash, a slash or a dot in the typed text as themselves (a name such as "Galaxy S24 - Navy")', () => {
    expect(highlightRanges('Galaxy S24 - Navy', 'S24 - Navy')).toEqual([
      [7, 10],
      [11, 12],
      [13, 17],
    ]);
    expect(highlightRanges('USB-C 2.0/3.1', 'b-c 2.0/3')).toEqual([
      [2, 5],
      [6, 11],
    ]);
  });
});

describe('splitByRanges', () => {
  it('cuts a run of the name into plain and marked pieces', () => {
    expect(splitByRanges('Galaxy S24', 8, [[8, 11]])).toEqual([
      { text: 'Gal', marked: true },
      { text: 'axy S24', marked: false },
    ]);
    expect(splitByRanges('هاتف ', 0, [[8, 11]])).toEqual([{ text: 'هاتف ', marked: false }]);
  });
});
