import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxMessageRow, OutboxMessagesTable } from '../../db/schema.js';
type Db = Kysely<Database>;
export type NewOutboxMessage = Pick<Insertable<OutboxMessagesTable>, 'idempotency_key' | 'kind' | 'channel' | 'recipient' | 'locale' | 'payload' | 'order_id'>;
/**
 * Writes messages (inside the caller's transaction). A key that is already there is left alone: enqueueing the same
 * message twice, e.g. on a retried request, still sends it once.
 */
export declare function insertMessages(db: Db, messages: NewOutboxMessage[], now: string): Promise<void>;
/**
 * Claims up to `limit` due messages for one worker until `leaseUntil`: pending ones due by `dueBy`, and ones
 * claimed before whose lease ran out (the worker died while sending). The claim counts as an attempt.
 * PostgreSQL: the rows are picked with FOR UPDATE SKIP LOCKED, so several API processes never claim one message
 * twice. SQLite has one writer at a time, so the single UPDATE … RETURNING is the claim.
 */
export declare function claimDueMessages(db: Db, { now, dueBy, leaseUntil, limit }: {
    now: string;
    dueBy: string;
    leaseUntil: string;
    limit: number;
}): Promise<OutboxMessageRow[]>;
/**
 * The message went out. Only the worker holding the claim (same lease) may mark it. `clearPayload` drops data that
 * must not outlive the send (a reset link's token).
 */
export declare function markSent(db: Db, message: OutboxMessageRow, { now, clearPayload }: {
    now: string;
    clearPayload: boolean;
}): Promise<void>;
/** Gives back a claimed message that was not tried (the worker is stopping): due again at once, for any worker. */
export declare function releaseClaim(db: Db, message: OutboxMessageRow, now: string): Promise<void>;
/** The send failed: try again at `retryAt`, or keep it as failed when `retryAt` is null. */
export declare function markFailedAttempt(db: Db, message: OutboxMessageRow, { error, retryAt, now }: {
    error: string;
    retryAt: string | null;
    now: string;
}): Promise<void>;
/** The channel is not configured here (e.g. no SMS provider): kept, visibly not sent. */
export declare function markSkipped(db: Db, message: OutboxMessageRow, reason: string, now: string): Promise<void>;
export interface FailedMessage {
    id: number;
    kind: string;
    channel: string;
    recipient: string;
    order_id: number | null;
    attempts: number;
    last_error: string | null;
    created_at: string;
    updated_at: string;
}
/** Messages that kept failing, newest first, for the staff's desk. */
export declare function listFailedMessages(db: Db, page: {
    limit: number;
    offset: number;
}): Promise<{
    rows: FailedMessage[];
    total: number;
}>;
/** Puts a failed message back in the queue (staff's "send again"). */
export declare function retryFailedMessage(db: Db, id: number, now: string): Promise<boolean>;
export {};
