import { canonicalWordEnds } from '@dukkan/contracts';
import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * The marks that end a word besides spaces, as `WORD_ENDS` of `@dukkan/contracts` was when this migration was
 * written: copied, so that the triggers and the index it makes stay what they were (search-words.test.ts checks that
 * the queries of lib/product-search.ts still match them).
 */
const WORD_ENDS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~×÷·•–—…‘’“”«»،؛؟٪';
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** `column` with every mark of WORD_ENDS turned into a space: SQLite (nested replace) */
const sqliteWords = (column: string) =>
  [...WORD_ENDS].reduce((text, end) => `replace(${text}, ${literal(end)}, ' ')`, column);
/** …and PostgreSQL (a regex replace: 7 µs a row, `translate` with 49 characters 27 µs) */
const postgresWords = (column: string) =>
  `regexp_replace(${column}, ${literal(`[] ${[...WORD_ENDS].filter((c) => !']\\^-'.includes(c)).join('')}\\\\^-]`)}, ' ', 'g')`;

/**
 * What SQLite's search index holds for a product: its `search_text` as it is (a word of three letters or more is
 * matched anywhere in it), then each of its words after two spaces. "  " never occurs inside `search_text`, so a
 * word that starts with "r" is where "  r" occurs: a trigram, which the same trigram index finds.
 */
const indexedText = (column: string) => `${column} || ' ' || '  ' || replace(${sqliteWords(column)}, ' ', '  ')`;

/** Stored `search_text` written before `normalizeSearch` wrote marks outside WORD_ENDS as "-" ("n°5" -> "n-5"). */
async function rewriteOtherMarks(db: Kysely<any>): Promise<void> {
  const rows: { id: number; search_text: string }[] = await db
    .selectFrom('products')
    .select(['id', 'search_text'])
    .execute();
  for (const row of rows) {
    const text = canonicalWordEnds(row.search_text);
    if (text !== row.search_text)
      await db.updateTable('products').set({ search_text: text }).where('id', '=', row.id).execute();
  }
}

/**
 * SQLite's trigram index also marks where each word starts (docs/decisions/0004-search.md, amended). A search with
 * a long word and a short one ("nike r") intersected the trigram index's ids with the word index's in SQL, and a
 * one-letter prefix starts most of the catalogue's names (98,875 of 100,000 for "r"): 10–20 ms per search, most of
 * it the INTERSECT of about 100,000 ids. With the word starts in the trigram index, both words are one FTS5 query
 * and FTS5 merges their lists itself (1–2 ms). `products_search` replaces `products_fts`; it keeps no copy of the
 * text (`content=''`), triggers on `products` feed it. The word index stays for searches made only of short words.
 * PostgreSQL's word index now splits words where SQLite's does: its parser kept "red/white" and "la-57798" whole,
 * so "nike w" and "lattafa 57" found nothing there.
 */
export const searchWordStarts: Migration = {
  async up(db: Kysely<any>) {
    await rewriteOtherMarks(db);
    if (isPostgres(db)) {
      await sql`DROP INDEX products_search_words`.execute(db);
      await sql
        .raw(
          `CREATE INDEX products_search_words ON products USING gin (to_tsvector('simple', ${postgresWords('search_text')}))`,
        )
        .execute(db);
      return;
    }
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER products_fts_${event}`).execute(db);
    await sql`DROP TABLE products_fts`.execute(db);
    await sql`CREATE VIRTUAL TABLE products_search USING fts5(body, content='', contentless_delete=1, tokenize='trigram')`.execute(
      db,
    );
    await sql
      .raw(`INSERT INTO products_search(rowid, body) SELECT id, ${indexedText('search_text')} FROM products`)
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
          INSERT INTO products_search(rowid, body) VALUES (new.id, ${indexedText('new.search_text')}); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
          DELETE FROM products_search WHERE rowid = old.id; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER products_search_update AFTER UPDATE OF search_text ON products BEGIN
          DELETE FROM products_search WHERE rowid = old.id;
          INSERT INTO products_search(rowid, body) VALUES (new.id, ${indexedText('new.search_text')}); END`,
      )
      .execute(db);
  },
};
