import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

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
export function messageId(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'dukkan.ly';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/** Throws as nodemailer would on an SMTP address it cannot read (a malformed %-escape in the user or password). */
function checkSmtpUrl(url: string): void {
  const parsed = new URL(url);
  decodeURIComponent(parsed.username);
  decodeURIComponent(parsed.password);
}

/**
 * Sends over SMTP when `SMTP_URL` is set; otherwise writes each message as a `.json` file into
 * `OUTBOX_DIR` (readable by the owner only: messages hold reset links) and logs one line without the body.
 */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  if (options.SMTP_URL) {
    const url = options.SMTP_URL;
    // a malformed address fails here, at start-up, as it did when nodemailer was loaded with the module
    checkSmtpUrl(url);
    // nodemailer is loaded by the first message: about 12 MB of resident memory, which a process that sends none
    // never needs. A load that fails is tried again by the next message.
    let transport: Promise<Transporter> | undefined;
    let closed = false;
    const smtp = () =>
      (transport ??= (async () => {
        const [{ default: nodemailer }, { default: SMTPTransport }] = await Promise.all([
          import('nodemailer'),
          import('nodemailer/lib/smtp-transport/index.js'),
        ]);
        // the SMTP transport itself merges `url` with the other options (createTransport({url}) drops them)
        return nodemailer.createTransport(
          new SMTPTransport({
            url,
            connectionTimeout: options.SMTP_CONNECTION_TIMEOUT_MS ?? 10_000,
            greetingTimeout: options.SMTP_GREETING_TIMEOUT_MS ?? 10_000,
            socketTimeout: options.SMTP_SOCKET_TIMEOUT_MS ?? 30_000,
          }),
        );
      })().catch((error: unknown) => {
        transport = undefined;
        throw error;
      }));
    return {
      async send(message) {
        if (closed) throw new Error('the mailer is closed');
        await (
          await smtp()
        ).sendMail({
          messageId: messageId(message.key, options.MAIL_FROM),
          from: options.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => {
        closed = true;
        void transport?.then(
          (t) => t.close(),
          () => undefined,
        );
      },
    };
  }
  return {
    async send(message) {
      const file = await writeToOutbox(options.OUTBOX_DIR, message.key, {
        from: options.MAIL_FROM,
        to: message.to,
        reply_to: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
        created_at: message.createdAt,
      });
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
    close: () => undefined,
  };
}

/**
 * Writes one message, named by its queue time and its idempotency key: names sort by time, and writing the same
 * message again replaces its file instead of adding one. The write is atomic.
 */
export async function writeToOutbox(dir: string, key: string, mail: StoredMail): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = mail.created_at.replace(/[:.]/g, '-');
  const name = `${stamp}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;
  const file = path.join(dir, name);
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(temporary, file);
  return file;
}

/** Every message in the outbox, oldest first (an absent folder is an empty outbox). */
export async function readOutbox(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as StoredMail));
}

/** The newest message sent to an address (compared case-insensitively), or null; for tests and people. */
export async function latestMailTo(dir: string, to: string): Promise<StoredMail | null> {
  const wanted = to.trim().toLowerCase();
  const mails = (await readOutbox(dir)).filter((m) => m.to.trim().toLowerCase() === wanted);
  return mails.at(-1) ?? null;
}
