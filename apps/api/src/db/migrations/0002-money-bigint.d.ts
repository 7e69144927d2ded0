import { type Migration } from 'kysely';
/**
 * Every column that holds an amount of money (thousandths of a dinar), by table. Percent discount codes keep
 * basis points in `discount_codes.value`, amount codes keep thousandths, so it is money too.
 */
export declare const MONEY_COLUMNS: Record<string, readonly string[]>;
/**
 * Money columns become 64-bit (docs/decisions/0024-money-columns-and-bound.md). On PostgreSQL `integer` is
 * 32-bit (2,147,483.647 dinars at most) and `bigint` holds every amount up to the shop's bound; SQLite's
 * INTEGER is already 64-bit, so there is nothing to change there. Forward-only, like every migration
 * (docs/decisions/0028-migration-policy.md).
 */
export declare const moneyBigint: Migration;
