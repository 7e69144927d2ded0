import type { FastifyBaseLogger } from 'fastify';
export interface MailMessage {
    to: string;
    subject: string;
    text: string;
    html: string;
    /** e.g. the shopper who wrote through contact-us */
    replyTo?: string;
    /**
     * The outbox message's idempotency key: a resend after a crash carries the same SMTP Message-ID and overwrites the
     * same outbox file, so one message never becomes two.
     */
    key: string;
    /** when the message was queued (ISO-8601); names the outbox file so the folder sorts by time */
    createdAt: string;
}
/** A message as the outbox stores it, one `.json` file each. */
export interface StoredMail {
    from: string;
    to: string;
    reply_to: string | null;
    subject: string;
    text: string;
    html: string;
    created_at: string;
}
export interface Mailer {
    send(message: MailMessage): Promise<void>;
    close(): void;
}
export interface MailerOptions {
    SMTP_URL?: string | undefined;
    MAIL_FROM: string;
    OUTBOX_DIR: string;
    /** how long to wait for the TCP connection, the server's greeting, and any silence on the socket */
    SMTP_CONNECTION_TIMEOUT_MS?: number;
    SMTP_GREETING_TIMEOUT_MS?: number;
    SMTP_SOCKET_TIMEOUT_MS?: number;
}
/** A Message-ID that is the same for every attempt at one outbox message. */
export declare function messageId(key: string, from: string): string;
/**
 * Sends over SMTP when `SMTP_URL` is set; otherwise writes each message as a `.json` file into
 * `OUTBOX_DIR` (readable by the owner only: messages hold reset links) and logs one line without the body.
 */
export declare function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer;
/**
 * Writes one message, named by its queue time and its idempotency key: names sort by time, and writing the same
 * message again replaces its file instead of adding one. The write is atomic.
 */
export declare function writeToOutbox(dir: string, key: string, mail: StoredMail): Promise<string>;
/** Every message in the outbox, oldest first (an absent folder is an empty outbox). */
export declare function readOutbox(dir: string): Promise<StoredMail[]>;
/** The newest message sent to an address (compared case-insensitively), or null; for tests and people. */
export declare function latestMailTo(dir: string, to: string): Promise<StoredMail | null>;
