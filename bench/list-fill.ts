// npx tsx bench/list-fill.ts --database <url of a seeded database> [--runs 2]
// Fills every remembered product list once, in the process (no HTTP): all products, the specials and every category
// and sub-category, each in the five orders, reading the first page of each with empty remembered lists, as the
// first shoppers after a staff write do: the list of all products in an order is filled first, so the categories'
// times are their narrowing alone. Prints the total, the median and the slowest lists (docs/performance.md).
import { parseArgs } from 'node:util';
import type { ProductsQuery } from '@dukkan/contracts';
import { openDatabase } from '../apps/api/src/db/connection.js';
import { productLists } from '../apps/api/src/http/product-lists.js';
import { searchProducts } from '../apps/api/src/modules/catalogue/service.js';

const { values } = parseArgs({
  options: { database: { type: 'string' }, runs: { type: 'string', default: '2' } },
});
if (!values.database) throw new Error('--database <url> names a seeded database');
const { db } = openDatabase(values.database);
const categories = await db.selectFrom('categories').select('id').orderBy('id').execute();
const orders = [undefined, 'price_asc', 'price_desc', 'newest', 'best_selling'] as const;
const queries: { name: string; query: ProductsQuery }[] = orders.flatMap((sort) => [
  { name: `all products, ${sort ?? 'spec order'}`, query: { sort } },
  { name: `specials, ${sort ?? 'spec order'}`, query: { sort, specials_offer: true } },
  ...categories.map((c) => ({ name: `category ${c.id}, ${sort ?? 'spec order'}`, query: { sort, category_id: c.id } })),
]);

for (let run = 1; run <= Number(values.runs); run++) {
  const lists = productLists(600_000);
  const times: { name: string; ms: number }[] = [];
  const started = performance.now();
  for (const { name, query } of queries) {
    const start = performance.now();
    await searchProducts(db, { ...query, page: 1, limit: 20 }, '/api/client/products', lists);
    times.push({ name, ms: performance.now() - start });
  }
  const total = performance.now() - started;
  times.sort((a, b) => b.ms - a.ms);
  const median = times[Math.floor(times.length / 2)]?.ms ?? 0;
  console.log(
    `run ${run}: ${times.length} lists in ${total.toFixed(0)} ms, median ${median.toFixed(1)} ms; slowest: ` +
      times
        .slice(0, 5)
        .map((t) => `${t.name} ${t.ms.toFixed(0)} ms`)
        .join(', '),
  );
}
await db.destroy();
