import type BetterSqlite3 from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  type Dialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Kysely,
} from 'kysely';
import { DatabaseUnavailable, unavailableReason } from './unavailable.js';
import { type Prepared, statementCache } from './statement-cache.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One holder at a time of the single connection, as Kysely's own SQLite driver does. */
class Mutex {
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  unlock(): void {
    const release = this.#release;
    this.#held = null;
    this.#release = null;
    release?.();
  }
}

/**
 * Kysely's SQLite driver with two changes (docs/decisions/0026-database-waits.md):
 *
 * - Transactions begin as writers (`BEGIN IMMEDIATE`), so a transaction that reads before it writes cannot fail
 *   half-way on a lock another process took in between; it waits for the lock up front instead.
 * - better-sqlite3 is synchronous, so SQLite's own `busy_timeout` would freeze the whole process while it waits.
 *   The connection runs with `busy_timeout = 0`; a busy answer outside a transaction gives the connection back to
 *   the other requests (reads go on in WAL mode), waits with growing pauses, and tries again until `lockTimeoutMs`,
 *   then throws `DatabaseUnavailable('busy')` (503 with Retry-After).
 *
 * A rollback after SQLite already rolled back by itself (disk full) is skipped, so the real error reaches the log.
 */
class WaitingSqliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: DatabaseConnection;
  readonly #prepare: (sql: string) => Prepared;

  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly lockTimeoutMs: number,
  ) {
    this.#prepare = statementCache(sqlite);
    this.#connection = {
      executeQuery: (query) => this.#execute(query),
      streamQuery: () => {
        throw new Error('streaming is not used with SQLite');
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async beginTransaction(): Promise<void> {
    await this.#whenFree(() => this.sqlite.exec('BEGIN IMMEDIATE'));
  }

  async commitTransaction(): Promise<void> {
    this.sqlite.exec('COMMIT');
  }

  async rollbackTransaction(): Promise<void> {
    if (this.sqlite.inTransaction) this.sqlite.exec('ROLLBACK');
  }

  async destroy(): Promise<void> {
    this.sqlite.close();
  }

  #execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const run = (): QueryResult<R> => {
      const { statement, rows } = this.#prepare(query.sql);
      const parameters = query.parameters as unknown[];
      if (statement.reader) return { rows: rows(parameters) as R[] };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    };
    // inside a transaction this process holds the write lock already; a busy answer there cannot be waited out
    return this.sqlite.inTransaction ? Promise.resolve(run()) : this.#whenFree(run);
  }

  /** Runs `attempt`, waiting out another process's lock without holding the connection or the event loop. */
  async #whenFree<T>(attempt: () => T): Promise<T> {
    const deadline = Date.now() + this.lockTimeoutMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        return attempt();
      } catch (error) {
        if (unavailableReason(error) !== 'busy') throw error;
        if (Date.now() + pause > deadline) throw new DatabaseUnavailable('busy', { cause: error });
      }
      this.#mutex.unlock();
      await sleep(pause + Math.random() * pause);
      await this.#mutex.lock();
    }
  }
}

/** A Kysely dialect over one better-sqlite3 connection, with the waiting driver above. */
export function waitingSqliteDialect(sqlite: BetterSqlite3.Database, lockTimeoutMs: number): Dialect {
  sqlite.pragma('busy_timeout = 0');
  return {
    createDriver: () => new WaitingSqliteDriver(sqlite, lockTimeoutMs),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new SqliteAdapter(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
    createIntrospector: (db: Kysely<any>) => new SqliteIntrospector(db),
  };
}
