import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeFirstLoad } from './first-load.js';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

// A missing build is a failure, never a skip: `npm test` builds first.
describe('home page first-load budget', () => {
  beforeAll(() => {
    const manifest = path.join(dist, '.vite', 'manifest.json');
    expect(fs.existsSync(manifest), `${manifest} is missing: run \`npm run build\` first`).toBe(true);
  });

  it('ships at most 100 KB gzip of JavaScript and 15 KB gzip of CSS', () => {
    const first = homeFirstLoad(dist);
    expect(first.js.length).toBeGreaterThan(0);
    expect(first.jsGzip, `JS: ${first.js.join(', ')}`).toBeLessThanOrEqual(100 * 1024);
    expect(first.cssGzip, `CSS: ${first.css.join(', ')}`).toBeLessThanOrEqual(15 * 1024);
  });

  it('keeps SweetAlert2, zod and the other language out of the first load', () => {
    const first = homeFirstLoad(dist);
    const code = first.js.map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
    expect(code).not.toContain('swal2-popup');
    expect(code).not.toMatch(/ZodError/);
    expect(code).not.toContain('Shopping cart');
  });

  it('loads chunks that do not import each other, so each runs after what it uses (decision 0080)', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { imports?: string[] }
    >;
    // a depth-first walk of the static imports: a chunk met again while its own imports are being walked is a cycle
    const walking: string[] = [];
    const done = new Set<string>();
    const cycles: string[] = [];
    const walk = (key: string) => {
      if (walking.includes(key)) cycles.push([...walking.slice(walking.indexOf(key)), key].join(' → '));
      if (walking.includes(key) || done.has(key)) return;
      walking.push(key);
      for (const imported of manifest[key]?.imports ?? []) walk(imported);
      walking.pop();
      done.add(key);
    };
    for (const key of Object.keys(manifest)) walk(key);
    expect(cycles).toEqual([]);
    expect(done.size).toBeGreaterThan(10);
  });

  it("ships react-router's production build, without its development warnings", () => {
    const first = homeFirstLoad(dist);
    const code = first.js.map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
    expect(code).toContain('useNavigate() may be used only in the context of a <Router> component.');
    expect(code).not.toContain('No routes matched location');
  });

  it("names the list and product pages' chunks in the boot script, and keeps zod out of them", () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const boot = /src="\/(assets\/boot-prefetch-[\w-]+\.js)"/.exec(html)?.[1];
    expect(boot, 'index.html has no boot prefetch script').toBeDefined();
    const named = new Set(fs.readFileSync(path.join(dist, boot!), 'utf8').match(/assets\/[\w.-]+\.js/g));
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    for (const page of ['category-products-page', 'product-details-page']) {
      const file = manifest[`src/features/catalogue/pages/${page}.tsx`]?.file;
      expect(file && named.has(file), `${page}'s chunk is not preloaded`).toBe(true);
    }
    for (const file of named) expect(fs.readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/ZodError/);
  });
});

describe('the build compressed once (apps/vite-base.ts)', () => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

  it.each(['web', 'admin'])('writes a Brotli and a gzip copy of every text file of %s', (app) => {
    const root = path.resolve(import.meta.dirname, `../apps/${app}/dist`);
    const built = files(root).filter((f) => !f.includes(`${path.sep}.vite${path.sep}`));
    const texts = built.filter((f) => /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/.test(f));
    expect(texts.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(texts.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5);
    // small files too, so that the API compresses none of them on the fly
    expect(texts.some((f) => fs.statSync(f).size < 1024)).toBe(true);
    for (const file of texts) {
      const source = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(source), `${file}.br`).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(source), `${file}.gz`).toBe(true);
    }
    // the highest Brotli level: the entry at least 10 % under what the API's on-the-fly level (4) gives
    const entry = texts.find((f) => /assets\/index-[\w-]+\.js$/.test(f))!;
    const onTheFly = zlib.brotliCompressSync(fs.readFileSync(entry), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    }).length;
    expect(fs.statSync(`${entry}.br`).size).toBeLessThan(onTheFly * 0.9);
    // nothing already compressed, and nothing of Vite's own .vite/ (which the API does not serve)
    expect(built.filter((f) => /\.(woff2|png|webp)\.(br|gz)$/.test(f) || /\.(br|gz)\.(br|gz)$/.test(f))).toEqual([]);
    expect(files(root).filter((f) => f.includes(`${path.sep}.vite${path.sep}`) && /\.(br|gz)$/.test(f))).toEqual([]);
  });
});
