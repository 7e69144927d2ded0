import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * The product search reads Latin letters without their accents and one apostrophe for the straight, the curly and
 * the letter one (`productSearchText` in lib/product-search.ts, decision 0091): a shopper typing "soiree" or
 * "D'Lites" on a phone finds "Soirée" and "D’Lites". The stored `search_text` is rewritten so (copied here, so that
 * this migration stays what it was); the search indexes follow it (SQLite's triggers, PostgreSQL's expression
 * indexes). Only the rows whose text changes are written: a catalogue's few Latin names with accents or apostrophes.
 */
const ACCENTED_LATIN = /[\u00C0-\u024F\u1E00-\u1EFF]/;
const APOSTROPHES = /['‘ʼ]/;

function folded(text: string): string {
  const unaccented = ACCENTED_LATIN.test(text)
    ? text
        .normalize('NFD')
        .replace(/[\u0300-\u036F]/g, '')
        .normalize('NFC')
    : text;
  return unaccented.replace(/['‘ʼ]/g, '’');
}

export const searchAccentsAndApostrophes: Migration = {
  async up(db: Kysely<any>) {
    const rows: { id: number; search_text: string }[] = await db
      .selectFrom('products')
      .select(['id', 'search_text'])
      .execute();
    for (const row of rows) {
      if (!ACCENTED_LATIN.test(row.search_text) && !APOSTROPHES.test(row.search_text)) continue;
      await db
        .updateTable('products')
        .set({ search_text: folded(row.search_text) })
        .where('id', '=', row.id)
        .execute();
    }
  },
};
