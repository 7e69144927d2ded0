import { expect, test } from '@playwright/test';
import {
  alertDialog,
  allProducts,
  buyable,
  expectTealButton,
  KEYS,
  LOCALES,
  openRoute,
  pick,
  seedStorage,
  storageJson,
  TEXT,
} from './support/storefront.js';

test.describe.configure({ mode: 'parallel' });

const SERVER_ERROR = { ar: 'خطأ في الخادم', en: 'Server error' } as const;
const PRODUCT_NOT_FOUND = { ar: 'هذا المنتج غير متاح', en: 'This product is not available' } as const;

for (const locale of LOCALES) {
  test.describe(`errors in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { [KEYS.locale]: locale });
    });

    test('a 500 answer raises the alert with the response', async ({ page }) => {
      let calls = 0;
      await page.route('**/api/client/best-seller*', (route) => {
        calls++;
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'x', request_id: 'abc' }),
        });
      });
      await openRoute(page, '/');
      const dialog = alertDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.swal2-title')).toHaveText(SERVER_ERROR[locale]);
      await expect(dialog.locator('.swal2-html-container')).toHaveText('x');
      await expect(dialog.locator('.swal2-footer')).toContainText('abc');
      const ok = dialog.getByRole('button', { name: TEXT[locale].ok });
      await expectTealButton(ok);
      await ok.click();
      await expect(dialog).toBeHidden();
      // the error went on to the caller: no endless retries, and the rest of the page still works
      expect(calls).toBeGreaterThan(0);
      expect(calls).toBeLessThanOrEqual(2);
      await expect(page.getByTestId('home-best-sellers')).toHaveCount(0);
      await expect(page.getByTestId('home-latest')).toBeVisible();
      await expect(page.getByTestId('route-loading-bar')).toHaveAttribute('data-state', 'idle');
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    });

    test('a 503 on check-quantity raises the alert and adds nothing', async ({ page, request }) => {
      const product = pick(await allProducts(request), buyable, 'buyable product');
      await page.route('**/check-quantity*', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) }),
      );
      await openRoute(page, `/product-details/${product.uuid}`);
      await page.getByRole('button', { name: TEXT[locale].addToCartFull, exact: true }).click();
      const dialog = alertDialog(page);
      await expect(dialog.locator('.swal2-title')).toHaveText(SERVER_ERROR[locale]);
      await expect(dialog.locator('.swal2-html-container')).toHaveText('down');
      await dialog.getByRole('button', { name: TEXT[locale].ok }).click();
      await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
      expect((await storageJson<unknown[]>(page, KEYS.cart)) ?? []).toEqual([]);
      await expect(page.getByTestId('cart-line')).toHaveCount(0);
    });

    test('an unknown product uuid shows a friendly not-found state, no alert', async ({ page }) => {
      const responses: number[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/client/products/')) responses.push(r.status());
      });
      await openRoute(page, '/product-details/00000000-0000-4000-8000-00000000dead');
      await expect(page.getByRole('heading', { name: PRODUCT_NOT_FOUND[locale] })).toBeVisible();
      await expect(
        page.locator('main').getByRole('link', { name: locale === 'ar' ? /الرئيسية/ : /home/i }),
      ).toBeVisible();
      expect(responses).toContain(404);
      await expect(page.getByTestId('route-loading-bar')).toHaveAttribute('data-state', 'idle');
      await expect(alertDialog(page)).toHaveCount(0);
    });
  });
}
