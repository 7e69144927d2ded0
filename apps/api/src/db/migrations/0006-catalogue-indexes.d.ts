import { type Migration } from 'kysely';
/**
 * Prefix indexes for one- and two-letter words on SQLite: the search box asks for "s", "sa", "جا" on every key
 * press, and without them FTS5 merges the lists of every word that starts so (3–4× slower on 100,000 products).
 * PostgreSQL's tsvector index answers prefixes from its own sorted entries; nothing changes there.
 */
export declare const catalogueIndexes: Migration;
