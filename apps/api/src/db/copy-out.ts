import type { Kysely } from 'kysely';
import type { Connection, Pool, Submittable } from 'pg';
import { keepsConnection } from './postgres-errors.js';
import type { Database } from './schema.js';

/**
 * PostgreSQL: the pools of the databases `openDatabase` opened, by their Kysely instance (a transaction or another
 * instance made from one is not here, and reads through Kysely).
 */
const pools = new WeakMap<Kysely<Database>, () => Promise<Pool>>();

export function rememberPool(db: Kysely<Database>, pool: () => Promise<Pool>): void {
  pools.set(db, pool);
}

/**
 * A `COPY (…) TO STDOUT (FORMAT binary)` run on one connection, its data kept as bytes. node-postgres decodes every
 * value of a row into a string, and a page's cards made 40–50 KB of strings a request that a request waiting for
 * its answer kept past young collections, so V8's full collections ran every 80 ms (docs/performance.md). COPY's
 * data comes as bytes: each message is copied as it is parsed (the parser reuses its buffer), then joined.
 *
 * node-postgres runs a `Submittable` (its `submit` is documented) when the connection is free, and hands it the
 * backend's messages through the same handlers as its own queries (and pg-cursor's, pg-copy-streams'). It answers
 * through `callback`, exactly once: node-postgres replaces that callback to clear a `query_timeout`.
 */
class CopyOut implements Submittable {
  private readonly parts: Buffer[] = [];
  private settled = false;

  constructor(
    private readonly text: string,
    public callback: (error: Error | undefined, data: Buffer) => void,
  ) {}

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    this.parts.push(Buffer.from(message.chunk));
  }

  handleCommandComplete(): void {}

  handleError(error: Error): void {
    this.settle(error);
  }

  handleReadyForQuery(): void {
    this.settle(undefined);
  }

  handleRowDescription(): void {
    this.settle(new Error('COPY … TO STDOUT answered rows'));
  }

  handleDataRow(): void {}

  handleEmptyQuery(): void {
    this.settle(new Error('an empty COPY'));
  }

  private settle(error: Error | undefined): void {
    if (this.settled) return;
    this.settled = true;
    this.callback(error, error ? Buffer.alloc(0) : Buffer.concat(this.parts));
  }
}

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * The rows of binary COPY data, each as its fields' bytes (null for NULL): views of `data`.
 * See PostgreSQL's "Binary Format" of COPY: a signature, flags (no OIDs, no unknown critical bits) and an
 * extension, then per row a count of fields and each field's length and bytes, then -1.
 */
export function binaryCopyRows(data: Buffer): (Buffer | null)[][] {
  if (data.length < 19 || !data.subarray(0, 11).equals(SIGNATURE)) throw new Error('not binary COPY data');
  // bit 16: each row carries an OID; bits 17–31: a format this reader does not know
  if (data.readUInt32BE(11) & 0xffff0000) throw new Error('binary COPY data with OIDs or an unknown format');
  let at = 15;
  const take = (length: number) => {
    if (length < 0 || at + length > data.length) throw new Error('truncated binary COPY data');
    return data.subarray(at, (at += length));
  };
  take(take(4).readInt32BE(0));
  const rows: (Buffer | null)[][] = [];
  for (let fields = take(2).readInt16BE(0); fields !== -1; fields = take(2).readInt16BE(0)) {
    if (fields < 0) throw new Error(`binary COPY data with a row of ${fields} fields`);
    const row: (Buffer | null)[] = [];
    for (let i = 0; i < fields; i++) {
      const length = take(4).readInt32BE(0);
      row.push(length === -1 ? null : take(length));
    }
    rows.push(row);
  }
  if (at !== data.length) throw new Error(`binary COPY data of ${data.length} bytes ended at ${at}`);
  return rows;
}

/**
 * Runs `text`, a `COPY (SELECT …) TO STDOUT (FORMAT binary)`, on a connection of `db`'s pool and answers its data;
 * undefined when `db` is not a database `openDatabase` opened on PostgreSQL (SQLite, a transaction), which the
 * caller reads another way. COPY takes no bound values: `text` must hold only values its caller made (integers).
 */
export async function copyOut(db: Kysely<Database>, text: string): Promise<Buffer | undefined> {
  const pool = pools.get(db);
  if (!pool) return undefined;
  const client = await (await pool()).connect();
  let broken: Error | undefined;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      client.query(
        new CopyOut(text, (error, data) => {
          if (!error) return resolve(data);
          if (!keepsConnection(error)) broken = error;
          reject(error);
        }),
      );
    });
  } finally {
    client.release(broken);
  }
}
