import { type Kysely, type Migration, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * An SKU is one code whatever its letters' case (decision 0089): "ab-12" and "AB-12" name one product on a shelf
 * label, a supplier's sheet or a scanner, so the unique index holds SKUs in upper case. SKUs are Latin letters,
 * digits and `. _ / -` (the contracts' `sku_format`), which SQLite's and PostgreSQL's `upper` fold alike. The index
 * is not partial: both databases let any number of rows hold no SKU, and SQLite uses a partial index only for a
 * query that also says `sku IS NOT NULL`, which `upper(sku) = ?` does not.
 *
 * A shop whose SKUs already differ only in case is told which, and the upgrade stops before changing anything:
 * which of two products keeps the code is the shop's choice, not the migration's.
 */
export const skuAnyCase: Migration = {
  async up(db: Kysely<any>) {
    const { rows } = await sql<{ sku: string; id: number }>`
      SELECT upper(sku) AS sku, id FROM products
      WHERE upper(sku) IN (SELECT upper(sku) FROM products WHERE sku IS NOT NULL GROUP BY upper(sku) HAVING count(*) > 1)
      ORDER BY upper(sku), id`.execute(db);
    if (rows.length) {
      const ids = new Map<string, number[]>();
      for (const r of rows) ids.set(r.sku, [...(ids.get(r.sku) ?? []), Number(r.id)]);
      const named = [...ids].map(([sku, of]) => `${sku} (products ${of.join(', ')})`).join(', ');
      throw new Error(`SKUs that differ only in letter case: ${named}. Give each product its own SKU, then upgrade.`);
    }
    // SQLite runs a migration's statements outside one transaction: run again after a failed create, it goes on
    await sql`DROP INDEX IF EXISTS products_sku`.execute(db);
    await sql`CREATE UNIQUE INDEX products_sku ON products (upper(sku))`.execute(db);
  },
};
