import type { Kysely } from 'kysely';
import type { Connection, Pool, Submittable } from 'pg';
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
 * data comes as bytes: each message is copied once, as it is parsed (the parser reuses its buffer).
 */
class CopyOut implements Submittable {
  private readonly parts: Buffer[] = [];
  private failure: Error | undefined;

  constructor(
    private readonly text: string,
    private readonly done: (error: Error | undefined, data: Buffer) => void,
  ) {}

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    this.parts.push(Buffer.from(message.chunk));
  }

  handleCommandComplete(): void {}

  handleError(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.done(error, Buffer.alloc(0));
  }

  handleReadyForQuery(): void {
    if (!this.failure) this.done(undefined, Buffer.concat(this.parts));
  }

  handleRowDescription(): void {
    this.handleError(new Error('COPY … TO STDOUT answered rows'));
  }

  handleDataRow(): void {}

  handleEmptyQuery(): void {
    this.handleError(new Error('an empty COPY'));
  }
}

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * The rows of binary COPY data, each as its fields' bytes (null for NULL): views of `data`.
 * See PostgreSQL's "Binary Format" of COPY: a signature, flags and an extension, then per row a count of fields and
 * each field's length and bytes, then -1.
 */
export function binaryCopyRows(data: Buffer): (Buffer | null)[][] {
  if (data.length < 19 || !data.subarray(0, 11).equals(SIGNATURE)) throw new Error('not binary COPY data');
  let at = 15 + 4 + data.readInt32BE(15);
  const rows: (Buffer | null)[][] = [];
  for (;;) {
    const fields = data.readInt16BE(at);
    at += 2;
    if (fields === -1) break;
    const row: (Buffer | null)[] = [];
    for (let i = 0; i < fields; i++) {
      const length = data.readInt32BE(at);
      at += 4;
      if (length === -1) row.push(null);
      else row.push(data.subarray(at, (at += length)));
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
      // a Submittable: node-postgres runs it when the connection is free and hands it the backend's messages
      client.query(
        new CopyOut(text, (error, data) => {
          if (error) {
            // an error from the backend leaves the connection usable; one of the socket does not
            if (!('severity' in error)) broken = error;
            reject(error);
          } else resolve(data);
        }),
      );
    });
  } finally {
    client.release(broken);
  }
}
