import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';
/** The product name search the storefront and the back office share (docs/decisions/0004-search.md). */
type ProductsEb = ExpressionBuilder<Database, 'products'>;
/**
 * Turns a shopper's search text into words. The Arabic article is dropped from longer words, so
 * "الزيتون" finds "زيت زيتون" (and, matching inside words, still finds "الزيتون").
 */
export declare function searchWords(text: string): string[];
/** FTS5 queries: every long word anywhere (trigrams), every short word at the start of a word */
export declare const ftsMatch: (long: string[]) => string;
export declare const ftsPrefixMatch: (short: string[]) => string;
/** Words of three letters or more go to the trigram index, shorter ones to the word index. */
export declare function splitWords(words: string[]): {
  long: string[];
  short: string[];
};
/**
 * The name search. Words of three letters or more go through the trigram index (FTS5 on SQLite,
 * pg_trgm on PostgreSQL) and match anywhere, also inside words; shorter words match the beginning
 * of a word through the word index (FTS5 prefix queries, a tsvector on PostgreSQL). Never a table scan.
 */
export declare function searchCondition(db: Kysely<Database>, eb: ProductsEb, text: string): Expression<SqlBool> | null;
export {};
