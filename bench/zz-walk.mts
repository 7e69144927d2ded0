import { openDatabase } from '../apps/api/src/db/connection.js';
import { sql } from 'kysely';
const { db } = openDatabase(process.argv[2]!);
const products = await db.selectFrom('products').select(['name_ar', 'name_en']).where('archived_at', 'is', null).orderBy('id').execute();
const spread = <T>(all: T[], n: number) => Array.from({ length: Math.min(n, all.length) }, (_, i) => all[Math.floor((i * all.length) / n)]!);
const prefixes = new Set<string>();
spread(products, 2000).forEach((p, i) => [p.name_ar, p.name_en].forEach((name, j) => prefixes.add(name.slice(0, 2 + ((i * 7 + j * 5) % 13)).trim())));
// time each phase by running findProducts and by logging queries
const { findProducts } = await import('../apps/api/src/modules/catalogue/repository.js');
let queries: { sql: string; ms: number }[] = [];
const logged = db.withPlugin({
  transformQuery: (a) => a.node,
  transformResult: async (a) => a.result,
});
void logged;
const byClass = new Map<string, { n: number; ms: number }>();
for (const name of [...prefixes].filter((p) => p.length >= 2)) {
  const t = performance.now();
  const r = await findProducts(db, { name }, { limit: 8, offset: 0 }, undefined, 0);
  const ms = performance.now() - t;
  const t2 = performance.now();
  await findProducts(db, { name }, { limit: 8, offset: 0 }, undefined, 0);
  const ms2 = Math.min(ms, performance.now() - t2);
  const cls = `${name.split(' ').filter(Boolean).some((w) => [...w].length >= 3) ? 'long' : 'short'} ${r.totalRelation}`;
  const c = byClass.get(cls) ?? { n: 0, ms: 0 };
  c.n++; c.ms += ms2; byClass.set(cls, c);
}
for (const [k, v] of byClass) console.log(k, v.n, (v.ms / v.n).toFixed(2), 'ms mean', (v.ms).toFixed(0), 'ms total');
await db.destroy();
