import type { AdminProduct, AdminProductsPage, ImportResult, Paged, Product } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../security/support.js';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { isSkuConflict } from './repository.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { type TestClient, insertClient, insertStatuses } from '../orders/test/fixtures.js';

/** A product as the back office reads it, less what an edit may not send: the body of a PUT that changes nothing. */
function editable(product: AdminProduct) {
  const {
    uuid: _u,
    price_to_pay: _p,
    in_orders: _i,
    created_at: _c,
    updated_at: _a,
    sales_count: _s,
    options: _o,
    archived_at: _r,
    quantity: _q,
    revision: _v,
    ...fields
  } = product;
  return fields;
}

describe.each(DIALECTS)('product options (colours, sizes) on %s', (dialect) => {
  let t: TestApp;
  let editor: TestStaff;
  let shopper: TestClient;
  let shoes: number;
  let main: { id: number; uuid: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false, CATALOGUE_CACHE_SECONDS: 60 });
    await insertStatuses(t.db);
    editor = await insertStaffMember(t.db, 'catalogue', { name: 'Huda' });
    shopper = await insertClient(t.db, 'Salem');
    shoes = await insertCategory(t.db, { name_ar: 'أحذية', name_en: 'Shoes' });
    main = await insertProduct(t.db, {
      name_ar: 'حذاء جري',
      name_en: 'Running shoe',
      brand: 'Sprint',
      color_ar: 'أسود',
      color_en: 'Black',
      quantity: 4,
      price_milli: 150_000,
      categories: [shoes],
      images: ['products/shoe-black.jpg'],
    });
    await insertProduct(t.db, { name_ar: 'حذاء مشي', name_en: 'Walking shoe', categories: [shoes] });
  });
  afterAll(() => t.destroy());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': lang, ...editor.auth },
      ...(payload ? { payload } : {}),
    });
  const client = (url: string) => t.app.inject({ method: 'GET', url: `/api/client${url}` });
  const optionOf = (over: object = {}) => ({
    color_ar: 'أبيض',
    color_en: 'White',
    size_ar: '42',
    size_en: '42',
    sku: 'RUN-WHT-42',
    selling_price: 165,
    quantity: 3,
    ...over,
  });

  let white42: string;
  let black43: string;

  it('lets the catalogue role add options, each with its own SKU, price and stock, listed on the product', async () => {
    const first = await admin('POST', `/products/${main.uuid}/options`, optionOf(), 'ar');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ message: string }>().message).toBe('تمت إضافة الخيار.');
    const second = await admin(
      'POST',
      `/products/${main.uuid}/options`,
      optionOf({ color_ar: 'أسود', color_en: 'Black', size_ar: '43', size_en: '43', sku: 'RUN-BLK-43', quantity: 0 }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const product = second.json<{ data: AdminProduct }>().data;
    expect(product.uuid).toBe(main.uuid);
    expect(product.options.map((o) => [o.sku, o.color_en, o.size_en, o.selling_price, o.quantity])).toEqual([
      ['RUN-WHT-42', 'White', '42', 165, 3],
      ['RUN-BLK-43', 'Black', '43', 150 + 15, 0],
    ]);
    white42 = product.options[0]?.uuid as string;
    black43 = product.options[1]?.uuid as string;
    // an option's uuid opens its main product in the back office
    const viaOption = await admin('GET', `/products/${white42}`);
    expect(viaOption.json<{ data: AdminProduct }>().data.uuid).toBe(main.uuid);
    // the list shows main products only, with how many options each has; a SKU finds its product
    const list = (await admin('GET', '/products')).json<AdminProductsPage>().data;
    expect(list.map((p) => [p.name_en, p.options_count])).toEqual([
      ['Walking shoe', 0],
      ['Running shoe', 2],
    ]);
    const bySku = (await admin('GET', '/products?q=RUN-BLK-43')).json<AdminProductsPage>().data;
    expect(bySku.map((p) => p.name_en)).toEqual(['Running shoe']);
    const lowerCase = (await admin('GET', '/products?q=run-blk-43')).json<AdminProductsPage>().data;
    expect(lowerCase.map((p) => p.name_en)).toEqual(['Running shoe']);
  });

  it('refuses an SKU held in another letter case: it is the same code', async () => {
    const taken = await admin(
      'POST',
      `/products/${main.uuid}/options`,
      optionOf({ color_en: 'Green', color_ar: 'أخضر', sku: 'run-wht-42' }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      sku: ['The SKU “run-wht-42” is already used by another product.'],
    });
    const racing = await insertProduct(t.db, { name_ar: 'نسخة', name_en: 'Copy', sku: 'Run-Wht-42' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isSkuConflict(racing)).toBe(true);
  });

  it('refuses a taken SKU, an option without colour or size, and an option of an option, in the staff language', async () => {
    const taken = await admin(
      'POST',
      `/products/${main.uuid}/options`,
      optionOf({ color_en: 'Red', color_ar: 'أحمر' }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      sku: ['The SKU “RUN-WHT-42” is already used by another product.'],
    });
    const bare = await admin(
      'POST',
      `/products/${main.uuid}/options`,
      optionOf({ color_ar: '', color_en: '', size_ar: null, size_en: null, sku: 'X1' }),
      'ar',
    );
    expect(bare.statusCode).toBe(422);
    expect(bare.json<{ errors: Record<string, string[]> }>().errors['color_ar']).toEqual([
      'حدد لون الخيار أو مقاسه ليتميز عن خيارات المنتج الأخرى.',
    ]);
    const nested = await admin('POST', `/products/${white42}/options`, optionOf({ sku: 'X2' }));
    expect(nested.statusCode).toBe(422);
    const badSku = await admin('POST', `/products/${main.uuid}/options`, optionOf({ sku: '=cmd|x' }));
    expect(badSku.json<{ errors: Record<string, string[]> }>().errors['sku']).toHaveLength(1);
  });

  it('refuses an option saved from an older read (409, nothing written), but not one after a stock change', async () => {
    const read = async () => {
      const product = (await admin('GET', `/products/${main.uuid}`)).json<{ data: AdminProduct }>().data;
      return product.options.find((o) => o.uuid === white42)!;
    };
    const opened = await read();
    const { quantity: _q, ...form } = optionOf();
    const save = (body: object, lang = 'en') => admin('PUT', `/products/${main.uuid}/options/${white42}`, body, lang);

    // two staff members open the option; the first saves a new price
    const first = await save({ ...form, selling_price: 170, expected_revision: opened.revision });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json<{ data: AdminProduct }>().data.options.find((o) => o.uuid === white42)!;
    expect(afterFirst.revision).not.toBe(opened.revision);

    // the second, from the window opened before, changes only the SKU: refused, the price kept
    const before = await snapshot(t.db, dialect);
    const second = await save({ ...form, sku: 'RUN-WHT-42B', expected_revision: opened.revision }, 'ar');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message:
        'حفظ شخص آخر هذا الخيار بعد أن فتحته، ولم يُحفظ تعديلك. أغلق النافذة وافتح الخيار من جديد لترى ما تغيّر ثم أعد تعديلك.',
    });
    expect(await snapshot(t.db, dialect)).toEqual(before);
    expect(await read()).toMatchObject({ selling_price: 170, sku: 'RUN-WHT-42' });

    // units received since the read are no conflict: the option's window does not send the stock
    const received = await admin('POST', `/products/${white42}/stock`, { delta: 2, reason: 'received' });
    expect(received.statusCode, received.body).toBe(200);
    const third = await save({ ...form, expected_revision: afterFirst.revision });
    expect(third.statusCode, third.body).toBe(200);
    expect(await read()).toMatchObject({ selling_price: 165, quantity: 5 });
    const back = await admin('POST', `/products/${white42}/stock`, { delta: -2, reason: 'count_correction' });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('shows the storefront main products only; the product page lists the options, each addressable by uuid', async () => {
    const list = (await client(`/products?category_id=${shoes}`)).json<Paged<Product>>();
    expect(list.meta.total).toBe(2);
    expect(list.data.map((p) => [p.name.en, p.options_count])).toEqual([
      ['Walking shoe', 0],
      ['Running shoe', 3],
    ]);
    const search = (await client('/products?name=shoe')).json<Paged<Product>>();
    expect(search.data.map((p) => p.uuid).sort()).not.toContain(white42);
    expect(search.meta.total).toBe(2);

    const page = (await client(`/products/${main.uuid}`)).json<{ data: Product }>().data;
    expect(page.options?.map((o) => [o.color?.en, o.size?.en ?? null, o.selling_price, o.quantity])).toEqual([
      ['Black', null, 150, 4],
      ['White', '42', 165, 3],
      ['Black', '43', 165, 0],
    ]);
    const option = (await client(`/products/${white42}`)).json<{ data: Product }>().data;
    expect(option).toMatchObject({
      uuid: white42,
      variant_of: main.uuid,
      name: { ar: 'حذاء جري', en: 'Running shoe' },
      sku: 'RUN-WHT-42',
      size: { ar: '42', en: '42' },
      selling_price: 165,
      quantity: 3,
      options_count: 3,
      // no picture of its own: the main product's
      main_attachment: { img_path: expect.stringContaining('products/shoe-black.jpg') },
    });
    expect(option.CategoryProducts.map((c) => c.category.name.en)).toEqual(['Shoes']);
    expect(option.options).toHaveLength(3);
    const check = (await client(`/products/${black43}/check-quantity?requested_quantity=1`)).json<{
      messageCode: string;
      available_quantity: number;
    }>();
    expect(check).toMatchObject({ available_quantity: 0 });
  });

  it('orders an option by its uuid: its own stock is taken and the order line names its colour and size', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: { ...shopper.auth, 'accept-language': 'ar' },
      payload: { products: [{ uuid: white42, quantity: 2 }], delivery_method: 'pickup' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['name_ar', 'name_en', 'unit_price_milli', 'product_uuid'])
      .execute();
    expect(lines).toEqual([
      {
        name_ar: 'حذاء جري — أبيض، 42',
        name_en: 'Running shoe — White, 42',
        unit_price_milli: 165_000,
        product_uuid: white42,
      },
    ]);
    const stock = await t.db
      .selectFrom('products')
      .select(['uuid', 'quantity'])
      .where('uuid', 'in', [white42, main.uuid])
      .execute();
    expect(Object.fromEntries(stock.map((s) => [s.uuid, s.quantity]))).toEqual({ [white42]: 1, [main.uuid]: 4 });
  });

  it('copies a renamed product’s names to its options, and keeps the main product until its options are gone', async () => {
    const fields = editable((await admin('GET', `/products/${main.uuid}`)).json<{ data: AdminProduct }>().data);
    const renamed = await admin('PUT', `/products/${main.uuid}`, { ...fields, name_en: 'Trail running shoe' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await client(`/products/${black43}`)).json<{ data: Product }>().data.name.en).toBe('Trail running shoe');

    const refused = await admin('DELETE', `/products/${main.uuid}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe('The product has options; delete or archive them first.');
    const gone = await admin('DELETE', `/products/${main.uuid}/options/${black43}`);
    expect(gone.json<{ data: { result: string } }>().data.result).toBe('deleted');
    // ordered, so archived: hidden from the product page's options, kept for the order
    const kept = await admin('DELETE', `/products/${main.uuid}/options/${white42}`);
    expect(kept.json<{ data: { result: string } }>().data.result).toBe('archived');
    const page = (await client(`/products/${main.uuid}`)).json<{ data: Product }>().data;
    expect([page.options, page.options_count]).toEqual([[], 0]);
    const wrongGroup = await admin('DELETE', `/products/${main.uuid}/options/${main.uuid}`);
    expect(wrongGroup.statusCode).toBe(404);

    // its archived option still names it, so the main product is archived rather than deleted, and takes no options
    const archived = await admin('DELETE', `/products/${main.uuid}`);
    expect(archived.json<{ data: { result: string } }>().data.result).toBe('archived');
    const late = await admin('POST', `/products/${main.uuid}/options`, optionOf({ sku: 'RUN-LATE' }));
    expect(late.statusCode).toBe(422);
    expect(late.json<{ message: string }>().message).toBe(
      'The main product is archived; bring it back to the shop first.',
    );
    const back = await admin('POST', `/products/${white42}/restore`);
    expect(back.statusCode).toBe(422);
    expect((await client(`/products/${white42}`)).statusCode).toBe(404);
  });

  it('hides the options of a main product archived by a file, from the page, the quantity check and checkout', async () => {
    const coat = await insertProduct(t.db, { name_ar: 'معطف', name_en: 'Coat', color_ar: 'رمادي', color_en: 'Grey' });
    const made = await admin(
      'POST',
      `/products/${coat.uuid}/options`,
      optionOf({ color_ar: 'بني', color_en: 'Brown', size_ar: null, size_en: null, sku: 'COAT-BRN' }),
    );
    const brown = made.json<{ data: AdminProduct }>().data.options[0]?.uuid as string;
    expect((await client(`/products/${brown}`)).statusCode).toBe(200);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { 'accept-language': 'en', 'content-type': 'text/csv', ...editor.auth },
      payload: ['uuid,archived', `${coat.uuid},1`].join('\n'),
    });
    expect(file.json<{ data: ImportResult }>().data).toMatchObject({ updated: 1, problems: [] });
    expect((await client(`/products/${brown}`)).statusCode).toBe(404);
    expect((await client(`/products/${brown}/check-quantity?requested_quantity=1`)).statusCode).toBe(404);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: { ...shopper.auth, 'accept-language': 'en' },
      payload: { products: [{ uuid: brown, quantity: 1 }], delivery_method: 'pickup' },
    });
    expect(order.statusCode).toBe(422);
  });

  it('refuses a colour and size the product already offers, as the picker would read it in either language', async () => {
    const shirt = await insertProduct(t.db, {
      name_ar: 'قميص',
      name_en: 'Shirt',
      color_ar: 'أسود',
      color_en: 'Black',
      size_ar: 'وسط',
      size_en: 'M',
    });
    const white = { color_ar: 'أبيض', color_en: 'White', size_ar: 'وسط', size_en: 'M' };
    const first = await admin('POST', `/products/${shirt.uuid}/options`, optionOf({ ...white, sku: 'SHIRT-W-M' }));
    expect(first.statusCode, first.body).toBe(201);
    const optionsNow = async () =>
      (await admin('GET', `/products/${shirt.uuid}`)).json<{ data: AdminProduct }>().data.options.map((o) => o.sku);
    const audits = async () => (await t.db.selectFrom('audit_log').select('id').execute()).length;
    const auditsBefore = await audits();
    const errorsOf = (res: { json: <T>() => T }) => res.json<{ errors: Record<string, string[]> }>().errors;
    const english = 'The product already has an option with this colour and size; change one of them.';
    const arabic = 'للمنتج خيار بهذا اللون والمقاس من قبل؛ غيّر أحدهما.';

    // the same values again, under another SKU
    const again = await admin('POST', `/products/${shirt.uuid}/options`, optionOf({ ...white, sku: 'SHIRT-W-M2' }));
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ color_ar: [english] });
    // alike in English only, typed in another case and with spaces: the English shopper would see it twice
    const cased = await admin(
      'POST',
      `/products/${shirt.uuid}/options`,
      optionOf({ color_ar: 'ابيض', color_en: ' white ', size_ar: 'متوسط', size_en: 'm', sku: 'SHIRT-W-M3' }),
      'ar',
    );
    expect(cased.statusCode).toBe(422);
    expect(errorsOf(cased)).toEqual({ color_en: [arabic] });
    // alike in Arabic only, typed without the hamza: the Arabic shopper would see it twice
    const spelled = await admin(
      'POST',
      `/products/${shirt.uuid}/options`,
      optionOf({ color_ar: 'ابيض', color_en: 'Ivory', size_ar: 'وسط', size_en: 'L', sku: 'SHIRT-W-M4' }),
    );
    expect(spelled.statusCode).toBe(422);
    expect(errorsOf(spelled)).toEqual({ color_ar: [english] });
    // the main product is the group's first choice
    const likeMain = await admin(
      'POST',
      `/products/${shirt.uuid}/options`,
      optionOf({ color_ar: 'أسود', color_en: 'Black', size_ar: 'وسط', size_en: 'M', sku: 'SHIRT-B-M' }),
    );
    expect(errorsOf(likeMain)).toEqual({ color_ar: [english] });
    expect(await optionsNow()).toEqual(['SHIRT-W-M']);
    expect(await audits()).toBe(auditsBefore);

    // another size is another choice; editing it onto the first one's is refused, saving it as it is is not
    const large = await admin(
      'POST',
      `/products/${shirt.uuid}/options`,
      optionOf({ ...white, size_ar: 'كبير', size_en: 'L', sku: 'SHIRT-W-L' }),
    );
    expect(large.statusCode, large.body).toBe(201);
    const largeUuid = large.json<{ data: AdminProduct }>().data.options[1]?.uuid as string;
    const { quantity: _q, ...update } = optionOf({ ...white, size_ar: 'كبير', size_en: 'L', sku: 'SHIRT-W-L' });
    const onto = await admin('PUT', `/products/${shirt.uuid}/options/${largeUuid}`, { ...update, size_en: 'M ' });
    expect(onto.statusCode).toBe(422);
    expect(errorsOf(onto)).toEqual({ color_en: [english] });
    const kept = await admin('PUT', `/products/${shirt.uuid}/options/${largeUuid}`, { ...update, selling_price: 170 });
    expect(kept.statusCode, kept.body).toBe(200);

    // the main product cannot take an option's colour and size either
    const fields = editable((await admin('GET', `/products/${shirt.uuid}`)).json<{ data: AdminProduct }>().data);
    const mainLikeOption = await admin('PUT', `/products/${shirt.uuid}`, { ...fields, ...white });
    expect(errorsOf(mainLikeOption)).toEqual({ color_ar: [english] });

    // an archived option no longer counts, but it comes back only while no live option has taken its place
    const archivedAt = new Date().toISOString();
    await t.db.updateTable('products').set({ archived_at: archivedAt }).where('sku', '=', 'SHIRT-W-L').execute();
    const replacement = await admin(
      'POST',
      `/products/${shirt.uuid}/options`,
      optionOf({ ...white, size_ar: 'كبير', size_en: 'L', sku: 'SHIRT-W-L2' }),
    );
    expect(replacement.statusCode, replacement.body).toBe(201);
    const back = await admin('POST', `/products/${largeUuid}/restore`);
    expect(back.statusCode).toBe(422);
    expect(back.json<{ message: string }>().message).toBe(english);

    // a pair saved before this check (made here in the database) does not stop a price change that keeps it
    await t.db.updateTable('products').set({ size_ar: 'وسط', size_en: 'M' }).where('sku', '=', 'SHIRT-W-L2').execute();
    const legacy = replacement.json<{ data: AdminProduct }>().data.options.find((o) => o.sku === 'SHIRT-W-L2');
    const repriced = await admin('PUT', `/products/${shirt.uuid}/options/${legacy?.uuid}`, {
      ...update,
      ...white,
      sku: 'SHIRT-W-L2',
      selling_price: 175,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
  });

  it('recognises the unique index’s refusal of a second SKU on this database (a save racing another)', async () => {
    const error = await insertProduct(t.db, { name_ar: 'نسخة', name_en: 'Copy', sku: 'RUN-WHT-42' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isSkuConflict(error)).toBe(true);
    expect(isSkuConflict(new Error('another'))).toBe(false);
  });

  it('carries options in the CSV, one row each naming its main product, and imports a new product with options', async () => {
    const exportCsv = async () => (await admin('GET', '/products.csv')).rawPayload;
    const mainUuid = '0b5e5c3e-6a52-4b8e-9a0e-2f1d6c1a9b01';
    const csv = [
      'uuid,name_ar,name_en,selling_price,quantity,color_ar,color_en,size_ar,size_en,sku,variant_of,category_ids',
      `${mainUuid},فستان صيفي,Summer dress,80,5,أزرق,Blue,M,M,DRS-BLU-M,,${shoes}`,
      `,,,85,2,أزرق,Blue,L,L,DRS-BLU-L,${mainUuid},`,
      `,,,80,0,أحمر,Red,M,M,DRS-RED-M,${mainUuid},`,
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { 'accept-language': 'en', 'content-type': 'text/csv', ...editor.auth },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: ImportResult }>().data).toMatchObject({ created: 3, problems: [] });
    const dress = (await client(`/products/${mainUuid}`)).json<{ data: Product }>().data;
    expect(dress.options?.map((o) => [o.sku, o.color?.en, o.size?.en, o.quantity])).toEqual([
      ['DRS-BLU-M', 'Blue', 'M', 5],
      ['DRS-BLU-L', 'Blue', 'L', 2],
      ['DRS-RED-M', 'Red', 'M', 0],
    ]);
    const option = (await client(`/products/${dress.options?.[1]?.uuid}`)).json<{ data: Product }>().data;
    expect(option.name.ar).toBe('فستان صيفي');

    const first = await exportCsv();
    const rows = first.toString('utf8').split('\r\n');
    expect(rows.filter((r) => r.includes(`,${mainUuid},`))).toHaveLength(2);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { 'accept-language': 'en', 'content-type': 'text/csv', ...editor.auth },
      payload: first.toString('utf8'),
    });
    expect(again.json<{ data: ImportResult }>().data).toMatchObject({ created: 0, updated: 0, problems: [] });
    expect((await exportCsv()).equals(first)).toBe(true);

    // an SKU alone finds the row to update; an option cannot be moved to another product by a file
    const move = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dry_run=true',
      headers: { 'accept-language': 'en', 'content-type': 'text/csv', ...editor.auth },
      payload: ['sku,selling_price,variant_of', `DRS-RED-M,79,${main.uuid}`, 'DRS-BLU-L,90,'].join('\n'),
    });
    expect(move.json<{ data: ImportResult }>().data.problems).toEqual([
      {
        row: 2,
        column: 'variant_of',
        message: 'A file cannot move an option to another product, nor turn a product into an option or back.',
      },
      {
        row: 3,
        column: 'variant_of',
        message: 'A file cannot move an option to another product, nor turn a product into an option or back.',
      },
    ]);
    const price = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { 'accept-language': 'en', 'content-type': 'text/csv', ...editor.auth },
      payload: ['sku,selling_price', 'DRS-BLU-L,90'].join('\n'),
    });
    expect(price.json<{ data: ImportResult }>().data).toMatchObject({ updated: 1, created: 0, problems: [] });
    expect((await client(`/products/${dress.options?.[1]?.uuid}`)).json<{ data: Product }>().data.selling_price).toBe(
      90,
    );

    // an SKU in another letter case is the same code: it finds its row, and a file cannot give it to a second one
    // (a code the shop already gives another product is taken; one the file gives twice names the other row)
    const anyCase = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dry_run=true',
      headers: { 'accept-language': 'en', 'content-type': 'text/csv', ...editor.auth },
      payload: [
        'uuid,sku,selling_price',
        ',drs-blu-l,91',
        `${dress.options?.[2]?.uuid},Drs-Blu-M,80`,
        `${mainUuid},DRS-NEW,80`,
        `${main.uuid},drs-new,150`,
      ].join('\n'),
    });
    // row 2 found its product by its SKU, or it would be a new product without names
    expect(anyCase.json<{ data: ImportResult }>().data).toMatchObject({
      problems: [
        { row: 3, column: 'sku', message: 'The SKU “Drs-Blu-M” is already used by another product.' },
        {
          row: 5,
          column: 'sku',
          message: 'The SKU “drs-new” is also given in row 4; each product needs a code of its own.',
        },
      ],
    });
  });

  describe('a file giving a product the same colour and size twice', () => {
    const importFile = (lines: string[], { dryRun = false, lang = 'en' }: { dryRun?: boolean; lang?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/products/import${dryRun ? '?dry_run=true' : ''}`,
        headers: { 'accept-language': lang, 'content-type': 'text/csv', ...editor.auth },
        payload: lines.join('\r\n'),
      });
    const english = 'The product already has an option with this colour and size; change one of them.';
    const capUuid = '3c9a7f0e-5b1d-4e2a-8f6c-0d9e8b7a6c51';
    const capHeader = 'uuid,name_ar,name_en,selling_price,quantity,color_ar,color_en,size_ar,size_en,sku,variant_of';
    const capMain = `${capUuid},كاب,Cap,20,1,أحمر,Red,,,CAP-RED,`;
    const capWhiteS = `,,,20,1,أبيض,White,صغير,S,CAP-WHT-S,${capUuid}`;
    const capWhiteL = `,,,20,1,أبيض,White,كبير,L,CAP-WHT-L,${capUuid}`;

    it('refuses two rows of one product with the same colour and size, however the Arabic is spelled, writing nothing', async () => {
      const lines = [
        capHeader,
        capMain,
        capWhiteS,
        // the same values again, under another SKU
        `,,,21,2,أبيض,White,صغير,S,CAP-WHT-S2,${capUuid}`,
        // alike in Arabic only, typed without the hamza: the Arabic shopper would see it twice
        `,,,22,3,ابيض,Ivory,صغير,XS,CAP-IVR-XS,${capUuid}`,
        capWhiteL,
      ];
      const before = await snapshot(t.db, dialect);
      const dry = await importFile(lines, { dryRun: true });
      expect(dry.statusCode, dry.body).toBe(200);
      const again = 'Row 3 gives the product an option with this colour and size too; change one of them.';
      expect(dry.json<{ data: ImportResult }>().data).toEqual({
        dry_run: true,
        rows: 5,
        created: 0,
        updated: 0,
        unchanged: 0,
        problems: [
          { row: 4, column: 'color_ar', message: again },
          { row: 5, column: 'color_ar', message: again },
        ],
      });

      const real = await importFile(lines, { lang: 'ar' });
      expect(real.statusCode).toBe(422);
      expect(real.json<{ message: string; details: ImportResult }>()).toMatchObject({
        message: 'لم يُستورد شيء: في الملف أخطاء، صحّحها ثم أعد المحاولة.',
        details: {
          problems: [
            { row: 4, column: 'color_ar', message: 'للمنتج في الصف 3 خيار بهذا اللون والمقاس أيضاً؛ غيّر أحدهما.' },
            { row: 5, column: 'color_ar', message: 'للمنتج في الصف 3 خيار بهذا اللون والمقاس أيضاً؛ غيّر أحدهما.' },
          ],
        },
      });
      expect(await snapshot(t.db, dialect)).toEqual(before);
      expect((await client(`/products/${capUuid}`)).statusCode).toBe(404);

      // two options differing only in size are two choices: the file without the repeated rows goes in whole
      const fixed = await importFile([capHeader, capMain, capWhiteS, capWhiteL]);
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json<{ data: ImportResult }>().data).toMatchObject({ created: 3, problems: [] });
      const cap = (await client(`/products/${capUuid}`)).json<{ data: Product }>().data;
      expect(cap.options?.map((o) => [o.sku, o.color?.en ?? null, o.size?.en ?? null])).toEqual([
        ['CAP-RED', 'Red', null],
        ['CAP-WHT-S', 'White', 'S'],
        ['CAP-WHT-L', 'White', 'L'],
      ]);
    });

    it('compares the product as the file leaves it: two options may swap their sizes', async () => {
      const swap = await importFile(['sku,size_ar,size_en', 'CAP-WHT-S,كبير,L', 'CAP-WHT-L,صغير,S']);
      expect(swap.statusCode, swap.body).toBe(200);
      expect(swap.json<{ data: ImportResult }>().data).toMatchObject({ updated: 2, problems: [] });
      const cap = (await client(`/products/${capUuid}`)).json<{ data: Product }>().data;
      expect(cap.options?.map((o) => [o.sku, o.size?.en ?? null])).toEqual([
        ['CAP-RED', null],
        ['CAP-WHT-S', 'L'],
        ['CAP-WHT-L', 'S'],
      ]);
    });

    let hat: { id: number; uuid: string };
    const hatHeader = 'sku,selling_price,quantity,color_ar,color_en,size_ar,size_en,variant_of';

    it('refuses a row whose colour and size another choice of its product in the shop has', async () => {
      hat = await insertProduct(t.db, {
        name_ar: 'قبعة',
        name_en: 'Hat',
        color_ar: 'أسود',
        color_en: 'Black',
        size_ar: 'وسط',
        size_en: 'M',
        sku: 'HAT-BLK-M',
      });
      const white = { color_ar: 'أبيض', color_en: 'White', size_ar: 'وسط', size_en: 'M' };
      const made = await admin('POST', `/products/${hat.uuid}/options`, optionOf({ ...white, sku: 'HAT-WHT-M' }));
      expect(made.statusCode, made.body).toBe(201);
      const before = await snapshot(t.db, dialect);
      const res = await importFile([
        hatHeader,
        // a new option like the stored white one, typed without the hamza and in another case
        `HAT-WHT-M2,20,1,ابيض,white,وسط,M,${hat.uuid}`,
        // the main product (found by its SKU) changed onto the white option's colour
        'HAT-BLK-M,20,1,أبيض,White ,وسط,M,',
        // an option the shop does not have yet, in another colour: fine
        `HAT-RED-M,20,1,أحمر,Red,وسط,M,${hat.uuid}`,
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ details: ImportResult }>().details.problems).toEqual([
        { row: 2, column: 'color_ar', message: english },
        { row: 3, column: 'color_ar', message: english },
      ]);
      expect(await snapshot(t.db, dialect)).toEqual(before);
    });

    it('lets a row keep its own colour and size, even one an older option repeats, and adds another size', async () => {
      // a pair saved before the check existed (made here in the database)
      await insertProduct(t.db, {
        name_ar: 'قبعة',
        name_en: 'Hat',
        color_ar: 'أبيض',
        color_en: 'White',
        size_ar: 'وسط',
        size_en: 'M',
        sku: 'HAT-OLD',
        variant_of: hat.id,
      });
      const res = await importFile([
        hatHeader,
        // the white option's own colour and size again (spelled without the hamza) with a new price
        `HAT-WHT-M,22,1,ابيض,White,وسط,M,${hat.uuid}`,
        `HAT-OLD,19,1,أبيض,White,وسط,M,${hat.uuid}`,
        `HAT-WHT-L,20,1,أبيض,White,كبير,L,${hat.uuid}`,
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: ImportResult }>().data).toMatchObject({ created: 1, updated: 2, problems: [] });
      const options = (await admin('GET', `/products/${hat.uuid}`)).json<{ data: AdminProduct }>().data.options;
      expect(options.map((o) => [o.sku, o.color_ar, o.size_en, o.selling_price])).toEqual([
        ['HAT-WHT-M', 'ابيض', 'M', 22],
        ['HAT-OLD', 'أبيض', 'M', 19],
        ['HAT-WHT-L', 'أبيض', 'L', 20],
      ]);
    });
  });
});
