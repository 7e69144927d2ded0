import { type Dashboard, type DashboardPeriod } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
/** The `settings` key of the low-stock threshold (a JSON whole number) and its value when unset. */
export declare const LOW_STOCK_SETTING = "low_stock_threshold";
export declare const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export declare function lowStockThreshold(db: Db): Promise<number>;
/**
 * The owner's day at a glance: orders and revenue (orders not cancelled), by status, average order, the ten best
 * sellers, products running low, new clients and a day-by-day series. Days are Libyan calendar days; "today"
 * is one day, "7d" and "30d" end today.
 */
export declare function dashboard(db: Db, period: DashboardPeriod, now?: Date): Promise<Dashboard>;
export {};
