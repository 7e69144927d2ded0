import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { multipartFile } from '../../test/multipart.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';

interface Listed {
  id: number;
  parent_id: number | null;
  name: { ar: string; en: string };
  img: string | null;
  sort_order: number;
  products_count: number;
  subcategories_count: number;
}

describe.each(DIALECTS)('categories in the back office (%s)', (dialect) => {
  let t: TestApp;
  let imagesDir: string;
  let editor: TestStaff;
  let clerk: TestStaff;

  beforeAll(async () => {
    imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-categories-'));
    t = await createTestApp(dialect, { RATE_LIMIT: false, IMAGES_DIR: imagesDir });
    editor = await insertStaffMember(t.db, 'catalogue');
    clerk = await insertStaffMember(t.db, 'orders');
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
  const list = async () => (await send('GET', '/categories')).json<{ data: Listed[] }>().data;
  const audits = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'before', 'after'])
      .where('entity', '=', 'category')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const storefront = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/client/categories' })).json<{
      data: { id: number; name: { en: string }; img: string | null; SubCategories: { id: number }[] }[];
    }>().data;

  it('creates a category with an uploaded image and a sub-category under it, audited, shown in the storefront', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const body = multipartFile(png, { filename: 'dates.png', contentType: 'image/png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...body.headers, ...editor.auth },
      payload: body.payload,
    });
    const { path: img } = uploaded.json<{ path: string }>();

    const created = await send('POST', '/categories', { name_ar: ' تمور ', name_en: 'Dates', img });
    expect(created.statusCode, created.body).toBe(201);
    const top = created.json<{ data: Listed }>().data;
    expect(top).toEqual({
      id: top.id,
      parent_id: null,
      name: { ar: 'تمور', en: 'Dates' },
      img,
      sort_order: 0,
      products_count: 0,
      subcategories_count: 0,
    });
    const sub = (
      await send('POST', '/categories', { name_ar: 'دقلة نور', name_en: 'Deglet Nour', parent_id: top.id })
    ).json<{ data: Listed }>().data;
    expect(sub.parent_id).toBe(top.id);

    const shown = (await storefront()).find((c) => c.id === top.id);
    expect(shown?.img).toBe(`/images/${img}`);
    expect(shown?.SubCategories.map((s) => s.id)).toEqual([sub.id]);
    expect((await audits(top.id)).map((r) => [r.action, r.staff_id, r.after && JSON.parse(r.after)])).toEqual([
      ['category.created', editor.id, { parent_id: null, name_ar: 'تمور', name_en: 'Dates', img, sort_order: 0 }],
    ]);
  });

  it('lists the tree in order and moves a category up and down among its siblings', async () => {
    const a = await insertCategory(t.db, { name_ar: 'أ', name_en: 'Alpha' });
    const b = await insertCategory(t.db, { name_ar: 'ب', name_en: 'Beta' });
    const before = (await list()).filter((c) => c.parent_id === null).map((c) => c.id);
    expect(before.slice(-2)).toEqual([a, b]);

    const moved = await send('POST', `/categories/${b}/move`, { direction: 'up' });
    expect(moved.statusCode, moved.body).toBe(200);
    const tops = moved.json<{ data: Listed[] }>().data.filter((c) => c.parent_id === null);
    expect(tops.map((c) => c.id).slice(-2)).toEqual([b, a]);
    expect(tops.map((c) => c.sort_order)).toEqual(tops.map((_, i) => i));
    // the storefront follows the new order
    expect((await storefront()).map((c) => c.id).slice(-2)).toEqual([b, a]);
    // each sub-category follows its parent in the list
    const all = await list();
    for (const [i, c] of all.entries()) {
      if (c.parent_id !== null) expect([c.parent_id, all[i - 1]?.parent_id]).toContain(all[i - 1]?.id ?? -1);
    }
    // the first cannot move further up: nothing changes, nothing is audited
    const first = tops[0]!.id;
    await send('POST', `/categories/${first}/move`, { direction: 'up' });
    expect((await audits(first)).filter((r) => r.action === 'category.moved')).toEqual([]);
    expect((await audits(b)).map((r) => r.action)).toEqual(['category.moved']);
  });

  it('renames and re-parents with field errors in the staff language', async () => {
    const parent = await insertCategory(t.db, { name_ar: 'مشروبات', name_en: 'Drinks' });
    const child = await insertCategory(t.db, { name_ar: 'عصير', name_en: 'Juice', parent_id: parent });
    const other = await insertCategory(t.db, { name_ar: 'قهوة', name_en: 'Coffee' });

    const renamed = await send('PATCH', `/categories/${other}`, { name_en: 'Coffee & tea', parent_id: parent });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: Listed }>().data).toMatchObject({ parent_id: parent, name: { en: 'Coffee & tea' } });
    const [change] = await audits(other);
    expect(JSON.parse(change!.before!)).toEqual({ parent_id: null, name_en: 'Coffee', sort_order: 0 });

    const bad = await send('PATCH', `/categories/${parent}`, { name_ar: '', parent_id: child }, editor, 'ar');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({ name_ar: ['هذا الحقل مطلوب.'] });
    const nest = await send('PATCH', `/categories/${parent}`, { parent_id: other });
    expect(nest.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { parent_id: ['Choose another top-level category as the parent.'] },
    });
    const hasChildren = await send('PATCH', `/categories/${parent}`, { parent_id: (await list())[0]!.id });
    expect(hasChildren.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      parent_id: ['This category has sub-categories, so it cannot become a sub-category.'],
    });
    const ghostImage = await send('PATCH', `/categories/${parent}`, { img: `uploads/${'a'.repeat(32)}.webp` });
    expect(ghostImage.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      img: ['This image is not on the server; upload it again.'],
    });
    const evilImage = await send('PATCH', `/categories/${parent}`, { img: 'https://evil.example.com/x.png' });
    expect(evilImage.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      img: ['This image path is not valid.'],
    });
    expect((await send('PATCH', '/categories/999999', { name_en: 'X' })).statusCode).toBe(404);
  });

  it('refuses a name another category in the same place has, in either language, and allows it elsewhere', async () => {
    const make = (body: object) => send('POST', '/categories', body);
    const top = (await make({ name_ar: 'هواتف وملحقاتها', name_en: 'Phones and more' })).json<{ data: Listed }>().data;
    const other = (await make({ name_ar: 'أجهزة منزلية وملحقاتها', name_en: 'Home and more' })).json<{ data: Listed }>()
      .data;
    const sub = { name_ar: 'هواتف ذكية', name_en: 'Smartphones', parent_id: top.id };
    expect((await make(sub)).statusCode).toBe(201);
    const twice = await send('POST', '/categories', { ...sub, name_en: ' SMARTPHONES ' }, editor, 'ar');
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json<{ errors: object }>().errors).sort()).toEqual(['name_ar', 'name_en']);
    expect(twice.json()).toMatchObject({ errors: { name_ar: ['يوجد تصنيف بهذا الاسم في المكان نفسه.'] } });
    expect((await make({ ...sub, name_ar: 'جوالات' })).json()).toMatchObject({
      errors: { name_en: ['There is already a category of this name in the same place.'] },
    });
    // the same name under another parent is another place
    expect((await make({ ...sub, parent_id: other.id })).statusCode).toBe(201);
    // a sibling renamed to it, or moved beside it, is refused; a category keeps its own name
    const tablets = (await make({ name_ar: 'أجهزة لوحية', name_en: 'Tablets', parent_id: top.id })).json<{
      data: Listed;
    }>().data;
    expect((await send('PATCH', `/categories/${tablets.id}`, { name_en: 'smartphones' })).statusCode).toBe(422);
    expect(
      (await send('PATCH', `/categories/${tablets.id}`, { name_en: 'Tablets', name_ar: 'أجهزة لوحية' })).statusCode,
    ).toBe(200);
    const elsewhere = (await list()).find((c) => c.parent_id === other.id && c.name.en === 'Smartphones')!;
    expect((await send('PATCH', `/categories/${elsewhere.id}`, { parent_id: top.id })).statusCode).toBe(422);
  });

  it('refuses to delete a category while products or sub-categories belong to it, saying how many', async () => {
    const full = await insertCategory(t.db, { name_ar: 'زيوت', name_en: 'Oils' });
    const sub = await insertCategory(t.db, { name_ar: 'زيت زيتون', name_en: 'Olive oil', parent_id: full });
    for (const n of [1, 2, 3])
      await insertProduct(t.db, { name_ar: `زيت ${n}`, name_en: `Oil ${n}`, categories: [sub] });

    const withSub = await send('DELETE', `/categories/${full}`);
    expect(withSub.statusCode).toBe(409);
    expect(withSub.json()).toEqual({
      message: 'This category cannot be deleted: it has 1 sub-categories. Delete or move them first.',
    });
    const withProducts = await send('DELETE', `/categories/${sub}`, undefined, editor, 'ar');
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json()).toEqual({
      message: 'لا يمكن حذف هذا التصنيف: فيه 3 من المنتجات. انقلها إلى تصنيف آخر أولاً.',
    });
    const stillThere = await t.db.selectFrom('product_categories').selectAll().where('category_id', '=', sub).execute();
    expect(stillThere).toHaveLength(3);
    expect((await audits(sub)).map((r) => r.action)).toEqual([]);

    const empty = await insertCategory(t.db, { name_ar: 'فارغ', name_en: 'Empty' });
    const deleted = await send('DELETE', `/categories/${empty}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ data: Listed[] }>().data.map((c) => c.id)).not.toContain(empty);
    expect((await audits(empty)).map((r) => [r.action, r.after])).toEqual([['category.deleted', null]]);
  });

  it('lets the orders role neither read nor change categories', async () => {
    const id = await insertCategory(t.db, { name_ar: 'س', name_en: 'S' });
    for (const [method, url, payload] of [
      ['GET', '/categories', undefined],
      ['POST', '/categories', { name_ar: 'ع', name_en: 'A' }],
      ['PATCH', `/categories/${id}`, { name_en: 'B' }],
      ['POST', `/categories/${id}/move`, { direction: 'up' }],
      ['DELETE', `/categories/${id}`, undefined],
    ] as const) {
      const res = await send(method, url, payload, clerk);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.db.selectFrom('categories').select('name_en').where('id', '=', id).executeTakeFirst()).toEqual({
      name_en: 'S',
    });
  });
});
