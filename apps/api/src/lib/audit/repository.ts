import type { AuditAction, AuditEntity, MessageCode } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

type Fields = Record<string, unknown>;

/** Who did a staff write, and from where; `staffId` null for the command line. */
export interface AuditActor {
  staffId: number | null;
  ip: string | null;
}

/** A member doing a write from the app. */
export type StaffAuditActor = AuditActor & { staffId: number };

export interface AuditEntryInput {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number | null;
  /** the changed fields before the write; null for a creation */
  before: Fields | null;
  /** the changed fields after the write; null for a removal */
  after: Fields | null;
}

/** Writes one audit row; call it with the transaction of the write it records. Rows are never changed afterwards. */
export async function recordAudit(trx: Db, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      staff_id: actor.staffId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
      ip: actor.ip,
      created_at: nowIso(),
    })
    .execute();
}

/** Audits a new row as `<entity>.created`, with its fields. */
export function recordCreated(
  trx: Db,
  actor: AuditActor,
  entity: AuditEntity,
  id: string | number,
  fields: Fields,
): Promise<void> {
  return recordAudit(trx, actor, { action: `${entity}.created`, entity, entityId: id, before: null, after: fields });
}

/** Audits a removed row as `<entity>.deleted`, with the fields it had. */
export function recordDeleted(
  trx: Db,
  actor: AuditActor,
  entity: AuditEntity,
  id: string | number,
  fields: Fields,
): Promise<void> {
  return recordAudit(trx, actor, { action: `${entity}.deleted`, entity, entityId: id, before: fields, after: null });
}

/**
 * Writes a row's changes with `write` and audits them as `<entity>.updated` (or `action`), with the fields `next`
 * changes from `before`, and the `context` fields on both sides whether they changed or not (what the changed ones
 * are read by: a discount code's kind, which says whether its value is a percentage or an amount); neither writes
 * nor audits when it changes none. Call it inside the write's transaction.
 */
export async function updateAudited<T extends Fields>(
  trx: Db,
  actor: AuditActor,
  row: {
    entity: AuditEntity;
    id: number;
    before: T;
    next: Partial<T>;
    action?: AuditAction;
    context?: readonly string[];
  },
  write: () => Promise<unknown>,
): Promise<void> {
  const { entity, id, before, next, action = `${entity}.updated`, context = [] } = row;
  const change = changedFields(before, next);
  if (!Object.keys(change.after).length) return;
  for (const key of context) {
    if (key in change.after) continue;
    change.before[key] = before[key];
    change.after[key] = next[key] ?? before[key];
  }
  await write();
  await recordAudit(trx, actor, { action, entity, entityId: id, ...change });
}

/**
 * Changes one row in a transaction of its own: finds it (404 with `missing` when there is none), lets `next` check the
 * change and give the fields it sets, then writes them with `write` and audits them ({@link updateAudited}). Answers
 * the row as it was.
 */
export async function changeAudited<Row extends Fields, Next extends Fields>(
  db: Db,
  actor: AuditActor,
  change: {
    entity: AuditEntity;
    id: number;
    missing: MessageCode;
    find: (trx: Db, id: number) => Promise<Row | undefined>;
    next: (trx: Db, before: Row) => Next | Promise<Next>;
    write: (trx: Db, next: Next) => Promise<unknown>;
    /** the audit's action when it is not `<entity>.updated` */
    action?: (before: Row, next: Next) => AuditAction;
    /** fields recorded on both sides with any change ({@link updateAudited}) */
    context?: readonly string[];
  },
): Promise<Row> {
  const { entity, id } = change;
  return db.transaction().execute(async (trx) => {
    const before = await change.find(trx, id);
    if (!before) throw notFound(change.missing);
    const next = await change.next(trx, before);
    const action = change.action?.(before, next);
    const context = change.context ?? [];
    await updateAudited<Fields>(trx, actor, { entity, id, before, next, context, ...(action && { action }) }, () =>
      change.write(trx, next),
    );
    return before;
  });
}

/** The fields of `after` whose values differ from `before`, as a before/after pair. */
export function changedFields<T extends Fields>(before: T, after: Partial<T>): { before: Fields; after: Fields } {
  const keys = Object.keys(after).filter((k) => after[k] !== undefined && after[k] !== before[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export interface AuditFilter {
  staffId?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
}

/** Audit rows, newest first, with the member's name and the order's number or the product's name they are about. */
export async function findAuditEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  let query = db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id');
  if (filter.staffId !== undefined) query = query.where('audit_log.staff_id', '=', filter.staffId);
  if (filter.entity !== undefined) query = query.where('audit_log.entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('audit_log.entity_id', '=', filter.entityId);
  const [rows, total] = await Promise.all([
    query
      // what the row is about, as staff know it: an order's number, a product's name
      .leftJoin('orders', (join) =>
        join.onRef('orders.uuid', '=', 'audit_log.entity_id').on('audit_log.entity', '=', 'order'),
      )
      .leftJoin('products', (join) =>
        join.onRef('products.uuid', '=', 'audit_log.entity_id').on('audit_log.entity', '=', 'product'),
      )
      .selectAll('audit_log')
      .select([
        'staff.name as staff_name',
        'orders.number as order_number',
        'products.name_ar as product_name_ar',
        'products.name_en as product_name_en',
        'products.color_ar as product_color_ar',
        'products.color_en as product_color_en',
        'products.size_ar as product_size_ar',
        'products.size_en as product_size_en',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type AuditRow = Awaited<ReturnType<typeof findAuditEntries>>['rows'][number];
