import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
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
export declare function recordStatusChange(trx: Db, r: StatusChangeRecord): Promise<void>;
/** An order's status changes, oldest first, with the member's name and the status names. */
export declare function findStatusHistory(
  db: Db,
  orderId: number,
): Promise<
  {
    staff_name: string | null;
    staff_id: number | null;
    created_at: string;
    from_status: string | null;
    to_status: string;
    actor: string;
    note: string | null;
    status_id: number;
    status_name_ar: string;
    status_name_en: string;
  }[]
>;
export type StatusHistoryRow = Awaited<ReturnType<typeof findStatusHistory>>[number];
export {};
