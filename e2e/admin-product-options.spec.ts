import { expect, test, type Locator } from '@playwright/test';
import { LOCALES, apiLogin, needsAdminApi, openAdmin, phoneFirst } from './support/admin.js';
import { photograph } from './support/photo.js';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ request }) => needsAdminApi(request));

/** The editor screenshots of the issue, looked at by hand: Arabic and English, phone and desktop. */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A title naming something typed in either script: the name sits in a bidi isolate (U+2068 … U+2069). */
const named = (before: string, value: string, after: string) =>
  new RegExp(`^${escape(before)}\u2068${escape(value)}\u2069${escape(after)}$`);

const TEXT = {
  ar: {
    options: 'الخيارات',
    add: 'إضافة خيار',
    newTitle: (name: string) => named('خيار جديد لـ«', name, '»'),
    colorAr: 'اللون بالعربية',
    colorEn: 'اللون بالإنجليزية',
    sizeAr: 'المقاس بالعربية',
    sizeEn: 'المقاس بالإنجليزية',
    sku: 'رمز المنتج (SKU)',
    price: 'سعر البيع (د.ل)',
    quantity: 'المخزون الافتتاحي',
    save: 'حفظ الخيار',
    formErrors: 'بعض الحقول تحتاج إلى تصحيح.',
    taken: (sku: string) => `رمز المنتج «${sku}» مستخدم لمنتج آخر.`,
    created: 'تمت إضافة الخيار.',
    saved: 'تم حفظ الخيار.',
    option: 'أحمر، 42',
    edit: (o: string) => `تعديل ${o}`,
    editTitle: (o: string) => named('تعديل الخيار «', o, '»'),
    stock: (o: string) => `مخزون ${o}`,
    stockTitle: (o: string) => named('مخزون «', o, '»'),
    adjust: 'تعديل المخزون',
    delta: 'عدد القطع المضافة (ضع إشارة ناقص للإنقاص)',
    inStock: 'المتوفر',
    received: 'استلام بضاعة',
    remove: (o: string) => `حذف ${o}`,
    removeTitle: (o: string) => named('إزالة الخيار «', o, '»؟'),
    delete: 'حذف',
  },
  en: {
    options: 'Options',
    add: 'Add an option',
    newTitle: (name: string) => named('New option of “', name, '”'),
    colorAr: 'Colour in Arabic',
    colorEn: 'Colour in English',
    sizeAr: 'Size in Arabic',
    sizeEn: 'Size in English',
    sku: 'SKU',
    price: 'Selling price (LYD)',
    quantity: 'Opening stock',
    save: 'Save option',
    formErrors: 'Some fields need attention.',
    taken: (sku: string) => `The SKU “${sku}” is already used by another product.`,
    created: 'The option has been added.',
    saved: 'The option has been saved.',
    option: 'Red, 42',
    edit: (o: string) => `Edit ${o}`,
    editTitle: (o: string) => named('Edit the option “', o, '”'),
    stock: (o: string) => `Stock of ${o}`,
    stockTitle: (o: string) => named('Stock of “', o, '”'),
    adjust: 'Adjust stock',
    delta: 'Units to add (use a minus sign to take away)',
    inStock: 'In stock',
    received: 'Received',
    remove: (o: string) => `Delete ${o}`,
    removeTitle: (o: string) => named('Remove the option “', o, '”?'),
    delete: 'Delete',
  },
} as const;

/** The option's row in the list the screen shows (a table on wide screens, cards on a phone). */
function optionRow(section: Locator, sku: string): Locator {
  return section.locator('tr, li').filter({ hasText: sku }).filter({ visible: true });
}

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test(`a catalogue member adds an option, edits its price, adjusts its stock and deletes it (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    // a long walk through the editor (a dozen round trips): three times the usual time on a busy machine
    test.slow();
    await phoneFirst(page, testInfo.project.name);
    const session = await apiLogin(request, 'catalogue');
    const tag = `${locale}-${testInfo.project.name}-${Date.now()}`;
    const mainSku = `E2E-${tag}`;
    const optionSku = `E2E-${tag}-RED-42`;
    const name = { ar: `حذاء تجريبي ${tag}`, en: `Test shoe ${tag}` };
    // a product of its own, with at most 5 in stock so the shared specs' productsInStock never picks it
    const made = await request.post('/api/admin/products', {
      headers: { Authorization: `Bearer ${session.access_token}`, 'Accept-Language': locale },
      data: {
        name_ar: name.ar,
        name_en: name.en,
        selling_price: 95,
        quantity: 3,
        color_ar: 'أسود',
        color_en: 'Black',
        size_ar: '41',
        size_en: '41',
        sku: mainSku,
      },
    });
    expect(made.status()).toBe(201);
    const uuid = ((await made.json()) as { data: { uuid: string } }).data.uuid;

    await openAdmin(page, locale, `/products/${uuid}`, session);
    const section = page.getByRole('region', { name: text.options, exact: true });
    await expect(section).toBeVisible();
    await expect(optionRow(section, mainSku)).toHaveCount(1);

    // a new option, first with the product's own SKU: the API refuses it on the SKU field
    await section.getByRole('button', { name: text.add }).click();
    const dialog = page.getByRole('dialog', { name: text.newTitle(name[locale]) });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(text.colorAr).fill('أحمر');
    await dialog.getByLabel(text.colorEn).fill('Red');
    await dialog.getByLabel(text.sizeAr).fill('42');
    await dialog.getByLabel(text.sizeEn).fill('42');
    await dialog.getByLabel(text.sku).fill(mainSku);
    await dialog.getByLabel(text.price).fill('99.5');
    await dialog.getByLabel(text.quantity).fill('4');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text.formErrors);
    await expect(dialog.getByText(text.taken(mainSku))).toBeVisible();
    await expect(dialog.getByLabel(text.sku)).toHaveAttribute('aria-invalid', 'true');
    await photograph(page, `admin-option-sku-taken-${locale}`);

    await dialog.getByLabel(text.sku).fill(optionSku);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.created)).toBeVisible();
    const row = optionRow(section, optionSku);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('99.500');
    await expect(row).toContainText(locale === 'ar' ? 'أحمر' : 'Red');

    // its price
    await row.getByRole('button', { name: text.edit(text.option) }).click();
    const edit = page.getByRole('dialog', { name: text.editTitle(text.option) });
    await expect(edit.getByLabel(text.quantity)).toHaveCount(0);
    await edit.getByLabel(text.price).fill('105');
    await edit.getByRole('button', { name: text.save }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(row).toContainText('105.000');

    // its stock, at its own uuid, with its history
    await row.getByRole('button', { name: text.stock(text.option) }).click();
    const panel = page.getByRole('region', { name: text.stockTitle(text.option) });
    await expect(panel.getByRole('heading', { name: text.stockTitle(text.option) })).toBeFocused();
    await panel.getByRole('button', { name: text.adjust }).click();
    const adjust = page.getByRole('dialog');
    await adjust.getByLabel(text.delta).fill('5');
    await adjust.getByRole('button', { name: text.adjust }).click();
    await expect(adjust).toBeHidden();
    await expect(panel).toContainText(`${text.inStock}: 9`);
    await expect(panel.getByRole('row').filter({ hasText: text.received })).toContainText('+5');
    // the product's own stock did not move
    const main = await request.get(`/api/admin/products/${uuid}`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(((await main.json()) as { data: { quantity: number } }).data.quantity).toBe(3);

    await photograph(page, `admin-product-options-${locale}`, { fullPage: true });
    // the options alone, readable on the phone's long page
    await photograph(section, `admin-product-options-section-${locale}`);

    // and away: no order names it, so it is deleted
    await row.getByRole('button', { name: text.remove(text.option) }).click();
    const confirm = page.getByRole('dialog', { name: text.removeTitle(text.option) });
    await confirm.getByRole('button', { name: text.delete, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(optionRow(section, optionSku)).toHaveCount(0);
    await expect(panel).toHaveCount(0);
  });
}
