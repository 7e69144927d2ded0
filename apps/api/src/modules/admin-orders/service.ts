import { createHash } from 'node:crypto';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderListItem,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type BulkStatus,
  type DeliveryMethod,
  type Localized,
  type MessageRef,
  ORDER_STATUS_CODES,
  ORDER_TRANSITIONS,
  type OrderNote,
  type OrderStatusCode,
  type OrdersSummary,
  type StatusChange,
  type StatusCounts,
  fromMilli,
  imageUrl,
  normalizeLibyanPhone,
  normalizeOrderNumber,
  normalizeSearch,
  pageEnvelope,
} from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { type StaffAuditActor, recordAudit } from '../../lib/audit/repository.js';
import {
  confirmAwaitingOrder,
  dropConfirmationToken,
  isAwaitingConfirmation,
} from '../../lib/order-confirmation/repository.js';
import { findStatusHistory, recordStatusChange } from '../../lib/order-history/repository.js';
import { enqueueStatusChanged } from '../notifications/enqueue.js';
import { releaseOrderCodeUse, returnOrderStock } from '../../lib/order-stock/repository.js';
import { codConfirmationEnabled, COD_CONFIRMATION_SETTING } from '../../lib/order-confirmation/confirmation.js';
import { givenParams } from '../../lib/query-params.js';
import { saveSetting } from '../../lib/settings-repository.js';
import { addDays, shopDayStart } from '../../lib/shop-time.js';
import * as repo from './repository.js';

const localized = (ar: string | null, en: string | null): Localized | null =>
  ar !== null && en !== null ? { ar, en } : null;

const clientName = (first: string, last: string) => `${first} ${last}`.trim();

/** What the courier or the counter collects: everything is cash on delivery, nothing once cancelled. */
const cashToCollect = (status: string, totalMilli: number) => (status === 'cancelled' ? 0 : fromMilli(totalMilli));

function toCounts(map: Map<string, number>): StatusCounts {
  return Object.fromEntries(ORDER_STATUS_CODES.map((s) => [s, map.get(s) ?? 0])) as StatusCounts;
}

/** The statuses by code and by id, with their names (data, see docs/decisions/0002-order-statuses.md). */
async function statusTable(db: Db) {
  const rows = await repo.findStatuses(db);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const get = (code: string): repo.StatusRow => {
    const row = byCode.get(code);
    if (!row) throw new Error(`order status "${code}" is missing: run the seed`);
    return row;
  };
  return { byId, get };
}

// ---------------------------------------------------------------------------------------------
// The list

function filtersOf(query: AdminOrdersQuery, statusId: number | undefined): repo.OrderFilters {
  const text = query.q ? normalizeSearch(query.q) : '';
  return {
    statusId,
    deliveryMethod: query.delivery_method,
    cityId: query.city_id,
    fromIso: query.from ? shopDayStart(query.from) : undefined,
    toIso: query.to ? shopDayStart(addDays(query.to, 1)) : undefined,
    text: text || undefined,
    phone: query.q ? (normalizeLibyanPhone(query.q) ?? undefined) : undefined,
    number: query.q ? (normalizeOrderNumber(query.q) ?? undefined) : undefined,
    unconfirmed: query.unconfirmed === true,
  };
}

function toListItem(r: repo.AdminOrderListRow): AdminOrderListItem {
  return {
    uuid: r.uuid,
    number: r.number,
    status: r.status as OrderStatusCode,
    created_at: r.created_at,
    client_name: clientName(r.first_name, r.last_name) || null,
    receiver_name: r.receiver_name,
    phone: r.receiver_phone ?? r.client_phone,
    city_name: localized(r.city_name_ar, r.city_name_en),
    delivery_method: r.delivery_method as DeliveryMethod,
    items_count: Number(r.items ?? 0),
    total: fromMilli(r.total_milli),
    cash_to_collect: cashToCollect(r.status, r.total_milli),
    awaiting_confirmation: isAwaitingConfirmation(r.confirmation_state, r.status),
  };
}

export async function listOrders(db: Db, query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  const statuses = await statusTable(db);
  const filters = filtersOf(query, query.status ? statuses.get(query.status).id : undefined);
  const perPage = query.per_page ?? ADMIN_ORDERS_PAGE_SIZE;
  const page = query.page ?? 1;
  const [{ rows, total }, counts] = await Promise.all([
    repo.findOrders(db, filters, { limit: perPage, offset: (page - 1) * perPage }),
    repo.countByStatus(db, filters),
  ]);
  const kept = givenParams({
    ...query,
    page: undefined,
    per_page: perPage,
    unconfirmed: query.unconfirmed ? 'true' : undefined,
  });
  const envelope = pageEnvelope(rows.map(toListItem), { page, perPage, total, path: '/api/admin/orders', query: kept });
  return { ...envelope, counts: toCounts(counts) };
}

/** Counts per status and the newest order, with an ETag of the answer so a poll costs a 304 when nothing changed. */
export async function ordersSummary(db: Db): Promise<{ summary: OrdersSummary; etag: string }> {
  const [counts, newest] = await Promise.all([repo.countByStatus(db, {}), repo.findNewestOrder(db)]);
  const summary: OrdersSummary = { counts: toCounts(counts), newest: newest ?? null };
  const etag = `"${createHash('sha256').update(JSON.stringify(summary)).digest('base64url').slice(0, 27)}"`;
  return { summary, etag };
}

// ---------------------------------------------------------------------------------------------
// One order

function toNote(n: repo.NoteRow): OrderNote {
  return { id: n.id, body: n.body, staff: { id: n.staff_id, name: n.staff_name }, created_at: n.created_at };
}

async function loadOrder(db: Db, orderId: number): Promise<AdminOrder> {
  const [o, lines, history, notes] = await Promise.all([
    repo.findOrderDetails(db, orderId),
    repo.findLines(db, orderId),
    findStatusHistory(db, orderId),
    repo.findNotes(db, orderId),
  ]);
  const status = o.status as OrderStatusCode;
  return {
    uuid: o.uuid,
    number: o.number,
    status,
    created_at: o.created_at,
    updated_at: o.updated_at,
    delivery_method: o.delivery_method as DeliveryMethod,
    city_name: localized(o.city_name_ar, o.city_name_en),
    package_name: localized(o.package_name_ar, o.package_name_en),
    address: o.near_place,
    receiver_name: o.receiver_name,
    phone: o.receiver_phone ?? o.client_phone,
    client: {
      id: o.client_id,
      name: clientName(o.first_name, o.last_name),
      email: o.client_email,
      phone: o.client_phone,
    },
    lines: lines.map((l) => ({
      product_uuid: l.product_uuid,
      name_ar: l.name_ar,
      name_en: l.name_en,
      image: l.img_path && imageUrl(l.img_path),
      quantity: l.quantity,
      unit_price: fromMilli(l.unit_price_milli - l.unit_discount_milli + l.unit_tax_milli),
      total: fromMilli(l.line_total_milli),
    })),
    subtotal: fromMilli(o.subtotal_milli),
    discount: fromMilli(o.discount_milli),
    code_discount: fromMilli(o.code_discount_milli),
    tax: fromMilli(o.tax_milli),
    delivery_fee: fromMilli(o.delivery_fee_milli),
    total: fromMilli(o.total_milli),
    cash_to_collect: cashToCollect(status, o.total_milli),
    discount_code: o.discount_code,
    payment_method: 'cash_on_delivery',
    history: history.map((h) => ({
      from_status: h.from_status as OrderStatusCode | null,
      to_status: h.to_status as OrderStatusCode,
      staff: h.staff_id !== null && h.staff_name !== null ? { id: h.staff_id, name: h.staff_name } : null,
      actor: h.actor as 'staff' | 'client' | 'system',
      note: h.note,
      created_at: h.created_at,
    })),
    notes: notes.map(toNote),
    allowed_transitions: [...ORDER_TRANSITIONS[status]],
    awaiting_confirmation: isAwaitingConfirmation(o.confirmation_state, status),
  };
}

async function orderRef(db: Db, uuid: string) {
  const ref = await repo.findOrderRef(db, uuid.toLowerCase());
  if (!ref) throw notFound('order_not_found');
  return ref;
}

export async function orderDetails(db: Db, uuid: string): Promise<AdminOrder> {
  return loadOrder(db, (await orderRef(db, uuid)).id);
}

export async function addNote(db: Db, actor: StaffAuditActor, uuid: string, body: string): Promise<OrderNote> {
  const ref = await orderRef(db, uuid);
  await db.transaction().execute(async (trx) => {
    const id = await repo.insertNote(trx, { order_id: ref.id, staff_id: actor.staffId, body, created_at: nowIso() });
    await recordAudit(trx, actor, {
      action: 'order.note_added',
      entity: 'order',
      entityId: ref.uuid,
      before: null,
      after: { note_id: id, body },
    });
  });
  const notes = await repo.findNotes(db, ref.id);
  return toNote(notes[notes.length - 1] as repo.NoteRow);
}

// ---------------------------------------------------------------------------------------------
// Status changes

/** Why a change was refused: the HTTP status and a coded message (on the `status` field for a 422). */
export interface StatusRefusal {
  httpStatus: 404 | 409 | 422;
  message: MessageRef;
}

const names = (row: repo.StatusRow): Localized => ({ ar: row.name_ar, en: row.name_en });

/**
 * Moves one order to a status, or says why not. One transaction: a conditional update on the status the
 * desk saw (`expected_status`, else the current one) so a concurrent change makes this one a 409; a
 * cancellation returns the stock and the discount code's use; the history and the audit log get their rows.
 */
async function tryChangeStatus(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  change: StatusChange,
): Promise<StatusRefusal | { orderId: number }> {
  const ref = await repo.findOrderRef(db, uuid.toLowerCase());
  if (!ref) return { httpStatus: 404, message: { code: 'order_not_found' } };
  const statuses = await statusTable(db);
  const current = statuses.byId.get(ref.status_id) as repo.StatusRow;
  const target = statuses.get(change.status);
  const movedMeanwhile: StatusRefusal = {
    httpStatus: 409,
    message: { code: 'status_changed_meanwhile', params: { current: names(current) } },
  };
  if (change.expected_status !== undefined && change.expected_status !== current.code) return movedMeanwhile;

  const allowed = ORDER_TRANSITIONS[current.code as OrderStatusCode];
  if (!allowed.includes(change.status)) {
    const params = { from: names(current), to: names(target) };
    if (allowed.length === 0) return { httpStatus: 422, message: { code: 'status_final', params } };
    const list = allowed.map((code) => names(statuses.get(code)));
    const allowedNames = { ar: list.map((n) => n.ar).join('، '), en: list.map((n) => n.en).join(', ') };
    return { httpStatus: 422, message: { code: 'status_not_allowed', params: { ...params, allowed: allowedNames } } };
  }

  const moved = await db.transaction().execute(async (trx) => {
    const at = nowIso();
    if (!(await repo.moveStatus(trx, ref.id, current.id, target.id, at))) return false;
    if (target.code === 'cancelled') {
      await returnOrderStock(trx, ref.id, actor.staffId);
      await releaseOrderCodeUse(trx, ref.id);
      await dropConfirmationToken(trx, ref.id);
    } else {
      // moving a waiting cash order on means the shop has confirmed it (by phone)
      await confirmAwaitingOrder(trx, { orderId: ref.id }, 'staff', at);
    }
    const note = change.note ?? null;
    await recordStatusChange(trx, {
      orderId: ref.id,
      from: current.code,
      to: target.code,
      actor: 'staff',
      staffId: actor.staffId,
      note,
      at,
    });
    await recordAudit(trx, actor, {
      action: 'order.status_changed',
      entity: 'order',
      entityId: ref.uuid,
      before: { status: current.code },
      after: { status: target.code, ...(note !== null ? { note } : {}) },
    });
    // the shopper hears of it, in the language they ordered in, committed with the change
    await enqueueStatusChanged(trx, { orderId: ref.id, status: target.code });
    return true;
  });
  if (!moved) {
    const now = await repo.findOrderRef(db, ref.uuid);
    const latest = now ? statuses.byId.get(now.status_id) : undefined;
    return latest
      ? { httpStatus: 409, message: { code: 'status_changed_meanwhile', params: { current: names(latest) } } }
      : movedMeanwhile;
  }
  return { orderId: ref.id };
}

export async function changeStatus(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  change: StatusChange,
): Promise<AdminOrder> {
  const result = await tryChangeStatus(db, actor, uuid, change);
  if ('orderId' in result) return loadOrder(db, result.orderId);
  const { httpStatus, message } = result;
  if (httpStatus === 422) throw new HttpError(422, 'validation_failed', { status: [message] });
  throw new HttpError(httpStatus, message.code, undefined, undefined, message.params);
}

/** Changes many orders, each on its own (one refused does not stop the others). */
export async function bulkChangeStatus(
  db: Db,
  actor: StaffAuditActor,
  input: BulkStatus,
): Promise<{ updated: string[]; failed: { uuid: string; message: MessageRef }[] }> {
  const updated: string[] = [];
  const failed: { uuid: string; message: MessageRef }[] = [];
  for (const uuid of new Set(input.uuids)) {
    const result = await tryChangeStatus(db, actor, uuid, {
      status: input.status,
      ...(input.note !== undefined ? { note: input.note } : {}),
    });
    if ('orderId' in result) updated.push(uuid);
    else failed.push({ uuid, message: result.message });
  }
  return { updated, failed };
}

// ---------------------------------------------------------------------------------------------
// Cash-on-delivery confirmation by phone

/** Staff called the shopper and they confirmed: the order no longer waits (its link stops working). Audited. */
export async function confirmByPhone(db: Db, actor: StaffAuditActor, uuid: string): Promise<AdminOrder> {
  const ref = await orderRef(db, uuid);
  const confirmed = await db.transaction().execute(async (trx) => {
    const order = await repo.findOrderRef(trx, ref.uuid);
    const statuses = await statusTable(trx);
    const status = order ? statuses.byId.get(order.status_id)?.code : undefined;
    if (status !== 'pending') return false;
    if (!(await confirmAwaitingOrder(trx, { orderId: ref.id }, 'staff', nowIso()))) return false;
    await recordAudit(trx, actor, {
      action: 'order.cod_confirmed',
      entity: 'order',
      entityId: ref.uuid,
      before: { confirmation: 'awaiting' },
      after: { confirmation: 'staff' },
    });
    return true;
  });
  if (!confirmed) throw new HttpError(409, 'order_not_awaiting_confirmation');
  return loadOrder(db, ref.id);
}

/** Whether new cash orders wait for the shopper's confirmation. */
export async function codConfirmation(db: Db): Promise<{ enabled: boolean }> {
  return { enabled: await codConfirmationEnabled(db) };
}

/** Turns cash-on-delivery confirmation on or off for new orders (orders already placed keep their state). Audited. */
export async function setCodConfirmation(
  db: Db,
  actor: StaffAuditActor,
  enabled: boolean,
): Promise<{ enabled: boolean }> {
  await db.transaction().execute(async (trx) => {
    const before = await codConfirmationEnabled(trx);
    await saveSetting(trx, COD_CONFIRMATION_SETTING, JSON.stringify(enabled));
    await recordAudit(trx, actor, {
      action: 'settings.changed',
      entity: 'setting',
      entityId: COD_CONFIRMATION_SETTING,
      before: { enabled: before },
      after: { enabled },
    });
  });
  return { enabled };
}
