import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { escapeLike, normalizedSql } from '../../lib/search-sql.js';

type Page = { limit: number; offset: number };

// ---------------------------------------------------------------------------------------------
// Contact messages

function messages(db: Db, unreadOnly: boolean) {
  let q = db.selectFrom('contact_messages as m');
  if (unreadOnly) q = q.where('m.read_at', 'is', null);
  return q;
}

/** How many replies the message `m` has (a subquery of a select on `contact_messages as m`). */
const replyCount = sql<number>`(SELECT count(*) FROM contact_replies r WHERE r.contact_message_id = m.id)`;

/** A page of messages, newest first, with how many replies each has. */
export async function findMessages(db: Db, unreadOnly: boolean, page: Page) {
  const [rows, total] = await Promise.all([
    messages(db, unreadOnly)
      .selectAll('m')
      .select(replyCount.as('replies_count'))
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    messages(db, unreadOnly)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type MessageRow = Awaited<ReturnType<typeof findMessages>>['rows'][number];

export async function countUnread(db: Db): Promise<number> {
  const row = await messages(db, true)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findMessage(db: Db, id: number) {
  return db
    .selectFrom('contact_messages as m')
    .selectAll('m')
    .select(replyCount.as('replies_count'))
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** The replies to a message, oldest first, with who wrote them and how their e-mail fares in the outbox. */
export function findReplies(db: Db, messageId: number) {
  return db
    .selectFrom('contact_replies as r')
    .leftJoin('staff', 'staff.id', 'r.staff_id')
    .leftJoin('outbox_messages as o', 'o.id', 'r.outbox_message_id')
    .selectAll('r')
    .select(['staff.name as staff_name', 'o.status as delivery'])
    .where('r.contact_message_id', '=', messageId)
    .orderBy('r.id')
    .execute();
}

export async function setRead(db: Db, id: number, readAt: string | null): Promise<void> {
  await db.updateTable('contact_messages').set({ read_at: readAt }).where('id', '=', id).execute();
}

export async function insertReply(
  db: Db,
  values: { messageId: number; staffId: number; subject: string; body: string; language: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('contact_replies')
    .values({
      contact_message_id: values.messageId,
      staff_id: values.staffId,
      subject: values.subject,
      body: values.body,
      language: values.language,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkReplyMessage(db: Db, replyId: number, outboxId: number): Promise<void> {
  await db.updateTable('contact_replies').set({ outbox_message_id: outboxId }).where('id', '=', replyId).execute();
}

// ---------------------------------------------------------------------------------------------
// Customers

export interface CustomerSearch {
  /** normalizeSearch()ed text for names and e-mails */
  text?: string | undefined;
  /** the canonical +2189… phone the text stands for, when it is one */
  phone?: string | undefined;
  /** the start of a canonical phone, when the text is a partly typed number */
  phoneStart?: string | undefined;
}

function customers(db: Db, search: CustomerSearch) {
  let q = db.selectFrom('clients as c');
  const { text, phone, phoneStart } = search;
  if (text) {
    const like = `%${escapeLike(text)}%`;
    const matches = (expr: Expression<string | null>) => sql<boolean>`${expr} LIKE ${like} ESCAPE '\\'`;
    q = q.where((eb) =>
      eb.or([
        matches(normalizedSql(sql<string>`${sql.ref('c.first_name')} || ' ' || ${sql.ref('c.last_name')}`)),
        matches(sql.ref('c.email_normalized')),
        matches(sql.ref('c.phone')),
        ...(phone ? [eb('c.phone', '=', phone)] : []),
        ...(phoneStart ? [sql<boolean>`${sql.ref('c.phone')} LIKE ${`${escapeLike(phoneStart)}%`} ESCAPE '\\'`] : []),
      ]),
    );
  }
  return q;
}

/** The orders of the client `c` and what they spent on those not cancelled (subqueries of a select on `clients as c`). */
const ordersCount = sql<number>`(SELECT count(*) FROM orders o WHERE o.client_id = c.id)`;
const spentMilli = sql<number>`(SELECT coalesce(sum(o.total_milli), 0) FROM orders o
  JOIN order_statuses s ON s.id = o.status_id WHERE o.client_id = c.id AND s.code <> 'cancelled')`;

/** Customers with their city, their orders' count and what they spent (Σ totals of orders not cancelled). */
function withTotals(db: Db, search: CustomerSearch) {
  return customers(db, search)
    .leftJoin('cities', 'cities.id', 'c.city_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.phone',
      'c.near_place',
      'c.is_subscriber',
      'c.created_at',
      'cities.name_ar as city_ar',
      'cities.name_en as city_en',
    ])
    .select([ordersCount.as('orders_count'), spentMilli.as('spent_milli')]);
}

/** A page of customers, newest first. */
export async function findCustomers(db: Db, search: CustomerSearch, page: Page) {
  const [rows, total] = await Promise.all([
    withTotals(db, search).orderBy('c.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    customers(db, search)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type CustomerRow = Awaited<ReturnType<typeof findCustomers>>['rows'][number];

export function findCustomer(db: Db, id: number) {
  return withTotals(db, {}).where('c.id', '=', id).executeTakeFirst();
}

/** A customer's orders, newest first. */
export function findCustomerOrders(db: Db, clientId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('order_statuses as s', 's.id', 'o.status_id')
    .select(['o.uuid', 'o.number', 's.code as status', 'o.total_milli', 'o.created_at'])
    .where('o.client_id', '=', clientId)
    .orderBy('o.id', 'desc')
    .limit(200)
    .execute();
}
