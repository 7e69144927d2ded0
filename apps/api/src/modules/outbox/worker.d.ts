import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OutboxMessageRow } from '../../db/schema.js';
import type { MailMessage } from '../mail/mailer.js';
import type { SendSms } from './sms-provider.js';
/** A message rendered from its outbox row, ready for its channel. */
export type Outgoing = {
    channel: 'email';
    mail: Omit<MailMessage, 'key' | 'createdAt'>;
} | {
    channel: 'sms';
    to: string;
    text: string;
};
/** A failure that no retry can fix (a refused number, a message that cannot be rendered). */
export declare class PermanentSendError extends Error {
}
export interface OutboxWorkerOptions {
    db: Kysely<Database>;
    log: FastifyBaseLogger;
    render: (row: OutboxMessageRow) => Outgoing;
    sendMail: (mail: MailMessage) => Promise<void>;
    /** null when no SMS provider is configured: SMS messages are then kept as skipped */
    sendSms: SendSms | null;
    /** kinds whose payload is cleared once sent */
    sensitiveKinds: ReadonlySet<string>;
    pollMs: number;
    leaseMs: number;
    maxAttempts: number;
    retryMs: number;
    /** messages claimed at once */
    batchSize?: number;
}
export interface OutboxWorker {
    /** polls every `pollMs` until stopped */
    start(): void;
    /** stops polling and waits for the messages in hand */
    stop(): Promise<void>;
    /** claims and sends everything due when called; answers how many were handled (tests, and `start`'s loop) */
    deliverDue(): Promise<number>;
}
/** Doubling waits from `retryMs`, capped at an hour, with ±20 % jitter so failing messages do not retry in step. */
export declare function backoffMs(attempts: number, retryMs: number, random?: () => number): number;
export declare function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker;
