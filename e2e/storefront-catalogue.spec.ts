import { expect, test } from '@playwright/test';
import {
  allProducts,
  type ApiProduct,
  categories,
  countText,
  KEYS,
  LOCALES,
  openRoute,
  pick,
  seedStorage,
  storageJson,
  TEXT,
  type Paged,
  withUniqueNames,
} from './support/storefront.js';

test.describe.configure({ mode: 'parallel' });

const PAGE_SIZE = 20;

for (const locale of LOCALES) {
  test.describe(`catalogue in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { [KEYS.locale]: locale });
    });

    test('category products come 20 at a time with "load more"', async ({ page, request }) => {
      expect((await allProducts(request)).length).toBeGreaterThan(2 * PAGE_SIZE);
      // the total each page of the list was answered with: the back-office specs add products meanwhile, so the
      // catalogue's size read before may be behind the one the page shows (a flake seen once in CI)
      const listTotal = (pageNumber: number) =>
        page
          .waitForResponse((r) => {
            const url = new URL(r.url());
            return url.pathname === '/api/client/products' && url.searchParams.get('page') === String(pageNumber);
          })
          .then(async (r) => ((await r.json()) as Paged<ApiProduct>).meta.total);
      const firstTotal = listTotal(1);
      await openRoute(page, '/category-products?category_type=all');
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(PAGE_SIZE);
      const showing = (n: number, total: number) =>
        locale === 'ar' ? `عرض ${countText(n)} من ${countText(total)}` : `Showing ${n} of ${countText(total)}`;
      await expect(page.getByText(showing(PAGE_SIZE, await firstTotal))).toBeVisible();
      const more = page.getByRole('button', { name: TEXT[locale].loadMore });
      const secondTotal = listTotal(2);
      await more.click();
      // a product added between the two pages moves the second along by one: its first card is shown once
      const added = Math.max(0, (await secondTotal) - (await firstTotal));
      await expect(cards).toHaveCount(2 * PAGE_SIZE - added);
      await expect(page.getByText(showing(2 * PAGE_SIZE - added, await secondTotal))).toBeVisible();
      // no product twice
      const names = await cards.getByRole('heading').allTextContents();
      const links = await cards
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(new Set(links).size).toBe(names.length);
    });

    test('a product added while the shopper reads the list is not shown twice by "load more"', async ({ page }) => {
      // the second page as it comes when a product was added first meanwhile: it starts with the first page's last
      let firstPageLast: ApiProduct | undefined;
      await page.route('**/api/client/products?*', async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch();
        const body = (await response.json()) as Paged<ApiProduct>;
        if (url.searchParams.get('page') === '1') firstPageLast = body.data.at(-1);
        if (url.searchParams.get('page') === '2' && firstPageLast) {
          body.data = [firstPageLast, ...body.data.slice(0, -1)];
          body.meta.total += 1;
        }
        await route.fulfill({ response, json: body });
      });
      await openRoute(page, '/category-products?category_type=all');
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(PAGE_SIZE);
      await page.getByRole('button', { name: TEXT[locale].loadMore }).click();
      await expect(cards).toHaveCount(2 * PAGE_SIZE - 1);
      const links = await cards
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(new Set(links).size).toBe(2 * PAGE_SIZE - 1);
      expect(links).toContain(`#/product-details/${firstPageLast!.uuid}`);
    });

    test("a category's heading and list wait in place when its name and sub-categories come after its products", async ({
      page,
      request,
    }) => {
      const category = (await categories(request)).find((c) => c.SubCategories.length > 0)!;
      // the categories answer held back until the products are shown (the boot prefetch asks for it too)
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/client/categories', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/#/category-products?category_type=specific&category_id=${category.id}`);
      const first = page.getByTestId('product-card').first();
      await expect(first).toBeVisible();
      // no other heading ("All products") stands in for the category's name meanwhile
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      const before = (await first.boundingBox())!.y;
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name[locale]);
      const chip = page.getByRole('main').getByRole('link', { name: category.SubCategories[0]!.name[locale] });
      await expect(chip).toBeVisible();
      await expect(page.getByTestId('sub-categories-placeholder')).toHaveCount(0);
      expect(Math.abs((await first.boundingBox())!.y - before)).toBeLessThan(2);
    });

    test('the category filter is kept in categoryFilter and reused', async ({ page, request }) => {
      const category = (await categories(request)).find((c) => c.SubCategories.length > 0)!;
      const sub = category.SubCategories[0]!;
      await openRoute(page, `/category-products?category_type=specific&sub_category_id=${sub.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.name[locale]);
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(sub.ProductsCount, PAGE_SIZE));
      const stored = await storageJson<Record<string, unknown>>(page, KEYS.categoryFilter);
      expect(stored).toMatchObject({ category_type: 'specific', sub_category_id: sub.id, limit: PAGE_SIZE });

      // the screen opened without a query shows the stored filter, also after a reload
      await openRoute(page, '/categories');
      await openRoute(page, '/category-products');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.name[locale]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.name[locale]);
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(sub.ProductsCount, PAGE_SIZE));
    });

    test('product details show images, brand, model, color, stock and related products', async ({ page, request }) => {
      const every = await allProducts(request);
      const product = pick(
        withUniqueNames(every),
        (p) =>
          p.is_available &&
          p.quantity > 0 &&
          !!p.brand &&
          !!p.modal &&
          !!p.color &&
          p.attachments.length > 1 &&
          !p.options_count, // one sold in options shows its colour in the picker
        'fully described product',
      );
      const name = product.name[locale];
      await openRoute(page, `/product-details/${product.uuid}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      const main = page.getByRole('img', { name: locale === 'ar' ? `الصورة 1 من ${name}` : `Image 1 of ${name}` });
      await expect(main).toBeVisible();
      await expect(main).toHaveJSProperty('complete', true);
      expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // a second image can be shown
      await page.getByRole('button', { name: locale === 'ar' ? 'عرض الصورة 2' : 'Show image 2' }).click();
      await expect(
        page.getByRole('img', { name: locale === 'ar' ? `الصورة 2 من ${name}` : `Image 2 of ${name}` }),
      ).toBeVisible();

      const spec = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(spec(TEXT[locale].brand).locator('dd')).toHaveText(product.brand!);
      await expect(spec(TEXT[locale].model).locator('dd')).toHaveText(product.modal!);
      await expect(spec(locale === 'ar' ? 'اللون' : 'Color').locator('dd')).toHaveText(product.color![locale]);
      await expect(spec(locale === 'ar' ? 'القطع المتوفرة' : 'Items in stock').locator('dd')).toHaveText(
        countText(product.quantity),
      );

      const related = page.getByTestId('related-products');
      await expect(related.getByRole('heading', { level: 2 })).toHaveText(
        locale === 'ar' ? 'منتجات ذات صلة' : 'Related products',
      );
      const relatedCards = related.getByTestId('product-card');
      await expect(relatedCards.first()).toBeVisible();
      expect(await relatedCards.count()).toBeLessThanOrEqual(8);
      await expect(relatedCards.filter({ hasText: name })).toHaveCount(0);
      // related means the same category
      const categoryId = product.CategoryProducts[0]!.category.id;
      const sameCategory = new Set(
        every.filter((p) => p.CategoryProducts.some((c) => c.category.id === categoryId)).map((p) => p.name[locale]),
      );
      // text content, not inner text: cards off screen are not laid out yet (content-visibility), so have no inner text
      for (const title of await relatedCards.getByRole('heading').allTextContents()) {
        expect(sameCategory.has(title.trim()), title).toBe(true);
      }
    });
  });
}
