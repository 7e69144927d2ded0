import type BetterSqlite3 from 'better-sqlite3';
import { type Dialect } from 'kysely';
/** A Kysely dialect over one better-sqlite3 connection, with the waiting driver above. */
export declare function waitingSqliteDialect(sqlite: BetterSqlite3.Database, lockTimeoutMs: number): Dialect;
