import type { Db } from '../../db/schema.js';
import { statusNames } from '../order-details/repository.js';

export type StatusActor = 'staff' | 'client' | 'system';

export interface StatusChangeRecord {
  orderId: number;
  /** null for the order's creation */
  from: string | null;
  to: string;
  actor: StatusActor;
  staffId: number | null;
  note: string | null;
  at: string;
}

/** Records a status change (or the creation as `pending`); call it in the transaction that makes the change. */
export async function recordStatusChange(trx: Db, r: StatusChangeRecord): Promise<void> {
  await trx
    .insertInto('order_status_history')
    .values({
      order_id: r.orderId,
      from_status: r.from,
      to_status: r.to,
      actor: r.actor,
      staff_id: r.staffId,
      note: r.note,
      created_at: r.at,
    })
    .execute();
}

/** An order's status changes as recorded, oldest first, with the member's name and the status names. */
export function findStatusHistory(db: Db, orderId: number) {
  return db
    .selectFrom('order_status_history as h')
    .leftJoin('staff', 'staff.id', 'h.staff_id')
    .innerJoin('order_statuses as s', 's.code', 'h.to_status')
    .selectAll('h')
    .select(['staff.name as staff_name', 's.id as status_id', ...statusNames])
    .where('h.order_id', '=', orderId)
    .orderBy('h.id')
    .execute();
}
export type StatusHistoryRow = Awaited<ReturnType<typeof findStatusHistory>>[number];
