import { normalizeSearch, searchAlternatives } from '@dukkan/contracts';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

/** The product name search the storefront and the back office share (docs/decisions/0004-search.md). */

type ProductsEb = ExpressionBuilder<Database, 'products'>;

const MAX_SEARCH_WORDS = 6;
const TRIGRAM = 3;

/**
 * Turns a shopper's search text into words. The Arabic article is dropped from longer words, so
 * "الزيتون" finds "زيت زيتون" (and, matching inside words, still finds "الزيتون").
 */
export function searchWords(text: string): string[] {
  return normalizeSearch(text)
    .split(' ')
    .filter(Boolean)
    .map((w) => (w.length >= 5 && w.startsWith('ال') ? w.slice(2) : w))
    .slice(0, MAX_SEARCH_WORDS);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const quote = (w: string) => `"${w.replace(/"/g, '""')}"`;
/**
 * FTS5 queries: every long word anywhere (trigrams), under any of its spellings (a brand typed in Arabic also finds
 * its Latin name); every short word at the start of a word
 */
export const ftsMatch = (long: string[]) =>
  long
    .map((w) => {
      const spellings = searchAlternatives(w);
      return spellings.length > 1 ? `(${spellings.map(quote).join(' OR ')})` : quote(w);
    })
    .join(' AND ');
export const ftsPrefixMatch = (short: string[]) => short.map((w) => `${quote(w)}*`).join(' AND ');

/** Words of three letters or more go to the trigram index, shorter ones to the word index. */
export function splitWords(words: string[]): { long: string[]; short: string[] } {
  return {
    // trigrams count code points, not UTF-16 units
    long: words.filter((w) => [...w].length >= TRIGRAM),
    // a short word made only of punctuation can match nothing useful; drop it
    short: words.filter((w) => [...w].length < TRIGRAM && /[\p{L}\p{N}]/u.test(w)),
  };
}

/**
 * The name search. Words of three letters or more go through the trigram index (FTS5 on SQLite,
 * pg_trgm on PostgreSQL) and match anywhere, also inside words; shorter words match the beginning
 * of a word through the word index (FTS5 prefix queries, a tsvector on PostgreSQL). Never a table scan.
 */
export function searchCondition(db: Kysely<Database>, eb: ProductsEb, text: string): Expression<SqlBool> | null {
  const words = searchWords(text);
  if (!words.length) return null;
  const { long, short } = splitWords(words);
  const conditions: Expression<SqlBool>[] = [];
  if (isPostgres(db)) {
    for (const w of long) {
      const likes = searchAlternatives(w).map(
        (spelling) => sql<SqlBool>`products.search_text LIKE ${`%${escapeLike(spelling)}%`}`,
      );
      conditions.push(likes.length > 1 ? eb.or(likes) : likes[0]!);
    }
    const prefixes = short.flatMap((w) => w.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => `${w}:*`);
    if (prefixes.length) {
      conditions.push(
        sql<SqlBool>`to_tsvector('simple', products.search_text) @@ to_tsquery('simple', ${prefixes.join(' & ')})`,
      );
    }
  } else {
    if (long.length) {
      conditions.push(
        sql<SqlBool>`products.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${ftsMatch(long)})`,
      );
    }
    if (short.length) {
      conditions.push(
        sql<SqlBool>`products.id IN (SELECT rowid FROM products_words WHERE products_words MATCH ${ftsPrefixMatch(short)})`,
      );
    }
  }
  // words were given but none can match: no product, rather than every product
  return conditions.length ? eb.and(conditions) : sql<SqlBool>`1 = 0`;
}
