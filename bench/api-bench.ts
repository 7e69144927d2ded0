// npm run bench:api [-- --postgres postgres://user@host:5432/any-db (a throwaway database is made there)] [--products 100000]
//   [--seconds 10] [--connections 50] [--runs 2] [--mode cold|hot|all] [--database <url of an already seeded database>]
//   [--cpu-prof <dir> (the API process writes a V8 CPU profile there; summarise it with bench/profile-summary.ts)] [--skip-orders]
//   [--checkout <dir> (build and run the API of another checkout, e.g. `git archive main | tar -x -C <dir>`, for before/after)]
//   [--processes N (API_PROCESSES: N API processes on one port, kept in step through Redis at REDIS_URL or 127.0.0.1:6379)]
//   [--only <text> (only the loads whose name holds it, e.g. "category" or "search"; for a profile of one load)]
//   [--node-flag <flag> (repeatable: a V8 or Node flag added to the API process's, e.g. --node-flag=--trace-gc)]
// Seeds a throwaway database, starts the API in production mode (one process) and loads it on 127.0.0.1 with autocannon,
// beside a plain Node http server answering a fixed body of the same size (the ceiling for one process), in the same run.
// Cold loads pick a random key from the whole catalogue for every request (a random page of a random category or
// sub-category, a random product, a random search prefix taken from product names), so the response cache rarely helps;
// hot loads repeat a handful of URLs, which the response cache answers after the first request.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    buyers: { type: 'string', default: '200' },
    runs: { type: 'string', default: '2' },
    mode: { type: 'string', default: 'all' },
    database: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'skip-orders': { type: 'boolean', default: false },
    checkout: { type: 'string' },
    processes: { type: 'string', default: '1' },
    only: { type: 'string' },
    'node-flag': { type: 'string', multiple: true, default: [] },
  },
});
const root = path.resolve(import.meta.dirname, '..');
/** the checkout whose API is measured (this one unless --checkout names another) */
const apiRoot = values.checkout ? path.resolve(values.checkout) : root;
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const productCount = Number(values.products);
const runs = Number(values.runs);
const modes = values.mode === 'all' ? ['cold', 'hot'] : [values.mode as string];
const PAGE_SIZE = 20;
const SAMPLE_PRODUCTS = 6000;
const SAMPLE_PREFIXES = 3000;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: string;
  errors: number;
  /** the serving processes' CPU time (user and system) per answered request: the cost of a request, which the
   * machine's other work changes far less than it changes req/s. The API's Node processes only: PostgreSQL's
   * backends are not counted */
  cpuUs: number;
}

/** A load: either fixed URLs taken in turn, or a key space from which every request picks one path at random. */
type Target = { paths: string[]; random?: boolean };

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

/** The CPU time the processes have used so far, user and system, in µs (/proc/<pid>/stat, in clock ticks). */
const TICK_US = 1e6 / Number(execSync('getconf CLK_TCK').toString());
function cpuUs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    // the fields after the command's name, which is in parentheses and may hold spaces: utime and stime are 14 and 15
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_US;
}

async function load(
  name: string,
  origin: string,
  target: Target,
  servers: () => number[],
  ceiling?: number,
): Promise<Row> {
  const headers = { 'accept-language': 'ar' };
  const requests = target.random
    ? [{ method: 'GET' as const, headers, setupRequest: (req: object) => ({ ...req, path: pick(target.paths) }) }]
    : target.paths.map((p) => ({ method: 'GET' as const, path: p, headers }));
  const cpuBefore = cpuUs(servers());
  const result = await autocannon({ url: origin, connections, duration: seconds, requests });
  const cpuSpent = cpuUs(servers()) - cpuBefore;
  const errors = result.non2xx + result.errors + result.timeouts;
  if (errors > 0)
    console.warn(`  ! ${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  const rps = result.requests.average;
  const row = {
    name,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ratio: ceiling ? `${((100 * rps) / ceiling).toFixed(0)} %` : '100 %',
    errors,
    cpuUs: cpuSpent / Math.max(1, result.requests.total),
  };
  console.log(
    `  ${name}: ${rps.toFixed(0)} req/s, p99 ${row.p99} ms, ${row.ratio}, server CPU ${row.cpuUs.toFixed(0)} µs a request`,
  );
  // requests still queued in the server when the load stopped must not count against the next load
  await waitFor(`${origin}${target.paths[0]}`);
  return row;
}

function waitFor(url: string, timeoutMs = 600_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = async () => {
      try {
        if ((await fetch(url)).ok) return resolve();
      } catch {
        /* not up yet */
      }
      if (Date.now() - started > timeoutMs) return reject(new Error(`${url} did not answer`));
      setTimeout(tick, 300);
    };
    void tick();
  });
}

/** a port nobody listens on now (other engineers may run this bench at the same time) */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The API's process and, with --processes, the API processes its primary forked. */
function apiPids(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return [pid, ...(children ? children.split(/\s+/).map(Number) : [])];
}

/** A memory figure of /proc/<pid>/status (VmRSS now, VmHWM the peak), in MB, summed over the API's processes. */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  let kb = 0;
  for (const each of apiPids(pid)) {
    const status = fs.readFileSync(`/proc/${each}/status`, 'utf8');
    kb += Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}

interface Sample {
  uuids: string[];
  names: string[];
}

/** Random products straight from the database (not through the API, so no answer is cached before the load). */
async function sampleProducts(databaseUrl: string): Promise<Sample> {
  const query = `SELECT uuid, name_ar, name_en FROM products ORDER BY random() LIMIT ${SAMPLE_PRODUCTS}`;
  let rows: { uuid: string; name_ar: string; name_en: string }[];
  if (databaseUrl.startsWith('sqlite:')) {
    const sqlite = new BetterSqlite3(databaseUrl.slice('sqlite:'.length), { readonly: true });
    rows = sqlite.prepare(query).all() as typeof rows;
    sqlite.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    rows = (await client.query<(typeof rows)[number]>(query)).rows;
    await client.end();
  }
  return { uuids: rows.map((r) => r.uuid), names: rows.flatMap((r) => [r.name_ar, r.name_en]) };
}

/**
 * How many product cards are still to be built (decision 0063), or null for an API without stored cards (an older
 * checkout): the API's card filler builds them after start-up, as it does after a staff write.
 */
async function unbuiltCards(databaseUrl: string): Promise<number | null> {
  const query = `SELECT count(*) AS n FROM product_cards WHERE card IS NULL`;
  try {
    if (databaseUrl.startsWith('sqlite:')) {
      const sqlite = new BetterSqlite3(databaseUrl.slice('sqlite:'.length), { readonly: true });
      try {
        return Number((sqlite.prepare(query).get() as { n: number }).n);
      } finally {
        sqlite.close();
      }
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>(query)).rows[0]?.n);
    } finally {
      await client.end();
    }
  } catch (error) {
    if (/product_cards/.test(String(error))) return null;
    throw error;
  }
}

/** Waits until the API has built every product card, and says how long that took. */
async function cardsBuilt(databaseUrl: string): Promise<void> {
  const started = Date.now();
  let left = await unbuiltCards(databaseUrl);
  if (left === null) return console.log('no stored product cards (an API before decision 0063)');
  const first = left;
  while (left) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    left = await unbuiltCards(databaseUrl);
  }
  console.log(`product cards: ${first} built by the API in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** What a shopper has typed into the search box so far: the start of a product name, 2 to 14 characters. */
function searchPrefixes(names: string[]): string[] {
  const prefixes = new Set<string>();
  for (const name of names) {
    const cut = name.slice(0, 2 + Math.floor(Math.random() * 13)).trim();
    if (cut.length >= 2) prefixes.add(cut);
    if (prefixes.size >= SAMPLE_PREFIXES) break;
  }
  return [...prefixes];
}

interface CategoryNode {
  id: number;
  ProductsCount: number;
  SubCategories: { id: number; ProductsCount: number }[];
}

/** Every page of every category and sub-category, as the storefront asks for them. */
function categoryPages(categories: CategoryNode[]): string[] {
  const pages: string[] = [];
  const add = (key: string, id: number, count: number) => {
    for (let page = 1; page <= Math.ceil(count / PAGE_SIZE); page++)
      pages.push(`/api/client/products?${key}=${id}&limit=${PAGE_SIZE}&page=${page}`);
  };
  for (const c of categories) {
    add('category_id', c.id, c.ProductsCount);
    for (const s of c.SubCategories) add('sub_category_id', s.id, s.ProductsCount);
  }
  return pages;
}

function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(
    '| load | req/s | p50 ms | p99 ms | of the plain server | server CPU µs a request (Node) |\n| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ratio}${r.errors ? ` (${r.errors} failed)` : ''} | ${r.cpuUs.toFixed(0)} |`,
    );
}

async function benchDatabase(label: string, databaseUrl: string, dir: string, seed: boolean): Promise<void> {
  if (seed) {
    console.log(`\n## ${label}: seeding ${productCount} products…`);
    const seedStarted = Date.now();
    execSync(`npx tsx apps/api/src/cli/seed.ts --products ${productCount}`, {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, DATABASE_URL: databaseUrl, IMAGES_DIR: path.join(dir, 'images') },
    });
    console.log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);
  }

  const port = await freePort();
  const ceilingPort = await freePort();
  const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
  // the same V8 flags as `npm start` (package.json): a small young generation keeps RSS low under load
  const api: ChildProcess = spawn(
    'node',
    [
      '--max-semi-space-size=4',
      '--max-old-space-size=1024',
      ...values['node-flag'],
      ...profile,
      'apps/api/dist/main.js',
    ],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        IMAGES_DIR: path.join(dir, 'images'),
        SEED_ON_EMPTY: 'false',
        RATE_LIMIT: 'false',
        LOG_LEVEL: 'warn',
        API_PROCESSES: values.processes,
        ...(Number(values.processes) > 1 && { REDIS_URL: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379' }),
      },
      stdio: 'inherit',
    },
  );
  const exited = new Promise((resolve) => api.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  let ceilingServer: ChildProcess | undefined;
  try {
    await Promise.race([
      waitFor(`${base}/api/client/settings`),
      exited.then(() => Promise.reject(new Error('the API stopped before answering'))),
    ]);
    await cardsBuilt(databaseUrl);
    const categories = (await (await fetch(`${base}/api/client/categories`)).json()) as { data: CategoryNode[] };
    const page = await fetch(`${base}/api/client/products?category_id=${categories.data[0]?.id}&limit=${PAGE_SIZE}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = await page.text();
    const uuids = (JSON.parse(body) as { data: { uuid: string }[] }).data.map((p) => p.uuid);
    const sample = await sampleProducts(databaseUrl);
    const pages = categoryPages(categories.data);
    // the shopper's other orders, and the specials and all products in every order: four times the pages again
    const sorts = ['price_asc', 'price_desc', 'newest', 'best_selling'];
    const specials = (await (await fetch(`${base}/api/client/products?specials_offer=true&limit=1`)).json()) as {
      meta: { total: number };
    };
    const listPages = (query: string, total: number) =>
      Array.from({ length: Math.ceil(total / PAGE_SIZE) }, (_, i) => `/api/client/products?${query}&page=${i + 1}`);
    const sortedPages = [
      ...sorts.flatMap((sort) => pages.map((p) => `${p}&sort=${sort}`)),
      ...['', ...sorts.map((sort) => `&sort=${sort}`)].flatMap((sort) => [
        ...listPages(`specials_offer=true&limit=${PAGE_SIZE}${sort}`, specials.meta.total),
        ...listPages(`limit=${PAGE_SIZE}${sort}`, productCount),
      ]),
    ];
    const prefixes = searchPrefixes(sample.names);
    console.log(
      `key space: ${pages.length} category pages, ${sortedPages.length} sorted, specials and all-products pages, ${sample.uuids.length} products, ${prefixes.length} search prefixes`,
    );

    // the ceiling: a plain Node http server in its own process, answering a fixed body of the same size
    const bodyFile = path.join(dir, 'ceiling.json');
    fs.writeFileSync(bodyFile, body);
    ceilingServer = spawn(
      'node',
      [
        '-e',
        `const b = require('fs').readFileSync(${JSON.stringify(bodyFile)});
         require('http').createServer((q, r) => { r.writeHead(200, {'content-type': 'application/json', 'content-length': b.length}); r.end(b); }).listen(${ceilingPort}, '127.0.0.1');`,
      ],
      { stdio: 'inherit' },
    );
    await waitFor(`http://127.0.0.1:${ceilingPort}/`);
    console.log(
      `API RSS before load: ${memoryMb(api.pid as number, 'VmRSS').toFixed(0)} MB (body ${body.length} bytes)`,
    );

    const catIds = categories.data.flatMap((c) => [c.id, ...c.SubCategories.map((s) => s.id)]);
    const terms = ['سامسونج', 'زيت', 'عطر', 'ساعه', 'تمر', 'phone', 'olive', 'laptop', 'galaxy', 'ka'];
    const loads: Record<string, [string, Target][]> = {
      cold: [
        ['random category page, limit 20', { paths: pages, random: true }],
        ['random sorted, specials or all-products page', { paths: sortedPages, random: true }],
        ['random product details', { paths: sample.uuids.map((u) => `/api/client/products/${u}`), random: true }],
        [
          'random search prefix, limit 8, count=page',
          {
            paths: prefixes.map((t) => `/api/client/products?name=${encodeURIComponent(t)}&limit=8&count=page`),
            random: true,
          },
        ],
        [
          'random check-quantity (never cached)',
          {
            paths: sample.uuids.map((u) => `/api/client/products/${u}/check-quantity?requested_quantity=2`),
            random: true,
          },
        ],
      ],
      hot: [
        [
          'products by category, limit 20',
          { paths: catIds.slice(0, 20).map((id) => `/api/client/products?category_id=${id}&limit=${PAGE_SIZE}`) },
        ],
        ['product details', { paths: uuids.map((u) => `/api/client/products/${u}`) }],
        [
          'name search (autocomplete), ar + en',
          { paths: terms.map((t) => `/api/client/products?name=${encodeURIComponent(t)}&limit=8&count=page`) },
        ],
        [
          'check-quantity',
          { paths: uuids.map((u) => `/api/client/products/${u}/check-quantity?requested_quantity=2`) },
        ],
        ['categories', { paths: ['/api/client/categories'] }],
      ],
    };

    const tables: [string, Row[]][] = [];
    for (let run = 1; run <= runs; run++) {
      const uptime = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      console.log(`\nrun ${run} (load average before: ${uptime})`);
      const ceiling = await load(
        'plain node http, fixed body',
        `http://127.0.0.1:${ceilingPort}`,
        { paths: ['/'] },
        () => [ceilingServer?.pid as number],
      );
      for (const mode of modes) {
        const rows: Row[] = [ceiling];
        for (const [name, target] of loads[mode] ?? []) {
          if (!values.only || name.includes(values.only))
            rows.push(await load(name, base, target, () => apiPids(api.pid as number), ceiling.rps));
        }
        tables.push([`${label}, ${mode}, run ${run} (load average ${uptime})`, rows]);
      }
    }

    console.log(`\n${label}, ${productCount} products, ${connections} connections, ${seconds} s each`);
    for (const [title, rows] of tables) printTable(title, rows);
    console.log(
      `API peak RSS: ${memoryMb(api.pid as number, 'VmHWM').toFixed(0)} MB (${apiPids(api.pid as number).length} processes)`,
    );

    if (!values['skip-orders']) {
      const { benchOrders } = await import('./orders-bench.js');
      await benchOrders(base, databaseUrl, Number(values.buyers));
    }
  } finally {
    ceilingServer?.kill('SIGTERM');
    // a graceful stop, so that --cpu-prof writes its profile
    api.kill('SIGTERM');
    await exited;
  }
}

console.log('building…');
execSync('npm run build -w @dukkan/api', { cwd: apiRoot, stdio: 'ignore' });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-apibench-'));
try {
  if (values.database) await benchDatabase('given database', values.database, dir, false);
  else await benchDatabase('SQLite', `sqlite:${path.join(dir, 'bench.db')}`, dir, true);
  if (values.postgres) {
    // a throwaway database on the given server, dropped afterwards
    const admin = new pg.Client({ connectionString: values.postgres });
    await admin.connect();
    const name = `dukkan_bench_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(values.postgres);
    url.pathname = `/${name}`;
    try {
      await benchDatabase('PostgreSQL', url.toString(), dir, true);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
