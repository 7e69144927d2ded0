import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
/** The period's orders, light: when, how much, which status. */
export declare function findOrdersBetween(db: Db, fromIso: string, toIso: string): Promise<{
    created_at: string;
    total_milli: number;
    status: string;
}[]>;
/** Best sellers of the period by units, cancelled orders left out. */
export declare function findTopProducts(db: Db, fromIso: string, toIso: string, limit: number): Promise<{
    uuid: string;
    name_ar: string;
    name_en: string;
    quantity: number;
    revenue_milli: number;
}[]>;
/** Products on offer with this many units or fewer, the emptiest first. */
export declare function findLowStock(db: Db, threshold: number, limit: number): Promise<{
    uuid: string;
    name_ar: string;
    name_en: string;
    quantity: number;
}[]>;
export declare function countClientsBetween(db: Db, fromIso: string, toIso: string): Promise<number>;
export {};
