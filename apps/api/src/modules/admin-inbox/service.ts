import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminContactMessage,
  type AdminContactMessageDetails,
  type AdminCustomer,
  type AdminCustomerDetails,
  type AdminCustomersQuery,
  type AdminMessagesPage,
  type AdminMessagesQuery,
  type ContactReplyBody,
  type Language,
  type OrderStatusCode,
  type Paged,
  fromMilli,
  normalizeLibyanPhone,
  storedLanguage,
  normalizeSearch,
  pageEnvelope,
  toAsciiDigits,
} from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { type StaffAuditActor, recordAudit } from '../../lib/audit/repository.js';
import { givenParams } from '../../lib/query-params.js';
import { enqueueContactReply } from '../notifications/enqueue.js';
import * as repo from './repository.js';

/** The inboxes: contact messages (read, answered by e-mail through the outbox) and customers with their orders. */

// ---------------------------------------------------------------------------------------------
// Contact messages

function toMessage(r: repo.MessageRow): AdminContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    created_at: r.created_at,
    read_at: r.read_at,
    replies_count: Number(r.replies_count),
    client_id: r.client_id,
  };
}

export async function listMessages(db: Db, query: AdminMessagesQuery): Promise<AdminMessagesPage> {
  const page = query.page ?? 1;
  const perPage = ADMIN_LIST_PAGE_SIZE;
  const [{ rows, total }, unread] = await Promise.all([
    repo.findMessages(db, query.filter === 'unread', { limit: perPage, offset: (page - 1) * perPage }),
    repo.countUnread(db),
  ]);
  const envelope = pageEnvelope(rows.map(toMessage), {
    page,
    perPage,
    total,
    path: '/api/admin/messages',
    query: givenParams({ filter: query.filter }),
  });
  return { ...envelope, unread };
}

export const unreadCount = (db: Db) => repo.countUnread(db);

export async function messageDetails(db: Db, id: number): Promise<AdminContactMessageDetails> {
  const row = await repo.findMessage(db, id);
  if (!row) throw notFound('contact_message_not_found');
  const replies = await repo.findReplies(db, id);
  return {
    ...toMessage(row),
    replies: replies.map((r) => ({
      id: r.id,
      subject: r.subject,
      body: r.body,
      language: storedLanguage(r.language),
      staff: r.staff_id !== null && r.staff_name !== null ? { id: r.staff_id, name: r.staff_name } : null,
      delivery: r.delivery ?? 'pending',
      created_at: r.created_at,
    })),
  };
}

/** Marks a message read (or unread again); audited when it changes. */
export async function markRead(
  db: Db,
  actor: StaffAuditActor,
  id: number,
  read: boolean,
): Promise<AdminContactMessageDetails> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findMessage(trx, id);
    if (!row) throw notFound('contact_message_not_found');
    if ((row.read_at !== null) === read) return;
    const readAt = read ? nowIso() : null;
    await repo.setRead(trx, id, readAt);
    await recordAudit(trx, actor, {
      action: read ? 'contact_message.read' : 'contact_message.unread',
      entity: 'contact_message',
      entityId: id,
      before: { read_at: row.read_at },
      after: { read_at: readAt },
    });
  });
  return messageDetails(db, id);
}

/**
 * Answers a message by e-mail: the reply is recorded, its e-mail queued in the outbox in the same transaction
 * (sent by the worker, retried, never lost), the message marked read, and the write audited. Nothing waits on mail.
 */
export async function reply(
  db: Db,
  actor: StaffAuditActor,
  id: number,
  body: ContactReplyBody,
  staffLanguage: Language,
): Promise<AdminContactMessageDetails> {
  const language = body.language ?? staffLanguage;
  await db.transaction().execute(async (trx) => {
    const row = await repo.findMessage(trx, id);
    if (!row) throw notFound('contact_message_not_found');
    const at = nowIso();
    const replyId = await repo.insertReply(trx, {
      messageId: id,
      staffId: actor.staffId,
      subject: body.subject,
      body: body.body,
      language,
      at,
    });
    const outboxId = await enqueueContactReply(trx, {
      replyId,
      to: row.email,
      language,
      payload: {
        name: row.name,
        subject: body.subject,
        body: body.body,
        original_subject: row.subject,
        original_message: row.message,
        original_at: row.created_at.slice(0, 10),
      },
    });
    await repo.linkReplyMessage(trx, replyId, outboxId);
    if (row.read_at === null) await repo.setRead(trx, id, at);
    await recordAudit(trx, actor, {
      action: 'contact_message.replied',
      entity: 'contact_message',
      entityId: id,
      before: null,
      after: { reply_id: replyId, to: row.email, subject: body.subject, language },
    });
  });
  return messageDetails(db, id);
}

// ---------------------------------------------------------------------------------------------
// Customers

function toCustomer(r: repo.CustomerRow): AdminCustomer {
  return {
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    phone: r.phone,
    city_name: r.city_ar !== null && r.city_en !== null ? { ar: r.city_ar, en: r.city_en } : null,
    is_subscriber: r.is_subscriber === 1,
    orders_count: Number(r.orders_count),
    total_spent: fromMilli(Number(r.spent_milli)),
    created_at: r.created_at,
  };
}

/** The start of a canonical phone that a partly typed local number stands for ("0912 34" → "+21891234"). */
function phoneStart(q: string): string | undefined {
  const digits = toAsciiDigits(q).replace(/[\s\-().]/g, '');
  if (/^0\d{2,}$/.test(digits)) return `+218${digits.slice(1)}`;
  if (/^(\+|00)218\d+$/.test(digits)) return `+${digits.replace(/^(\+|00)/, '')}`;
  return undefined;
}

export async function listCustomers(db: Db, query: AdminCustomersQuery): Promise<Paged<AdminCustomer>> {
  const page = query.page ?? 1;
  const perPage = ADMIN_LIST_PAGE_SIZE;
  const search: repo.CustomerSearch = query.q
    ? {
        text: normalizeSearch(query.q) || undefined,
        phone: normalizeLibyanPhone(query.q) ?? undefined,
        phoneStart: phoneStart(query.q),
      }
    : {};
  const { rows, total } = await repo.findCustomers(db, search, { limit: perPage, offset: (page - 1) * perPage });
  return pageEnvelope(rows.map(toCustomer), {
    page,
    perPage,
    total,
    path: '/api/admin/customers',
    query: givenParams({ q: query.q }),
  });
}

export async function customerDetails(db: Db, id: number): Promise<AdminCustomerDetails> {
  const row = await repo.findCustomer(db, id);
  if (!row) throw notFound('customer_not_found');
  const orders = await repo.findCustomerOrders(db, id);
  return {
    ...toCustomer(row),
    near_place: row.near_place,
    orders: orders.map((o) => ({
      uuid: o.uuid,
      number: o.number,
      status: o.status as OrderStatusCode,
      total: fromMilli(o.total_milli),
      created_at: o.created_at,
    })),
  };
}
