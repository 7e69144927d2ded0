// npx tsx bench/search-cost.ts --database <url of a seeded database> [--prefixes 2000] [--repeat 3]
// The storefront's name search (limit 8, as the search box asks), in the process (no HTTP, no response cache): what a
// shopper has typed so far (the first 2–14 characters of random product names, as bench/api-bench.ts loads them),
// each searched --repeat times, keeping its fastest time (the machine is shared: other processes' slices are not the
// search's cost). Prints the median, 90th and 99th percentiles, the slowest and their prefixes
// (docs/performance.md).
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/connection.js';
import { searchProducts } from '../apps/api/src/modules/catalogue/service.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    prefixes: { type: 'string', default: '2000' },
    repeat: { type: 'string', default: '3' },
  },
});
if (!values.database) throw new Error('--database <url> names a seeded database');
const { db } = openDatabase(values.database);
const names = await db
  .selectFrom('products')
  .select(['name_ar', 'name_en'])
  .orderBy('id')
  .limit(Number(values.prefixes))
  .execute();
// the same cut for every run (a prefix's length from its name's position), so runs compare
const prefixes = [
  ...new Set(
    names.flatMap((n, i) => [n.name_ar, n.name_en].map((name, j) => name.slice(0, 2 + ((i * 7 + j * 5) % 13)).trim())),
  ),
].filter((p) => p.length >= 2);

const times: { prefix: string; ms: number }[] = [];
for (const prefix of prefixes) {
  let ms = Infinity;
  for (let run = 0; run < Number(values.repeat); run++) {
    const start = performance.now();
    await searchProducts(db, { name: prefix, limit: 8, page: 1 }, '/api/client/products');
    ms = Math.min(ms, performance.now() - start);
  }
  times.push({ prefix, ms });
}
const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
const total = sorted.reduce((a, b) => a + b, 0);
console.log(
  `${times.length} searches, mean ${(total / times.length).toFixed(2)} ms, median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
);
console.log(
  'slowest: ' +
    times
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map((t) => `"${t.prefix}" ${t.ms.toFixed(1)} ms`)
      .join(', '),
);
await db.destroy();
