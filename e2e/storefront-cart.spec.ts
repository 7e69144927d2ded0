import { expect, test, type Page } from '@playwright/test';
import {
  allProducts,
  buyable,
  cartItemOf,
  expectCartDialog,
  countText,
  amountText,
  fromMilli,
  KEYS,
  LOCALES,
  milli,
  openRoute,
  pick,
  plain,
  seedStorage,
  storageJson,
  TEXT,
  withUniqueNames,
  type ApiProduct,
  type Locale,
} from './support/storefront.js';

test.describe.configure({ mode: 'parallel' });

const CART_FIELDS = [
  'uuid',
  'name_ar',
  'name_en',
  'main_attachment',
  'short_description_ar',
  'short_description_en',
  'quantity',
  'selling_price',
  'selling_price_after_discount',
  'selling_price_after_tax',
  'total',
].sort();

type Line = { product: ApiProduct; quantity: number };

/**
 * What the cart must show, computed from the API's prices: every total is what the shopper pays for the goods,
 * Σ selling_price_after_tax × quantity (docs/decisions/0021), with the subtotal, discount and tax beside it.
 */
function expected(lines: Line[]) {
  const sum = (f: (p: ApiProduct) => number) =>
    fromMilli(lines.reduce((acc, { product, quantity }) => acc + milli(f(product)) * quantity, 0));
  return {
    count: lines.length,
    subtotal: sum((p) => p.selling_price),
    discount: sum((p) => p.selling_price - p.selling_price_after_discount),
    tax: sum((p) => p.selling_price_after_tax - p.selling_price_after_discount),
    total: sum((p) => p.selling_price_after_tax),
  };
}

async function expectCart(page: Page, locale: Locale, lines: Line[]) {
  const want = expected(lines);
  // the shop's own consistency: total = subtotal − discount + tax
  expect(milli(want.total)).toBe(milli(want.subtotal) - milli(want.discount) + milli(want.tax));
  const money = (value: number) => `${amountText(value)} ${TEXT[locale].currency}`;

  await expect(page.getByTestId('cart-line')).toHaveCount(lines.length);
  await expect(page.getByTestId('cart-count')).toHaveText(countText(want.count));
  await expect.poll(async () => plain(await page.getByTestId('cart-total').innerText())).toBe(money(want.total));
  for (const { product, quantity } of lines) {
    const line = page.getByTestId('cart-line').filter({ hasText: product.name[locale] });
    await expect(line.getByTestId('cart-quantity')).toHaveValue(String(quantity));
    const lineTotal = fromMilli(milli(product.selling_price_after_tax) * quantity);
    await expect.poll(async () => plain(await line.getByTestId('cart-line-total').innerText())).toBe(money(lineTotal));
  }
  const summary = page.getByTestId('cart-summary');
  const text = async (id: string) => plain(await summary.getByTestId(id).innerText());
  await expect.poll(() => text('summary-subtotal')).toBe(money(want.subtotal));
  await expect.poll(() => text('summary-discount')).toBe(money(-want.discount));
  await expect.poll(() => text('summary-tax')).toBe(money(want.tax));
  await expect.poll(() => text('summary-total')).toBe(money(want.total));
}

for (const locale of LOCALES) {
  test.describe(`add to cart in ${locale}`, () => {
    let products: ApiProduct[] = [];
    test.beforeAll(async ({ request }) => {
      products = withUniqueNames(await allProducts(request));
    });
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { [KEYS.locale]: locale });
    });

    test('01: a product card adds to the cart with the success dialog', async ({ page }) => {
      const product = pick(products, buyable, 'buyable product');
      await openRoute(page, `/category-products?name=${encodeURIComponent(product.name[locale])}`);
      await page.getByRole('button', { name: TEXT[locale].addToCart(product.name[locale]), exact: true }).click();
      await expectCartDialog(page, locale, TEXT[locale].added, 'success');
      await expect(page.getByTestId('cart-count')).toHaveText(countText(1));
      const stored = await storageJson<{ uuid: string; quantity: number }[]>(page, KEYS.cart);
      expect(stored?.map((i) => [i.uuid, i.quantity])).toEqual([[product.uuid, 1]]);
    });

    test('02: asking for more than the stock on product details names the available quantity', async ({ page }) => {
      const product = pick(products, (p) => buyable(p) && p.quantity <= 50, 'product with a small stock');
      await openRoute(page, `/product-details/${product.uuid}`);
      const quantity = page.getByRole('spinbutton', { name: locale === 'ar' ? 'الكمية' : 'Quantity' });
      await quantity.fill(String(product.quantity));
      const add = page.getByRole('button', { name: TEXT[locale].addToCartFull, exact: true });
      await add.click();
      await expectCartDialog(page, locale, TEXT[locale].added, 'success');
      // the whole stock is in the cart now: one more is refused, naming what is available
      await quantity.fill('1');
      await add.click();
      const available = countText(product.quantity);
      await expectCartDialog(page, locale, TEXT[locale].exceeds(available), 'warning');
      const stored = await storageJson<{ quantity: number }[]>(page, KEYS.cart);
      expect(stored?.map((i) => i.quantity)).toEqual([product.quantity]);
    });

    test('02: a quantity typed above the stock is refused as typed, not cut to the stock and added', async ({
      page,
    }) => {
      const product = pick(products, (p) => buyable(p) && p.quantity <= 50, 'product with a small stock');
      await openRoute(page, `/product-details/${product.uuid}`);
      const quantity = page.getByRole('spinbutton', { name: locale === 'ar' ? 'الكمية' : 'Quantity' });
      await quantity.fill(String(product.quantity + 4));
      await page.getByRole('button', { name: TEXT[locale].addToCartFull, exact: true }).click();
      await expectCartDialog(page, locale, TEXT[locale].exceeds(countText(product.quantity)), 'warning');
      await expect(page.getByTestId('cart-count')).toHaveText(countText(0));
      expect((await storageJson<unknown[]>(page, KEYS.cart)) ?? []).toEqual([]);
    });

    test('04: a listed product with none left says so on its page and its card before any press', async ({ page }) => {
      const product = pick(
        products,
        (p) => p.is_available && p.quantity === 0 && p.options_count === 0,
        'sold-out product',
      );
      const soldOut = locale === 'ar' ? 'نفدت الكمية' : 'Sold out';
      await openRoute(page, `/product-details/${product.uuid}`);
      await expect(page.getByTestId('product-buy-box').getByTestId('sold-out')).toHaveText(soldOut);
      await openRoute(page, `/category-products?name=${encodeURIComponent(product.name[locale])}`);
      const card = page.getByTestId('product-card').filter({ hasText: product.name[locale] });
      await expect(card.getByTestId('sold-out')).toHaveText(soldOut);
    });

    test('02: increasing a cart line past the stock is refused and the line stays', async ({ page }) => {
      const product = pick(products, (p) => buyable(p) && p.quantity <= 50, 'product with a small stock');
      await seedStorage(page, { [KEYS.cart]: JSON.stringify([cartItemOf(product, product.quantity)]) });
      await openRoute(page, '/shopping-cart');
      await page.getByRole('button', { name: TEXT[locale].increase }).click();
      const available = countText(product.quantity);
      await expectCartDialog(page, locale, TEXT[locale].exceeds(available), 'warning');
      await expect(page.getByTestId('cart-quantity')).toHaveValue(String(product.quantity));
    });

    test("02: a cart kept from another day shows today's prices and names the lines the shop cannot fill", async ({
      page,
    }) => {
      const repriced = pick(products, (p) => buyable(p) && p.selling_price_after_tax > 1, 'buyable product');
      const scarce = pick(
        products,
        (p) => buyable(p) && p.uuid !== repriced.uuid && p.quantity <= 50,
        'product with a small stock',
      );
      const soldOut = pick(
        products,
        (p) => p.is_available && p.quantity === 0 && p.options_count === 0,
        'sold-out product',
      );
      // the prices of the day the product was put in the cart, and more than the shop has now
      const then = { selling_price: 1, selling_price_after_discount: 1, selling_price_after_tax: 1 };
      await seedStorage(page, {
        [KEYS.cart]: JSON.stringify([
          cartItemOf({ ...repriced, ...then }, 2),
          cartItemOf(scarce, scarce.quantity + 1),
          cartItemOf(soldOut, 1),
        ]),
      });
      await openRoute(page, '/shopping-cart');
      await expect(page.getByRole('status').filter({ hasText: TEXT[locale].repriced })).toBeVisible();
      const line = (p: ApiProduct) => page.getByTestId('cart-line').filter({ hasText: p.name[locale] });
      const money = (value: number) => `${amountText(value)} ${TEXT[locale].currency}`;
      const today = fromMilli(milli(repriced.selling_price_after_tax) * 2);
      await expect
        .poll(async () => plain(await line(repriced).getByTestId('cart-line-total').innerText()))
        .toBe(money(today));
      await expect(line(repriced).getByTestId('cart-line-short')).toHaveCount(0);
      await expect(line(scarce).getByTestId('cart-line-short')).toHaveText(TEXT[locale].onlyLeft(scarce.quantity));
      // read with the line's quantity by a screen reader
      await expect(line(scarce).getByTestId('cart-quantity')).toHaveAccessibleDescription(
        TEXT[locale].onlyLeft(scarce.quantity),
      );
      await expect(line(soldOut).getByTestId('cart-line-short')).toHaveText(TEXT[locale].noneLeft);
      // the order could not be placed as the cart stands: the checkout waits, saying why, until the lines change
      const checkout = page.getByTestId('checkout');
      await expect(checkout).toBeDisabled();
      await expect(checkout).toHaveAccessibleDescription(TEXT[locale].fixShort);
      await line(soldOut).locator('[data-cart-remove]').click();
      await expect(checkout).toBeDisabled();
      const scarceField = line(scarce).getByTestId('cart-quantity');
      await scarceField.fill(String(scarce.quantity));
      await scarceField.press('Enter');
      await expect(checkout).toHaveAttribute('href', '#/checkout');
      // today's prices are the cart's own now: the checkout and a reload show them too
      const stored = await storageJson<{ uuid: string; selling_price_after_tax: number; total: number }[]>(
        page,
        KEYS.cart,
      );
      expect(stored?.find((i) => i.uuid === repriced.uuid)).toMatchObject({
        selling_price_after_tax: repriced.selling_price_after_tax,
        total: today,
      });
    });

    test('02: a huge quantity typed in a cart line gets the available quantity named; an emptied field keeps the line', async ({
      page,
    }) => {
      const product = pick(
        products,
        (p) => buyable(p) && p.quantity >= 2 && p.quantity <= 50,
        'product with a small stock',
      );
      await seedStorage(page, { [KEYS.cart]: JSON.stringify([cartItemOf(product, 2)]) });
      await openRoute(page, '/shopping-cart');
      const field = page.getByTestId('cart-quantity');
      await field.fill('99999');
      await field.press('Enter');
      await expectCartDialog(page, locale, TEXT[locale].exceeds(countText(product.quantity)), 'warning');
      await expect(field).toHaveValue('2');
      await field.fill('');
      await field.press('Tab');
      await expect(field).toHaveValue('2');
      expect((await storageJson<{ quantity: number }[]>(page, KEYS.cart))?.[0]?.quantity).toBe(2);
    });

    test('04: an out-of-stock product cannot be pressed into the cart: its button is disabled and says why', async ({
      page,
    }) => {
      const product = pick(
        products,
        (p) => p.is_available && p.quantity === 0 && p.options_count === 0,
        'sold-out product',
      );
      const name = product.name[locale];
      const reason = locale === 'ar' ? 'نفدت الكمية من المخزون.' : 'Sold out: none left in stock.';
      await openRoute(page, `/product-details/${product.uuid}`);
      const box = page.getByTestId('product-buy-box');
      await expect(box.getByRole('button', { name: TEXT[locale].addToCartFull, exact: true })).toHaveCount(0);
      const button = box.getByRole('button', { name: TEXT[locale].notAvailable, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(reason);
      // the same on its card (and so on the related products' and the best sellers', which share it)
      await openRoute(page, `/category-products?name=${encodeURIComponent(name)}`);
      const card = page.getByTestId('product-card').filter({ hasText: name });
      await expect(card.getByRole('button', { name: TEXT[locale].addToCart(name) })).toHaveCount(0);
      const cardButton = card.getByRole('button', { name: TEXT[locale].notAvailable, exact: true });
      await expect(cardButton).toBeDisabled();
      await expect(cardButton).toHaveAccessibleDescription(reason);
      await expect(page.getByTestId('cart-count')).toHaveText(countText(0));
      expect((await storageJson<unknown[]>(page, KEYS.cart)) ?? []).toEqual([]);
    });

    test('04: an unavailable product shows "not available" instead of an add button', async ({ page }) => {
      const product = pick(products, (p) => !p.is_available, 'unavailable product');
      const name = product.name[locale];
      await openRoute(page, `/product-details/${product.uuid}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('button', { name: TEXT[locale].addToCartFull, exact: true })).toHaveCount(0);
      await expect(page.getByText(TEXT[locale].notAvailable, { exact: true }).first()).toBeVisible();
      // the same on its card
      await openRoute(page, `/category-products?name=${encodeURIComponent(name)}`);
      const card = page.getByTestId('product-card').filter({ hasText: name });
      await expect(card.getByText(TEXT[locale].notAvailable, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: TEXT[locale].addToCart(name) })).toHaveCount(0);
    });

    test('cart arithmetic: add, +, −, set, delete; totals follow and survive a reload', async ({ page }) => {
      const discounted = pick(
        products,
        (p) => buyable(p) && p.is_there_discount && p.selling_price_after_tax !== p.selling_price_after_discount,
        'discounted, taxed product',
      );
      const plainOne = pick(
        products,
        (p) => buyable(p) && !p.is_there_discount && p.uuid !== discounted.uuid,
        'product without discount',
      );
      const a = { product: discounted, quantity: 1 };
      const b = { product: plainOne, quantity: 1 };

      for (const { product } of [a, b]) {
        await openRoute(page, `/product-details/${product.uuid}`);
        await page.getByRole('button', { name: TEXT[locale].addToCartFull, exact: true }).click();
        await expectCartDialog(page, locale, TEXT[locale].added, 'success');
      }
      await page.getByTestId('header-cart').click();
      await expect(page).toHaveURL(/#\/shopping-cart$/);
      await expectCart(page, locale, [a, b]);

      const lineA = page.getByTestId('cart-line').filter({ hasText: a.product.name[locale] });
      const lineB = page.getByTestId('cart-line').filter({ hasText: b.product.name[locale] });
      await lineA.getByRole('button', { name: TEXT[locale].increase }).click();
      await expect(lineA.getByTestId('cart-quantity')).toHaveValue('2');
      await lineA.getByRole('button', { name: TEXT[locale].increase }).click();
      await expect(lineA.getByTestId('cart-quantity')).toHaveValue('3');
      await lineA.getByRole('button', { name: TEXT[locale].decrease }).click();
      a.quantity = 2;
      await expectCart(page, locale, [a, b]);

      // down to one by the keyboard: the decrease button is then marked disabled and keeps the focus
      const decreaseA = lineA.getByRole('button', { name: TEXT[locale].decrease });
      // each line's buttons name its product
      await expect(decreaseA).toHaveAccessibleName(
        `${TEXT[locale].decrease} ${locale === 'ar' ? 'من' : 'of'} ${a.product.name[locale]}`,
      );
      await decreaseA.focus();
      await page.keyboard.press('Enter');
      await expect(lineA.getByTestId('cart-quantity')).toHaveValue('1');
      await expect(decreaseA).toHaveAttribute('aria-disabled', 'true');
      await expect(decreaseA).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(lineA.getByTestId('cart-quantity')).toHaveValue('1');
      await lineA.getByRole('button', { name: TEXT[locale].increase }).click();
      await expect(lineA.getByTestId('cart-quantity')).toHaveValue('2');
      await expectCart(page, locale, [a, b]);

      const setB = lineB.getByRole('spinbutton', { name: TEXT[locale].quantityOf(b.product.name[locale]) });
      await setB.fill('4');
      await setB.press('Enter');
      b.quantity = 4;
      await expectCart(page, locale, [a, b]);
      // Enter keeps the keyboard in the field, which shows where it is
      await expect(setB).toBeFocused();
      expect(await setB.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

      // the cart is kept in CartItems with the spec's fields, and a reload shows the same cart
      const stored = await storageJson<Record<string, unknown>[]>(page, KEYS.cart);
      expect(stored).toHaveLength(2);
      for (const item of stored!) expect(Object.keys(item).sort()).toEqual(CART_FIELDS);
      expect(stored!.map((i) => [i['uuid'], i['quantity'], i['total']])).toEqual([
        [a.product.uuid, 2, fromMilli(milli(a.product.selling_price_after_tax) * 2)],
        [b.product.uuid, 4, fromMilli(milli(b.product.selling_price_after_tax) * 4)],
      ]);
      await page.reload();
      await expectCart(page, locale, [a, b]);

      await lineB.getByRole('button', { name: TEXT[locale].removeFromCart(b.product.name[locale]) }).click();
      await expectCart(page, locale, [a]);
      expect((await storageJson<unknown[]>(page, KEYS.cart))?.length).toBe(1);
      // the keyboard goes on to the line that is left, then, once the cart is empty, to the page's title
      const removeA = lineA.getByRole('button', { name: TEXT[locale].removeFromCart(a.product.name[locale]) });
      await expect(removeA).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('cart-line')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  });
}
