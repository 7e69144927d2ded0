import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../test/fixtures.js';
import { type TestApp, createTestApp } from '../test/harness.js';
import { responseCache } from './response-cache.js';

describe('catalogue response cache', () => {
  let t: TestApp;
  let uuid: string;
  let computed = 0;
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      { CATALOGUE_CACHE_SECONDS: 1, CORS_ORIGINS: ['https://partner.example'] },
      (app) => {
        app.get('/api/test-slow', { config: { responseCache: true } }, async () => {
          const n = ++computed;
          await new Promise((r) => setTimeout(r, 50));
          return { data: n };
        });
      },
    );
    const category = await insertCategory(t.db, { name_ar: 'عطور', name_en: 'Perfumes' });
    uuid = (await insertProduct(t.db, { name_ar: 'عطر', name_en: 'Perfume', quantity: 5, categories: [category] }))
      .uuid;
  });
  afterAll(() => t.destroy());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const stock = async () => (await get(`/api/client/products/${uuid}`)).json<{ data: { quantity: number } }>().data;

  it('answers again from memory for a short while, then reads the database, with a new ETag', async () => {
    // an answer is kept the second time its URL is computed
    const first = await get(`/api/client/products/${uuid}`);
    expect((await stock()).quantity).toBe(5);
    await t.db.updateTable('products').set({ quantity: 2 }).where('uuid', '=', uuid).execute();
    expect((await stock()).quantity).toBe(5);
    await new Promise((r) => setTimeout(r, 1100));
    // the same length (5 -> 2), another ETag: the browser holding the old answer gets the new one
    const changed = await get(`/api/client/products/${uuid}`, { 'if-none-match': String(first.headers['etag']) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(first.headers['etag']);
    expect(changed.json<{ data: { quantity: number } }>().data.quantity).toBe(2);
  });

  it('computes an answer once when many ask for it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/test-slow')));
    expect(computed).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"data":1}']));
  });

  /** The slow URL computed once and left to expire: the next answer computed for it is kept. */
  const primeSlow = async () => {
    await get('/api/test-slow');
    await new Promise((r) => setTimeout(r, 1100));
  };

  it('does not keep an answer that was being computed when a change forgot the cache', async () => {
    await primeSlow();
    const before = computed;
    // computing (50 ms) when a staff change forgets the cached answers: sent to those who asked, not kept
    const asked = Promise.all([get('/api/test-slow'), get('/api/test-slow')]);
    await new Promise((r) => setTimeout(r, 10));
    t.app.invalidateResponseCache();
    const during = await asked;
    expect(new Set(during.map((a) => a.json<{ data: number }>().data))).toEqual(new Set([before + 1]));
    expect((await get('/api/test-slow')).json<{ data: number }>().data).toBe(before + 2);
    expect((await get('/api/test-slow')).json<{ data: number }>().data).toBe(before + 2);
  });

  it('computes afresh for a request made after a change, rather than waiting for what began before it', async () => {
    await primeSlow();
    const before = computed;
    const asked = get('/api/test-slow');
    await new Promise((r) => setTimeout(r, 10));
    t.app.invalidateResponseCache();
    const after = get('/api/test-slow');
    expect((await asked).json<{ data: number }>().data).toBe(before + 1);
    expect((await after).json<{ data: number }>().data).toBe(before + 2);
  });

  it('keeps the CORS and Vary headers on answers served from memory', async () => {
    const origin = { origin: 'https://partner.example' };
    // computed twice (the second is kept), then served from memory
    await get('/api/client/settings', origin);
    const first = await get('/api/client/settings', origin);
    const again = await get('/api/client/settings', origin);
    expect(first.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(again.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect(String(again.headers['vary'])).toContain('Origin');
    // and the security headers (http/security-headers.ts)
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives an ETag and answers 304 to a browser that has the same answer', async () => {
    await get('/api/client/categories');
    const first = await get('/api/client/categories');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/client/categories', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'");
    const changed = await get('/api/client/categories', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data[0].name.en).toBe('Perfumes');
  });

  it('never caches what depends on the moment: check-quantity and errors', async () => {
    const check = await get(`/api/client/products/${uuid}/check-quantity?requested_quantity=1`);
    expect(check.headers['etag']).toBeUndefined();
    const missing = await get('/api/client/products/00000000-0000-4000-8000-000000000000', { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    const missingAr = await get('/api/client/products/00000000-0000-4000-8000-000000000000');
    expect(missingAr.json().message).toBe('المنتج غير موجود.');
  });
});

describe('response cache bounds', () => {
  const computed: Record<string, number> = {};
  const app = Fastify();
  responseCache(app, { ttlMs: 60_000, maxEntries: 2, maxBytes: 1_000 });
  for (const name of ['a', 'b', 'c', 'big', 'x1', 'x2', 'x3', 'x4']) {
    app.get(`/${name}`, { config: { responseCache: true } }, async () => {
      computed[name] = (computed[name] ?? 0) + 1;
      // 600 Arabic letters are 1,200 bytes of UTF-8
      return { data: name === 'big' ? 'ب'.repeat(600) : name };
    });
  }
  afterAll(() => app.close());
  const get = (name: string) => app.inject({ method: 'GET', url: `/${name}` });

  it('keeps an answer the second time its URL is computed, not the first', async () => {
    await get('a');
    await get('a');
    expect(computed['a']).toBe(2);
    await get('a');
    expect(computed['a']).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    await get('b');
    await get('b');
    // a and b are kept; b is the most recently used
    await get('a');
    expect(computed).toMatchObject({ a: 2, b: 2 });
    await get('c');
    await get('c');
    await get('a');
    await get('b');
    // c's answer pushed b's out
    expect(computed).toMatchObject({ a: 2, c: 2, b: 3 });
  });

  it('does not let URLs asked once push out the answers asked again', async () => {
    await get('a');
    for (const once of ['x1', 'x2', 'x3', 'x4']) await get(once);
    await get('a');
    expect(computed['a']).toBe(2);
  });

  it('does not keep an answer larger than maxBytes', async () => {
    const first = await get('big');
    await get('big');
    const again = await get('big');
    expect(again.body).toBe(first.body);
    expect(computed['big']).toBe(3);
  });
});

describe('response cache under more different misses than it holds', () => {
  const app = Fastify();
  responseCache(app, { ttlMs: 60_000, maxEntries: 2, maxBytes: 100_000 });
  app.get<{ Params: { n: string } }>('/slow/:n', { config: { responseCache: true } }, async (request) => {
    await new Promise((r) => setTimeout(r, 30));
    return { data: request.params.n };
  });
  afterAll(() => app.close());

  it('answers every request, each with its own answer, and keeps serving', async () => {
    // six answers computed at once with room for two: four are pushed out as the last ones are kept
    const urls = Array.from({ length: 6 }, (_, i) => `/slow/${i}`);
    const answers = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
    expect(answers.map((a) => a.statusCode)).toEqual(urls.map(() => 200));
    expect(answers.map((a) => a.json<{ data: string }>().data)).toEqual(['0', '1', '2', '3', '4', '5']);
    const again = await app.inject({ method: 'GET', url: '/slow/0' });
    expect(again.json<{ data: string }>().data).toBe('0');
  });
});

describe('response cache when the request computing an answer fails or hangs', () => {
  const app = Fastify();
  responseCache(app, { ttlMs: 300, maxEntries: 10, maxBytes: 100_000 });
  const calls = { flaky: 0, hung: 0 };
  let release = () => {};
  app.get('/flaky', { config: { responseCache: true } }, async (_request, reply) => {
    calls.flaky++;
    await new Promise((r) => setTimeout(r, 20));
    return calls.flaky === 1 ? reply.code(500).send({ message: 'down' }) : { data: calls.flaky };
  });
  app.get('/hung', { config: { responseCache: true } }, async () => {
    const n = ++calls.hung;
    // the first call never ends until the test lets it
    if (n === 1) await new Promise<void>((r) => (release = r));
    return { data: n };
  });
  afterAll(async () => {
    release();
    await app.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lets those who waited compute alone when the first answer fails, and keeps what they computed', async () => {
    const answers = await Promise.all([get('/flaky'), get('/flaky'), get('/flaky')]);
    expect(answers.map((a) => a.statusCode)).toEqual([500, 200, 200]);
    const kept = await get('/flaky');
    expect(kept.statusCode).toBe(200);
    expect(calls.flaky).toBe(3);
    expect([2, 3]).toContain(kept.json<{ data: number }>().data);
  });

  it('stops waiting for an answer that never comes, once', async () => {
    const first = get('/hung');
    await new Promise((r) => setTimeout(r, 20));
    // waits for the hung computation (2 s), then computes alone; the next computes again, and its answer is kept
    expect((await get('/hung')).json<{ data: number }>().data).toBe(2);
    expect((await get('/hung')).json<{ data: number }>().data).toBe(3);
    expect((await get('/hung')).json<{ data: number }>().data).toBe(3);
    await new Promise((r) => setTimeout(r, 350));
    // the kept answer is old now: the URL is computed again at once, not after another wait for the hung one
    const started = Date.now();
    expect((await get('/hung')).json<{ data: number }>().data).toBe(4);
    expect(Date.now() - started).toBeLessThan(1000);
    release();
    expect((await first).json<{ data: number }>().data).toBe(1);
  });
});
