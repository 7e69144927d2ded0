import { type MessageRef } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type StaffAuditActor } from '../../lib/audit/repository.js';
type Db = Kysely<Database>;
/** Every product, one row each in id order, as UTF-8 CSV with a byte-order mark (Excel then reads Arabic). */
export declare function exportCsv(db: Db): Promise<string>;
export interface ImportProblemRef {
  row: number;
  column: string | null;
  message: MessageRef;
}
export interface ImportOutcome {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblemRef[];
}
/**
 * Reads a catalogue file and checks every row (its row number as a spreadsheet shows it, the header being row 1);
 * unless it is a dry run and when no row has a problem, creates and updates the products in one transaction.
 * A row with a uuid updates that product (or creates it with that uuid); a row without creates a new one.
 * Columns a file leaves out keep their current values (updates) or defaults (new products).
 */
export declare function importCsv(
  db: Db,
  actor: StaffAuditActor,
  text: string,
  dryRun: boolean,
): Promise<ImportOutcome>;
export {};
