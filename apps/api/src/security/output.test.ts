import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../test/harness.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashToken } from '../auth/token-repository.js';
import { isolatedPaths, seedAccountsFixtures } from '../modules/accounts/test-support.js';
import { waitForMailTo } from '../test/outbox.js';
import { type ServerProcess, request, startServer, tempDir } from './server-process.js';

/**
 * Output: text from the database reaches the storefront as JSON strings, byte for byte, and the
 * storefront renders text, never HTML; links it follows are relative or https. Logs never hold a password or a token.
 */

const SCRIPT = '<script>alert("dukkan")</script><b>زيت</b> & "quotes" \'single\'';
const IMG = '<img src=x onerror="alert(document.cookie)">عروض رمضان';
const TERMS = {
  ar: '<h1>الشروط</h1><iframe src="https://evil.example"></iframe>',
  en: '<p onclick="steal()">Terms</p>',
};

describe.each(DIALECTS)('output encoding on %s', (dialect) => {
  let t: TestApp;
  let product: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, isolatedPaths());
    product = (
      await insertProduct(t.db, {
        name_ar: 'زيت <i>زيتون</i>',
        name_en: 'Olive oil</title><script>x()</script>',
        description_ar: SCRIPT,
        description_en: SCRIPT,
        short_description_ar: '<style>*{display:none}</style>',
      })
    ).uuid;
    const ad = {
      title_ar: IMG,
      title_en: IMG,
      subtitle_ar: '<a href="javascript:alert(1)">اضغط</a>',
      subtitle_en: '',
      img: '/images/ads/ramadan.svg',
      sort_order: 0,
      is_active: 1,
    };
    await t.db
      .insertInto('advertisements')
      .values([
        { ...ad, placement: 'home', link: 'javascript:alert(1)', sort_order: 1 },
        { ...ad, placement: 'home', link: ' JavaScript:alert(1)', sort_order: 2 },
        { ...ad, placement: 'home', link: 'data:text/html,<script>alert(1)</script>', sort_order: 3 },
        { ...ad, placement: 'home', link: '//evil.example/x', sort_order: 4 },
        { ...ad, placement: 'home', link: '/categories/3?x=<b>', sort_order: 5 },
        { ...ad, placement: 'home', link: 'https://dukkan.ly/offers', sort_order: 6 },
        { ...ad, placement: 'home', link: '#/category-products?sub_category_id=4', sort_order: 7 },
      ])
      .execute();
    await t.db
      .insertInto('settings')
      .values([
        { key: 'terms', value: JSON.stringify(TERMS) },
        { key: 'address', value: JSON.stringify({ ar: '<script>a()</script>', en: 'Tripoli' }) },
      ])
      .execute();
  });
  afterAll(() => t?.destroy());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

  it('answers a product description holding <script> as the same JSON string, served as JSON', async () => {
    const res = await get(`/api/client/products/${product}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const data = res.json<{ data: { name: { ar: string; en: string }; description: { ar: string; en: string } } }>()
      .data;
    expect(data.description).toEqual({ ar: SCRIPT, en: SCRIPT });
    expect(data.name).toEqual({ ar: 'زيت <i>زيتون</i>', en: 'Olive oil</title><script>x()</script>' });
  });

  it('answers an advertisement title with <img onerror> unchanged, and only relative or https links', async () => {
    const res = await get('/api/client/home-advertisements');
    expect(res.statusCode).toBe(200);
    const ads = res.json<{ data: { title: { ar: string; en: string }; link: string | null }[] }>().data;
    expect(ads.map((a) => a.title)).toEqual(Array(7).fill({ ar: IMG, en: IMG }));
    expect(ads.map((a) => a.link)).toEqual([
      null,
      null,
      null,
      null,
      '/categories/3?x=<b>',
      'https://dukkan.ly/offers',
      '#/category-products?sub_category_id=4',
    ]);
  });

  it('answers the terms in the settings with their HTML unchanged, as text', async () => {
    const res = await get('/api/client/settings');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { terms: unknown; address: unknown } }>().data;
    expect(data.terms).toEqual(TERMS);
    expect(data.address).toEqual({ ar: '<script>a()</script>', en: 'Tripoli' });
  });
});

describe('the storefront renders text, never HTML', () => {
  const webSrc = path.resolve(import.meta.dirname, '../../../web/src');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : /\.(tsx?|jsx?)$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );

  it('has no dangerouslySetInnerHTML, no HTML written through the DOM, no eval', () => {
    const sources = files(webSrc);
    expect(sources.length).toBeGreaterThan(10);
    const offenders: string[] = [];
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(webSrc, file);
      if (/dangerouslySetInnerHTML/.test(text)) offenders.push(`${rel}: dangerouslySetInnerHTML`);
      if (/\.(innerHTML|outerHTML)\s*[+]?=(?!=)/.test(text)) offenders.push(`${rel}: assigns innerHTML/outerHTML`);
      if (/insertAdjacentHTML|document\.write|\beval\(|new Function\(|createContextualFragment/.test(text)) {
        offenders.push(`${rel}: writes HTML or evaluates code`);
      }
      // SweetAlert2 renders `html` (and `title`, `footer`) as HTML: only escaped text may go there
      if (/\bhtml\s*:/.test(text) && /sweetalert2|Swal/.test(text)) offenders.push(`${rel}: SweetAlert2 html option`);
    }
    expect(offenders).toEqual([]);
  });

  it('reads innerHTML only to escape text for the SweetAlert2 footer', () => {
    const readers = files(webSrc).filter((f) => /\.innerHTML\b/.test(fs.readFileSync(f, 'utf8')));
    expect(readers.map((f) => path.relative(webSrc, f))).toEqual([path.join('lib', 'sweet-dialogs.ts')]);
    const dialogs = fs.readFileSync(path.join(webSrc, 'lib', 'sweet-dialogs.ts'), 'utf8');
    expect(dialogs).toMatch(/div\.textContent = text;\s*return div\.innerHTML;/);
    expect(dialogs).toMatch(/footer: escapeText\(/);
  });
});

describe('logs never hold passwords or tokens', () => {
  let server: ServerProcess;
  let smtpDown: ServerProcess;
  const dir = tempDir('logs');
  const outbox = path.join(dir, 'outbox');

  /** A migrated SQLite file with countries, cities and the shop's e-mails, for a server to start on. */
  async function prepared(file: string): Promise<string> {
    const { db } = openDatabase(`sqlite:${file}`);
    await migrateToLatest(db);
    await seedAccountsFixtures(db);
    await db.destroy();
    return `sqlite:${file}`;
  }

  beforeAll(async () => {
    const [a, b] = await Promise.all([prepared(path.join(dir, 'a.db')), prepared(path.join(dir, 'b.db'))]);
    // the most talkative level: if trace holds no secret, info (the default) cannot
    [server, smtpDown] = await Promise.all([
      startServer({ DATABASE_URL: a, LOG_LEVEL: 'trace', OUTBOX_DIR: outbox, RATE_LIMIT: 'false' }),
      // mail fails: the error is logged, and must not carry the message, which holds the reset link
      startServer({ DATABASE_URL: b, LOG_LEVEL: 'trace', SMTP_URL: 'smtp://127.0.0.1:9', RATE_LIMIT: 'false' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), smtpDown?.stop()]);
  });

  const registration = (email: string, password: string) => ({
    first_name: 'Log',
    last_name: 'Test',
    email,
    password,
    password_confirmation: password,
    country_id: 1,
    city_id: 1,
    near_place: 'Souq al-Juma',
    phone: '0912345678',
  });
  type Session = { data: { access_token: string; client: { uuid: string } } };

  it('through registration, login, failed logins, a password change, a reset by e-mail and logout', async () => {
    const base = server.url;
    const email = 'logs@example.ly';
    const passwords = ['Sesame-Olive-2024!', 'Wrong-Password-123', 'Changed-Secret-55', 'Reset-Secret-77'] as const;
    const [first, wrong, changed, afterReset] = passwords;
    const tokens: string[] = [];

    const reg = await request<Session>(base, 'POST', '/api/client/registration', {
      body: registration(email, first),
    });
    expect(reg.status).toBe(201);
    tokens.push(reg.body.data.access_token);
    const login = await request<Session>(base, 'POST', '/api/client/login', { body: { email, password: first } });
    expect(login.status).toBe(200);
    const session = login.body.data.access_token;
    tokens.push(session);
    expect((await request(base, 'POST', '/api/client/login', { body: { email, password: wrong } })).status).toBe(422);
    const confirm = await request(base, 'POST', '/api/client/confirm-password', {
      token: session,
      body: { password: wrong },
    });
    expect(confirm.status).toBe(422);
    const update = await request(base, 'POST', `/api/client/update-profile/${reg.body.data.client.uuid}`, {
      token: session,
      body: { current_password: first, password: changed, password_confirmation: changed },
    });
    expect(update.status).toBe(200);
    expect((await request(base, 'POST', '/api/client/forgot-password', { body: { email } })).status).toBe(200);
    const mail = await waitForMailTo(outbox, email, (m) => /token=/.test(m.text));
    const resetToken = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(resetToken).not.toBe('');
    const reset = await request<Session>(base, 'POST', '/api/client/reset-password', {
      body: { email, token: resetToken, password: afterReset, password_confirmation: afterReset },
    });
    expect(reset.status).toBe(200);
    tokens.push(reset.body.data.access_token);
    const guest = await request<{ access_token: string }>(base, 'POST', '/api/client/create/subscriber', {
      body: { first_name: 'Guest', phone: '0912345678' },
    });
    tokens.push(guest.body.access_token);
    const cookie = 'session=cookie-secret-value-1234567890';
    const me = await request(base, 'GET', '/api/client/auth-client', {
      token: reset.body.data.access_token,
      headers: { cookie },
    });
    expect(me.status).toBe(200);
    expect((await request(base, 'GET', '/api/client/orders', { token: session })).status).toBe(401);
    const out = await request(base, 'POST', '/api/client/logout', { token: reset.body.data.access_token });
    expect(out.status).toBe(200);

    await new Promise((r) => setTimeout(r, 300));
    const log = server.output();
    expect(log).toContain('incoming request');
    expect(log).toContain('mail written to the outbox');
    for (const secret of [...passwords, ...tokens, ...tokens.map(hashToken), resetToken, hashToken(resetToken)]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('cookie-secret-value');
  });

  it('when the mail server is down, the logged failure does not carry the reset link or the password', async () => {
    const base = smtpDown.url;
    const password = 'Smtp-Down-Secret-9';
    const reg = await request(base, 'POST', '/api/client/registration', {
      body: registration('smtp@example.ly', password),
    });
    expect(reg.status).toBe(201);
    const res = await request(base, 'POST', '/api/client/forgot-password', { body: { email: 'smtp@example.ly' } });
    expect(res.status).toBe(200);
    for (let i = 0; i < 100 && !smtpDown.output().includes('outbox message not sent'); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const log = smtpDown.output();
    expect(log).toContain('outbox message not sent');
    expect(log).toContain('"kind":"password_reset"');
    expect(log).not.toMatch(/token=|forget\/password/);
    expect(log).not.toContain(password);
  });
});
