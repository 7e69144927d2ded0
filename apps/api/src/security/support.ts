import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TestApp } from '../test/harness.js';

/** Every table, checked against the schema at compile time so a new table cannot be missed by the snapshots. */
const TABLE_SET = {
  categories: true,
  products: true,
  product_images: true,
  product_cards: true,
  product_categories: true,
  countries: true,
  cities: true,
  service_packages: true,
  clients: true,
  access_tokens: true,
  password_resets: true,
  discount_codes: true,
  discount_code_uses: true,
  order_statuses: true,
  orders: true,
  order_lines: true,
  advertisements: true,
  settings: true,
  contact_messages: true,
  login_attempts: true,
  staff: true,
  staff_tokens: true,
  staff_login_failures: true,
  order_status_history: true,
  order_notes: true,
  audit_log: true,
  stock_movements: true,
  outbox_messages: true,
  contact_replies: true,
  client_addresses: true,
  wishlist_items: true,
} satisfies Record<keyof Database, true>;
export const TABLES = Object.keys(TABLE_SET) as (keyof Database)[];

/**
 * The whole database as text: every row of every table (the suites' databases are small), so a test can show
 * that a refused request changed nothing at all, neither a row count nor a stock level nor a profile field.
 * On PostgreSQL it is one query (one round trip); in-memory SQLite is read table by table.
 */
export async function snapshot(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  if (dialect === 'postgres') {
    const union = sql.join(
      TABLES.map((table) => sql`SELECT ${table}::text AS t, row_to_json(x)::text AS r FROM ${sql.table(table)} x`),
      sql` UNION ALL `,
    );
    const { rows } = await sql<{ t: string; r: string }>`${union}`.execute(db);
    return rows.map((row) => `${row.t} ${row.r}`).sort();
  }
  const out: string[] = [];
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    for (const row of rows) out.push(`${table} ${JSON.stringify(row)}`);
  }
  return out.sort();
}

export interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

export interface Operation {
  /** e.g. `POST /api/client/sales`, with OpenAPI path templates (`{uuid}`) */
  id: string;
  method: string;
  path: string;
  op: OpenApiOperation;
}

/** Every operation of the OpenAPI document at /api/docs/json (the document is built from the registered routes). */
export async function operations(t: Pick<TestApp, 'app'>): Promise<Operation[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, method, path, op })),
  );
}

/** `0123456789` → `٠١٢٣٤٥٦٧٨٩`, as a phone keyboard in Arabic types them. */
export function arabicIndic(text: string): string {
  return text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}
