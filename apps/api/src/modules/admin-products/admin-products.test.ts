import type { AdminProduct, AdminProductsPage, ImportResult, Product, StockMovement } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../security/support.js';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { multipartFile } from '../../test/multipart.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { type TestClient, insertClient, insertStatuses } from '../orders/test/fixtures.js';

const BOM = '\uFEFF';

describe.each(DIALECTS)('the catalogue desk: products on %s', (dialect) => {
  let t: TestApp;
  let editor: TestStaff;
  let clerk: TestStaff;
  let shopper: TestClient;
  let food: number;
  let oils: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false, CATALOGUE_CACHE_SECONDS: 60 });
    await insertStatuses(t.db);
    editor = await insertStaffMember(t.db, 'catalogue', { name: 'Huda' });
    clerk = await insertStaffMember(t.db, 'orders');
    shopper = await insertClient(t.db, 'Salem');
    food = await insertCategory(t.db, { name_ar: 'أغذية', name_en: 'Food' });
    oils = await insertCategory(t.db, { name_ar: 'زيوت', name_en: 'Oils', parent_id: food });
    await insertProduct(t.db, { name_ar: 'صابون', name_en: 'Soap', images: ['products/soap.jpg'] });
  });
  afterAll(() => t.destroy());

  const admin = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    opts: { who?: TestStaff; lang?: 'ar' | 'en' } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': opts.lang ?? 'en', ...(opts.who ?? editor).auth },
      ...(payload ? { payload } : {}),
    });
  const importCsv = (body: string, dryRun = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import${dryRun ? '?dry_run=true' : ''}`,
      headers: { 'accept-language': 'en', 'content-type': 'text/csv', ...editor.auth },
      payload: body,
    });
  const exportCsv = async () => {
    const res = await admin('GET', '/products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return res.rawPayload;
  };
  const storefront = (uuid: string) => t.app.inject({ method: 'GET', url: `/api/client/products/${uuid}` });

  const oilOf = () => ({
    name_ar: 'زَيْتُ زيتونٍ بِكر',
    name_en: 'Extra virgin olive oil',
    short_description_ar: 'من ترهونة',
    description_en: 'Cold pressed.\nOne litre.',
    selling_price: 25.5,
    discount: 2.5,
    tax_rate: 0,
    quantity: 12,
    brand: 'Tarhuna',
    category_ids: [food, oils],
    images: ['products/soap.jpg', `uploads/${'a'.repeat(32)}.webp`],
  });
  let oil: ReturnType<typeof oilOf>;
  beforeAll(() => {
    oil = oilOf();
  });

  describe('create, read, edit', () => {
    let created: AdminProduct;

    it('lets the catalogue role add a product the storefront shows at once, with its images in order', async () => {
      // the storefront's list is cached before the product exists
      const before = await t.app.inject({ method: 'GET', url: '/api/client/latest-products' });
      expect(before.statusCode).toBe(200);
      const res = await admin('POST', '/products', oil);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{ data: AdminProduct; message: string }>();
      created = body.data;
      expect(body.message).toBe('The product has been added.');
      expect(created).toMatchObject({
        name_ar: 'زَيْتُ زيتونٍ بِكر',
        selling_price: 25.5,
        discount: 2.5,
        price_to_pay: 23,
        quantity: 12,
        category_ids: [food, oils],
        images: oil.images,
        archived_at: null,
        in_orders: false,
      });
      const shown = await storefront(created.uuid);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<{ data: Product }>().data.main_attachment).toEqual({ img_path: 'products/soap.jpg' });
      const latest = await t.app.inject({ method: 'GET', url: '/api/client/latest-products' });
      expect(latest.json<{ data: Product[] }>().data.map((p) => p.uuid)).toContain(created.uuid);
    });

    it('finds it by an Arabic search written without diacritics or with another alef', async () => {
      for (const q of ['زيت زيتون', 'بكر', 'tarhuna']) {
        const res = await admin('GET', `/products?q=${encodeURIComponent(q)}`);
        expect(res.statusCode).toBe(200);
        expect(
          res.json<AdminProductsPage>().data.map((p) => p.uuid),
          q,
        ).toEqual([created.uuid]);
      }
      const store = await t.app.inject({
        method: 'GET',
        url: `/api/client/products?name=${encodeURIComponent('بكر')}`,
      });
      expect(store.json<{ data: Product[] }>().data.map((p) => p.uuid)).toEqual([created.uuid]);
    });

    it('filters by category, discount and low stock (threshold from the settings, 5 by default)', async () => {
      const uuids = async (query: string) =>
        (await admin('GET', `/products?${query}`)).json<AdminProductsPage>().data.map((p) => p.name_en);
      expect(await uuids(`category_id=${oils}`)).toEqual(['Extra virgin olive oil']);
      expect(await uuids('discounted=true')).toEqual(['Extra virgin olive oil']);
      expect(await uuids('low_stock=true')).toEqual([]);
      await t.db.insertInto('settings').values({ key: 'low_stock_threshold', value: '12' }).execute();
      const page = (await admin('GET', '/products?low_stock=true')).json<AdminProductsPage>();
      expect(page.low_stock_threshold).toBe(12);
      expect(page.data.map((p) => [p.name_en, p.low_stock])).toEqual([
        ['Extra virgin olive oil', true],
        ['Soap', true],
      ]);
      await t.db.deleteFrom('settings').where('key', '=', 'low_stock_threshold').execute();
    });

    it('edits every field but the stock, keeps search_text current and audits only what changed', async () => {
      const { quantity: _q, ...fields } = oil;
      const res = await admin('PUT', `/products/${created.uuid}`, {
        ...fields,
        name_en: 'Olive oil, first press',
        images: [`uploads/${'a'.repeat(32)}.webp`],
        category_ids: [oils],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: AdminProduct }>().data).toMatchObject({
        name_en: 'Olive oil, first press',
        images: [`uploads/${'a'.repeat(32)}.webp`],
        category_ids: [oils],
        quantity: 12,
      });
      const found = await admin('GET', '/products?q=press');
      expect(found.json<AdminProductsPage>().data.map((p) => p.uuid)).toEqual([created.uuid]);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', created.uuid)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => [a.action, a.staff_id])).toEqual([
        ['product.created', editor.id],
        ['product.updated', editor.id],
      ]);
      expect(JSON.parse(audit[1]?.after ?? '{}')).toEqual({
        name_en: 'Olive oil, first press',
        category_ids: [oils],
        images: [`uploads/${'a'.repeat(32)}.webp`],
      });
      // the storefront's cached product page shows the change at once
      expect((await storefront(created.uuid)).json<{ data: Product }>().data.name.en).toBe('Olive oil, first press');
    });

    it('refuses a save made from an older read (409, nothing written), but not one after a sale or a stock change', async () => {
      const manager = await insertStaffMember(t.db, 'manager');
      const read = async () => (await admin('GET', `/products/${created.uuid}`)).json<{ data: AdminProduct }>().data;
      const opened = await read();
      const { quantity: _q, ...fields } = oil;
      const form = { ...fields, name_en: opened.name_en, images: opened.images, category_ids: opened.category_ids };

      // two editors open the product; the first saves a new price
      const first = await admin('PUT', `/products/${created.uuid}`, {
        ...form,
        selling_price: 30,
        expected_revision: opened.revision,
      });
      expect(first.statusCode, first.body).toBe(200);
      const afterFirst = first.json<{ data: AdminProduct }>().data;
      expect(afterFirst.revision).not.toBe(opened.revision);

      // the second, from the page opened before, changes only the English name: refused, the price kept
      const before = await snapshot(t.db, dialect);
      const second = await admin(
        'PUT',
        `/products/${created.uuid}`,
        { ...form, name_en: 'Olive oil', expected_revision: opened.revision },
        { who: manager, lang: 'ar' },
      );
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        message: 'حفظ شخص آخر هذا المنتج بعد أن فتحته، ولم يُحفظ تعديلك. أعد تحميل الصفحة لترى ما تغيّر ثم أعد تعديلك.',
      });
      expect(await snapshot(t.db, dialect)).toEqual(before);
      expect((await read()).selling_price).toBe(30);

      // a stock adjustment or a sale since the read is no conflict: the editor does not send the stock
      const adjusted = await admin('POST', `/products/${created.uuid}/stock`, { delta: 3, reason: 'received' });
      expect(adjusted.statusCode, adjusted.body).toBe(200);
      const third = await admin('PUT', `/products/${created.uuid}`, {
        ...form,
        selling_price: 30,
        name_en: 'Olive oil',
        expected_revision: afterFirst.revision,
      });
      expect(third.statusCode, third.body).toBe(200);
      expect(third.json<{ data: AdminProduct }>().data).toMatchObject({ name_en: 'Olive oil', selling_price: 30 });
    });

    it('refuses bad input with 422 field errors in the staff member’s language, writing nothing', async () => {
      const before = await snapshot(t.db, dialect);
      const bad = {
        ...oil,
        name_ar: '',
        selling_price: 10.1234,
        discount: 20,
        color_ar: 'أخضر',
        category_ids: [999],
        images: ['products/none.jpg', '../etc/passwd'],
      };
      const en = await admin('POST', '/products', bad);
      expect(en.statusCode).toBe(422);
      expect(en.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        name_ar: ['This field is required.'],
        selling_price: ['Use at most three decimals.'],
        'images.1': ['The image path is not valid.'],
      });
      const ar = await admin(
        'POST',
        '/products',
        { ...bad, name_ar: 'زيت', selling_price: 10, images: ['x.jpg'] },
        { lang: 'ar' },
      );
      expect(ar.statusCode).toBe(422);
      expect(ar.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        discount: ['التخفيض لا يمكن أن يتجاوز سعر البيع.'],
        color_en: ['اكتب اللون باللغتين أو اتركه فارغاً في الاثنتين.'],
      });
      const refs = await admin('POST', '/products', { ...oil, category_ids: [999], images: ['products/none.jpg'] });
      expect(refs.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        category_ids: ['Category 999 does not exist.'],
        'images.0': ['The image “products/none.jpg” does not exist; upload it first.'],
      });
      expect(await snapshot(t.db, dialect)).toEqual(before);
    });

    it('keeps an image listed twice once, so that an older save or a CSV file holding it twice still saves', async () => {
      // an upload is named by its content: the same file uploaded twice is one path
      const twice = await admin('POST', '/products', {
        ...oil,
        name_en: 'Soap twice',
        images: ['products/soap.jpg', 'products/soap.jpg'],
      });
      expect(twice.statusCode, twice.body).toBe(201);
      expect(twice.json<{ data: AdminProduct }>().data.images).toEqual(['products/soap.jpg']);
    });

    it('answers 403 to the orders role and 401 without a token', async () => {
      expect((await admin('GET', '/products', undefined, { who: clerk })).statusCode).toBe(403);
      expect((await admin('POST', '/products', oil, { who: clerk })).statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/products.csv' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('stock', () => {
    it('adjusts by a delta with a reason, records each movement and its result, never below zero', async () => {
      const p = await insertProduct(t.db, { name_ar: 'عسل', name_en: 'Honey', quantity: 5 });
      const adjust = (delta: number | string, reason: string, note?: string) =>
        admin('POST', `/products/${p.uuid}/stock`, { delta, reason, ...(note ? { note } : {}) });
      // concurrent adjustments: none is lost
      const results = await Promise.all([
        adjust(3, 'received'),
        adjust(4, 'received'),
        adjust(-2, 'damaged', 'broken jar'),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const low = await adjust(-11, 'count_correction');
      expect(low.statusCode).toBe(422);
      expect(low.json()).toEqual({
        message: 'Stock cannot go below zero (in stock: 10).',
        errors: { delta: ['Stock cannot go below zero (in stock: 10).'] },
      });
      expect((await adjust(0, 'received')).json<{ errors: object }>().errors).toEqual({
        delta: ['Enter a number other than zero.'],
      });
      expect((await adjust('٢', 'returned')).json<{ data: AdminProduct }>().data.quantity).toBe(12);

      const history = await admin('GET', `/products/${p.uuid}/stock`);
      const moves = history.json<{ data: StockMovement[] }>().data;
      expect(moves[0]).toMatchObject({ delta: 2, quantity_after: 12, reason: 'returned', staff: { name: 'Huda' } });
      expect(moves.map((m) => m.delta).sort()).toEqual([-2, 2, 3, 4]);
      expect(moves.find((m) => m.delta === -2)?.note).toBe('broken jar');
      // each movement's result follows from the one before: no adjustment overwrote another
      const chain = [...moves].reverse();
      chain.reduce((stock, m) => {
        expect(m.quantity_after).toBe(stock + m.delta);
        return m.quantity_after;
      }, 5);
      const audits = await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', p.uuid).execute();
      expect(audits.filter((a) => a.action === 'product.stock_adjusted')).toHaveLength(4);
    });

    it('records sales and cancellations in the history', async () => {
      const p = await insertProduct(t.db, { name_ar: 'تمر', name_en: 'Dates', quantity: 9 });
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/client/sales',
        headers: shopper.auth,
        payload: { products: [{ uuid: p.uuid, quantity: 3 }], delivery_method: 'pickup' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<{ data: { uuid: string; number: string } }>().data;
      const boss = await insertStaffMember(t.db, 'owner');
      const cancelled = await admin('POST', `/orders/${order.uuid}/status`, { status: 'cancelled' }, { who: boss });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const moves = (await admin('GET', `/products/${p.uuid}/stock`)).json<{ data: StockMovement[] }>().data;
      expect(moves.map((m) => [m.reason, m.delta, m.quantity_after, m.order_number])).toEqual([
        ['order_cancelled', 3, 9, order.number],
        ['sale', -3, 6, order.number],
      ]);
    });
  });

  describe('archive or delete', () => {
    it('deletes a product no order names, and archives one that orders name', async () => {
      const loose = await insertProduct(t.db, { name_ar: 'ملح', name_en: 'Salt' });
      const del = await admin('DELETE', `/products/${loose.uuid}`);
      expect(del.json()).toEqual({ data: { result: 'deleted' }, message: 'The product has been deleted.' });
      expect(await t.db.selectFrom('products').select('id').where('uuid', '=', loose.uuid).execute()).toEqual([]);

      const sold = await insertProduct(t.db, { name_ar: 'سكر', name_en: 'Sugar', quantity: 4 });
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/client/sales',
        headers: shopper.auth,
        payload: { products: [{ uuid: sold.uuid, quantity: 1 }], delivery_method: 'pickup' },
      });
      expect(placed.statusCode).toBe(201);
      expect((await storefront(sold.uuid)).statusCode).toBe(200);
      const arch = await admin('DELETE', `/products/${sold.uuid}`, undefined, { lang: 'ar' });
      expect(arch.json<{ data: { result: string } }>().data.result).toBe('archived');
      // hidden from the storefront and its API, kept for the order
      expect((await storefront(sold.uuid)).statusCode).toBe(404);
      const search = await t.app.inject({ method: 'GET', url: '/api/client/products?name=sugar' });
      expect(search.json<{ data: Product[] }>().data).toEqual([]);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/client/sales',
        headers: shopper.auth,
        payload: { products: [{ uuid: sold.uuid, quantity: 1 }], delivery_method: 'pickup' },
      });
      expect(again.statusCode).toBe(422);
      const listed = await admin('GET', '/products?state=archived');
      expect(listed.json<AdminProductsPage>().data.map((p) => p.name_en)).toEqual(['Sugar']);
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', 'in', [loose.uuid, sold.uuid])
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['product.deleted', 'product.archived']);

      expect((await admin('POST', `/products/${sold.uuid}/restore`)).statusCode).toBe(200);
      expect((await storefront(sold.uuid)).statusCode).toBe(200);
    });
  });

  describe('the CSV file', () => {
    const tricky = [
      { name_ar: 'زيت، "ممتاز"', name_en: 'Oil, "premium"', description_ar: 'سطر أول\nسطر ثانٍ', brand: '=SUM(A1)' },
      { name_ar: 'قَهْوَةٌ عَرَبِيَّةٌ', name_en: 'Arabic coffee', description_en: "'=quoted\r\nnext", brand: '-5' },
    ];

    it('exports, imports and exports again to the same bytes, Arabic, commas, quotes, newlines and marks included', async () => {
      for (const [i, p] of tricky.entries()) {
        const res = await admin('POST', '/products', {
          ...p,
          selling_price: 1000.005 + i,
          tax_rate: 12.5,
          quantity: 7,
          color_ar: 'بنّي',
          color_en: 'Brown',
          category_ids: [oils, food],
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const first = await exportCsv();
      const text = first.toString('utf8');
      expect(text.startsWith(BOM)).toBe(true);
      expect(text.slice(1).split('\r\n')[0]).toBe(
        'uuid,name_ar,name_en,short_description_ar,short_description_en,description_ar,description_en,selling_price,discount,tax_rate,quantity,quantity_exported,is_available,is_featured,brand,model,color_ar,color_en,size_ar,size_en,sku,variant_of,category_ids,images,archived',
      );
      expect(text).toContain('"زيت، ""ممتاز"""');
      // a line break inside a cell is quoted, whichever it is, so that no reader ends the row there
      expect(text).toContain(',"سطر أول\nسطر ثانٍ",');
      expect(text).toContain(`,1000.005,0.000,12.50,7,7,1,0,'=SUM(A1),,بنّي,Brown,,,,,${food}|${oils},,0`);

      const imported = await importCsv(text);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json<{ data: ImportResult }>().data).toMatchObject({ created: 0, updated: 0, problems: [] });
      const second = await exportCsv();
      expect(second.equals(first)).toBe(true);
    });

    it('lists every row’s problems on a dry run and writes nothing; the import then refuses it whole', async () => {
      const before = await snapshot(t.db, dialect);
      const csv = [
        'uuid,name_ar,name_en,selling_price,discount,quantity,is_available,category_ids',
        ',شاي أخضر,Green tea,4.500,0,10,1,' + oils,
        ',,Black tea,abc,0,10,2,999',
        'not-a-uuid,قرفة,Cinnamon,3,5,-1,1,',
      ].join('\n');
      const dry = await importCsv(csv, true);
      expect(dry.statusCode).toBe(200);
      expect(dry.json<{ data: ImportResult }>().data).toEqual({
        dry_run: true,
        rows: 3,
        created: 0,
        updated: 0,
        unchanged: 0,
        problems: [
          { row: 3, column: 'name_ar', message: 'This field is required.' },
          { row: 3, column: 'selling_price', message: 'The value must be a number.' },
          { row: 3, column: 'is_available', message: 'Write 1 or 0.' },
          { row: 3, column: 'category_ids', message: 'Category 999 does not exist.' },
          { row: 4, column: 'uuid', message: 'The identifier is not valid.' },
          { row: 4, column: 'discount', message: 'The discount cannot be more than the selling price.' },
          { row: 4, column: 'quantity', message: 'Must be at least 0.' },
        ],
      });
      const real = await importCsv(csv);
      expect(real.statusCode).toBe(422);
      expect(real.json<{ message: string; details: ImportResult }>().message).toBe(
        'Nothing was imported: the file has errors; fix them and try again.',
      );
      expect(real.json<{ details: ImportResult }>().details.problems).toHaveLength(7);
      expect(await snapshot(t.db, dialect)).toEqual(before);
    });

    it('creates new rows and updates rows by uuid in one go, recording stock changes', async () => {
      const tea = await insertProduct(t.db, { name_ar: 'شاي', name_en: 'Tea', quantity: 3, price_milli: 2_000 });
      const csv = [
        'uuid,name_ar,name_en,selling_price,quantity,images',
        `${tea.uuid},شاي أحمر,Red tea,2.250,20,products/soap.jpg`,
        ',كمّون,Cumin,1.5,8,',
      ].join('\r\n');
      const res = await importCsv(BOM + csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: ImportResult }>().data).toMatchObject({ rows: 2, created: 1, updated: 1, problems: [] });
      const updated = (await admin('GET', `/products/${tea.uuid}`)).json<{ data: AdminProduct }>().data;
      expect(updated).toMatchObject({
        name_ar: 'شاي أحمر',
        selling_price: 2.25,
        quantity: 20,
        images: ['products/soap.jpg'],
      });
      const cumin = (await admin('GET', '/products?q=كمون')).json<AdminProductsPage>().data;
      expect(cumin.map((p) => [p.name_en, p.quantity])).toEqual([['Cumin', 8]]);
      const moves = (await admin('GET', `/products/${tea.uuid}/stock`)).json<{ data: StockMovement[] }>().data;
      expect(moves.map((m) => [m.reason, m.delta, m.quantity_after])).toEqual([['import', 17, 20]]);
      expect((await storefront(tea.uuid)).json<{ data: Product }>().data.name.en).toBe('Red tea');
    });

    it('reads a file Excel saved with semicolons and decimal commas, and tells a file that is no catalogue by its columns', async () => {
      const semicolons = ['name_ar;name_en;selling_price;quantity', 'زعتر;Thyme;3,250;5'].join('\r\n');
      const read = await importCsv(semicolons, true);
      expect(read.json<{ data: ImportResult }>().data).toMatchObject({ rows: 1, created: 1, problems: [] });
      const junk = await importCsv('PK\u0003\u0004 not a catalogue at all', true);
      expect(junk.json<{ data: ImportResult }>().data.problems).toEqual([
        {
          row: 1,
          column: 'PK\u0003\u0004 not a catalogue at all',
          message: 'Unknown column “PK\u0003\u0004 not a catalogue at all”.',
        },
      ]);
      const headerOnly = await importCsv('name_ar,name_en\r\n', true);
      expect(headerOnly.json<{ data: ImportResult }>().data.problems).toEqual([
        { row: 1, column: null, message: 'The file is empty.' },
      ]);
    });

    it('reads a file whose lines end in different ways, a quoted cell keeping its own line break', async () => {
      // an export's CRLF lines, then rows added in an editor that ends lines with LF, and an old Mac's CR
      const mixed =
        'name_ar,name_en,selling_price,quantity,description_en\r\n' +
        'زعتر,Thyme,3.250,5,Dried\r\n' +
        'سماق,Sumac,4.000,6,"Two\r\nlines"\n' +
        'كمون,Cumin,2.500,7,Ground\n' +
        'قرفة,Cinnamon,5.000,8,Sticks\r';
      const read = await importCsv(mixed, true);
      expect(read.json<{ data: ImportResult }>().data).toMatchObject({ rows: 4, created: 4, problems: [] });
    });

    it('changes the stock by what a file changed since its export, keeping the sales made meanwhile', async () => {
      const toy = await insertProduct(t.db, { name_ar: 'سيارة لعبة', name_en: 'Toy car', quantity: 86 });
      const exported = (await admin('GET', '/products.csv')).body;
      const header = exported.replace(BOM, '').split('\r\n')[0]!.split(',');
      expect(header.slice(header.indexOf('quantity'), header.indexOf('quantity') + 2)).toEqual([
        'quantity',
        'quantity_exported',
      ]);
      // three are sold after the export
      await t.db.updateTable('products').set({ quantity: 83 }).where('id', '=', toy.id).execute();
      const stock = async () =>
        (await admin('GET', `/products/${toy.uuid}`)).json<{ data: AdminProduct }>().data.quantity;
      const row = (quantity: number, exportedQuantity: number | '') =>
        [
          'uuid,name_ar,name_en,quantity,quantity_exported',
          `${toy.uuid},سيارة لعبة,Toy car,${quantity},${exportedQuantity}`,
        ].join('\r\n');

      // the file as exported: the sold units stay sold, and the row is unchanged
      const unedited = await importCsv(row(86, 86));
      expect(unedited.json<{ data: ImportResult }>().data).toMatchObject({ updated: 0, unchanged: 1, problems: [] });
      expect(await stock()).toBe(83);
      // ten received, typed over the exported 86: the stock gains ten
      expect((await importCsv(row(96, 86))).statusCode).toBe(200);
      expect(await stock()).toBe(93);
      const moves = (await admin('GET', `/products/${toy.uuid}/stock`)).json<{ data: StockMovement[] }>().data;
      expect(moves.map((m) => [m.reason, m.delta, m.quantity_after])).toEqual([['import', 10, 93]]);
      // the same file again (a retry, a second press) would add the ten again: refused, in a dry run too, naming the
      // day on the shop's clock (UTC+2)
      const shopToday = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
      for (const dryRun of [true, false]) {
        const again = await importCsv(row(96, 86), dryRun);
        expect(again.statusCode).toBe(dryRun ? 200 : 422);
        const body = again.json<{ data?: ImportResult; details?: ImportResult }>();
        expect((body.data ?? body.details)?.problems).toEqual([
          {
            row: 1,
            column: null,
            message: `This same file was imported on ${shopToday}; importing it again would apply its changes a second time (the stock added again, its new products made twice). Export the products again and edit the new file.`,
          },
        ]);
      }
      expect(await stock()).toBe(93);
      // two imports of one new file at once (two tabs): one adds its five, the other is refused
      const [a, b] = await Promise.all([importCsv(row(98, 93)), importCsv(row(98, 93))]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
      expect(await stock()).toBe(98);
      await t.db.updateTable('products').set({ quantity: 93 }).where('id', '=', toy.id).execute();
      // Arabic-Indic digits are the same numbers: one more typed over the exported count adds one
      const arabic = ['uuid,quantity,quantity_exported', `${toy.uuid},٩٧,٩٦`].join('\r\n');
      expect((await importCsv(arabic)).statusCode).toBe(200);
      expect(await stock()).toBe(94);
      // a count that is no whole number is told once, by the check that read it
      const letters = ['uuid,quantity,quantity_exported', `${toy.uuid},abc,94`].join('\r\n');
      expect((await importCsv(letters, true)).json<{ data: ImportResult }>().data.problems).toEqual([
        { row: 2, column: 'quantity', message: 'The value must be a whole number.' },
      ]);
      // and an exported count that is no number is told on a new product's row too, where it would change nothing
      const newRow = ['name_ar,name_en,selling_price,quantity,quantity_exported', 'زعتر,Thyme,5,3,abc'].join('\r\n');
      expect((await importCsv(newRow, true)).json<{ data: ImportResult }>().data.problems).toEqual([
        { row: 2, column: 'quantity_exported', message: 'The value must be a whole number.' },
      ]);
      // taking out more than is left is refused, naming the stock; without the export's column the file sets the stock
      const tooMany = await importCsv(row(0, 100), true);
      expect(tooMany.json<{ data: ImportResult }>().data.problems).toEqual([
        { row: 2, column: 'quantity', message: 'Stock cannot go below zero (in stock: 94).' },
      ]);
      expect((await importCsv(row(40, ''))).statusCode).toBe(200);
      expect(await stock()).toBe(40);
    });

    it('refuses the same file of new products a second time, which would make them twice', async () => {
      const csv = ['name_ar,name_en,selling_price,quantity', 'هيل أخضر مطحون,Ground green cardamom,6,4'].join('\r\n');
      expect((await importCsv(csv)).json<{ data: ImportResult }>().data).toMatchObject({ created: 1, problems: [] });
      const again = await importCsv(csv);
      expect(again.statusCode).toBe(422);
      const named = await t.db
        .selectFrom('products')
        .select('id')
        .where('name_en', '=', 'Ground green cardamom')
        .execute();
      expect(named).toHaveLength(1);
    });

    it('adds a row whose uuid the shop does not have under that uuid, as a file from another shop keeps its ids', async () => {
      const moved = '6f1d2c3b-4a59-4e8f-9d0c-1b2a3c4d5e6f';
      const csv = ['uuid,name_ar,name_en,selling_price,quantity', `${moved},هيل,Cardamom,6,4`].join('\r\n');
      const dry = await importCsv(csv, true);
      expect(dry.json<{ data: ImportResult }>().data).toMatchObject({ created: 1, updated: 0, problems: [] });
      expect((await admin('GET', `/products/${moved}`)).statusCode).toBe(404);
      const res = await importCsv(csv);
      expect(res.json<{ data: ImportResult }>().data).toMatchObject({ created: 1, updated: 0, problems: [] });
      expect((await admin('GET', `/products/${moved}`)).json<{ data: AdminProduct }>().data).toMatchObject({
        uuid: moved,
        name_en: 'Cardamom',
        quantity: 4,
      });
    });

    it('refuses a file saved in Windows-1256 (Excel’s older “CSV”) instead of writing “�” over Arabic names', async () => {
      const tea = await insertProduct(t.db, { name_ar: 'شاي', name_en: 'Tea', quantity: 3, price_milli: 2_000 });
      // "شاي Lipton" as Windows-1256 bytes: ش D4, ا C7, ي ED; the Latin word alone would pass the name's letter check
      const file = Buffer.concat([
        Buffer.from(`uuid,name_ar,name_en,selling_price\r\n${tea.uuid},`),
        Buffer.from([0xd4, 0xc7, 0xed]),
        Buffer.from(' Lipton,Tea,2\r\n'),
      ]);
      for (const dryRun of [true, false]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/products/import${dryRun ? '?dry_run=true' : ''}`,
          headers: { 'accept-language': 'en', 'content-type': 'text/csv', ...editor.auth },
          payload: file,
        });
        expect(res.statusCode, res.body).toBe(dryRun ? 200 : 422);
        const result = dryRun ? res.json<{ data: ImportResult }>().data : res.json<{ details: ImportResult }>().details;
        expect(result.problems).toEqual([
          {
            row: 2,
            column: null,
            message:
              'The file is not UTF-8 text (near line 2), so its Arabic letters would be lost. Save it from Excel as “CSV UTF-8” and try again.',
          },
        ]);
      }
      expect((await admin('GET', `/products/${tea.uuid}`)).json<{ data: AdminProduct }>().data.name_ar).toBe('شاي');
    });

    it('keeps a product’s own pictures when the file has no images column', async () => {
      // the seeded catalogue's pictures are files of the storefront, not uploads
      const { uuid } = await insertProduct(t.db, {
        name_ar: 'شاي أخضر',
        name_en: 'Green tea',
        quantity: 3,
        images: ['/images/products/tea-0.svg', '/images/products/tea-1.svg'],
      });
      const csv = ['uuid,quantity', `${uuid},9`].join('\r\n');
      const dry = await importCsv(csv, true);
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json<{ data: ImportResult }>().data).toMatchObject({ updated: 1, problems: [] });
      const real = await importCsv(csv);
      expect(real.statusCode, real.body).toBe(200);
      const shown = (await storefront(uuid)).json<{ data: Product }>().data;
      expect([shown.quantity, shown.attachments]).toEqual([
        9,
        [{ img_path: '/images/products/tea-0.svg' }, { img_path: '/images/products/tea-1.svg' }],
      ]);
    });

    it('refuses a body that is not CSV', async () => {
      const res = await admin('POST', '/products/import', { rows: [] });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: 'Send the file as CSV (text/csv, or a multipart form’s file named “file”).',
      });
    });

    it('imports the CSV as a multipart form’s file too, as a browser’s file input sends it', async () => {
      const csv = ['name_ar,name_en,selling_price,quantity', 'حبّة البركة,Black seed,6.500,4'].join('\r\n');
      const form = multipartFile(Buffer.from(BOM + csv), { filename: 'منتجات.csv', contentType: 'text/csv' });
      const dry = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import?dry_run=true',
        headers: { 'accept-language': 'en', ...form.headers, ...editor.auth },
        payload: form.payload,
      });
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json<{ data: ImportResult }>().data).toMatchObject({
        dry_run: true,
        rows: 1,
        created: 1,
        problems: [],
      });
      const real = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { 'accept-language': 'en', ...form.headers, ...editor.auth },
        payload: form.payload,
      });
      expect(real.json<{ data: ImportResult }>().data).toMatchObject({ dry_run: false, created: 1, problems: [] });
      const found = (await admin('GET', '/products?q=black seed')).json<AdminProductsPage>().data;
      expect(found.map((p) => [p.name_ar, p.price_to_pay])).toEqual([['حبّة البركة', 6.5]]);
      // a form without the file, in the member's language
      const empty = multipartFile(Buffer.from(csv), { field: 'document' });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import?dry_run=true',
        headers: { 'accept-language': 'ar', ...empty.headers, ...editor.auth },
        payload: empty.payload,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        file: ['اختر ملف CSV لاستيراده.'],
      });
    });

    it('tells another file type, in the member’s language, to send the CSV', async () => {
      const sent = [
        { type: 'application/vnd.ms-excel', body: 'name_ar,name_en', lang: 'ar' },
        { type: 'application/octet-stream', body: 'name_ar,name_en', lang: 'en' },
      ] as const;
      for (const { type, body, lang } of sent) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/products/import?dry_run=true',
          headers: { 'accept-language': lang, 'content-type': type, ...editor.auth },
          payload: body,
        });
        expect(res.statusCode, type).toBe(415);
        expect(res.json(), type).toEqual({
          message:
            lang === 'ar'
              ? 'أرسل الملف بصيغة CSV (text/csv أو ملفاً في نموذج multipart باسم file).'
              : 'Send the file as CSV (text/csv, or a multipart form’s file named “file”).',
        });
      }
    });
  });
});
