import { type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
export interface OrderFilters {
    statusId?: number | undefined;
    deliveryMethod?: string | undefined;
    cityId?: number | undefined;
    /** UTC ISO bounds: from inclusive, to exclusive */
    fromIso?: string | undefined;
    toIso?: string | undefined;
    /** normalizeSearch()ed text to find in the number, phones, receiver or client name */
    text?: string | undefined;
    /** a canonical +2189… phone the text stands for, when it is one */
    phone?: string | undefined;
}
/** A page of orders for the desk, newest first. */
export declare function findOrders(db: Db, f: OrderFilters, page: {
    limit: number;
    offset: number;
}): Promise<{
    rows: {
        number: string;
        uuid: string;
        created_at: string;
        delivery_method: string;
        receiver_name: string | null;
        receiver_phone: string | null;
        total_milli: number;
        status: string;
        city_name_ar: string | null;
        city_name_en: string | null;
        first_name: string;
        last_name: string;
        items: number | null;
        client_phone: string | null;
    }[];
    total: number;
}>;
export type AdminOrderListRow = Awaited<ReturnType<typeof findOrders>>['rows'][number];
/** Orders per status code, over the filters other than the status. */
export declare function countByStatus(db: Db, f: OrderFilters): Promise<Map<string, number>>;
/** The newest order, for the desk's "new orders" badge. */
export declare function findNewestOrder(db: Db): Promise<{
    number: string;
    uuid: string;
    created_at: string;
} | undefined>;
export declare function findStatuses(db: Db): Promise<{
    id: number;
    name_ar: string;
    name_en: string;
    code: string;
}[]>;
export type StatusRow = Awaited<ReturnType<typeof findStatuses>>[number];
export declare function findOrderRef(db: Db, uuid: string): Promise<{
    uuid: string;
    id: number;
    status_id: number;
} | undefined>;
/** One order with its client, status, delivery city and package, and code. */
export declare function findOrderDetails(db: Db, orderId: number): Promise<{
    number: string;
    uuid: string;
    id: number;
    idempotency_key: string | null;
    created_at: string;
    updated_at: string;
    discount_milli: number;
    city_id: number | null;
    near_place: string | null;
    client_id: number;
    status_id: number;
    delivery_method: string;
    service_package_id: number | null;
    receiver_name: string | null;
    receiver_phone: string | null;
    payment_method: string;
    subtotal_milli: number;
    discount_code_id: number | null;
    code_discount_milli: number;
    tax_milli: number;
    delivery_fee_milli: number;
    total_milli: number;
    request_hash: string | null;
    city_name_ar: string | null;
    city_name_en: string | null;
    package_name_ar: string | null;
    package_name_en: string | null;
    discount_code: string | null;
    status: string;
    first_name: string;
    last_name: string;
    client_phone: string | null;
    client_email: string | null;
}>;
export type AdminOrderRow = Awaited<ReturnType<typeof findOrderDetails>>;
export declare function findLines(db: Db, orderId: number): Promise<{
    name_ar: string;
    name_en: string;
    quantity: number;
    product_uuid: string;
    img_path: string | null;
    unit_price_milli: number;
    unit_discount_milli: number;
    unit_tax_milli: number;
    line_total_milli: number;
}[]>;
export type AdminLineRow = Awaited<ReturnType<typeof findLines>>[number];
export declare function findNotes(db: Db, orderId: number): Promise<{
    staff_name: string;
    staff_id: number;
    id: number;
    created_at: string;
    body: string;
}[]>;
export type NoteRow = Awaited<ReturnType<typeof findNotes>>[number];
export declare function insertNote(db: Db, values: {
    order_id: number;
    staff_id: number;
    body: string;
    created_at: string;
}): Promise<number>;
/**
 * Moves an order from one status to another only if it is still in the first: the check and the change are one
 * statement, so of two concurrent changes exactly one succeeds. False when the order had moved meanwhile.
 */
export declare function moveStatus(db: Db, orderId: number, fromId: number, toId: number, at: string): Promise<boolean>;
export {};
