import { type AdminOrder, type AdminOrdersPage, type AdminOrdersQuery, type BulkStatus, type MessageRef, type OrderNote, type OrdersSummary, type StatusChange } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type StaffAuditActor } from '../../lib/audit/repository.js';
type Db = Kysely<Database>;
export declare function listOrders(db: Db, query: AdminOrdersQuery): Promise<AdminOrdersPage>;
/** Counts per status and the newest order, with an ETag of the answer so a poll costs a 304 when nothing changed. */
export declare function ordersSummary(db: Db): Promise<{
    summary: OrdersSummary;
    etag: string;
}>;
export declare function orderDetails(db: Db, uuid: string): Promise<AdminOrder>;
export declare function addNote(db: Db, actor: StaffAuditActor, uuid: string, body: string): Promise<OrderNote>;
/** Why a change was refused: the HTTP status and a coded message (on the `status` field for a 422). */
export interface StatusRefusal {
    httpStatus: 404 | 409 | 422;
    message: MessageRef;
}
export declare function changeStatus(db: Db, actor: StaffAuditActor, uuid: string, change: StatusChange): Promise<AdminOrder>;
/** Changes many orders, each on its own (one refused does not stop the others). */
export declare function bulkChangeStatus(db: Db, actor: StaffAuditActor, input: BulkStatus): Promise<{
    updated: string[];
    failed: {
        uuid: string;
        message: MessageRef;
    }[];
}>;
export {};
