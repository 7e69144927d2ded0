// npx tsx bench/catalogue-import.ts [--products 10000] [--postgres postgres://user@host:5432/any-db (a throwaway database is made there)]
// Imports a catalogue CSV of new products through POST /api/admin/products/import (in process, app.inject) into a fresh
// migrated database (a SQLite file in a temporary folder by default), then imports the exported file again (every row an
// update that changes nothing) and once more with every price changed. Prints the time of each; the goal is 10,000
// products in under 60 s. Run by hand, not a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/connection.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { insertStaffMember } from '../apps/api/src/test/staff.js';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '10000' }, postgres: { type: 'string' } },
});
const count = Number(values.products);

const WORDS_AR = ['زيت', 'زيتون', 'تمر', 'دقلة', 'شاي', 'أخضر', 'قهوة', 'عربية', 'عسل', 'سدر', 'حمص', 'كسكسي'];
const WORDS_EN = ['Oil', 'Olive', 'Dates', 'Deglet', 'Tea', 'Green', 'Coffee', 'Arabic', 'Honey', 'Sidr', 'Chickpeas'];
const pick = <T>(list: T[], i: number, k: number): T => list[(i * 7 + k * 13) % list.length] as T;
const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

function csvOf(n: number): string {
  const lines = ['name_ar,name_en,short_description_ar,description_en,selling_price,discount,tax_rate,quantity,brand'];
  for (let i = 0; i < n; i++) {
    const ar = `${pick(WORDS_AR, i, 1)} ${pick(WORDS_AR, i, 2)}، رقم ${i}`;
    const en = `${pick(WORDS_EN, i, 1)} "${pick(WORDS_EN, i, 2)}" ${i}`;
    lines.push(
      [
        quote(ar),
        quote(en),
        quote('وصف قصير'),
        quote('First line.\nSecond line.'),
        `${(i % 500) + 1}.250`,
        '0.250',
        '0',
        String(i % 40),
        'Dukkan',
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function database(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!values.postgres) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-import-'));
    return { url: `sqlite:${path.join(dir, 'bench.sqlite')}`, drop: async () => fs.rmSync(dir, { recursive: true }) };
  }
  const name = `dukkan_import_${Date.now()}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(values.postgres);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: values.postgres });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const { url, drop } = await database();
const { db } = openDatabase(url);
await migrateToLatest(db);
const app = await buildApp({ config: testConfig({ DATABASE_URL: url, RATE_LIMIT: false, LOG_LEVEL: 'silent' }), db });
const staff = await insertStaffMember(db, 'catalogue');

async function timed(label: string, body: string): Promise<string> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: { ...staff.auth, 'content-type': 'text/csv' },
    payload: body,
  });
  const seconds = (performance.now() - started) / 1000;
  if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 500)}`);
  const { data } = res.json<{ data: { created: number; updated: number; unchanged: number } }>();
  console.log(
    `${label}: ${seconds.toFixed(1)} s (${data.created} created, ${data.updated} updated, ${data.unchanged} unchanged)`,
  );
  const exported = await app.inject({ method: 'GET', url: '/api/admin/products.csv', headers: staff.auth });
  return exported.body;
}

try {
  console.log(
    `${values.postgres ? 'PostgreSQL' : 'SQLite'}, ${count} products, ${(csvOf(count).length / 1e6).toFixed(1)} MB`,
  );
  const file = await timed('import of new products', csvOf(count));
  await timed('the exported file again (nothing changes)', file);
  await timed(
    'every price changed',
    file.replace(/,(\d+)\.250,0\.250,/g, (_m, n: string) => `,${n}.500,0.250,`),
  );
} finally {
  await app.close();
  await db.destroy();
  await drop();
}
