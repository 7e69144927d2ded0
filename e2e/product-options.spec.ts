import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import { open, plain, registerClient, startWith, type Locale } from './support/checkout.js';
import { amountText, countText, expectCartDialog, storageJson, TEXT as SHOP } from './support/storefront.js';
import { photograph } from './support/photo.js';

/** Product options (variants), decision 0053: a product sold in colours and sizes, each option its own uuid. */

const TEXT = {
  ar: {
    colour: 'اللون',
    size: 'المقاس',
    chooseOptions: 'اختر الخيارات',
    inStock: 'القطع المتوفرة',
    sku: 'رمز المنتج',
    colourValue: (v: string) => `اللون: ${v}`,
    sizeValue: (v: string) => `المقاس: ${v}`,
    addWish: 'أضف إلى قائمة الأمنيات',
    inWish: 'في قائمة أمنياتك',
    next: 'ArrowLeft',
  },
  en: {
    colour: 'Colour',
    size: 'Size',
    chooseOptions: 'Choose options',
    inStock: 'Items in stock',
    sku: 'SKU',
    colourValue: (v: string) => `Colour: ${v}`,
    sizeValue: (v: string) => `Size: ${v}`,
    addWish: 'Add to wishlist',
    inWish: 'In your wishlist',
    next: 'ArrowRight',
  },
} as const;

const LOCALES: readonly Locale[] = ['ar', 'en'];

interface Localized {
  ar: string;
  en: string;
}

interface Option {
  uuid: string;
  color: Localized | null;
  size: Localized | null;
  sku: string | null;
  quantity: number;
  is_available: boolean;
  selling_price_after_tax: number;
}

interface Main {
  uuid: string;
  name: Localized;
  options_count: number;
  options: Option[];
}

const same = (a: Localized | null, b: Localized | null) => a?.en === b?.en && a?.ar === b?.ar;
const canOrder = (o: Option) => o.is_available && o.quantity >= 3;

/**
 * An option of another colour and another size than the main product's (the first option), that can be ordered and
 * whose stock reads differently, so the page visibly changes; undefined when the group has none.
 */
function otherOption(main: Main): Option | undefined {
  const first = main.options[0]!;
  return main.options.find(
    (o) => !same(o.color, first.color) && !same(o.size, first.size) && canOrder(o) && o.quantity !== first.quantity,
  );
}

/**
 * The seeded products sold in options with another colour and size to order, with their options. The demo
 * catalogue's groups are its first products, so the list (newest first) is read from its last page back.
 */
async function productsWithOptions(request: APIRequestContext): Promise<{ main: Main; target: Option }[]> {
  const list = async (page: number) => {
    const response = await request.get(`/api/client/products?limit=100&page=${page}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as { data: { uuid: string; options_count: number }[]; meta: { last_page: number } };
  };
  const found: { main: Main; target: Option }[] = [];
  const lastPage = (await list(1)).meta.last_page;
  for (let page = lastPage; page >= 1 && found.length < 4; page--) {
    for (const product of (await list(page)).data.filter((p) => p.options_count > 1)) {
      const main = ((await (await request.get(`/api/client/products/${product.uuid}`)).json()) as { data: Main }).data;
      const target = otherOption(main);
      if (target) found.push({ main, target });
    }
  }
  if (found.length === 0) throw new Error('the demo catalogue has no product with another colour and size to order');
  return found;
}

/** Each project and language orders a product of its own, so parallel runs never share an option's stock. */
const runIndex = (info: TestInfo, locale: Locale) =>
  (info.project.name === 'phone' ? 2 : 0) + (locale === 'en' ? 1 : 0);

/** A chip by its value; the name of a chip leading to an option not to be had goes on with "not available". */
const radio = (page: Page, group: string, value: string) =>
  page
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`) });

const historyLength = (page: Page) => page.evaluate(() => history.length);

for (const locale of LOCALES) {
  const T = TEXT[locale];

  test.describe(`product options (${locale})`, () => {
    test('a variant picked and ordered', async ({ page, request }, info) => {
      test.setTimeout(120_000); // a search, the product page, the cart, the checkout and the order
      const groups = await productsWithOptions(request);
      const { main, target } = groups[runIndex(info, locale) % groups.length]!;
      const first = main.options[0]!;
      const token = await registerClient(request, `options-${locale}`);
      await startWith(page, { locale, token });

      // the list card leads to the product's page to choose, instead of adding its main option to the cart
      const name = main.name[locale];
      await open(page, `/category-products?name=${encodeURIComponent(name)}&category_type=all`, locale);
      const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card.first().getByTestId('options-count')).toContainText(countText(main.options_count));
      await expect(card.first().getByRole('button', { name: SHOP[locale].addToCart(name) })).toHaveCount(0);
      await expect(card.first().getByTestId('choose-options')).toHaveText(T.chooseOptions);
      await card.first().getByTestId('choose-options').click();
      await expect(page).toHaveURL(new RegExp(`#/product-details/${main.uuid}$`));

      // the main product is the first option: its colour and size are the ones selected
      const buyBox = page.getByTestId('product-buy-box');
      if (first.color) await expect(radio(page, T.colour, first.color[locale])).toHaveAttribute('aria-checked', 'true');
      if (first.size) await expect(radio(page, T.size, first.size[locale])).toHaveAttribute('aria-checked', 'true');
      const before = await historyLength(page);

      // another colour, then another size: the page becomes that option's, in place of the main product's
      await radio(page, T.colour, target.color![locale]).click();
      await expect(page).not.toHaveURL(new RegExp(`#/product-details/${main.uuid}$`));
      await expect(radio(page, T.colour, target.color![locale])).toHaveAttribute('aria-checked', 'true');
      await radio(page, T.size, target.size![locale]).click();
      await expect(page).toHaveURL(new RegExp(`#/product-details/${target.uuid}$`));
      await expect(radio(page, T.size, target.size![locale])).toHaveAttribute('aria-checked', 'true');
      expect(await historyLength(page), 'picking replaces the history entry').toBe(before);

      await expect
        .poll(async () => plain(await buyBox.getByTestId('price-pays').textContent()))
        .toContain(amountText(target.selling_price_after_tax));
      await expect(buyBox.locator('dl > div', { hasText: T.inStock }).locator('dd')).toHaveText(
        countText(target.quantity),
      );
      if (target.sku) await expect(buyBox.locator('dl > div', { hasText: T.sku }).locator('dd')).toHaveText(target.sku);

      await buyBox.getByRole('button', { name: SHOP[locale].addToCartFull, exact: true }).click();
      await expectCartDialog(page, locale, SHOP[locale].added, 'success');
      const cart = await storageJson<Record<string, unknown>[]>(page, 'CartItems');
      expect(cart).toEqual([
        expect.objectContaining({
          uuid: target.uuid,
          quantity: 1,
          color_ar: target.color!.ar,
          color_en: target.color!.en,
          size_ar: target.size!.ar,
          size_en: target.size!.en,
          selling_price_after_tax: target.selling_price_after_tax,
        }),
      ]);

      // the cart and the checkout summary say which option
      const colourText = T.colourValue(target.color![locale]);
      const sizeText = T.sizeValue(target.size![locale]);
      await open(page, '/shopping-cart', locale);
      const options = page.getByTestId('cart-line').getByTestId('line-options');
      await expect.poll(async () => plain(await options.textContent())).toContain(colourText);
      await expect.poll(async () => plain(await options.textContent())).toContain(sizeText);

      await open(page, '/checkout', locale);
      const summary = page.getByTestId('summary-line').getByTestId('line-options');
      await expect.poll(async () => plain(await summary.textContent())).toContain(colourText);
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('order-confirmation')).toBeVisible();

      // the order line is named with the option (decision 0053: "<name> — <colour>، <size>")
      await page.getByTestId('confirmation-view-order').click();
      const line = page.getByTestId('order-line');
      await expect(line).toHaveCount(1);
      await expect(line).toHaveAttribute('data-uuid', target.uuid);
      const lineText = plain(await line.locator('h3').textContent());
      expect(lineText).toContain(name);
      expect(lineText).toContain(target.color![locale]);
      expect(lineText).toContain(target.size![locale]);
    });

    test('an option kept on the wishlist is named there by its colour and size', async ({ page, request }, info) => {
      const groups = await productsWithOptions(request);
      const { main, target } = groups[runIndex(info, locale) % groups.length]!;
      await startWith(page, { locale, token: await registerClient(request, `options-wish-${locale}`) });
      await open(page, `/product-details/${target.uuid}`, locale);
      await page.getByRole('button', { name: T.addWish, exact: true }).click();
      await expect(page.getByRole('button', { name: T.inWish, exact: true })).toHaveAttribute('aria-pressed', 'true');

      await open(page, '/wishlist', locale);
      const item = page.getByTestId('wishlist-item');
      await expect(item).toHaveCount(1);
      await expect(item).toHaveAttribute('data-uuid', target.uuid);
      await expect(item.getByRole('heading')).toHaveText(main.name[locale]);
      const options = item.getByTestId('line-options');
      await expect.poll(async () => plain(await options.textContent())).toContain(T.colourValue(target.color![locale]));
      await expect.poll(async () => plain(await options.textContent())).toContain(T.sizeValue(target.size![locale]));
    });

    test('the picker is a keyboard radio group of 44 px chips in the reading direction, and passes axe', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(120_000); // a screenshot and an axe scan besides
      const groups = await productsWithOptions(request);
      const { main } = groups[(runIndex(info, locale) + 1) % groups.length]!;
      await startWith(page, { locale });
      await open(page, `/product-details/${main.uuid}`, locale);
      const colours = page.getByRole('radiogroup', { name: T.colour });
      const sizes = page.getByRole('radiogroup', { name: T.size });
      await expect(colours).toBeVisible();
      await expect(sizes).toBeVisible();

      // every chip is a target of 44 × 44 px at least, and the chips run in the reading direction
      for (const chip of await page.getByTestId('option-picker').getByRole('radio').all()) {
        const box = (await chip.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      const [one, two] = [
        (await colours.getByRole('radio').nth(0).boundingBox())!,
        (await colours.getByRole('radio').nth(1).boundingBox())!,
      ];
      if (locale === 'ar') expect(one.x).toBeGreaterThan(two.x);
      else expect(one.x).toBeLessThan(two.x);

      // one tab stop per group, on the checked chip; the arrow of the reading direction picks the next colour
      const checked = colours.getByRole('radio', { checked: true });
      await expect(checked).toHaveAttribute('tabindex', '0');
      await expect(colours.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
      await checked.focus();
      const before = page.url();
      await page.keyboard.press(T.next);
      await expect(page).not.toHaveURL(before);
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('role', 'radio');
      await expect(focused).toHaveAttribute('aria-checked', 'true');
      await expect(focused).not.toHaveText(main.options[0]!.color![locale]);
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAttribute('aria-checked', 'true');
      await expect(sizes.locator(':focus')).toHaveCount(1);

      await page.evaluate(() => document.fonts.ready);
      await page.getByTestId('option-picker').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await photograph(page, `product-options-${locale}`);
      const results = await new AxeBuilder({ page })
        .include('[data-testid="product-buy-box"]')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}
