import { expect, test } from '@playwright/test';
import { registerClient } from './support/checkout.js';
import { cartItemOf, KEYS, LOCALES, startIn, type ApiProduct } from './support/storefront.js';

/** What a review of the merged storefront found on a narrow phone (issue 11): each test failed before its fix. */

/** Our catalogue page of products (other specs order from other pages). */
const CATALOGUE_PAGE = 10;

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const locale of LOCALES) {
    test(`a cart in the thousands keeps the header's icons on the logo's row (${locale})`, async ({
      page,
      request,
    }) => {
      test.skip(test.info().project.name !== 'phone', 'a narrow phone only');
      // the dearest product of our page, four of it: a total in the thousands (reading only, nothing is ordered)
      const list = (await (await request.get(`/api/client/products?limit=50&page=${CATALOGUE_PAGE}`)).json()) as {
        data: ApiProduct[];
      };
      const dearest = [...list.data].sort((a, b) => b.selling_price_after_tax - a.selling_price_after_tax)[0]!;
      expect(dearest.selling_price_after_tax * 4).toBeGreaterThanOrEqual(1000);
      const token = await registerClient(request, `header-${locale}`);
      await startIn(page, locale, '/', {
        [KEYS.token]: token,
        [KEYS.cart]: JSON.stringify([cartItemOf(dearest, 4)]),
      });
      const logo = (await page.locator('header a[href="#/"]').first().boundingBox())!;
      const cart = (await page.getByTestId('header-cart').boundingBox())!;
      const search = (await page.getByTestId('search-input').boundingBox())!;
      // the cart shares the logo's row, above the search box, and the header stays two rows high
      expect(cart.y).toBeLessThan(logo.y + logo.height);
      expect(cart.y + cart.height).toBeLessThanOrEqual(search.y);
      expect((await page.locator('header').first().boundingBox())!.height).toBeLessThanOrEqual(120);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
