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

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */
async function toBigint(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    // one statement per table, so PostgreSQL rewrites each table once; rows, constraints and indexes are kept
    const changes = columns.map((c) => `ALTER COLUMN ${c} TYPE bigint`).join(', ');
    await sql.raw(`ALTER TABLE ${table} ${changes}`).execute(db);
  }
}

/**
 * Money columns become 64-bit (docs/decisions/0024-money-columns-and-bound.md). On PostgreSQL `integer` is
 * 32-bit (2,147,483.647 dinars at most) and `bigint` holds every amount up to the shop's bound; SQLite's
 * INTEGER is already 64-bit, so there is nothing to change there. Forward-only, like every migration
 * (docs/decisions/0028-migration-policy.md).
 */
export const moneyBigint: Migration = {
  async up(db: Kysely<any>) {
    if (isPostgres(db)) await toBigint(db);
  },
};
