import { canonicalBrandSpellings } from '@dukkan/contracts';
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

const BATCH = 500;

/**
 * Stored `search_text` written before the brand spellings table of `normalizeSearch` (سامسونغ → سامسونج,
 * غالاكسي → جالاكسي …) holds the variant a staff member typed; a query is now normalised to the one spelling, so such
 * a row would no longer be found by it. The text is already normalised, so applying the table to it gives exactly
 * what `normalizeSearch` writes today. Only changed rows are written (the FTS5 triggers on SQLite and the
 * PostgreSQL indexes follow the column). Data only: no table or index changes.
 */
export const brandSpellings: Migration = {
  async up(db: Kysely<any>) {
    let after = 0;
    for (;;) {
      const rows: { id: number; search_text: string }[] = await db
        .selectFrom('products')
        .select(['id', 'search_text'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (!rows.length) return;
      for (const row of rows) {
        const text = canonicalBrandSpellings(row.search_text);
        if (text !== row.search_text)
          await db.updateTable('products').set({ search_text: text }).where('id', '=', row.id).execute();
      }
      after = rows[rows.length - 1]?.id ?? after;
      if (rows.length < BATCH) return;
    }
  },
};
