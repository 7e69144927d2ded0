import { type AdminDiscountCode, type DiscountCodeBody, fromMilli, toMilli } from '@dukkan/contracts';
import type { Selectable } from 'kysely';
import { nowIso } from '../../db/connection.js';
import type { Db, DiscountCodesTable } from '../../db/schema.js';
import { fieldProblem, unprocessable } from '../../http/errors.js';
import { type StaffAuditActor, changeAudited, recordCreated } from '../../lib/audit/repository.js';
import * as repo from './repository.js';

/**
 * Discount codes for the back office. A code's terms are copied onto each order placed with it (migration 0011),
 * so editing or deactivating a code changes only orders placed afterwards.
 */

function toAdmin(row: Selectable<DiscountCodesTable>): AdminDiscountCode {
  const percent = row.type === 'percent';
  return {
    id: row.id,
    code: row.code,
    type: percent ? 'percent' : 'amount',
    value: percent ? row.value / 100 : fromMilli(row.value),
    max_discount: row.max_discount_milli === null ? null : fromMilli(row.max_discount_milli),
    min_order: fromMilli(row.min_order_milli),
    max_uses: row.max_uses,
    used_count: row.used_count,
    per_client_limit: row.per_client_limit,
    starts_at: row.starts_at,
    expires_at: row.expires_at,
    is_active: row.is_active === 1,
    created_at: row.created_at,
  };
}

/** The body in the table's units: basis points for percentages, thousandths for amounts. */
function toValues(body: DiscountCodeBody): repo.DiscountCodeValues {
  return {
    code: body.code,
    type: body.type,
    value: body.type === 'percent' ? Math.round(body.value * 100) : toMilli(body.value),
    max_discount_milli: body.max_discount === null ? null : toMilli(body.max_discount),
    min_order_milli: toMilli(body.min_order),
    max_uses: body.max_uses,
    per_client_limit: body.per_client_limit,
    starts_at: body.starts_at,
    expires_at: body.expires_at,
    is_active: body.is_active ? 1 : 0,
  };
}

/** The values, once no other code has the same text. */
async function freeCode(trx: Db, values: repo.DiscountCodeValues, id: number | null): Promise<repo.DiscountCodeValues> {
  if (await repo.codeTaken(trx, values.code, id)) throw unprocessable(fieldProblem('code', 'discount_code_taken'));
  return values;
}

export async function listCodes(db: Db): Promise<AdminDiscountCode[]> {
  return (await repo.findCodes(db)).map(toAdmin);
}

export async function createCode(db: Db, actor: StaffAuditActor, body: DiscountCodeBody): Promise<AdminDiscountCode> {
  const values = toValues(body);
  const id = await db.transaction().execute(async (trx) => {
    const created = await repo.insertCode(trx, await freeCode(trx, values, null), nowIso());
    await recordCreated(trx, actor, 'discount_code', created, { ...values });
    return created;
  });
  return toAdmin((await repo.findCode(db, id))!);
}

export async function updateCode(
  db: Db,
  actor: StaffAuditActor,
  id: number,
  body: DiscountCodeBody,
): Promise<AdminDiscountCode> {
  const values = toValues(body);
  await changeAudited(db, actor, {
    entity: 'discount_code',
    action: (before, next) =>
      next.is_active === 0 && before.is_active === 1 ? 'discount_code.deactivated' : 'discount_code.updated',
    id,
    missing: 'discount_code_not_found',
    find: repo.findCode,
    // a value reads as a percentage or an amount by the code's kind
    context: ['type'],
    next: (trx) => freeCode(trx, values, id),
    write: (trx) => repo.updateCode(trx, id, values),
  });
  return toAdmin((await repo.findCode(db, id))!);
}
