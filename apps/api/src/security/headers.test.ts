import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/harness.js';

/**
 * The header cases http/http.test.ts leaves out: HSTS when the request came over TLS (through a trusted proxy), and
 * the CORS allow list when one is configured. Closed-by-default CORS, the CSP, nosniff and the referrer policy are
 * in http/http.test.ts.
 */
describe('HSTS and the CORS allow list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { TRUST_PROXY: true, CORS_ORIGINS: ['https://shop.dukkan.ly'] });
  });
  afterAll(() => t?.destroy());

  it('sends HSTS when the request came over https, and not over plain http', async () => {
    const tls = await t.app.inject({
      method: 'GET',
      url: '/api/client/status',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({ method: 'GET', url: '/api/client/status' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows only the configured origins, and only the methods and headers the storefront uses', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/client/sales',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('https://shop.dukkan.ly');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.dukkan.ly');
    expect(
      String(allowed.headers['access-control-allow-methods'])
        .split(',')
        .map((m) => m.trim())
        .sort(),
    ).toEqual(['GET', 'POST']);
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

    for (const origin of ['https://evil.example', 'https://shop.dukkan.ly.evil.example', 'null']) {
      const refused = await preflight(origin);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
