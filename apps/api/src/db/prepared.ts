import { createHash } from 'node:crypto';
import { type Compilable, type CompiledQuery, type Kysely, createQueryId } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Database } from './schema.js';

/**
 * PostgreSQL: the prepared reads' statements by their text, each with the name it is prepared under on a connection
 * (db/connection.ts). node-postgres otherwise sends an unnamed statement that the server parses and plans on every
 * call; a named one is parsed once per connection and then only bound and run. The name is a digest of the text, so
 * one text always has one name and two texts never share one.
 */
const statementNames = new Map<string, string>();

/** The name the statement of this text is prepared under, when it is one of the prepared reads'. */
export function statementName(text: string): string | undefined {
  return statementNames.get(text);
}

const nameOf = (text: string) => `dukkan_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;

/** Stands in a prepared read for one of its values while Kysely builds it: only its identity is used. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A read whose shape never changes (a product by its uuid), built and compiled by Kysely once for each database or
 * transaction, then run with each call's values in the places of the slots it was built with. Building and
 * compiling the product page's query on every request was ≈ 15 % of its time on the cold path (docs/performance.md);
 * the SQL is the same text, so SQLite's statement cache reuses its statement, and PostgreSQL's is prepared once per
 * connection under a name (statementName). `build` must pass each value to Kysely as a value (never `sql.lit`, never
 * a list whose length varies): a slot it leaves out is refused at the first call.
 */
export function preparedRead<P extends unknown[], R>(
  arity: P['length'],
  build: (db: Kysely<Database>, ...values: P) => Compilable<R>,
): (db: Kysely<Database>, ...values: P) => Promise<R[]> {
  const compiledFor = new WeakMap<Kysely<Database>, { compiled: CompiledQuery<R>; places: number[] }>();
  const prepare = (db: Kysely<Database>) => {
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i));
    const compiled = build(db, ...(slots as unknown as P)).compile();
    const places = compiled.parameters.map((p) => (p instanceof Slot ? p.index : -1));
    if (slots.some((s) => !places.includes(s.index)))
      throw new Error(`a prepared read left out a value: ${compiled.sql}`);
    if (isPostgres(db) && !statementNames.has(compiled.sql)) statementNames.set(compiled.sql, nameOf(compiled.sql));
    const prepared = { compiled, places };
    compiledFor.set(db, prepared);
    return prepared;
  };
  return async (db, ...values) => {
    const { compiled, places } = compiledFor.get(db) ?? prepare(db);
    const parameters = compiled.parameters.map((p, i) => (places[i]! >= 0 ? values[places[i]!] : p));
    const result = await db.executeQuery<R>({ ...compiled, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
