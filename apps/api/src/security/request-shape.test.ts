import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, insertClient, insertStatuses } from '../modules/orders/test/fixtures.js';
import { insertProduct } from '../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../test/harness.js';
import { snapshot } from './support.js';

/** Issue 15 item 7: a key given twice in one JSON object is refused, not read as its last value. */
describe.each(DIALECTS)('duplicate JSON keys on %s', (dialect) => {
  let t: TestApp;
  let shopper: TestClient;
  let cheap: string;
  let dear: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    shopper = await insertClient(t.db);
    cheap = (await insertProduct(t.db, { name_ar: 'ملح', name_en: 'Salt', quantity: 100 })).uuid;
    dear = (await insertProduct(t.db, { name_ar: 'عسل', name_en: 'Honey', quantity: 100 })).uuid;
  });
  afterAll(() => t?.destroy());

  const sale = (payload: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: { ...shopper.auth, 'content-type': 'application/json', 'accept-language': lang },
      payload,
    });

  it('accepts the same order written once', async () => {
    const res = await sale(`{"products":[{"uuid":"${cheap}","quantity":1}],"delivery_method":"pickup"}`);
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [
      'products twice',
      () =>
        `{"products":[{"uuid":"${cheap}","quantity":1}],"delivery_method":"pickup","products":[{"uuid":"${dear}","quantity":9}]}`,
      'products',
      'The field "products" is given more than once in the request body.',
    ],
    [
      "a line's quantity twice",
      () => `{"products":[{"uuid":"${cheap}","quantity":1,"quantity":90}],"delivery_method":"pickup"}`,
      'products.0.quantity',
      'The field "quantity" is given more than once in the request body.',
    ],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_, body, field, text) => {
    const before = await snapshot(t.db, dialect);
    const payload = body();
    expect(payload).toContain(cheap); // a real product: only the repeated key is wrong
    const res = await sale(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: text, errors: { [field]: [text] } });
    const ar = await sale(payload, 'ar');
    expect(ar.json().message).toMatch(/مذكور أكثر من مرة/);
    expect(await snapshot(t.db, dialect)).toEqual(before);
  });
});

/** Issue 15 item 8: errors raised before the app's own hooks still answer `{message}` in the request's language. */
describe('errors outside the routes keep the envelope', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.destroy());

  it.each([
    ['ar', 'عنوان الصفحة المطلوبة غير صحيح.'],
    ['en', 'The requested address is malformed.'],
  ])('a malformed path is 400 {message} in %s', async (lang, text) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/client/products/%E0%A4%A',
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: text });
  });

  /** Sends raw bytes to the listening server and reads the whole answer. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  const parse = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
  };

  it.each([
    ['ar', 'ترويسات الطلب كبيرة جداً.'],
    ['en', 'The request headers are too large.'],
  ])('request headers over the limit are 431 {message} in %s', async (lang, text) => {
    const answer = parse(
      await raw(
        `GET /api/client/categories HTTP/1.1\r\nHost: x\r\nAccept-Language: ${lang}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({ message: text });
  });

  it('a malformed request line is 400 {message}', async () => {
    const answer = parse(await raw('GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'الطلب غير صحيح.' });
  });
});
