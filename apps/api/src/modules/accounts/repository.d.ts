import type { Kysely } from 'kysely';
import type { ClientsTable, Database } from '../../db/schema.js';
import type { Insertable, Updateable } from 'kysely';
type Db = Kysely<Database>;
/** A client with the country and city names, for the API answer; no password hash. */
export declare function findClientView(db: Db, clientId: number): Promise<{
    phone: string | null;
    email: string | null;
    uuid: string;
    created_at: string;
    first_name: string;
    last_name: string;
    country_id: number | null;
    city_id: number | null;
    near_place: string | null;
    is_subscriber: number;
    country_name_ar: string | null;
    country_name_en: string | null;
    city_name_ar: string | null;
    city_name_en: string | null;
} | undefined>;
export type ClientView = NonNullable<Awaited<ReturnType<typeof findClientView>>>;
/** A full account (one with a login e-mail) by its lower-cased e-mail. */
export declare function findAccountByEmail(db: Db, emailNormalized: string): Promise<{
    email: string | null;
    uuid: string;
    id: number;
    first_name: string;
    password_hash: string | null;
} | undefined>;
export declare function findPasswordHash(db: Db, clientId: number): Promise<{
    email_normalized: string | null;
    password_hash: string | null;
    country_id: number | null;
    city_id: number | null;
} | undefined>;
export declare function emailTaken(db: Db, emailNormalized: string, exceptClientId?: number): Promise<boolean>;
export declare function insertClient(db: Db, values: Omit<Insertable<ClientsTable>, 'created_at' | 'updated_at'>): Promise<number>;
/** Only the columns a client may change through update-profile. */
export type ClientProfileUpdate = Pick<Updateable<ClientsTable>, 'first_name' | 'last_name' | 'email' | 'email_normalized' | 'password_hash' | 'phone' | 'country_id' | 'city_id' | 'near_place'>;
export declare function updateClient(db: Db, clientId: number, values: ClientProfileUpdate): Promise<void>;
export declare function insertPasswordReset(db: Db, values: {
    clientId: number;
    tokenHash: string;
    ttlMinutes: number;
}): Promise<void>;
/** Marks a live reset token used; false when it is unknown, used, expired or not the client's (one use only). */
export declare function consumePasswordReset(db: Db, clientId: number, tokenHash: string): Promise<boolean>;
/** Ends every outstanding reset link of a client (after a password change or reset). */
export declare function closePasswordResets(db: Db, clientId: number): Promise<void>;
/** Clears reset links past their time. */
export declare function deleteExpiredPasswordResets(db: Db): Promise<void>;
export declare function insertContactMessage(db: Db, values: {
    clientId: number | null;
    name: string;
    email: string;
    subject: string;
    message: string;
}): Promise<void>;
/** True when a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export declare function isUniqueViolation(error: unknown): boolean;
export {};
