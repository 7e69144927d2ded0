import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { multipartFile } from '../../test/multipart.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';

interface Banner {
  id: number;
  placement: string;
  title: { ar: string; en: string };
  img: string;
  link: string | null;
  sort_order: number;
  is_active: boolean;
}

describe.each(DIALECTS)('banners in the back office (%s)', (dialect) => {
  let t: TestApp;
  let imagesDir: string;
  let editor: TestStaff;
  let img: string;

  beforeAll(async () => {
    imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-banners-'));
    t = await createTestApp(dialect, { RATE_LIMIT: false, IMAGES_DIR: imagesDir });
    editor = await insertStaffMember(t.db, 'catalogue');
    const jpeg = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#115e59' } })
      .jpeg()
      .toBuffer();
    const body = multipartFile(jpeg);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...body.headers, ...editor.auth },
      payload: body.payload,
    });
    img = res.json<{ path: string }>().path;
  });
  afterAll(async () => {
    await t.destroy();
    fs.rmSync(imagesDir, { recursive: true, force: true });
  });

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    who = editor,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': lang, ...who.auth },
      ...(payload ? { payload } : {}),
    });
  const home = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/client/home-advertisements' })).json<{
      data: { id: number; img: string; link: string | null; title: { en: string } }[];
    }>().data;
  const banner = (extra: object = {}) => ({
    placement: 'home',
    title_ar: 'عروض الصيف',
    title_en: 'Summer deals',
    subtitle_ar: 'خصومات على الأجهزة',
    subtitle_en: 'Discounts on devices',
    img,
    link: '#/category-products?section_name=discount&category_type=all',
    ...extra,
  });

  it('creates banners that the storefront shows in order, with the uploaded image, and audits them', async () => {
    const first = await send('POST', '/banners', banner());
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json<{ data: Banner }>().data;
    expect(a).toMatchObject({ placement: 'home', img, sort_order: 0, is_active: true });
    const b = (await send('POST', '/banners', banner({ title_en: 'New arrivals', link: '/categories' }))).json<{
      data: Banner;
    }>().data;
    expect(b.sort_order).toBe(1);

    expect((await home()).map((x) => [x.id, x.img])).toEqual([
      [a.id, `/images/${img}`],
      [b.id, `/images/${img}`],
    ]);
    await send('POST', `/banners/${b.id}/move`, { direction: 'up' });
    expect((await home()).map((x) => x.id)).toEqual([b.id, a.id]);

    const off = await send('PATCH', `/banners/${a.id}`, { is_active: false });
    expect(off.json<{ data: Banner }>().data.is_active).toBe(false);
    expect((await home()).map((x) => x.id)).toEqual([b.id]);

    const deleted = await send('DELETE', `/banners/${b.id}`);
    expect(deleted.json<{ data: Banner[] }>().data.map((x) => x.id)).toEqual([a.id]);
    expect(await home()).toEqual([]);

    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'banner')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.entity_id])).toEqual([
      ['banner.created', String(a.id)],
      ['banner.created', String(b.id)],
      ['banner.moved', String(b.id)],
      ['banner.updated', String(a.id)],
      ['banner.deleted', String(b.id)],
    ]);
    expect([rows[3]?.before, rows[3]?.after]).toEqual([
      JSON.stringify({ is_active: 1 }),
      JSON.stringify({ is_active: 0 }),
    ]);
  });

  it.each([
    ['javascript:alert(document.cookie)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['http://example.com/offers'],
    ['//evil.example.com'],
    ['#/admin/secret'],
  ])('refuses the link %s with a field error in both languages, writing nothing', async (link) => {
    const before = await t.db.selectFrom('advertisements').select('id').execute();
    const en = await send('POST', '/banners', banner({ link }));
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        link: ['The link must be a storefront page (such as #/categories) or an address starting with https://.'],
      },
    });
    const ar = await send('POST', '/banners', banner({ link }), editor, 'ar');
    expect(ar.json<{ errors: Record<string, string[]> }>().errors['link']?.[0]).toContain('https://');
    expect(await t.db.selectFrom('advertisements').select('id').execute()).toEqual(before);
  });

  it('takes https addresses and storefront routes, an empty link as none, and refuses a missing title or image', async () => {
    for (const link of [
      'https://www.facebook.com/dukkan.ly',
      '#/product-details/3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
    ]) {
      const res = await send('POST', '/banners', banner({ link }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ data: Banner }>().data.link).toBe(link);
    }
    const none = await send('POST', '/banners', banner({ link: '  ' }));
    expect(none.json<{ data: Banner }>().data.link).toBeNull();

    const bad = await send('POST', '/banners', banner({ title_ar: '', img: `uploads/${'b'.repeat(32)}.webp` }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({ title_ar: ['This field is required.'] });
    const ghost = await send('POST', '/banners', banner({ img: `uploads/${'b'.repeat(32)}.webp` }));
    expect(ghost.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      img: ['This image is not on the server; upload it again.'],
    });
    const linkChange = await send('PATCH', `/banners/${none.json<{ data: Banner }>().data.id}`, {
      link: 'javascript:x',
    });
    expect(linkChange.statusCode).toBe(422);
  });

  it('answers 403 to the orders role', async () => {
    const clerk = await insertStaffMember(t.db, 'orders');
    expect((await send('GET', '/banners', undefined, clerk)).statusCode).toBe(403);
    expect((await send('POST', '/banners', banner(), clerk)).statusCode).toBe(403);
  });
});
