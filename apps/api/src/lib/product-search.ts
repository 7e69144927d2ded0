import { WORD_ENDS, normalizeSearch, searchAlternatives } from '@dukkan/contracts';
import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

/** The product name search the storefront and the back office share (docs/decisions/0004-search.md). */

type ProductsEb = ExpressionBuilder<Database, 'products'>;

const MAX_SEARCH_WORDS = 6;
const TRIGRAM = 3;

/** A Latin letter with an accent, as NFKC leaves it (precomposed). */
const ACCENTED_LATIN = /[\u00C0-\u024F\u1E00-\u1EFF]/;

/**
 * A product's names as the search reads them, stored as its `search_text` and applied to what a shopper types:
 * `normalizeSearch`, then Latin letters without their accents ("Soirée" is found by "soiree": a phone's keyboard
 * rarely types é) and one apostrophe for the straight, the curly and the letter one ("D'Lites" finds "D’Lites").
 * Migration 0020 wrote the stored text this way. Only the product search folds so: the back office's searches of
 * names stored as typed go through `normalizedSql`, whose SQL has no such fold.
 */
export function productSearchText(text: string): string {
  const normalized = normalizeSearch(text);
  const unaccented = ACCENTED_LATIN.test(normalized)
    ? normalized
        .normalize('NFD')
        .replace(/[\u0300-\u036F]/g, '')
        .normalize('NFC')
    : normalized;
  return unaccented.replace(/['‘ʼ]/g, '’');
}

/**
 * Turns a shopper's search text into words. The Arabic article is dropped from longer words, so
 * "الزيتون" finds "زيت زيتون" (and, matching inside words, still finds "الزيتون"), but not from a listed word
 * that starts with those letters ("العاب", toys); a regular plural is searched by its stem (`pluralStem`), a listed
 * broken plural under its singular too (`searchAlternatives`).
 */
export function searchWords(text: string): string[] {
  return productSearchText(text)
    .split(' ')
    .filter(Boolean)
    .map((w) => pluralStem(w.length >= 5 && w.startsWith('ال') && searchAlternatives(w).length === 1 ? w.slice(2) : w))
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * A regular plural as the stem its singular shares, which matching inside words finds in both ("dresses" -> "dress",
 * "shoes" -> "shoe", "batteries" -> "batter", "سماعات" -> "سماع" for "سماعة"): names say "Summer dress", shoppers
 * search "dresses". A stem only widens a search (what held the plural holds its stem: "adidas" -> "adida" still finds
 * every "adidas"), so a Latin stem keeps four letters at least ("news", "vans", "lens", "series" and "boxes" stay
 * whole: their stems would find far more than was asked). English "-s" after "s", "u" or "i" ("glass", "asus",
 * "paris") and a word with a listed spelling of its own (an Arabic brand name names write in Latin letters,
 * `searchAlternatives`) are kept whole, and so is an Arabic broken plural ("فساتين" for "فستان"): it shares no
 * stem with its singular, which `searchAlternatives` lists for the words a shop sells.
 */
export function pluralStem(word: string): string {
  if (searchAlternatives(word).length > 1) return word;
  if (/^[a-z]+$/.test(word)) {
    let stem = word;
    if (/(?:ss|sh|ch|x|z)es$/.test(word)) stem = word.slice(0, -2);
    else if (/ies$/.test(word)) stem = word.slice(0, -3);
    else if (/[^siu]s$/.test(word)) stem = word.slice(0, -1);
    return stem.length >= 4 ? stem : word;
  }
  return /^[\u0621-\u064a]{3,}ات$/.test(word) ? word.slice(0, -2) : word;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A PostgreSQL regex bracket of WORD_ENDS and the space (`]` first, `^` and `-` last, `\` escaped). */
const WORD_END_CLASS = `[] ${[...WORD_ENDS].filter((c) => !']\\^-'.includes(c)).join('')}\\\\^-]`;

/** A PostgreSQL regex of where a word starts: the text's start, a space or one of WORD_ENDS. */
const WORD_START = `(^|${WORD_END_CLASS})`;

/**
 * The SQL expression of `column` with every character of WORD_ENDS turned into a space, as migration 0016 wrote it
 * into SQLite's triggers and PostgreSQL's word index (search-words.test.ts checks they still match). On PostgreSQL,
 * a regex replace: `translate` with these 49 characters cost 27 µs a row, the regex 7 µs (a search whose word starts
 * most names reads every row). SQLite has neither: nested `replace`.
 */
export function wordsOf(column: string, postgres: boolean): string {
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  if (postgres) return `regexp_replace(${column}, ${literal(WORD_END_CLASS)}, ' ', 'g')`;
  return [...WORD_ENDS].reduce((text, end) => `replace(${text}, ${literal(end)}, ' ')`, column);
}

const quote = (w: string) => `"${w.replace(/"/g, '""')}"`;

/** The letters and digits of short words: the words they start (punctuation ends a word, as in the index). */
const shortWordParts = (short: string[]) => short.flatMap((w) => w.match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * SQLite's ids of the products whose name matches every word. With a long word, one query of the trigram index
 * (migration 0016): every long word anywhere, under any of its spellings (a brand typed in Arabic also finds its
 * Latin name), every short word at the start of a word, which that index marks with two spaces, so FTS5 merges the
 * words' lists itself. Short words alone ask the word index's prefixes ("r*"), which holds one list per one- or
 * two-letter prefix (in the trigram index, a two-letter prefix is a phrase of two trigrams: 17 ms instead of 2 ms
 * for one that starts 99,000 names). Null when no word can match anything.
 */
export function sqliteSearchIds(words: string[]): RawBuilder<{ id: number }> | null {
  const { long, short } = splitWords(words);
  const prefixes = shortWordParts(short);
  if (!long.length) {
    if (!prefixes.length) return null;
    const match = prefixes.map((w) => `${quote(w)}*`).join(' AND ');
    return sql`SELECT rowid AS id FROM products_words WHERE products_words MATCH ${match}`;
  }
  const terms = [
    ...long.map((w) => {
      const spellings = searchAlternatives(w);
      return spellings.length > 1 ? `(${spellings.map(quote).join(' OR ')})` : quote(w);
    }),
    ...prefixes.map((w) => quote(`  ${w}`)),
  ];
  return sql`SELECT rowid AS id FROM products_search WHERE products_search MATCH ${terms.join(' AND ')}`;
}

/**
 * Merges each of SQLite's search indexes into one segment (FTS5's `optimize`). Names written one by one (the seed's
 * 100,000) leave the trigram index in many segments, and a search reads its words' lists in every one: on 100,000
 * products, a search's page of ids took 0.3–0.7 ms before and 0.02–0.07 ms after, its count about half as long
 * (docs/performance.md). It rewrites the indexes in one synchronous statement, 2–3 s on 100,000 products, during
 * which the process serves nothing and holds the database's writer: the seed's last step only. A shop's own imports
 * leave their segments to FTS5's automatic merging. PostgreSQL's GIN indexes are left to its autovacuum.
 */
export async function optimizeSearchIndexes(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`INSERT INTO products_search(products_search) VALUES ('optimize')`.execute(db);
  await sql`INSERT INTO products_words(products_words) VALUES ('optimize')`.execute(db);
}

/** Words of three letters or more match anywhere (trigrams), shorter ones the start of a word. */
function splitWords(words: string[]): { long: string[]; short: string[] } {
  return {
    // trigrams count code points, not UTF-16 units
    long: words.filter((w) => [...w].length >= TRIGRAM),
    // a short word made only of punctuation can match nothing useful; drop it
    short: words.filter((w) => [...w].length < TRIGRAM && /[\p{L}\p{N}]/u.test(w)),
  };
}

/** Words were given but none can match: no product, rather than every product. */
const NOTHING = sql<SqlBool>`1 = 0`;

/**
 * The name search. Words of three letters or more match anywhere, also inside words; shorter words match the
 * beginning of a word. SQLite answers from its FTS5 indexes (`sqliteSearchIds`); PostgreSQL from pg_trgm, with a
 * short word after a long one checked by a regex on the rows found, or from the tsvector index of the words.
 * PostgreSQL's storefront search tests its newest products first (`postgresRowSearch`, decision 0077).
 */
export function searchCondition(db: Kysely<Database>, eb: ProductsEb, text: string): Expression<SqlBool> | null {
  const words = searchWords(text);
  if (!words.length) return null;
  if (isPostgres(db)) {
    const { long, short } = splitWords(words);
    const prefixes = shortWordParts(short);
    if (!long.length && prefixes.length) {
      return sql<SqlBool>`to_tsvector('simple', ${sql.raw(wordsOf('products.search_text', true))}) @@ to_tsquery('simple', ${prefixes.map((w) => `${w}:*`).join(' & ')})`;
    }
    // the long words' trigram index has found few rows: a short word is checked on each of them, as a regex (the
    // tsvector of each row took 30–40 µs a row: 100–170 ms for "nike r" on 100,000 products, the regex 10–17 ms)
    return postgresRowSearch(eb, text) ?? NOTHING;
  }
  const ids = sqliteSearchIds(words);
  return ids ? sql<SqlBool>`products.id IN (${ids})` : NOTHING;
}

/**
 * The values of PostgreSQL's test of each row for a name search: for each long word, a `LIKE` pattern for each of its
 * spellings; for each short word, a `LIKE` pattern and a regex of a word's start. `V` is a prepared read's slot while
 * Kysely builds one (catalogue/repository.ts), a string otherwise.
 */
export interface RowSearchValues<V = string> {
  long: V[][];
  short: [like: V, wordStart: V][];
}

/** The row test's values for a search text; null when no word can match anything. */
export function postgresRowSearchValues(text: string): RowSearchValues | null {
  const { long, short } = splitWords(searchWords(text));
  const values: RowSearchValues = {
    long: long.map((w) => searchAlternatives(w).map((spelling) => `%${escapeLike(spelling)}%`)),
    short: shortWordParts(short).map((w) => [`%${escapeLike(w)}%`, `${WORD_START}${w}`]),
  };
  return values.long.length || values.short.length ? values : null;
}

/**
 * The name search on PostgreSQL as a test of each row, for rows that no index has chosen (a walk of the newest
 * products, decision 0077) or that the trigram index has: the same words and matches as `searchCondition`. Every
 * long word anywhere, under any of its spellings (`LIKE`); every short word at the start of a word (a regex: the
 * tsvector of each row cost 12–40 µs, the regex about 3 µs; the `LIKE` before it, 0.3 µs, turns away most rows first).
 */
export function postgresRowTest<V>(eb: ProductsEb, values: RowSearchValues<V>): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = values.long.map((patterns) => {
    const likes = patterns.map((pattern) => sql<SqlBool>`products.search_text LIKE ${pattern}`);
    return likes.length > 1 ? eb.or(likes) : likes[0]!;
  });
  for (const [like, wordStart] of values.short) {
    conditions.push(
      eb.and([sql<SqlBool>`products.search_text LIKE ${like}`, sql<SqlBool>`products.search_text ~ ${wordStart}`]),
    );
  }
  return eb.and(conditions);
}

/** `postgresRowTest` of a search text; null when no word can match anything. */
export function postgresRowSearch(eb: ProductsEb, text: string): Expression<SqlBool> | null {
  const values = postgresRowSearchValues(text);
  return values ? postgresRowTest(eb, values) : null;
}
