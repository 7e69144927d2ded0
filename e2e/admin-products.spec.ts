import { expect, test } from '@playwright/test';
import { LOCALES, apiLogin, needsAdminApi, openAdmin, phoneFirst } from './support/admin.js';
import { photograph } from './support/photo.js';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ request }) => needsAdminApi(request));

const TEXT = {
  ar: {
    title: 'المنتجات',
    new: 'منتج جديد',
    nameAr: 'الاسم بالعربية',
    nameEn: 'الاسم بالإنجليزية',
    price: 'سعر البيع (د.ل)',
    discount: 'التخفيض للقطعة (د.ل)',
    quantity: 'المخزون الافتتاحي',
    categories: 'التصنيفات',
    path: 'مسار الصورة',
    addPath: 'إضافة المسار',
    save: 'حفظ المنتج',
    added: 'تمت إضافة المنتج.',
    search: 'البحث في المنتجات',
    history: 'سجل المخزون',
    formErrors: 'بعض الحقول تحتاج إلى تصحيح.',
    discountAbove: 'التخفيض لا يمكن أن يتجاوز سعر البيع.',
    importTitle: 'استيراد المنتجات من ملف CSV',
    file: 'ملف CSV',
    check: 'فحص الملف',
    run: 'استيراد',
    // two problems: Arabic's dual, not "2 خطأ"
    problems: /خطآن؛ لم يُكتب شيء/,
    required: 'هذا الحقل مطلوب.',
    ok: /لا أخطاء: 2 جديد/,
    done: /تم الاستيراد: أُضيف 2/,
  },
  en: {
    title: 'Products',
    new: 'New product',
    nameAr: 'Name in Arabic',
    nameEn: 'Name in English',
    price: 'Selling price (LYD)',
    discount: 'Discount per unit (LYD)',
    quantity: 'Opening stock',
    categories: 'Categories',
    path: 'Image path',
    addPath: 'Add path',
    save: 'Save product',
    added: 'The product has been added.',
    search: 'Search products',
    history: 'Stock history',
    formErrors: 'Some fields need attention.',
    discountAbove: 'The discount cannot be more than the selling price.',
    importTitle: 'Import products from CSV',
    file: 'CSV file',
    check: 'Check the file',
    run: 'Import',
    problems: /2 problems; nothing was written/,
    required: 'This field is required.',
    ok: /No problems: 2 new/,
    done: /Imported: 2 added/,
  },
} as const;

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test(`the catalogue role adds a product with an image and finds it in the storefront (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    const session = await apiLogin(request, 'catalogue');
    // an image the catalogue already shows
    const shown = await request.get('/api/client/featured-products?limit=20');
    const image = ((await shown.json()) as { data: { main_attachment: { img_path: string } | null }[] }).data.find(
      (p) => p.main_attachment,
    )?.main_attachment?.img_path;
    expect(image).toBeTruthy();
    const tag = `${locale}-${testInfo.project.name}-${Date.now()}`;
    const nameAr = `زيت زيتون تجريبي ${tag}`;
    const nameEn = `Test olive oil ${tag}`;

    await openAdmin(page, locale, '/products/new', session);
    await expect(page.getByRole('heading', { name: text.new })).toBeVisible();
    await page.getByLabel(text.nameAr).fill(nameAr);
    await page.getByLabel(text.nameEn).fill(nameEn);
    await page.getByLabel(text.price).fill('12.5');
    await page.getByLabel(text.discount).fill('20');
    // at most 5 in stock, so the shared specs' productsInStock never picks it
    await page.getByLabel(text.quantity).fill('5');
    await page.getByRole('group', { name: text.categories }).getByRole('checkbox').first().check();
    await page.getByLabel(text.path).fill(image!);
    await page.getByRole('button', { name: text.addPath }).click();
    // a discount above the price is refused in the member's language, before anything is sent
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.formErrors })).toBeVisible();
    await expect(page.getByText(text.discountAbove)).toBeVisible();
    await page.getByLabel(text.discount).fill('2.5');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(page).toHaveURL(/#\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: text.history })).toBeVisible();
    const uuid = /products\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
    await photograph(page, `admin-product-editor-${locale}`, { fullPage: true });

    // the list finds it by its Arabic name, written without the final letters' dots
    await openAdmin(page, locale, '/products', session);
    await page.getByLabel(text.search).fill(`زيت زيتون تجريبي ${tag}`.replace('ي ', 'ى '));
    await expect(
      page
        .getByText(locale === 'ar' ? nameAr : nameEn)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await page.getByLabel(text.search).fill('');
    await photograph(page, `admin-products-${locale}`, { fullPage: true });

    // the storefront shows it at once, at its own product page
    await page.goto(`/#/product-details/${uuid}`);
    await expect(page.getByRole('heading', { name: nameAr })).toBeVisible();
  });

  test(`the editor says when the categories could not be loaded, and loads them again (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    const session = await apiLogin(request, 'catalogue');
    let fail = true;
    await page.route('**/api/client/categories*', (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' })
        : route.continue(),
    );
    await openAdmin(page, locale, '/products/new', session);
    const section = page.getByRole('group', { name: locale === 'ar' ? 'التصنيفات' : 'Categories' });
    await expect(section.getByRole('alert')).toContainText(locale === 'ar' ? 'حدث خطأ' : 'Something went wrong');
    fail = false;
    await section.getByRole('button', { name: locale === 'ar' ? 'أعد المحاولة' : 'Try again' }).click();
    await expect(section.getByRole('checkbox').first()).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
  });

  test(`a CSV with errors is checked, fixed and imported (${locale})`, async ({ page, request }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    const session = await apiLogin(request, 'catalogue');
    const tag = `${locale}-${testInfo.project.name}-${Date.now()}`;
    const header = 'uuid,name_ar,name_en,selling_price,quantity,is_available';
    const broken = `\uFEFF${header}\r\n,"تمر، دقلة ${tag}","Dates, ""Deglet"" ${tag}",7.500,4,1\r\n,,Tea ${tag},abc,5,1\r\n`;
    const fixed = `\uFEFF${header}\r\n,"تمر، دقلة ${tag}","Dates, ""Deglet"" ${tag}",7.500,4,1\r\n,"شاي ${tag}",Tea ${tag},3.250,5,1\r\n`;

    await openAdmin(page, locale, '/products/import', session);
    await expect(page.getByRole('heading', { name: text.importTitle })).toBeVisible();
    await page
      .getByLabel(text.file)
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
    await page.getByRole('button', { name: text.check }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.problems })).toBeVisible();
    const row3 = page.getByRole('row').filter({ hasText: 'name_ar' });
    await expect(row3).toContainText(text.required);
    await expect(page.getByRole('button', { name: text.run, exact: true })).toBeDisabled();
    await photograph(page, `admin-import-${locale}`, { fullPage: true });

    await page
      .getByLabel(text.file)
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
    await page.getByRole('button', { name: text.check }).click();
    await expect(page.getByRole('status').filter({ hasText: text.ok })).toBeVisible();
    await page.getByRole('button', { name: text.run, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text.done })).toBeVisible();

    const found = await request.get(`/api/client/products?name=${encodeURIComponent(`دقلة ${tag}`)}`);
    const names = ((await found.json()) as { data: { name: { en: string } }[] }).data.map((p) => p.name.en);
    expect(names).toEqual([`Dates, "Deglet" ${tag}`]);
  });
}
