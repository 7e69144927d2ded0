import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * The storefront's lists of all products in each order, and the specials, read from partial indexes of the listed
 * products (archived products and options aside) instead of every product row: on 100,000 products, reading all
 * products by price took 100–120 ms (a scan of the table and a sort), newest first 660 ms, and the specials 45 ms;
 * each index walk takes about 10 ms, the specials 2 ms (docs/performance.md, decision 0039). The price key is the
 * storefront's price order (`PRICE_ORDER` of the catalogue's repository), written the same way so both databases
 * match it to the index. PostgreSQL reads an index alone (an index-only scan) only when it holds every column the
 * query names, so its price index includes the price's columns: without them it scanned and sorted the table
 * (160–330 ms), with them it walks the index (21 ms). SQLite has no INCLUDE and needs none.
 */
export const listedProductIndexes: Migration = {
  async up(db: Kysely<any>) {
    const listed = sql`WHERE archived_at IS NULL AND variant_of IS NULL`;
    await sql`CREATE INDEX products_listed ON products (id) ${listed}`.execute(db);
    const priceColumns = isPostgres(db) ? sql`INCLUDE (price_milli, discount_milli, tax_rate_bp)` : sql``;
    await sql`CREATE INDEX products_listed_price ON products (((price_milli - discount_milli) * (10000 + tax_rate_bp)), id) ${priceColumns} ${listed}`.execute(
      db,
    );
    await sql`CREATE INDEX products_listed_newest ON products (created_at, id) ${listed}`.execute(db);
    await sql`CREATE INDEX products_listed_sales ON products (sales_count, id) ${listed}`.execute(db);
    await sql`CREATE INDEX products_listed_specials ON products (discount_milli, id) ${listed}`.execute(db);
  },
};
