import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { productsInStock } from './support/checkout.js';
import {
  amountText,
  categories,
  KEYS,
  LOCALES,
  openRoute,
  plain,
  registerClient,
  startIn,
  TEXT,
  waitForIdle,
  type ApiProduct,
} from './support/storefront.js';
import { photograph } from './support/photo.js';

test.describe.configure({ mode: 'parallel' });

/** Our catalogue page of products (other specs take theirs from other pages). */
const CATALOGUE_PAGE = 5;

const LOGIN = { ar: 'تسجيل الدخول', en: 'Log in' } as const;

const isPhone = () => test.info().project.name === 'phone';

/** The shown price of every card on the list, in dinars. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').getByTestId('price-pays').allTextContents();
  return texts.map((t) => Number((/[\d,]+\.\d{3}/.exec(plain(t))?.[0] ?? 'NaN').replace(/,/g, '')));
}

/** The largest category with sub-categories' products included. */
async function biggestCategory(request: APIRequestContext) {
  const list = await categories(request);
  return [...list].sort((a, b) => b.ProductsCount - a.ProductsCount)[0]!;
}

async function apiList(request: APIRequestContext, query: string): Promise<ApiProduct[]> {
  const response = await request.get(`/api/client/products?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

const SORT_LABEL = {
  ar: { price_asc: 'السعر: من الأقل إلى الأعلى', price_desc: 'السعر: من الأعلى إلى الأقل' },
  en: { price_asc: 'Price: low to high', price_desc: 'Price: high to low' },
} as const;

for (const locale of LOCALES) {
  test.describe(`shopper expectations (${locale})`, () => {
    test('sorting and filters stay in the URL, back undoes them', async ({ page, request }) => {
      const category = await biggestCategory(request);
      await startIn(page, locale, `/category-products?category_type=specific&category_id=${category.id}`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      await page.getByTestId('sort-select').selectOption({ label: SORT_LABEL[locale].price_asc });
      await expect(page).toHaveURL(/[?&]sort=price_asc/);
      const expected = await apiList(request, `category_id=${category.id}&sort=price_asc&limit=20`);
      await expect
        .poll(async () => (await page.getByTestId('product-card').getByRole('heading').allTextContents()).map(plain))
        .toEqual(expected.map((p) => plain(p.name[locale])));
      const ascending = await cardPrices(page);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

      // a price range and in-stock only
      const low = ascending[1]!;
      const high = ascending[ascending.length - 2]!;
      await page.getByTestId('filters-toggle').click();
      // text that is no price is said so, next to the fields, and applies nothing
      await page.getByTestId('price-min').fill('abc');
      await page.getByTestId('price-apply').click();
      await expect(page.getByRole('alert').filter({ hasText: /150/ })).toBeVisible();
      await expect(page.getByTestId('price-min')).toHaveAttribute('aria-invalid', 'true');
      await expect(page).not.toHaveURL(/price_m/);
      // an Arabic shopper may type Arabic-Indic digits and the Arabic decimal separator
      const typed = (n: number) =>
        locale === 'ar'
          ? String(n)
              .replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)
              .replace('.', '٫')
          : String(n);
      await page.getByTestId('price-min').fill(typed(low));
      await page.getByTestId('price-max').fill(String(high));
      await page.getByTestId('price-apply').click();
      await expect(page.getByTestId('price-min')).not.toHaveAttribute('aria-invalid');
      await expect(page).toHaveURL(
        new RegExp(`price_min=${low}.*price_max=${high}|price_max=${high}.*price_min=${low}`),
      );
      await expect(page).toHaveURL(/sort=price_asc/);
      await page.getByTestId('in-stock').check();
      await expect(page).toHaveURL(/in_stock=true/);
      const filtered = await apiList(
        request,
        `category_id=${category.id}&sort=price_asc&price_min=${low}&price_max=${high}&in_stock=true&limit=20`,
      );
      await expect
        .poll(async () => (await page.getByTestId('product-card').getByRole('heading').allTextContents()).map(plain))
        .toEqual(filtered.map((p) => plain(p.name[locale])));
      for (const price of await cardPrices(page)) {
        expect(price).toBeGreaterThanOrEqual(low);
        expect(price).toBeLessThanOrEqual(high);
      }
      await photograph(page, `list-filters-${locale}`);

      // a shared link shows the same list
      await page.reload();
      await waitForIdle(page);
      await expect(page.getByTestId('in-stock')).toBeChecked();
      await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');

      // back: in stock off, then the price range off, then the sort off
      await page.goBack();
      await expect(page).not.toHaveURL(/in_stock/);
      await expect(page.getByTestId('in-stock')).not.toBeChecked();
      await page.goBack();
      await expect(page).not.toHaveURL(/price_min/);
      await expect(page).toHaveURL(/sort=price_asc/);
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
      await expect(page.getByTestId('sort-select')).toHaveValue('');
    });

    test('a brand from the list narrows the specials and search lists', async ({ page, request }) => {
      await startIn(page, locale, '/category-products?section_name=discount&category_type=all');
      await page.getByTestId('filters-toggle').click();
      const brands = (await (await request.get('/api/client/product-brands?specials_offer=true')).json()) as {
        data: { brand: string; products_count: number }[];
      };
      const brand = brands.data[0];
      test.skip(!brand, 'no discounted product has a brand');
      await expect(page.getByTestId('brand-select').locator('option')).toHaveCount(brands.data.length + 1);
      await page.getByTestId('brand-select').selectOption(brand!.brand);
      await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brand!.brand).replace(/%20/g, '\\+')}`));
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(20, brand!.products_count));
      await expect(page).toHaveURL(/section_name=discount/);
      // the discounted-only box is not offered where everything is discounted
      await expect(page.getByTestId('discounted')).toHaveCount(0);
    });

    test('the product page: sticky bar on a phone, lightbox, share links', async ({ page, request }) => {
      const [product] = await productsInStock(request, 1, 0, CATALOGUE_PAGE);
      await startIn(page, locale, `/product-details/${product!.uuid}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await photograph(page, `product-${locale}`);

      const bar = page.getByTestId('sticky-buy-bar');
      // while the buy box's own button is on screen, no bar
      await page
        .getByTestId('product-buy-box')
        .getByRole('button', { name: TEXT[locale].addToCartFull, exact: true })
        .scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();
      await page.getByTestId('related-products').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      if (isPhone()) {
        await expect(bar).toBeVisible();
        await expect(bar.getByTestId('price-pays')).toHaveText(
          new RegExp(amountText(product!.selling_price_after_tax)),
        );
        // above the bottom navigation, not under it
        const barBox = (await bar.boundingBox())!;
        const navBox = (await page.getByTestId('bottom-nav').boundingBox())!;
        expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
        // the WhatsApp button sits above both
        const wa = (await page.getByTestId('whatsapp-float').boundingBox())!;
        expect(wa.y + wa.height).toBeLessThanOrEqual(barBox.y);
        await photograph(page, `product-sticky-${locale}`);
        await bar.getByRole('button').click();
        await expect(page.locator('.swal2-popup[role="dialog"]')).toContainText(TEXT[locale].information);
        await page.locator('.swal2-confirm').click();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        await page.mouse.wheel(0, -10000);
      } else {
        await expect(bar).toBeHidden();
        await page.mouse.wheel(0, -10000);
      }

      // the lightbox: opens on the picture, Escape (or the close button) closes it and focus comes back
      await page.getByTestId('open-lightbox').click();
      const lightbox = page.getByTestId('image-lightbox');
      await expect(lightbox).toBeVisible();
      await expect(page.getByTestId('lightbox-close')).toBeFocused();
      await page.keyboard.press('+');
      await expect(lightbox.locator('img')).toHaveAttribute('style', /scale\(1\.5\)/);
      await photograph(page, `lightbox-${locale}`);
      if (isPhone()) {
        // two fingers moving apart on the picture zoom it further (a pinch, as the phone's touch screen sends it)
        const picture = lightbox.locator('img');
        const box = (await picture.boundingBox())!;
        const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
        const cdp = await page.context().newCDPSession(page);
        const fingers = (type: 'touchStart' | 'touchMove' | 'touchEnd', apart: number) =>
          cdp.send('Input.dispatchTouchEvent', {
            type,
            touchPoints:
              type === 'touchEnd'
                ? []
                : [
                    { x: cx - apart, y: cy, id: 1 },
                    { x: cx + apart, y: cy, id: 2 },
                  ],
          });
        await fingers('touchStart', 30);
        for (const apart of [45, 60, 75, 90]) await fingers('touchMove', apart);
        await fingers('touchEnd', 0);
        const scale = async () => Number(/scale\(([\d.]+)\)/.exec((await picture.getAttribute('style')) ?? '')?.[1]);
        await expect.poll(scale).toBeGreaterThan(2);
        await page.getByTestId('lightbox-close').click();
      } else await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);

      // share on WhatsApp: the name and the link of the page
      const href = new URL((await page.getByTestId('share-whatsapp').getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://wa.me/');
      expect(href.searchParams.get('text')).toBe(`${product!.name[locale]}\n${page.url()}`);
      const contact = new URL((await page.getByTestId('whatsapp-float').getAttribute('href'))!);
      expect(contact.origin + contact.pathname).toBe('https://wa.me/218912345678');
    });

    test('suggestions show a picture, the price and the typed part marked', async ({ page, request }) => {
      const [product] = await productsInStock(request, 1, 1, CATALOGUE_PAGE);
      const word = product!.name[locale].split(/\s+/).find((w) => /^\p{L}{4,}$/u.test(w)) ?? product!.name[locale];
      await startIn(page, locale, '/');
      await page.getByTestId('search-input').fill(word);
      const options = page.getByTestId('search-suggestions').getByRole('option');
      const option = options.first();
      await expect(option).toBeVisible();
      await expect(option.locator('img')).toHaveAttribute('src', /\/images\//);
      await expect(option.getByTestId('suggestion-price')).toContainText(TEXT[locale].currency);
      await expect(option.locator('mark').first()).toHaveText(new RegExp(word.slice(0, 3), 'i'));
      // the suggestions of the API, in its order, each with its own price
      const api = await apiList(request, `name=${encodeURIComponent(word)}&limit=8&count=page`);
      await expect(options).toHaveCount(api.length);
      const prices = (await page.getByTestId('suggestion-price').allInnerTexts()).map(plain);
      expect(prices).toEqual(
        api.map((p) => plain(`${amountText(p.selling_price_after_tax)} ${TEXT[locale].currency}`)),
      );
      await page.getByTestId('search-input').press('ArrowDown');
      await expect(page.getByTestId('search-input')).toHaveAttribute('aria-activedescendant', /-0$/);
      await photograph(page, `suggestions-${locale}`);
    });

    test('a compact header on a phone, the banner beside its picture', async ({ page }) => {
      await startIn(page, locale, '/');
      const header = page.locator('header').first();
      const box = (await header.boundingBox())!;
      if (isPhone()) {
        expect(box.height).toBeLessThanOrEqual(120);
        await expect(page.getByTestId('open-login')).toBeVisible();
        await expect(page.getByTestId('open-login')).toHaveAccessibleName(LOGIN[locale]);
      }
      await photograph(page, `header-${locale}`);
      const hero = page.getByTestId('hero-carousel');
      await expect(hero).toBeVisible();
      // the slide's heading never lies over its picture
      const slide = hero.getByRole('group').first();
      const heading = (await slide.getByRole('heading').boundingBox())!;
      const picture = (await slide.locator('img').boundingBox())!;
      const overlaps =
        heading.x < picture.x + picture.width &&
        picture.x < heading.x + heading.width &&
        heading.y < picture.y + picture.height &&
        picture.y < heading.y + heading.height;
      expect(overlaps).toBe(false);
      await hero.scrollIntoViewIfNeeded();
      await photograph(page, `banner-${locale}`);
    });
  });
}

test('the phone account menu holds the welcome line, orders and logout', async ({ page, request }) => {
  test.skip(!isPhone(), 'a desktop keeps them in the top strip');
  const client = await registerClient(request);
  await startIn(page, 'en', '/', { [KEYS.token]: client.token });
  await expect(page.getByTestId('welcome-line')).toBeHidden();
  await page.getByTestId('account-menu').click();
  await expect(page.getByTestId('welcome-line')).toContainText(client.firstName);
  await photograph(page, 'account-menu-en');
  await page.getByTestId('welcome-line').click();
  await expect(page).toHaveURL(/#\/profile/);
  await openRoute(page, '/');
});

for (const locale of ['ar', 'en'] as const) {
  test(`the phone's account menu stays within the screen (${locale})`, async ({ page, request }) => {
    test.skip(!isPhone(), 'a desktop keeps it in the top strip');
    const client = await registerClient(request);
    await startIn(page, locale, '/', { [KEYS.token]: client.token });
    await page.getByTestId('account-menu').click();
    const menu = page.locator('[id$="-menu"]').filter({ has: page.getByTestId('logout') });
    await expect(menu).toBeVisible();
    // it hung from the button, mid-row: x = 159–399 in Arabic and −11–229 in English on a 390 px phone
    const [left, right, width] = await menu.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [box.left, box.right, document.documentElement.clientWidth];
    });
    expect(left, "the menu's left edge").toBeGreaterThanOrEqual(0);
    expect(right, "the menu's right edge").toBeLessThanOrEqual(width!);
  });
}

test("the WhatsApp button and the page's end follow the phone's bottom bars from page to page", async ({
  page,
  request,
}) => {
  test.skip(!isPhone(), 'a desktop has no bottom bars');
  const [product] = await productsInStock(request, 1, 0, CATALOGUE_PAGE);
  await startIn(page, 'en', '/');
  await expect(page.getByTestId('whatsapp-float')).toBeVisible();
  await expect(page.locator('footer')).toBeAttached();
  // what is fixed to the bottom (the navigation, and a product page's bar above it), the WhatsApp button's gap above
  // it and the footer's bottom padding, which keeps the page's end clear of it
  const bottom = () =>
    page.evaluate(() => {
      const stack = document.querySelector('[data-testid="bottom-nav"]')!.parentElement!.getBoundingClientRect();
      const button = document.querySelector('[data-testid="whatsapp-float"]')!.getBoundingClientRect();
      const footer = document.querySelector('footer')!;
      return {
        stack: Math.round(stack.height),
        gap: Math.round(stack.top - button.bottom),
        footerPadding: Math.round(parseFloat(getComputedStyle(footer).paddingBottom)),
      };
    });
  // the stack is laid out a frame before its observer writes its height: each state is polled whole
  const settled = async () => {
    const now = await bottom();
    return now.gap === 16 && now.footerPadding === now.stack ? now : undefined;
  };
  await expect.poll(settled).toBeDefined();
  const home = (await settled())!;
  // to a product page without reloading: its bar joins the stack, and the button and the footer make room for it
  await page.evaluate((uuid) => (window.location.hash = `#/product-details/${uuid}`), product!.uuid);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name.en);
  await expect.poll(async () => (await settled())?.stack ?? 0).toBeGreaterThan(home.stack);
  // and back: the bar leaves, and so does its room
  await page.goBack();
  await expect(page.getByTestId('hero-carousel')).toBeVisible();
  await expect.poll(settled).toEqual(home);
});

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const locale of LOCALES) {
    test(`the header keeps two rows and the banner text stays off its picture (${locale})`, async ({ page }) => {
      test.skip(!isPhone(), 'a narrow phone only');
      await startIn(page, locale, '/');
      expect((await page.locator('header').first().boundingBox())!.height).toBeLessThanOrEqual(120);
      const slide = page.getByTestId('hero-carousel').getByRole('group').first();
      const heading = (await slide.getByRole('heading').boundingBox())!;
      const picture = (await slide.locator('img').boundingBox())!;
      expect(heading.y).toBeGreaterThanOrEqual(picture.y + picture.height);
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await photograph(page, `home-360-${locale}`);
    });
  }
});
