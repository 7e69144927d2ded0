import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Every column that holds an amount of money (thousandths of a dinar), by table. Percent discount codes keep
 * basis points in `discount_codes.value`, amount codes keep thousandths, so it is money too.
 */
export const MONEY_COLUMNS: Record<string, readonly string[]> = {
  products: ['price_milli', 'discount_milli'],
  service_packages: ['price_milli'],
  discount_codes: ['value', 'max_discount_milli', 'min_order_milli'],
  orders: ['subtotal_milli', 'discount_milli', 'code_discount_milli', 'tax_milli', 'delivery_fee_milli', 'total_milli'],
  order_lines: ['unit_price_milli', 'unit_discount_milli', 'unit_tax_milli', 'line_total_milli'],
};

/** PostgreSQL `integer`'s range */
const INT4 = { min: -2_147_483_648, max: 2_147_483_647 };

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */
async function setType(db: Kysely<any>, type: 'bigint' | 'integer'): Promise<void> {
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    // one statement per table, so PostgreSQL rewrites each table once; rows, constraints and indexes are kept
    const changes = columns.map((c) => `ALTER COLUMN ${c} TYPE ${type}`).join(', ');
    await sql.raw(`ALTER TABLE ${table} ${changes}`).execute(db);
  }
}

/**
 * Money columns become 64-bit (docs/decisions/0024-money-columns-and-bound.md). On PostgreSQL `integer` is
 * 32-bit (2,147,483.647 dinars at most) and `bigint` holds every amount up to the shop's bound; SQLite's
 * INTEGER is already 64-bit, so there is nothing to change there.
 */
export const moneyBigint: Migration = {
  async up(db: Kysely<any>) {
    if (isPostgres(db)) await setType(db, 'bigint');
  },

  /** Back to 32-bit only when every stored amount fits; otherwise refuses, and nothing changes. */
  async down(db: Kysely<any>) {
    if (!isPostgres(db)) return;
    for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
      const tooLarge = columns.map((c) => `${c} NOT BETWEEN ${INT4.min} AND ${INT4.max}`).join(' OR ');
      const row = await sql
        .raw<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${tooLarge}`)
        .execute(db)
        .then((r) => r.rows[0]);
      if (row && row.n > 0) {
        throw new Error(
          `0002-money-bigint cannot be undone: ${row.n} row(s) of ${table} hold amounts beyond 32 bits (${INT4.max} thousandths)`,
        );
      }
    }
    await setType(db, 'integer');
  },
};
