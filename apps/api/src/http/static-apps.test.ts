import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/harness.js';

describe('the staff app at /admin/', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-admin-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="ar" dir="rtl"><title>دكّان</title></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'admin-abc123.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { ADMIN_DIST: dist });
  });
  afterAll(() => t.destroy());

  it.each(['/admin', '/admin/'])('answers %s with the app, checked on every load', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('dir="rtl"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves its hashed bundles as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/assets/admin-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not shadow the staff API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the apps’ files compressed at build time', () => {
  let t: TestApp;
  // a bundle, and its copies as the build writes them (apps/vite-base.ts), here made unlike what the API would make
  // on the fly: Brotli 11 and gzip 9, with a gzip header of its own, so the tests see which bytes are sent
  const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `نص ${i}`))};`;
  const br = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = zlib.gzipSync(script, { level: 9 });
  const page = '<!doctype html><html lang="ar" dir="rtl"><title>دكّان</title></html>';
  const pageBr = zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  beforeAll(async () => {
    const dists = ['web', 'admin'].map((app) => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), `dukkan-${app}-dist-`));
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(path.join(dist, 'index.html'), page);
      fs.writeFileSync(path.join(dist, 'index.html.br'), pageBr);
      fs.mkdirSync(path.join(dist, '.vite'));
      fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index.js"}}');
      fs.writeFileSync(path.join(dist, 'assets', 'texts-abc123.js'), script);
      fs.writeFileSync(path.join(dist, 'assets', 'texts-abc123.js.br'), br);
      fs.writeFileSync(path.join(dist, 'assets', 'texts-abc123.js.gz'), gz);
      return dist;
    });
    t = await createTestApp('sqlite', { WEB_DIST: dists[0]!, ADMIN_DIST: dists[1]! });
  });
  afterAll(() => t.destroy());

  it.each(['/assets/texts-abc123.js', '/admin/assets/texts-abc123.js'])(
    'sends %s as the build compressed it, by what the browser accepts',
    async (url) => {
      const asBrotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(asBrotli.statusCode).toBe(200);
      expect(asBrotli.headers['content-encoding']).toBe('br');
      expect(asBrotli.headers['content-type']).toMatch(/^application\/javascript/);
      expect(asBrotli.headers['vary']).toMatch(/accept-encoding/i);
      expect(asBrotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asBrotli.rawPayload.equals(br)).toBe(true);

      const asGzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(asGzip.headers['content-encoding']).toBe('gzip');
      expect(asGzip.rawPayload.equals(gz)).toBe(true);

      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    },
  );

  it('sends the storefront’s page compressed, checked on every load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(pageBr)).toBe(true);
  });

  it.each(['/.vite/manifest.json', '/admin/.vite/manifest.json'])('does not serve the build’s %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/main.tsx');
  });
});
