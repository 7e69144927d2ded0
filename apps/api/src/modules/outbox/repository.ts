import { type Insertable, sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Db, OutboxMessageRow, OutboxMessagesTable } from '../../db/schema.js';

export type NewOutboxMessage = Pick<
  Insertable<OutboxMessagesTable>,
  'idempotency_key' | 'kind' | 'channel' | 'recipient' | 'language' | 'payload' | 'order_id'
>;

/**
 * Writes messages (inside the caller's transaction). A key that is already there is left alone: enqueueing the same
 * message twice, e.g. on a retried request, still sends it once.
 */
export async function insertMessages(db: Db, messages: NewOutboxMessage[], now: string): Promise<void> {
  if (!messages.length) return;
  await db
    .insertInto('outbox_messages')
    .values(messages.map((m) => ({ ...m, next_attempt_at: now, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

/** The id of the message queued under an idempotency key. */
export async function findMessageId(db: Db, idempotencyKey: string): Promise<number> {
  const row = await db
    .selectFrom('outbox_messages')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due messages for one worker until `leaseUntil`: pending ones due by `dueBy`, and ones
 * claimed before whose lease ran out (the worker died while sending). The claim counts as an attempt.
 * PostgreSQL: the rows are picked with FOR UPDATE SKIP LOCKED, so several API processes never claim one message
 * twice. SQLite has one writer at a time, so the single UPDATE … RETURNING is the claim.
 */
export async function claimDueMessages(
  db: Db,
  { now, dueBy, leaseUntil, limit }: { now: string; dueBy: string; leaseUntil: string; limit: number },
): Promise<OutboxMessageRow[]> {
  let due = db
    .selectFrom('outbox_messages')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', dueBy)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('outbox_messages')
    .set((eb) => ({ status: 'sending', lease_until: leaseUntil, attempts: eb('attempts', '+', 1), updated_at: now }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * The message went out. Only the worker holding the claim (same lease) may mark it. `payload`, when given, replaces
 * the stored one, dropping data that must not outlive the send (a reset link's or a confirmation link's token).
 */
export async function markSent(
  db: Db,
  message: OutboxMessageRow,
  { now, payload }: { now: string; payload: string | null },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      status: 'sent',
      sent_at: now,
      lease_until: null,
      last_error: null,
      updated_at: now,
      ...(payload !== null ? { payload } : {}),
    })
    .where('id', '=', message.id)
    .where('lease_until', '=', message.lease_until)
    .execute();
}

/** Gives back a claimed message that was not tried (the worker is stopping): due again at once, for any worker. */
export async function releaseClaim(db: Db, message: OutboxMessageRow, now: string): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set((eb) => ({ status: 'pending', lease_until: null, attempts: eb('attempts', '-', 1), updated_at: now }))
    .where('id', '=', message.id)
    .where('lease_until', '=', message.lease_until)
    .execute();
}

/** The send failed: try again at `retryAt`, or keep it as failed when `retryAt` is null. */
export async function markFailedAttempt(
  db: Db,
  message: OutboxMessageRow,
  { error, retryAt, now }: { error: string; retryAt: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      status: retryAt === null ? 'failed' : 'pending',
      next_attempt_at: retryAt ?? message.next_attempt_at,
      lease_until: null,
      last_error: error.slice(0, 1000),
      updated_at: now,
    })
    .where('id', '=', message.id)
    .where('lease_until', '=', message.lease_until)
    .execute();
}

/** How many messages of these kinds went to this recipient on this channel since `since` (the worker's cap). */
export async function countSentTo(
  db: Db,
  { recipient, channel, kinds, since }: { recipient: string; channel: string; kinds: readonly string[]; since: string },
): Promise<number> {
  const row = await db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('sent'))
    // an e-mail address in any case is one mailbox (the index is on lower(recipient), migration 0018)
    .where(sql`lower(recipient)`, '=', recipient.toLowerCase())
    .where('channel', '=', channel)
    .where('kind', 'in', kinds)
    .where('updated_at', '>=', since)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return Number(row?.sent ?? 0);
}

/** The channel is not configured here (e.g. no SMS provider): kept, visibly not sent; `payload` as in markSent. */
export async function markSkipped(
  db: Db,
  message: OutboxMessageRow,
  { reason, now, payload }: { reason: string; now: string; payload: string | null },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      status: 'skipped',
      lease_until: null,
      last_error: reason,
      updated_at: now,
      ...(payload !== null ? { payload } : {}),
    })
    .where('id', '=', message.id)
    .where('lease_until', '=', message.lease_until)
    .execute();
}

export interface FailedMessage {
  id: number;
  kind: string;
  channel: string;
  recipient: string;
  order_id: number | null;
  order_uuid: string | null;
  order_number: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** Messages that kept failing, newest first, for the staff's desk, with the order each is about. */
export async function listFailedMessages(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: FailedMessage[]; total: number }> {
  const failed = db.selectFrom('outbox_messages as m').where('m.status', '=', 'failed');
  const [rows, count] = await Promise.all([
    failed
      .leftJoin('orders as o', 'o.id', 'm.order_id')
      .select([
        'm.id',
        'm.kind',
        'm.channel',
        'm.recipient',
        'm.order_id',
        'o.uuid as order_uuid',
        'o.number as order_number',
        'm.attempts',
        'm.last_error',
        'm.created_at',
        'm.updated_at',
      ])
      .orderBy('m.updated_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    failed.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Puts a failed message back in the queue (staff's "send again"). */
export async function retryFailedMessage(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox_messages')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
