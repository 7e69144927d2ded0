import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/harness.js';

describe('the storefront and the back office from one process', () => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-apps-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeAll(async () => {
    write('web/index.html', '<title>storefront</title>');
    write('admin/index.html', '<title>back office</title>');
    write('admin/assets/index-abc123.js', 'console.log(1)');
    t = await createTestApp('sqlite', { WEB_DIST: path.join(dir, 'web'), ADMIN_DIST: path.join(dir, 'admin') });
  });
  afterAll(async () => {
    await t.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the back office at /admin/ and /admin, checked on every load', async () => {
    for (const url of ['/admin/', '/admin']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('back office');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves the back office's hashed bundles for a year, and the storefront stays at /", async () => {
    const bundle = await t.app.inject('/admin/assets/index-abc123.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
    const home = await t.app.inject('/');
    expect(home.body).toContain('storefront');
    expect((await t.app.inject('/admin/assets/missing.js')).statusCode).toBe(404);
  });
});
