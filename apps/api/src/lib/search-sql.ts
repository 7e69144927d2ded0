import { type Expression, type RawBuilder, sql } from 'kysely';

/** Arabic-normalised text search in SQL, for names stored as typed (the orders desk, the customers list). */

const ARABIC_FOLDS: [string, string][] = [
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['ٱ', 'ا'],
  ['ى', 'ي'],
  ['ة', 'ه'],
  ['ؤ', 'و'],
  ['ئ', 'ي'],
];
// the marks that appear in typed names: tanween, harakat, shadda, sukun, superscript alef, tatweel
const ARABIC_MARKS = [
  '\u064B',
  '\u064C',
  '\u064D',
  '\u064E',
  '\u064F',
  '\u0650',
  '\u0651',
  '\u0652',
  '\u0670',
  '\u0640',
];

/**
 * The SQL twin of `normalizeSearch` for names stored as typed (both databases have REPLACE and LOWER):
 * letters folded as the storefront's search folds them, marks dropped, lower case.
 */
export function normalizedSql(column: Expression<string | null>): RawBuilder<string> {
  let out: RawBuilder<string> = sql<string>`lower(coalesce(${column}, ''))`;
  for (const [from, to] of ARABIC_FOLDS) out = sql<string>`replace(${out}, ${from}, ${to})`;
  for (const mark of ARABIC_MARKS) out = sql<string>`replace(${out}, ${mark}, '')`;
  return out;
}

/** Text for a LIKE pattern with `ESCAPE '\\'`: its wildcards match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
