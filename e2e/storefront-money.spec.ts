import { expect, test } from '@playwright/test';
import {
  allProducts,
  amountText,
  buyable,
  expectCartDialog,
  LOCALES,
  openRoute,
  pick,
  plain,
  seedStorage,
  KEYS,
  TEXT,
  withUniqueNames,
  type ApiProduct,
} from './support/storefront.js';
import { photograph } from './support/photo.js';

/** Issue 11: one price, readable one way, from the card to the checkout. */
const WORDS = {
  ar: { shop: 'دكّان', tax: (p: number) => `شامل ضريبة ${p}٪`, reason: 'المتجر لا يبيع هذا المنتج حالياً.' },
  en: {
    shop: 'Dukkan',
    tax: (p: number) => `incl. ${p}% tax`,
    reason: 'The shop does not sell this product at the moment.',
  },
} as const;

for (const locale of LOCALES) {
  test.describe(`money in ${locale}`, () => {
    let products: ApiProduct[] = [];
    test.beforeAll(async ({ request }) => {
      products = withUniqueNames(await allProducts(request));
    });
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { [KEYS.locale]: locale });
    });

    test('a discounted, taxed product costs the same on the card, the product page, the header, the cart and checkout', async ({
      page,
    }) => {
      const product = pick(
        products,
        (p) => buyable(p) && p.is_there_discount && p.selling_price_after_tax > p.selling_price_after_discount,
        'discounted, taxed product',
      );
      const name = product.name[locale];
      const pays = `${amountText(product.selling_price_after_tax)} ${TEXT[locale].currency}`;
      // written by hand: a point is followed by exactly three digits, a comma only groups thousands
      expect(pays).toMatch(/^\d{1,3}(,\d{3})*\.\d{3} (د\.ل|LYD)$/);

      await openRoute(page, `/category-products?name=${encodeURIComponent(name)}`);
      const card = page.getByTestId('product-card').filter({ hasText: name });
      await expect.poll(async () => plain(await card.getByTestId('price-pays').innerText())).toBe(pays);
      await expect(card.getByTestId('price-tax')).toHaveText(WORDS[locale].tax(product.tax_percentage));
      await card.scrollIntoViewIfNeeded();
      await photograph(page, `card-${locale}`);

      await openRoute(page, `/product-details/${product.uuid}`);
      await expect(page).toHaveTitle(`${name} | ${WORDS[locale].shop}`);
      const tag = page.getByTestId('product-buy-box').getByTestId('price-tag');
      await expect.poll(async () => plain(await tag.getByTestId('price-pays').innerText())).toBe(pays);
      await expect(tag.getByTestId('price-tax')).toHaveText(WORDS[locale].tax(product.tax_percentage));
      await tag.scrollIntoViewIfNeeded();
      await photograph(page, `product-${locale}`);
      await page.getByRole('button', { name: TEXT[locale].addToCartFull, exact: true }).click();
      await expectCartDialog(page, locale, TEXT[locale].added, 'success');
      await expect.poll(async () => plain(await page.getByTestId('cart-total').innerText())).toBe(pays);

      await page.getByTestId('header-cart').click();
      await expect(page).toHaveURL(/#\/shopping-cart$/);
      const line = page.getByTestId('cart-line').filter({ hasText: name });
      await expect.poll(async () => plain(await line.getByTestId('cart-line-total').innerText())).toBe(pays);
      const summary = page.getByTestId('cart-summary');
      await expect.poll(async () => plain(await summary.getByTestId('summary-total').innerText())).toBe(pays);
      // the discount reads with its minus sign in front, in Arabic too
      const discount = product.selling_price - product.selling_price_after_discount;
      await expect
        .poll(async () => plain(await summary.getByTestId('summary-discount').innerText()))
        .toBe(`${amountText(-discount)} ${TEXT[locale].currency}`);
      // …and is drawn there: the minus sign sits left of the digits
      const [minusLeft, lastDigitLeft] = await summary
        .getByTestId('summary-discount')
        .locator('bdi')
        .evaluate((el) => {
          const text = el.firstChild!;
          const at = (from: number) => {
            const range = document.createRange();
            range.setStart(text, from);
            range.setEnd(text, from + 1);
            return range.getBoundingClientRect().left;
          };
          return [at(0), at((text.textContent ?? '').length - 1)];
        });
      expect(minusLeft).toBeLessThan(lastDigitLeft);
      await line.scrollIntoViewIfNeeded();
      await photograph(page, `cart-${locale}`);

      await page.getByTestId('checkout').click();
      await expect(page).toHaveURL(/#\/checkout$/);
      const summaryLine = page.getByTestId('summary-line').filter({ hasText: name });
      await expect.poll(async () => plain(await summaryLine.innerText())).toContain(pays);
      // pickup is the default: no delivery fee, so the total is the goods
      await expect.poll(async () => plain(await page.getByTestId('summary-total').innerText())).toBe(pays);
      await page.getByTestId('summary-total').scrollIntoViewIfNeeded();
      await photograph(page, `checkout-${locale}`);
    });

    test('a product the shop does not offer has a disabled button with the reason and no stock count', async ({
      page,
    }) => {
      const product = pick(products, (p) => !p.is_available && p.quantity > 0, 'unavailable product with stock');
      await openRoute(page, `/product-details/${product.uuid}`);
      const button = page.getByRole('button', { name: TEXT[locale].notAvailable });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(WORDS[locale].reason);
      await expect(page.getByText(WORDS[locale].reason)).toBeVisible();
      await expect(page.getByRole('spinbutton')).toHaveCount(0);
      await expect(page.getByText(locale === 'ar' ? 'القطع المتوفرة' : 'Items in stock')).toHaveCount(0);
    });
  });
}

test.describe('mixed names on cards', () => {
  test.beforeEach(async ({ page }) => {
    await seedStorage(page, { [KEYS.locale]: 'ar' });
  });

  // Chromium's clamp ellipsis cut "… مايكروسوفت Desktop 900 - أزرق" to "…esktop 900" (it takes the letters at the line's
  // visual end, the start of a left-to-right run): a clamped mixed name now ends at its last whole line, without the
  // ellipsis (styles.css, lib/bidi.ts isMixed). Where the ellipsis falls cannot be read from the page, so this reads
  // which clamp each name gets, and the photo shows the result.
  test('Arabic names with Latin models are cut at whole lines, without the ellipsis that cuts Latin words', async ({
    page,
  }) => {
    await openRoute(page, '/category-products?name=Desktop');
    const names = page.getByTestId('product-card').getByRole('heading').getByRole('link');
    await expect(names.first().locator('bdi[dir="ltr"]').first()).toBeAttached();
    const drawn = await names.evaluateAll((links) =>
      links.map((el) => {
        const style = getComputedStyle(el);
        return {
          name: el.textContent,
          mixed: el.querySelector('bdi[data-mixed]') !== null,
          lines: Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight)),
          cut: el.scrollHeight > el.clientHeight,
          ellipsis: style.webkitLineClamp !== 'none',
        };
      }),
    );
    const mixed = drawn.filter((card) => card.mixed);
    expect(mixed.length).toBeGreaterThan(1);
    expect(mixed.some((card) => card.cut)).toBe(true);
    for (const card of mixed) {
      expect(card.lines, card.name ?? '').toBeLessThanOrEqual(2);
      expect(card.ellipsis, card.name ?? '').toBe(false);
    }
    await photograph(page, 'cards-mixed-names-ar');
  });
});
