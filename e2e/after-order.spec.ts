import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { LOCALES, type Locale } from './support/accounts.js';
import { type StockProduct, open, placeOrderByApi, registerClient, startWith } from './support/checkout.js';
import { alertDialog, expectCartDialog, expectFocusOn } from './support/storefront.js';
import { photograph } from './support/photo.js';

/** Issue 14 on the storefront: "order again" and the WhatsApp link on an order's page. */

const TEXT = {
  ar: {
    reorder: 'اطلب مرة أخرى',
    added: 'أضيفت المنتجات إلى سلة التسوق بأسعار اليوم.',
    partly: 'تعذرت إضافة بعض المنتجات:',
    none: 'تعذرت إضافة المنتجات:',
    cartTitle: 'سلة المشتريات',
    exceeds: 'الكمية المطلوبة أكبر من الكمية المتوفرة من المنتج (المتوفر: 1)',
    whatsapp: 'اسأل عن هذا الطلب عبر واتساب',
    whatsappText: (n: string) => `مرحباً، لدي سؤال عن طلبي رقم ${n}.`,
  },
  en: {
    reorder: 'Order again',
    added: 'The products are in your shopping cart at today’s prices.',
    partly: 'Some products could not be added:',
    none: 'None of the products could be added:',
    cartTitle: 'Shopping cart',
    exceeds: 'The requested quantity is more than the available quantity of the product (available: 1)',
    whatsapp: 'Ask about this order on WhatsApp',
    whatsappText: (n: string) => `Hello, I have a question about my order ${n}.`,
  },
} as const;

/** Products of their own per project and locale: from the second page, apart from the other specs' (the first). */
const offset = (info: TestInfo, locale: Locale, slot: number) =>
  ((info.project.name === 'phone' ? 2 : 0) + (locale === 'en' ? 1 : 0)) * 6 + slot;

async function productsInStock(request: APIRequestContext, count: number, from: number): Promise<StockProduct[]> {
  const response = await request.get('/api/client/products?limit=50&page=2');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: StockProduct[] };
  const found = data.filter((p) => p.is_available && p.quantity > 5).slice(from, from + count);
  expect(found, 'products in stock on the second page').toHaveLength(count);
  return found;
}

for (const locale of LOCALES) {
  const T = TEXT[locale];
  test.describe(`after the order (${locale})`, () => {
    test("order again puts the order's lines in the cart at today's prices; WhatsApp has the order number", async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `reorder-${locale}`);
      const [first, second] = await productsInStock(request, 2, offset(info, locale, 0));
      const order = await placeOrderByApi(request, token, [
        { uuid: first!.uuid, quantity: 1 },
        { uuid: second!.uuid, quantity: 2 },
      ]);
      await startWith(page, { locale, token });
      await open(page, `/orders/${order.uuid}`, locale);

      const whatsapp = page.getByTestId('whatsapp-order-link');
      await expect(whatsapp).toContainText(T.whatsapp);
      const href = new URL(String(await whatsapp.getAttribute('href')));
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/218912345678');
      expect(href.searchParams.get('text')).toBe(T.whatsappText(order.number));
      // the page's own link is the way to the chat: the floating button does not cover the order's steps
      await expect(page.getByTestId('whatsapp-float')).toHaveCount(0);
      await photograph(page, `order-details-${locale}`, { fullPage: true });

      await page.getByRole('button', { name: T.reorder }).click();
      await expectCartDialog(page, locale, T.added, 'success');
      await expect(page).toHaveURL(/#\/shopping-cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      // and it is back on a page without one
      await expect(page.getByTestId('whatsapp-float')).toBeVisible();
      const cart = JSON.parse(String(await page.evaluate(() => localStorage.getItem('CartItems')))) as {
        uuid: string;
        quantity: number;
        selling_price: number;
      }[];
      expect(cart.map((l) => [l.uuid, l.quantity, l.selling_price]).sort()).toEqual(
        [
          [first!.uuid, 1, first!.selling_price],
          [second!.uuid, 2, second!.selling_price],
        ].sort(),
      );
    });

    test('order again adds what the stock allows and explains the rest with the stock message', async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `reorder-short-${locale}`);
      const [plenty, scarce] = await productsInStock(request, 2, offset(info, locale, 2));
      const order = await placeOrderByApi(request, token, [
        { uuid: plenty!.uuid, quantity: 1 },
        { uuid: scarce!.uuid, quantity: 2 },
      ]);
      // someone else buys all but one of what is left
      const other = await registerClient(request, `reorder-other-${locale}`);
      await placeOrderByApi(request, other, [{ uuid: scarce!.uuid, quantity: scarce!.quantity - 3 }]);

      await startWith(page, { locale, token });
      await open(page, `/orders/${order.uuid}`, locale);
      await page.getByRole('button', { name: T.reorder }).click();
      const name = scarce!.name[locale];
      await expectCartDialog(page, locale, `${T.partly} ${name}: ${T.exceeds}`, 'warning');
      await expect(page).toHaveURL(/#\/shopping-cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await photograph(page, `reorder-cart-${locale}`, { fullPage: true });
    });

    test("order again by keyboard: after its message the focus is on the cart's heading, not the page's body", async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `reorder-focus-${locale}`);
      const [product] = await productsInStock(request, 1, offset(info, locale, 4));
      const order = await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 1 }]);
      await startWith(page, { locale, token });
      await open(page, `/orders/${order.uuid}`, locale);

      await page.getByTestId('reorder').focus();
      await page.keyboard.press('Enter');
      const dialog = alertDialog(page);
      await expect(dialog.locator('.swal2-html-container')).toHaveText(T.added);
      await expect(dialog.locator('.swal2-confirm')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/#\/shopping-cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expectFocusOn(page, page.getByRole('heading', { level: 1, name: T.cartTitle }));
    });

    test('order again with nothing left to add: after its message the focus is back on its button', async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `reorder-none-${locale}`);
      const [gone] = await productsInStock(request, 1, offset(info, locale, 5));
      const order = await placeOrderByApi(request, token, [{ uuid: gone!.uuid, quantity: 1 }]);
      // someone else buys all that is left (check-quantity reads the database, the product list may be cached)
      const check = await request.get(`/api/client/products/${gone!.uuid}/check-quantity?requested_quantity=1`);
      const { available_quantity: left } = (await check.json()) as { available_quantity: number };
      const other = await registerClient(request, `reorder-none-other-${locale}`);
      await placeOrderByApi(request, other, [{ uuid: gone!.uuid, quantity: left }]);

      await startWith(page, { locale, token });
      await open(page, `/orders/${order.uuid}`, locale);
      const reorder = page.getByTestId('reorder');
      await reorder.focus();
      await page.keyboard.press('Enter');
      const dialog = alertDialog(page);
      await expect(dialog.locator('.swal2-html-container')).toContainText(T.none);
      await expect(dialog.locator('.swal2-confirm')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`#/orders/${order.uuid}$`));
      await expectFocusOn(page, reorder);
    });
  });
}
