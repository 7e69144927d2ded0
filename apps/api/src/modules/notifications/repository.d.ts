import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
/** The shop's e-mail addresses (the "emails" setting), for staff notices; empty when none is set. */
export declare function findShopEmails(db: Db): Promise<string[]>;
/** What the order messages tell: the order as placed, and who to tell. */
export declare function findOrderForNotice(db: Db, orderId: number): Promise<{
    lines: {
        name_ar: string;
        name_en: string;
        quantity: number;
        line_total_milli: number;
    }[];
    phone: string | null;
    email: string | null;
    first_name: string;
    last_name: string;
    id: number;
    number: string;
    uuid: string;
    delivery_method: string;
    receiver_name: string | null;
    receiver_phone: string | null;
    total_milli: number;
}>;
export {};
