import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin, LOCALES, needsAdminApi, openAdmin, phoneFirst } from './support/admin.js';
import { photograph } from './support/photo.js';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ request }) => needsAdminApi(request));

const TEXT = {
  ar: {
    addCategory: 'إضافة تصنيف',
    categoryImage: 'صورة التصنيف',
    choose: 'اختر صورة',
    notImage: 'هذا الملف ليس صورة مقبولة: ارفع صورة بصيغة JPEG أو PNG أو WebP أو AVIF.',
    addBanner: 'إضافة إعلان',
    titleAr: 'العنوان بالعربية',
    titleEn: 'العنوان بالإنجليزية',
    link: 'الرابط',
    save: 'حفظ',
    linkError: 'الرابط يجب أن يكون صفحة من المتجر',
    delete: 'حذف',
    hasProducts: 'لا يمكن حذف هذا التصنيف: فيه',
  },
  en: {
    addCategory: 'Add a category',
    categoryImage: 'Category picture',
    choose: 'Choose a picture',
    notImage: 'This file is not an accepted image: upload a JPEG, PNG, WebP or AVIF picture.',
    addBanner: 'Add a banner',
    titleAr: 'Title in Arabic',
    titleEn: 'Title in English',
    link: 'Link',
    save: 'Save',
    linkError: 'The link must be a storefront page',
    delete: 'Delete',
    hasProducts: 'This category cannot be deleted:',
  },
} as const;

/** No serious or critical axe violation (WCAG 2 A and AA) on the screen as it is. */
async function scan(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test(`the categories and banners screens, with their editors open, pass axe (${locale})`, async ({
    page,
    request,
  }, info) => {
    await phoneFirst(page, info.project.name);
    const editor = await apiLogin(request, 'catalogue');
    await openAdmin(page, locale, '/categories', editor);
    await page.getByRole('button', { name: text.addCategory }).click();
    await expect(page.getByTestId('category-row').first()).toBeVisible();
    await scan(page);
    await openAdmin(page, locale, '/banners', editor);
    await page.getByRole('button', { name: text.addBanner }).click();
    await expect(page.getByTestId('banner-row').first()).toBeVisible();
    await scan(page);
  });

  test(`a file that is not an image is refused with a clear message (${locale})`, async ({ page, request }, info) => {
    await phoneFirst(page, info.project.name);
    const editor = await apiLogin(request, 'catalogue');
    await openAdmin(page, locale, '/categories', editor);
    await page.getByRole('button', { name: text.addCategory }).click();
    const picker = page.getByRole('group', { name: text.categoryImage });
    await picker.getByLabel(text.choose).setInputFiles({
      name: 'price-list.png',
      mimeType: 'image/png',
      buffer: Buffer.from('name,price\nDates,12.500\n'),
    });
    await expect(picker.getByRole('alert')).toHaveText(text.notImage);
    await expect(picker.getByLabel(text.choose)).toHaveAttribute('aria-invalid', 'true');
    await photograph(page, `category-upload-refused-${locale}`, { fullPage: true });
  });

  test(`a banner with an uploaded picture shows in the storefront with its renditions (${locale})`, async ({
    page,
    request,
  }, info) => {
    await phoneFirst(page, info.project.name);
    const editor = await apiLogin(request, 'catalogue');
    const auth = { Authorization: `Bearer ${editor.access_token}` };
    const title = `E2E banner ${locale} ${info.project.name} ${Date.now()}`;
    const picture = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#0f766e' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><circle cx="1200" cy="300" r="220" fill="#f59e0b"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();

    await openAdmin(page, locale, '/banners', editor);
    await page.getByRole('button', { name: text.addBanner }).click();
    const form = page.getByTestId('banner-form');
    await form.getByLabel(text.titleAr, { exact: true }).fill(`عرض ${title}`);
    await form.getByLabel(text.titleEn, { exact: true }).fill(title);
    // a javascript: link is refused on its field
    await form.getByLabel(text.link).fill('javascript:alert(1)');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: picture });
    await expect(form.locator('img[src^="/images/uploads/"]')).toBeVisible();
    await form.getByRole('button', { name: text.save }).click();
    await expect(form.getByText(text.linkError)).toBeVisible();
    await expect(form.getByLabel(text.link)).toHaveAttribute('aria-invalid', 'true');
    await photograph(page, `banner-form-errors-${locale}`, { fullPage: true });

    await form.getByLabel(text.link).fill('#/categories');
    await form.getByRole('button', { name: text.save }).click();
    await expect(page.getByTestId('banner-form')).toHaveCount(0);
    const row = page.getByTestId('banner-row').filter({ hasText: locale === 'ar' ? `عرض ${title}` : title });
    await expect(row).toBeVisible();
    await photograph(page, `banners-${locale}`, { fullPage: true });

    const banners = (await (await request.get('/api/admin/banners', { headers: auth })).json()) as {
      data: { id: number; title: { en: string }; img: string }[];
    };
    const created = banners.data.find((b) => b.title.en === title)!;
    expect(created.img).toMatch(/^uploads\/[0-9a-f]{32}\.webp$/);
    try {
      // the storefront's home carousel has it at once (the response cache was cleared), with a srcset
      await page.goto(`/#/`);
      // a slide that is not the current one is hidden from the accessibility tree, so it is found by its role text
      const slide = page
        .getByTestId('hero-carousel')
        .locator('[aria-roledescription="slide"]')
        .filter({ hasText: title });
      const img = slide.locator('img');
      await expect(img).toHaveAttribute('srcset', new RegExp(`/images/uploads/[0-9a-f]{32}-320\\.webp 320w`));
      await expect(img).toHaveAttribute('sizes', /100vw/);
      // the slides after the first load lazily: bring ours into view, as a shopper swiping would
      await img.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'start' }));
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 })
        .toBe(true);
      await photograph(slide, `storefront-banner-${locale}`);
      const served = await request.get(`/images/${created.img}`);
      expect(served.status()).toBe(200);
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      // leave the shared storefront as it was for the other specs
      const removed = await request.delete(`/api/admin/banners/${created.id}`, { headers: auth });
      expect(removed.status()).toBe(200);
    }
  });

  test(`a category with products cannot be deleted, and says how many (${locale})`, async ({ page, request }, info) => {
    await phoneFirst(page, info.project.name);
    const editor = await apiLogin(request, 'catalogue');
    const list = (await (
      await request.get('/api/admin/categories', { headers: { Authorization: `Bearer ${editor.access_token}` } })
    ).json()) as { data: { name: { ar: string; en: string }; products_count: number; subcategories_count: number }[] };
    const full = list.data.find((c) => c.products_count > 0 && c.subcategories_count === 0)!;
    await openAdmin(page, locale, '/categories', editor);
    await photograph(page, `categories-${locale}`, { fullPage: true });
    await page.getByRole('button', { name: `${text.delete}: ${full.name[locale]}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.delete, exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(text.hasProducts);
    await expect(dialog.getByRole('alert')).toContainText(String(full.products_count));
    await photograph(page, `category-delete-refused-${locale}`, { fullPage: true });
  });
}
