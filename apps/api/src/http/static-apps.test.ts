import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
