import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp, createTestApp } from '../test/harness.js';

describe('HTTP edges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, (app) => {
      app.post('/api/test-echo', async (request) => ({ data: request.body }));
      app.get('/api/test-crash', async () => {
        throw new Error('secret internal detail');
      });
      const declared = { schema: { response: { 200: z.object({ data: z.number() }) } } };
      app.get('/api/test-extra-field', declared, async () => ({ data: 1, secret: 'x' }));
      app.get('/api/test-wrong-type', declared, async () => ({ data: 'one' }));
      app.get('/api/test-undeclared-status', declared, async (_request, reply) => {
        reply.raw.statusCode = 201;
        return { data: 1 };
      });
      app.get('/api/test-as-declared', declared, async () => ({ data: 1 }));
    });
  });
  afterAll(() => t.destroy());

  const post = (payload: string, contentType = 'application/json', lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload,
      headers: { 'content-type': contentType, 'accept-language': lang },
    });

  it('accepts JSON', async () => {
    const res = await post('{"a":[1,{"b":2}]}');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { a: [1, { b: 2 }] } });
  });

  it('refuses malformed JSON with a clear message', async () => {
    const res = await post('{"a":', 'application/json', 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'صيغة البيانات المرسلة غير صحيحة.' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses %s with 415',
    async (type) => {
      const res = await post('a=1', type);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/JSON/);
    },
  );

  it('refuses prototype poisoning', async () => {
    const res = await post('{"__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });

  it('refuses deeply nested bodies', async () => {
    const res = await post(`${'['.repeat(50)}${']'.repeat(50)}`);
    expect(res.statusCode).toBe(422);
  });

  it('refuses bodies over 64 KB', async () => {
    const res = await post(JSON.stringify({ a: 'x'.repeat(70_000) }));
    expect(res.statusCode).toBe(413);
  });

  it('hides internals of a failure and gives a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-crash', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ message: string; request_id: string }>();
    expect(body.message).toBe('Something went wrong on our side, please try again later.');
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('secret');
  });

  it.each(['/api/test-extra-field', '/api/test-wrong-type', '/api/test-undeclared-status'])(
    'fails a test whose route answers off its declared response schema (%s)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('secret');
    },
  );

  it('serialises an answer that matches its declared schema as the handler built it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-as-declared' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"data":1}');
  });

  it('sends security headers: a strict CSP without inline scripts, nosniff and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/categories' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // refusals carry them too (answers from memory: response-cache.test.ts)
    const missing = await t.app.inject({ method: 'GET', url: '/api/client/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(csp);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps CORS closed by default', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/client/categories',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document with the catalogue paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/client/products', '/api/client/products/{uuid}/check-quantity']),
    );
  });
});
