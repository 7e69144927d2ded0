import type { AuditEntity, MessageCode, MoveBody } from '@dukkan/contracts';
import type { Db } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { type StaffAuditActor, changeAudited, recordAudit, recordCreated, recordDeleted } from './audit/repository.js';

/**
 * The order of a list after moving one of its ids a place up (towards the start) or down; null when it cannot move
 * (not in the list, or already first or last). Categories and banners keep their order as 0, 1, 2 … by this.
 */
export function moveInOrder(ids: number[], id: number, direction: 'up' | 'down'): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}

/**
 * Moves a row one place among `ids` (its siblings, in their order, itself included), renumbers them 0, 1, 2 … through
 * `setSortOrder`, and audits `<entity>.moved` with the row's place before and after; nothing when it cannot move.
 * Call inside the write's transaction.
 */
async function moveAndAudit(
  trx: Db,
  actor: StaffAuditActor,
  move: {
    entity: AuditEntity;
    id: number;
    sortOrder: number;
    ids: number[];
    direction: 'up' | 'down';
    setSortOrder: (id: number, sortOrder: number) => Promise<unknown>;
  },
): Promise<void> {
  const order = moveInOrder(move.ids, move.id, move.direction);
  if (!order) return;
  for (const [index, id] of order.entries()) await move.setSortOrder(id, index);
  await recordAudit(trx, actor, {
    action: `${move.entity}.moved`,
    entity: move.entity,
    entityId: move.id,
    before: { sort_order: move.sortOrder },
    after: { sort_order: order.indexOf(move.id) },
  });
}

type Fields = Record<string, unknown>;

/** A row of an ordered table: its fields, its id and its place in its group. */
type Placed<New extends Fields> = New & { id: number; sort_order: number };

/**
 * A table whose rows keep an order within a group, the field `group` (a placement's banners, a parent's categories):
 * what the back office's writes on its rows need. `New` is a row's fields but its id and place; `find` locks the row
 * where the database can, `audited` names the fields an audit row records.
 */
export interface OrderedRows<New extends Fields, K extends keyof New> {
  entity: AuditEntity;
  /** the code of the 404 for a row that is not there */
  missing: MessageCode;
  group: K;
  /** the ids of a group's rows, in their order */
  groupIds: (trx: Db, group: New[K]) => Promise<number[]>;
  find: (trx: Db, id: number) => Promise<Placed<New> | undefined>;
  insert: (trx: Db, values: New & { sort_order: number }) => Promise<number>;
  update: (trx: Db, id: number, values: Partial<New> | { sort_order: number }) => Promise<unknown>;
  remove: (trx: Db, id: number) => Promise<unknown>;
  audited: readonly (keyof New | 'sort_order')[];
}

/** The fields of a row its audit records. */
const auditedFields = <New extends Fields, K extends keyof New>(
  rows: OrderedRows<New, K>,
  row: New & { sort_order: number },
): Fields => Object.fromEntries(rows.audited.map((field) => [field, row[field]]));

/** The row, or the table's 404. */
async function found<New extends Fields, K extends keyof New>(
  trx: Db,
  rows: OrderedRows<New, K>,
  id: number,
): Promise<Placed<New>> {
  const row = await rows.find(trx, id);
  if (!row) throw notFound(rows.missing);
  return row;
}

/** Adds a row last in its group, audited, after `check` (in the same transaction); answers its id. */
export function createInOrder<New extends Fields, K extends keyof New>(
  db: Db,
  actor: StaffAuditActor,
  rows: OrderedRows<New, K>,
  values: New,
  check?: (trx: Db) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await check?.(trx);
    const row = { ...values, sort_order: (await rows.groupIds(trx, values[rows.group])).length };
    const id = await rows.insert(trx, row);
    await recordCreated(trx, actor, rows.entity, id, auditedFields(rows, row));
    return id;
  });
}

/**
 * Changes a row ({@link changeAudited}): `next` checks the change and gives the fields it sets; a row moved to another
 * group goes last there.
 */
export async function changeInOrder<New extends Fields, K extends keyof New>(
  db: Db,
  actor: StaffAuditActor,
  rows: OrderedRows<New, K>,
  id: number,
  next: (trx: Db, current: Placed<New>) => Promise<Partial<New>>,
): Promise<void> {
  await changeAudited(db, actor, {
    entity: rows.entity,
    id,
    missing: rows.missing,
    find: rows.find,
    next: async (trx, current) => {
      const fields = await next(trx, current);
      const group = fields[rows.group];
      if (group === undefined || group === current[rows.group]) return fields;
      return { ...fields, sort_order: (await rows.groupIds(trx, group)).length };
    },
    write: (trx, fields) => rows.update(trx, id, fields),
  });
}

/** Moves a row one place up or down in its group ({@link moveAndAudit}). */
export async function moveInGroup<New extends Fields, K extends keyof New>(
  db: Db,
  actor: StaffAuditActor,
  rows: OrderedRows<New, K>,
  id: number,
  body: MoveBody,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await found(trx, rows, id);
    await moveAndAudit(trx, actor, {
      entity: rows.entity,
      id,
      sortOrder: current.sort_order,
      ids: await rows.groupIds(trx, current[rows.group]),
      direction: body.direction,
      setSortOrder: (rowId, sort_order) => rows.update(trx, rowId, { sort_order }),
    });
  });
}

/** Deletes a row, audited, after `check` may refuse it (in the same transaction). */
export async function removeInOrder<New extends Fields, K extends keyof New>(
  db: Db,
  actor: StaffAuditActor,
  rows: OrderedRows<New, K>,
  id: number,
  check?: (trx: Db, current: Placed<New>) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await found(trx, rows, id);
    await check?.(trx, current);
    await rows.remove(trx, id);
    await recordDeleted(trx, actor, rows.entity, id, auditedFields(rows, current));
  });
}
