import { expect, test } from '@playwright/test';
import { placeOrderByApi, productsInStock, registerClient } from './support/checkout.js';
import { cartItemOf, KEYS, LOCALES, openRoute, startIn, type ApiProduct } from './support/storefront.js';
import { photograph } from './support/photo.js';

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

    test(`the cancel dialog keeps the order number whole and in reading order (${locale})`, async ({
      page,
      request,
    }) => {
      test.skip(test.info().project.name !== 'phone', 'a narrow phone only');
      const [product] = await productsInStock(request, 1, locale === 'ar' ? 0 : 1, CATALOGUE_PAGE);
      const token = await registerClient(request, `cancel-${locale}`);
      const order = await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 1 }]);
      await startIn(page, locale, `/orders/${order.uuid}`, {
        [KEYS.token]: token,
      });
      await page.getByTestId('cancel-order').click();
      const title = page.locator('.swal2-title');
      await expect(title).toContainText(order.number.slice(3));
      // the number's characters make one box on one line; the sentence's question mark is outside it, at the end
      const layout = await title.evaluate((el, number) => {
        const text = el.firstChild as Text;
        const content = text.data;
        const digits = number.slice(3);
        const start = content.indexOf('DK');
        const end = content.indexOf(digits) + digits.length;
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
        const mark = document.createRange();
        const question = Math.max(content.lastIndexOf('?'), content.lastIndexOf('؟'));
        mark.setStart(text, question);
        mark.setEnd(text, question + 1);
        const q = mark.getBoundingClientRect();
        return {
          lines: new Set(boxes.map((b) => Math.round(b.top))).size,
          numberBox: range.getBoundingClientRect(),
          q,
        };
      }, order.number);
      expect(layout.lines).toBe(1);
      // Arabic ends on the left: the question mark is left of the number; English ends on the right
      if (locale === 'ar') expect(layout.q.right).toBeLessThanOrEqual(layout.numberBox.left + 1);
      else expect(layout.q.left).toBeGreaterThanOrEqual(layout.numberBox.right - 1);
      await photograph(page, `cancel-dialog-${locale}`);
    });
  }
});

for (const locale of LOCALES) {
  test(`the product page's cart button reads on one line beside compare and wishlist (${locale})`, async ({
    page,
    request,
  }) => {
    const [product] = await productsInStock(request, 1, 2, CATALOGUE_PAGE);
    await startIn(page, locale, `/product-details/${product!.uuid}`);
    const button = page.locator('main').getByRole('button', {
      name: locale === 'ar' ? 'أضف إلى السلة' : 'Add to cart',
    });
    await expect(button.first()).toBeVisible();
    // squeezed beside the two others on a desktop it read "Add / to / cart", cut by its own height
    const lines = await button.first().evaluate((el) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    });
    expect(lines).toBe(1);
    const box = (await button.first().boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(200);
  });
}

test("the phone's account menu closes when the shopper goes back", async ({ page, request }) => {
  test.skip(test.info().project.name !== 'phone', 'a desktop keeps the account links in the top strip');
  const token = await registerClient(request, 'menu-back');
  await startIn(page, 'en', '/terms-conditions', { [KEYS.token]: token });
  await openRoute(page, '/');
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('welcome-line')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/terms-conditions/);
  await expect(page.getByTestId('welcome-line')).toBeHidden();
  await expect(page.getByTestId('account-menu')).toHaveAttribute('aria-expanded', 'false');
});
