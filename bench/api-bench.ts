// npm run bench:api [-- --postgres postgres://user@host:5432/any-db (a throwaway database is made there)] [--products 100000] [--seconds 10] [--connections 50]
// Seeds a throwaway database, starts the API in production mode and loads it on 127.0.0.1 with autocannon,
// beside a plain Node http server answering a fixed body of the same size (the ceiling for one process).
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    buyers: { type: 'string', default: '200' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const productCount = Number(values.products);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: string;
}

async function load(name: string, url: string | string[], ceiling?: number): Promise<Row> {
  const urls = Array.isArray(url) ? url : [url];
  const first = new URL(urls[0] as string);
  const result = await autocannon({
    url: first.origin,
    connections,
    duration: seconds,
    requests: urls.map((u) => {
      const parsed = new URL(u);
      return { method: 'GET', path: parsed.pathname + parsed.search, headers: { 'accept-language': 'ar' } };
    }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  ! ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const rps = result.requests.average;
  return {
    name,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ratio: ceiling ? `${((100 * rps) / ceiling).toFixed(0)} %` : '100 %',
  };
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

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbValue = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kbValue / 1024;
}

async function benchDatabase(label: string, databaseUrl: string, dir: string): Promise<void> {
  console.log(`\n## ${label}: seeding ${productCount} products…`);
  const seedStarted = Date.now();
  execSync(`npx tsx apps/api/src/cli/seed.ts --products ${productCount}`, {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: databaseUrl, IMAGES_DIR: path.join(dir, 'images') },
  });
  console.log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);

  const port = 4480;
  // the same V8 flags as `npm start` (package.json): a small young generation keeps RSS low under load
  const api: ChildProcess = spawn(
    'node',
    ['--max-semi-space-size=2', '--max-old-space-size=256', 'apps/api/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        IMAGES_DIR: path.join(dir, 'images'),
        SEED_ON_EMPTY: 'false',
        RATE_LIMIT: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/client/settings`);
    const categories = (await (await fetch(`${base}/api/client/categories`)).json()) as {
      data: { id: number; SubCategories: { id: number }[] }[];
    };
    const page = await fetch(`${base}/api/client/products?category_id=${categories.data[0]?.id}&limit=20`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = await page.text();
    const uuids = (JSON.parse(body) as { data: { uuid: string }[] }).data.map((p) => p.uuid);

    // (a) the ceiling: a plain Node http server in its own process, answering a fixed body of the same size
    const bodyFile = path.join(dir, 'ceiling.json');
    fs.writeFileSync(bodyFile, body);
    const ceilingServer = spawn(
      'node',
      [
        '-e',
        `const b = require('fs').readFileSync(${JSON.stringify(bodyFile)});
         require('http').createServer((q, r) => { r.writeHead(200, {'content-type': 'application/json', 'content-length': b.length}); r.end(b); }).listen(4481, '127.0.0.1');`,
      ],
      { stdio: 'inherit' },
    );
    await waitFor('http://127.0.0.1:4481/');
    const ceiling = await load('(a) plain node http, fixed body', 'http://127.0.0.1:4481/');
    ceilingServer.kill('SIGTERM');
    console.log(`API RSS before load: ${rssMb(api.pid as number).toFixed(0)} MB (body ${body.length} bytes)`);

    const catIds = categories.data.flatMap((c) => [c.id, ...c.SubCategories.map((s) => s.id)]);
    const rows: Row[] = [ceiling];
    rows.push(
      await load(
        '(b) products by category, limit 20',
        catIds.slice(0, 20).map((id) => `${base}/api/client/products?category_id=${id}&limit=20`),
        ceiling.rps,
      ),
    );
    rows.push(
      await load(
        '(c) product details',
        uuids.map((u) => `${base}/api/client/products/${u}`),
        ceiling.rps,
      ),
    );
    const terms = ['سامسونج', 'زيت', 'عطر', 'ساعه', 'تمر', 'phone', 'olive', 'laptop', 'galaxy', 'ka'];
    rows.push(
      await load(
        '(d) name search (autocomplete), ar + en',
        terms.map((t) => `${base}/api/client/products?name=${encodeURIComponent(t)}&limit=8`),
        ceiling.rps,
      ),
    );
    rows.push(
      await load(
        '(e) check-quantity',
        uuids.map((u) => `${base}/api/client/products/${u}/check-quantity?requested_quantity=2`),
        ceiling.rps,
      ),
    );
    rows.push(await load('(f) categories', `${base}/api/client/categories`, ceiling.rps));

    console.log(`\n${label}, ${productCount} products, ${connections} connections, ${seconds} s each`);
    console.log('| load | req/s | p50 ms | p99 ms | of ceiling |\n| --- | ---: | ---: | ---: | ---: |');
    for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ratio} |`);
    console.log(`API peak RSS: ${peakRssMb(api.pid as number).toFixed(0)} MB`);

    const { benchOrders } = await import('./orders-bench.js');
    await benchOrders(base, databaseUrl, Number(values.buyers));
  } finally {
    api.kill('SIGTERM');
  }
}

console.log('building…');
execSync('npm run build -w @dukkan/api', { cwd: root, stdio: 'ignore' });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-apibench-'));
try {
  await benchDatabase('SQLite', `sqlite:${path.join(dir, 'bench.db')}`, dir);
  if (values.postgres) {
    // a throwaway database on the given server, dropped afterwards
    const admin = new pg.Client({ connectionString: values.postgres });
    await admin.connect();
    const name = `dukkan_bench_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(values.postgres);
    url.pathname = `/${name}`;
    try {
      await benchDatabase('PostgreSQL', url.toString(), dir);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
