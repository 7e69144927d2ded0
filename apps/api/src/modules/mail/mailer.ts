import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** e.g. the shopper who wrote through contact-us */
  replyTo?: string;
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
}

/**
 * Sends over SMTP when `SMTP_URL` is set; otherwise writes each message as a `.json` file into
 * `OUTBOX_DIR` (readable by the owner only: messages hold reset links) and logs one line without the body.
 */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  if (options.SMTP_URL) {
    const transport = nodemailer.createTransport(options.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      const file = await writeToOutbox(options.OUTBOX_DIR, {
        from: options.MAIL_FROM,
        to: message.to,
        reply_to: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
        created_at: new Date().toISOString(),
      });
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
    close: () => undefined,
  };
}

let sequence = 0;

/** Writes one message; names sort by time (then by order within this process); the write is atomic. */
export async function writeToOutbox(dir: string, mail: StoredMail): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  sequence = (sequence + 1) % 1_000_000;
  const stamp = mail.created_at.replace(/[:.]/g, '-');
  const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.json`;
  const file = path.join(dir, name);
  const temporary = `${file}.tmp`;
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
