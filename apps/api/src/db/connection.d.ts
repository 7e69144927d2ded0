import BetterSqlite3 from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { Database } from './schema.js';
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** the SQLite handle, for backups; null on PostgreSQL */
  sqlite: BetterSqlite3.Database | null;
}
export interface OpenOptions {
  poolSize?: number;
  /** how long a write waits for another holder of the lock before answering 503 (SQLite and PostgreSQL) */
  lockTimeoutMs?: number;
  /** PostgreSQL: the longest one statement may run (0: no limit, for migrations and seeds) */
  statementTimeoutMs?: number;
}
/** Opens the database named by a `sqlite:<path>` or `postgres://…` URL. */
export declare function openDatabase(url: string, opts?: OpenOptions): DatabaseHandle;
export declare function nowIso(): string;
