import fs from 'node:fs';
import path from 'node:path';
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
