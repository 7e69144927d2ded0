import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
type Fields = Record<string, unknown>;
/** Who did a staff write, and from where; `staffId` null for the command line. */
export interface AuditActor {
  staffId: number | null;
  ip: string | null;
}
/** A member doing a write from the app. */
export type StaffAuditActor = AuditActor & {
  staffId: number;
};
export interface AuditEntryInput {
  action: string;
  entity: string;
  entityId: string | number | null;
  /** the changed fields before the write; null for a creation */
  before: Fields | null;
  /** the changed fields after the write; null for a removal */
  after: Fields | null;
}
/** Writes one audit row; call it with the transaction of the write it records. Rows are never changed afterwards. */
export declare function recordAudit(trx: Db, actor: AuditActor, entry: AuditEntryInput): Promise<void>;
/** The fields of `after` whose values differ from `before`, as a before/after pair. */
export declare function changedFields<T extends Fields>(
  before: T,
  after: Partial<T>,
): {
  before: Fields;
  after: Fields;
};
export interface AuditFilter {
  staffId?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
}
/** Audit rows, newest first, with the member's name. */
export declare function findAuditEntries(
  db: Db,
  filter: AuditFilter,
  page: {
    limit: number;
    offset: number;
  },
): Promise<{
  rows: {
    id: number;
    created_at: string;
    ip: string | null;
    staff_id: number | null;
    action: string;
    entity: string;
    entity_id: string | null;
    before: string | null;
    after: string | null;
    staff_name: string | null;
  }[];
  total: number;
}>;
export type AuditRow = Awaited<ReturnType<typeof findAuditEntries>>['rows'][number];
export {};
