import { randomUUID } from 'node:crypto';
import { type Language, normalizeLibyanPhone, storedLanguage } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { type NewOutboxMessage, findMessageId, insertMessages } from '../outbox/repository.js';
import type { MessageKind, Payload } from './payloads.js';
import { findOrderForNotice, findShopEmails, findStatusName } from './repository.js';

/**
 * Queue the messages a change causes. Call these inside the transaction of the change: the messages commit or roll
 * back with it. Each message gets its own idempotency key per channel. The language is the request's, passed as data.
 */

function message<K extends MessageKind>(
  kind: K,
  channel: 'email' | 'sms',
  key: string,
  recipient: string,
  language: Language,
  payload: Payload<K>,
  orderId: number | null = null,
): NewOutboxMessage {
  return {
    idempotency_key: `${kind}:${key}:${channel}`,
    kind,
    channel,
    recipient,
    language,
    payload: JSON.stringify(payload),
    order_id: orderId,
  };
}

/** +2189XXXXXXXX as shoppers write it (09XXXXXXXX), for the tracking form's link. */
const localPhone = (phone: string | null) => (phone ? `0${phone.slice(4)}` : null);

/**
 * The shopper's confirmation (e-mail and SMS, where they have them) and the staff's notice of a new order. With
 * cash-on-delivery confirmation on, `confirmToken` is the single-use link's token (the order keeps only its hash).
 */
export async function enqueueOrderPlaced(
  trx: Db,
  input: { orderId: number; language: Language; confirmToken?: string | null },
): Promise<void> {
  const { orderId, language } = input;
  const o = await findOrderForNotice(trx, orderId);
  const phone = normalizeLibyanPhone(o.receiver_phone ?? o.phone ?? '');
  const payload: Payload<'order_placed'> = {
    uuid: o.uuid,
    number: o.number,
    first_name: o.first_name,
    delivery_method: o.delivery_method,
    code_discount_milli: o.code_discount_milli,
    delivery_fee_milli: o.delivery_fee_milli,
    total_milli: o.total_milli,
    lines: o.lines,
    track_phone: localPhone(phone),
    confirm_token: input.confirmToken ?? null,
  };
  const messages: NewOutboxMessage[] = [];
  const key = String(orderId);
  if (o.email) messages.push(message('order_placed', 'email', key, o.email, language, payload, orderId));
  if (phone) messages.push(message('order_placed', 'sms', key, phone, language, payload, orderId));
  const staff: Payload<'new_order'> = {
    ...payload,
    confirm_token: null,
    client_name: o.receiver_name ?? `${o.first_name} ${o.last_name}`.trim(),
    phone,
    city: o.city_ar !== null && o.city_en !== null ? { ar: o.city_ar, en: o.city_en } : null,
    near_place: o.near_place,
  };
  (await findShopEmails(trx)).slice(0, 1).forEach((to) => {
    messages.push(message('new_order', 'email', key, to, 'ar', staff, orderId));
  });
  await insertMessages(trx, messages, nowIso());
}

/** A reset link to the account's address. */
export async function enqueuePasswordReset(
  trx: Db,
  input: { to: string; language: Language; payload: Payload<'password_reset'> },
): Promise<void> {
  await insertMessages(
    trx,
    [message('password_reset', 'email', randomUUID(), input.to, input.language, input.payload)],
    nowIso(),
  );
}

/** An e-mail address half hidden ("h***@example.ly"): enough for its owner to know it, not to learn it. */
const hiddenEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
};

/**
 * The notice that an account's password or e-mail was changed, to the e-mail it had, in the language the change was
 * asked in. A new e-mail is kept half hidden: the old address's reader needs to know it, not to learn it.
 */
export async function enqueueAccountChanged(
  trx: Db,
  input: { to: string; language: Language; firstName: string; change: 'password' | 'email'; newEmail?: string },
): Promise<void> {
  const payload: Payload<'account_changed'> = {
    first_name: input.firstName,
    change: input.change,
    new_email: input.newEmail === undefined ? null : hiddenEmail(input.newEmail),
  };
  await insertMessages(
    trx,
    [message('account_changed', 'email', randomUUID(), input.to, input.language, payload)],
    nowIso(),
  );
}

/** The notice that a staff member's password was changed (by them, or by an owner), to their e-mail. */
export async function enqueueStaffPassword(
  trx: Db,
  input: { to: string; language: Language; payload: Payload<'staff_password'> },
): Promise<void> {
  await insertMessages(
    trx,
    [message('staff_password', 'email', randomUUID(), input.to, input.language, input.payload)],
    nowIso(),
  );
}

/** A contact-us message: forwarded to the shop (replies go to the sender), and a receipt to the sender. */
export async function enqueueContactMessage(
  trx: Db,
  input: { language: Language; payload: Payload<'contact_notice'> },
): Promise<void> {
  const { language, payload } = input;
  const key = randomUUID();
  const [shop] = await findShopEmails(trx);
  const messages = [message('contact_ack', 'email', key, payload.email, language, {})];
  if (shop) messages.push(message('contact_notice', 'email', key, shop, 'ar', payload));
  await insertMessages(trx, messages, nowIso());
}

/**
 * The shopper's notice of an order's new status (a staff change, bulk or single, or their own cancellation), by
 * e-mail and SMS where they have them, in the language the order was placed in. One key per order and status: an
 * order reaches each status once (the moves only go forward), so a retried change never tells twice.
 */
export async function enqueueStatusChanged(trx: Db, input: { orderId: number; status: string }): Promise<void> {
  const { orderId, status } = input;
  const o = await findOrderForNotice(trx, orderId);
  const name = await findStatusName(trx, status);
  const phone = normalizeLibyanPhone(o.receiver_phone ?? o.phone ?? '');
  const language = storedLanguage(o.language);
  const payload: Payload<'status_changed'> = {
    uuid: o.uuid,
    number: o.number,
    first_name: o.first_name,
    status,
    status_name: name,
    track_phone: localPhone(phone),
  };
  const key = `${orderId}:${status}`;
  const messages: NewOutboxMessage[] = [];
  if (o.email) messages.push(message('status_changed', 'email', key, o.email, language, payload, orderId));
  if (phone) messages.push(message('status_changed', 'sms', key, phone, language, payload, orderId));
  await insertMessages(trx, messages, nowIso());
}

/** The shop's notice that the shopper cancelled an order (to the first address of the `emails` setting). */
export async function enqueueClientCancelled(trx: Db, input: { orderId: number }): Promise<void> {
  const o = await findOrderForNotice(trx, input.orderId);
  const [shop] = await findShopEmails(trx);
  if (!shop) return;
  const payload: Payload<'order_cancelled'> = {
    uuid: o.uuid,
    number: o.number,
    client_name: o.receiver_name ?? `${o.first_name} ${o.last_name}`.trim(),
    phone: normalizeLibyanPhone(o.receiver_phone ?? o.phone ?? ''),
    total_milli: o.total_milli,
  };
  await insertMessages(
    trx,
    [message('order_cancelled', 'email', String(input.orderId), shop, 'ar', payload, input.orderId)],
    nowIso(),
  );
}

/** Staff's answer to a contact message, to its sender; answers the outbox row's id (the reply keeps it). */
export async function enqueueContactReply(
  trx: Db,
  input: { replyId: number; to: string; language: Language; payload: Payload<'contact_reply'> },
): Promise<number> {
  const row = message('contact_reply', 'email', String(input.replyId), input.to, input.language, input.payload);
  await insertMessages(trx, [row], nowIso());
  return findMessageId(trx, row.idempotency_key);
}
