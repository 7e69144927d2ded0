import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
export declare function findAdvertisements(db: Kysely<Database>, placement: string): Promise<{
    link: string | null;
    id: number;
    img: string;
    sort_order: number;
    is_active: number;
    placement: string;
    title_ar: string;
    title_en: string;
    subtitle_ar: string;
    subtitle_en: string;
}[]>;
export declare function findOrderStatuses(db: Kysely<Database>): Promise<{
    id: number;
    name_ar: string;
    name_en: string;
    sort_order: number;
    code: string;
}[]>;
export declare function countShop(db: Kysely<Database>): Promise<{
    products: number;
    categories: number;
    clients: number;
    orders: number;
}>;
