/** Letters the search treats alike (packages/contracts/src/search.ts), so the typed part is found as the server found it. */
const ALIKE: Record<string, string> = {
  ا: 'اأإآٱ',
  أ: 'اأإآٱ',
  إ: 'اأإآٱ',
  آ: 'اأإآٱ',
  ي: 'يىئ',
  ى: 'يىئ',
  ئ: 'يىئ',
  ه: 'هة',
  ة: 'هة',
  و: 'وؤ',
  ؤ: 'وؤ',
};
/** diacritics and tatweel, which the search ignores, may sit between any two letters */
const MARKS = '[\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u0640]*';
// one character at a time, outside any class: `-` needs no escape there (and under the `u` flag may not have one)
const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Where the words the shopper typed appear in a name, as [start, end) ranges in order: case, hamza forms, ى/ي,
 * ة/ه and diacritics do not matter, as in the search itself.
 */
export function highlightRanges(text: string, term: string): [number, number][] {
  const words = term
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, '')
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 6);
  const ranges: [number, number][] = [];
  for (const word of words) {
    const pattern = [...word].map((c) => (ALIKE[c] ? `[${ALIKE[c]}]` : escape(c))).join(MARKS);
    for (const match of text.matchAll(new RegExp(pattern, 'giu'))) {
      if (match[0].length) ranges.push([match.index, match.index + match[0].length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Splits `text` (which starts at `offset` in the whole name) into marked and plain pieces. */
export function splitByRanges(
  text: string,
  offset: number,
  ranges: [number, number][],
): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    const s = Math.max(start - offset, at);
    const e = Math.min(end - offset, text.length);
    if (e <= s) continue;
    if (s > at) pieces.push({ text: text.slice(at, s), marked: false });
    pieces.push({ text: text.slice(s, e), marked: true });
    at = e;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
