// npx tsx bench/request-cost.ts --database <url of a seeded database> [--load search|category|product]
//   [--keys 2000] [--repeat 3] [--count page|cap]
// What one storefront request costs the API's thread in the process (no HTTP, no response cache), over a wide key
// space: `search`, what a shopper has typed so far (the first 2–14 characters of product names, as bench/api-bench.ts
// loads them, limit 8), counted to its page's end as the autocomplete asks (`count=page`), or with `--count cap` up
// to 100 as the results page asks; `category`, a random page of 20 of a random category or sub-category (its
// remembered list filled beforehand: this measures the page, bench/list-fill.ts the fill); `product`, a random
// product's details.
// Each key is asked --repeat times and keeps its fastest time (the machine is shared: other processes' slices are
// not the request's cost). Prints the mean, median, 90th and 99th percentiles, the slowest and their keys, and the
// process's CPU time a request over all runs (docs/performance.md).
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/connection.js';
import { productLists } from '../apps/api/src/http/product-lists.js';
import { productDetails, searchProducts } from '../apps/api/src/modules/catalogue/service.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    load: { type: 'string', default: 'search' },
    keys: { type: 'string', default: '2000' },
    repeat: { type: 'string', default: '3' },
    count: { type: 'string', default: 'page' },
  },
});
if (!values.database) throw new Error('--database <url> names a seeded database');
if (values.count !== 'page' && values.count !== 'cap') throw new Error('--count is page or cap');
const counting = values.count === 'page' ? { count: 'page' as const } : {};
const { db } = openDatabase(values.database);
const keyCount = Number(values.keys);
// keys from the product ids' order with fixed strides, so every run (and every checkout) asks the same ones
const products = await db
  .selectFrom('products')
  .select(['uuid', 'name_ar', 'name_en'])
  .where('archived_at', 'is', null)
  .orderBy('id')
  .execute();
const spread = <T>(all: T[], n: number) =>
  Array.from({ length: Math.min(n, all.length) }, (_, i) => all[Math.floor((i * all.length) / n)]!);

const loads: Record<string, () => Promise<{ key: string; ask: () => Promise<unknown> }[]>> = {
  async search() {
    const prefixes = new Set<string>();
    spread(products, keyCount).forEach((p, i) =>
      [p.name_ar, p.name_en].forEach((name, j) => prefixes.add(name.slice(0, 2 + ((i * 7 + j * 5) % 13)).trim())),
    );
    return [...prefixes]
      .filter((p) => p.length >= 2)
      .map((name) => ({
        key: name,
        ask: () => searchProducts(db, { name, limit: 8, page: 1, ...counting }, '/api/client/products'),
      }));
  },
  async category() {
    const lists = productLists(600_000);
    const counts = await db
      .selectFrom('product_categories')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .orderBy('category_id')
      .execute();
    const pages = counts.flatMap((c) =>
      Array.from({ length: Math.ceil(Number(c.n) / 20) }, (_, i) => ({ category_id: c.category_id, page: i + 1 })),
    );
    for (const c of counts) await searchProducts(db, { category_id: c.category_id, limit: 20 }, '/', lists);
    return spread(pages, keyCount).map((q) => ({
      key: `category ${q.category_id} page ${q.page}`,
      ask: () => searchProducts(db, { ...q, limit: 20 }, '/api/client/products', lists),
    }));
  },
  async product() {
    return spread(products, keyCount).map((p) => ({ key: p.uuid, ask: () => productDetails(db, p.uuid) }));
  },
};
const load = loads[values.load];
if (!load) throw new Error(`--load is one of ${Object.keys(loads).join(', ')}`);
const keys = await load();

const times: { key: string; ms: number }[] = [];
// the process's CPU time (user and system) over every ask: unlike the times of each, it leaves out other processes'
// slices on a shared machine (though not what they do to the caches)
const cpuBefore = process.cpuUsage();
for (const { key, ask } of keys) {
  let ms = Infinity;
  for (let run = 0; run < Number(values.repeat); run++) {
    const start = performance.now();
    await ask();
    ms = Math.min(ms, performance.now() - start);
  }
  times.push({ key, ms });
}
const cpu = process.cpuUsage(cpuBefore);
const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
const total = sorted.reduce((a, b) => a + b, 0);
console.log(
  `${values.load}: ${times.length} requests, mean ${(total / times.length).toFixed(3)} ms, median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
);
const asks = times.length * Number(values.repeat);
console.log(
  `CPU time a request: ${((cpu.user + cpu.system) / 1000 / asks).toFixed(3)} ms (user and system, every run)`,
);
console.log(
  'slowest: ' +
    times
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 6)
      .map((t) => `"${t.key}" ${t.ms.toFixed(1)} ms`)
      .join(', '),
);
await db.destroy();
