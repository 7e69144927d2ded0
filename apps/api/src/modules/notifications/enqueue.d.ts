import { type Locale } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Payload } from './payloads.js';
/**
 * Queue the messages a change causes. Call these inside the transaction of the change: the messages commit or roll
 * back with it. Each message gets its own idempotency key per channel. The locale is the request's, passed as data.
 */
type Db = Kysely<Database>;
/** The shopper's confirmation (e-mail and SMS, where they have them) and the staff's notice of a new order. */
export declare function enqueueOrderPlaced(trx: Db, input: {
    orderId: number;
    locale: Locale;
}): Promise<void>;
/** A reset link to the account's address. */
export declare function enqueuePasswordReset(trx: Db, input: {
    to: string;
    locale: Locale;
    payload: Payload<'password_reset'>;
}): Promise<void>;
/** A contact-us message: forwarded to the shop (replies go to the sender), and a receipt to the sender. */
export declare function enqueueContactMessage(trx: Db, input: {
    locale: Locale;
    payload: Payload<'contact_notice'>;
}): Promise<void>;
export {};
