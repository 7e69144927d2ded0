import type BetterSqlite3 from 'better-sqlite3';

/** distinct SQL texts kept; the catalogue's queries make a few dozen (an IN list of 1–100 ids is one text per length) */
const MAX_STATEMENTS = 500;

/**
 * Prepares each SQL text once and keeps the statement: a query sent again is bound and stepped, not parsed and
 * planned again (about 5 % of the API's CPU on the catalogue's cold path). SQLite re-prepares a kept statement by
 * itself when the schema changes. Statements are only ever run to the end synchronously (`all`, `run`), so one
 * statement is never used by two queries at once; nothing here streams.
 */
export function statementCache(sqlite: BetterSqlite3.Database): (sql: string) => BetterSqlite3.Statement {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}
