import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OutboxMessageRow } from '../../db/schema.js';
import type { MailMessage } from '../mail/mailer.js';
import { claimDueMessages, countSentTo, markFailedAttempt, markSent, markSkipped, releaseClaim } from './repository.js';
import type { SendSms } from './sms-provider.js';

/** A message rendered from its outbox row, ready for its channel. */
export type Outgoing =
  { channel: 'email'; mail: Omit<MailMessage, 'key' | 'createdAt'> } | { channel: 'sms'; to: string; text: string };

/** A failure that no retry can fix (a refused number, a message that cannot be rendered). */
export class PermanentSendError extends Error {}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  render: (row: OutboxMessageRow) => Outgoing;
  sendMail: (mail: MailMessage) => Promise<void>;
  /** null when no SMS provider is configured: SMS messages are then kept as skipped */
  sendSms: SendSms | null;
  /**
   * At most `max` messages of these kinds to one recipient on one channel within `windowMs`; more are kept as skipped
   * (`recipient_limit`), not sent
   */
  recipientLimit?: { kinds: ReadonlySet<string>; max: number; windowMs: number };
  /** kinds whose payload is cleared once sent */
  sensitiveKinds: ReadonlySet<string>;
  /** the payload to keep once sent, without what must not outlive the send (a confirmation link's token); null keeps it */
  scrubPayload?: (row: OutboxMessageRow) => string | null;
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

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Doubling waits from `retryMs`, capped at an hour, with ±20 % jitter so failing messages do not retry in step. */
export function backoffMs(attempts: number, retryMs: number, random = Math.random): number {
  const base = Math.min(retryMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let stopping = false;

  async function deliver(row: OutboxMessageRow): Promise<void> {
    const now = () => new Date().toISOString();
    const context = { message_id: row.id, kind: row.kind, channel: row.channel, attempt: row.attempts };
    // what the row keeps once it is done with (sent or skipped): no reset link, no confirmation token
    const kept = () => (options.sensitiveKinds.has(row.kind) ? '{}' : (options.scrubPayload?.(row) ?? null));
    try {
      const outgoing = options.render(row);
      const { sendSms } = options;
      const send =
        outgoing.channel === 'email'
          ? () => options.sendMail({ ...outgoing.mail, key: row.idempotency_key, createdAt: row.created_at })
          : sendSms && (() => sendSms({ to: outgoing.to, text: outgoing.text, key: row.idempotency_key }));
      if (!send) {
        await markSkipped(db, row, { reason: 'sms_not_configured', now: now(), payload: kept() });
        return;
      }
      const limit = options.recipientLimit;
      if (limit?.kinds.has(row.kind)) {
        const since = new Date(Date.now() - limit.windowMs).toISOString();
        if (
          (await countSentTo(db, { recipient: row.recipient, channel: row.channel, kinds: [...limit.kinds], since })) >=
          limit.max
        ) {
          await markSkipped(db, row, { reason: 'recipient_limit', now: now(), payload: kept() });
          log.warn(context, 'outbox message skipped: its recipient had enough this hour');
          return;
        }
      }
      await send();
      await markSent(db, row, { now: now(), payload: kept() });
      log.info(context, 'outbox message sent');
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentSendError || error instanceof SyntaxError;
      const giveUp = permanent || row.attempts >= options.maxAttempts;
      const retryAt = giveUp ? null : new Date(Date.now() + backoffMs(row.attempts, options.retryMs)).toISOString();
      await markFailedAttempt(db, row, { error: text, retryAt, now: now() });
      log[giveUp ? 'error' : 'warn']({ ...context, err: text, retry_at: retryAt }, 'outbox message not sent');
    }
  }

  async function deliverDue(): Promise<number> {
    let handled = 0;
    // what is due when the round starts: a message that fails now waits for a later round
    const dueBy = new Date().toISOString();
    for (;;) {
      const now = new Date();
      const claimed = await claimDueMessages(db, {
        now: now.toISOString(),
        dueBy,
        leaseUntil: new Date(now.getTime() + options.leaseMs).toISOString(),
        limit: batchSize,
      });
      if (!claimed.length) return handled;
      for (const row of claimed) {
        // a claim whose lease is half gone (slow sends before it) is given back and claimed afresh, so no other
        // worker can take it over while this one is still sending it; so is everything when the worker stops
        if (stopping || Date.parse(row.lease_until ?? '') - Date.now() < options.leaseMs / 2) {
          await releaseClaim(db, row, new Date().toISOString());
          continue;
        }
        await deliver(row);
        handled += 1;
      }
      if (stopping) return handled;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = deliverDue()
        .catch((error: unknown) => log.error({ err: error }, 'outbox worker round failed'))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    deliverDue,
  };
}
