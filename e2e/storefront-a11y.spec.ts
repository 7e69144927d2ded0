import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  allProducts,
  buyable,
  cartItemOf,
  categories,
  expectFocusOn,
  KEYS,
  LOCALES,
  openRoute,
  pickMany,
  registerClient,
  seedStorage,
  startIn,
  withUniqueNames,
  type ApiProduct,
} from './support/storefront.js';

test.describe.configure({ mode: 'parallel' });

/** Waits for skeletons to be replaced by content, so the scan sees the real screen. */
async function settle(page: Page) {
  await expect(page.locator('[role="status"][aria-label] .animate-pulse, .animate-pulse')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready);
}

async function scan(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // the scan really ran over the screen: it found rules that pass
  expect(results.passes.length).toBeGreaterThan(10);
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  expect(report, JSON.stringify(report, null, 2)).toEqual([]);
}

for (const locale of LOCALES) {
  test.describe(`axe (wcag2a, wcag2aa) in ${locale}`, () => {
    let products: ApiProduct[] = [];
    let categoryId = 0;

    test.beforeAll(async ({ request }) => {
      products = withUniqueNames(await allProducts(request));
      categoryId = (await categories(request))[0]!.id;
    });

    const screens: [string, () => string][] = [
      ['home', () => '/'],
      ['categories', () => '/categories'],
      ['category products', () => `/category-products?category_type=specific&category_id=${categoryId}`],
      ['product details', () => `/product-details/${products.find(buyable)!.uuid}`],
      ['shopping cart', () => '/shopping-cart'],
      ['products compare', () => '/products-compare'],
      ['terms and conditions', () => '/terms-conditions'],
      ['contact us', () => '/contact-us'],
      ['not found', () => '/no-such-page'],
      ['track an order', () => '/track?number=DK-999999&phone=0911111111'],
      ['confirm an order', () => `/confirm/${'A'.repeat(43)}`],
    ];

    for (const [name, path] of screens) {
      test(`${name} has no serious or critical violations`, async ({ page }) => {
        const [a, b] = pickMany(products, 2, (p) => buyable(p) && p.is_there_discount, 'discounted products');
        // the cart and compare screens are scanned with content, not their empty states
        const cartItems = [a!, b!].map((p) => cartItemOf(p, 1));
        await seedStorage(page, {
          [KEYS.locale]: locale,
          [KEYS.cart]: JSON.stringify(cartItems),
          [KEYS.compare]: JSON.stringify({ uuids: [a!.uuid, b!.uuid], products: [a, b] }),
        });
        await openRoute(page, path());
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await settle(page);
        await scan(page);
      });
    }

    test('everything on the home page is inside a landmark, the WhatsApp button too (axe region)', async ({ page }) => {
      await seedStorage(page, { [KEYS.locale]: locale });
      await openRoute(page, '/');
      await expect(page.getByTestId('whatsapp-float')).toBeVisible();
      await settle(page);
      const results = await new AxeBuilder({ page }).withRules(['region']).analyze();
      expect(results.passes.map((p) => p.id)).toContain('region');
      expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    });

    test('the profile of a logged-in client has no serious or critical violations', async ({ page, request }) => {
      const { token } = await registerClient(request);
      await seedStorage(page, { [KEYS.locale]: locale, [KEYS.token]: token });
      await openRoute(page, '/profile');
      await expect(page.getByTestId('profile-near-place')).toBeVisible();
      await settle(page);
      await scan(page);
    });
  });
}

for (const locale of LOCALES) {
  test.describe(`the keyboard's focus across pages in ${locale}`, () => {
    test('another page takes the focus on its heading; a sort keeps it; the back button gives it to the heading', async ({
      page,
      request,
    }) => {
      const categoryId = (await categories(request))[0]!.id;
      await startIn(page, locale, `/category-products?category_type=specific&category_id=${categoryId}`);
      const heading = page.locator('main h1');
      await expect(heading).toBeVisible();
      const categoryName = (await heading.innerText()).trim();

      // a change of the query alone (a sort) is the same page: the focus stays on the control that made it
      const sort = page.getByTestId('sort-select');
      await sort.focus();
      await sort.selectOption('price_asc');
      await expect(page).toHaveURL(/sort=price_asc/);
      await expectFocusOn(page, sort);

      // a link to another page, followed with the keyboard: the new page's heading has the focus, and Tab goes on
      // into that page rather than from the header's link
      await page.getByTestId('header-cart').focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#\/shopping-cart$/);
      await expectFocusOn(page, page.locator('main h1'));
      await page.keyboard.press('Tab');
      await expect(page.locator('main :focus')).toHaveCount(1);

      // back to the list: its heading again, the sort kept
      await page.goBack();
      await expect(page).toHaveURL(/sort=price_asc/);
      await expect(page.locator('main h1')).toHaveText(categoryName);
      await expectFocusOn(page, page.locator('main h1'));
    });

    test('another sub-category, and a search made from the box, take the focus to the new list heading', async ({
      page,
      request,
    }) => {
      const category = (await categories(request)).find((c) => c.SubCategories.length > 0)!;
      const sub = category.SubCategories[0]!;
      // the screen's address names no list: it shows the stored one, the category
      const stored = { limit: 20, specials_offer: 'all', category_type: 'specific', category_id: category.id };
      await startIn(page, locale, '/category-products', { [KEYS.categoryFilter]: JSON.stringify(stored) });
      const heading = page.locator('main h1');
      await expect(heading).toHaveText(category.name[locale]);

      // a sort writes the stored list into the address, and the back button takes it out again: one list throughout,
      // so the focus stays on the control the shopper is on
      await page.getByTestId('sort-select').selectOption('newest');
      await expect(page).toHaveURL(new RegExp(`category_id=${category.id}.*sort=newest`));
      const toggle = page.getByTestId('filters-toggle');
      await toggle.focus();
      await page.goBack();
      await expect(page).toHaveURL(/#\/category-products$/);
      // a move of the focus would come once the page has rendered: give it the time to
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      await expectFocusOn(page, toggle);

      // a sub-category's chip is another list on the same screen: its heading takes the focus, as another page's does
      await page.locator('main nav').getByRole('link', { name: sub.name[locale] }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`sub_category_id=${sub.id}`));
      await expect(heading).toHaveText(sub.name[locale]);
      await expectFocusOn(page, heading);

      // a search made leaves the box (the phone's keyboard closes) for the results' heading, from the list screen too
      const search = page.getByTestId('search-input');
      for (const term of ['ab', 'abc']) {
        await search.fill(term);
        await search.press('Enter');
        await expect(page).toHaveURL(new RegExp(`name=${term}(&|$)`));
        await expect(heading).toContainText(term);
        await expectFocusOn(page, heading);
      }
      // the same words in one category: another list under the same heading, which takes the focus all the same
      await page.getByTestId('search-category').selectOption(String(category.id));
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`name=abc&category_type=specific&category_id=${category.id}`));
      await expectFocusOn(page, heading);
      // the same search again goes nowhere: the box keeps the focus
      await search.press('Enter');
      await expectFocusOn(page, search);
      // sorted, then the same words again: the same list at another address (the sort dropped), and the focus the box
      // let go lands on the heading
      await page.getByTestId('sort-select').selectOption('newest');
      await expect(page).toHaveURL(/sort=newest/);
      await search.press('Enter');
      await expect(page).not.toHaveURL(/sort=newest/);
      await expectFocusOn(page, heading);
    });

    test('load more and the price filter keep the focus on the control used', async ({ page, request }) => {
      // the next page comes slowly, as on a weak network: long enough for a disabled button to lose the focus
      await page.route(/\/api\/client\/products\?.*\bpage=2\b/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await startIn(page, locale, '/category-products?category_type=all');
      const more = page.getByTestId('load-more');
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      const shown = await cards.count();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(cards).toHaveCount(shown * 2);
      await expectFocusOn(page, more);

      await page.getByTestId('filters-toggle').click();
      const min = page.getByTestId('price-min');
      await min.fill('5');
      await min.press('Enter');
      await expect(page).toHaveURL(/price_min=5/);
      await expectFocusOn(page, min);
      await expect(min).toHaveValue('5');

      // a list of two pages: the last "load more" goes with its page, and the focus goes on to the first product
      // that page brought
      const twoPages = (await categories(request))
        .flatMap((c) => c.SubCategories)
        .find((s) => s.ProductsCount > shown && s.ProductsCount < shown * 2);
      expect(twoPages, 'a sub-category of two pages').toBeDefined();
      await page.evaluate((id) => {
        window.location.hash = `#/category-products?category_type=specific&sub_category_id=${id}`;
      }, twoPages!.id);
      await expect(page.locator('main h1')).toHaveText(twoPages!.name[locale]);
      await expect(cards).toHaveCount(shown);
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveCount(0);
      await expect(cards).toHaveCount(twoPages!.ProductsCount);
      await expectFocusOn(page, cards.nth(shown).getByRole('link'));
    });

    test('a shopper who types into the search box while the next page loads keeps typing there', async ({ page }) => {
      await startIn(page, locale, '/');
      // the cart's code comes slowly, as on a weak network
      await page.route(/shopping-cart-page-[^/]*\.js/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.getByTestId('header-cart').focus();
      await page.keyboard.press('Enter');
      const search = page.getByTestId('search-input');
      await search.click();
      await page.keyboard.type('abc');
      await expect(page).toHaveURL(/#\/shopping-cart$/);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(search).toHaveValue('abc');
      await expectFocusOn(page, search);
    });

    test('the contact page, which has a frame of its own, takes the focus on its heading, and so does the way back', async ({
      page,
    }) => {
      await startIn(page, locale, '/categories');
      const heading = page.locator('main h1');
      const categoriesTitle = (await heading.innerText()).trim();
      await page.evaluate(() => {
        window.location.hash = '#/contact-us';
      });
      await expect(page).toHaveURL(/#\/contact-us$/);
      await expect(heading).not.toHaveText(categoriesTitle);
      await expectFocusOn(page, heading);
      await page.goBack();
      await expect(heading).toHaveText(categoriesTitle);
      await expectFocusOn(page, heading);
    });

    test("a product opened from another product's page takes the focus on its own name", async ({ page, request }) => {
      // a product of the shop's first category, which holds others: its page lists them as related products (other
      // tests add products of no category, which have none)
      const categoryId = (await categories(request))[0]!.id;
      const response = await request.get(`/api/client/products?category_id=${categoryId}&limit=2`);
      const [product, other] = ((await response.json()) as { data: ApiProduct[] }).data;
      expect(other).toBeDefined();
      await startIn(page, locale, `/product-details/${product!.uuid}`);
      await expect(page.locator('main h1')).toHaveText(product!.name[locale]);
      // the same page, another product: its heading keeps its place and changes its text
      const related = page.getByTestId('related-products').getByRole('heading').getByRole('link').first();
      // the related cards are below the fold, where the grid skips rendering them (content-visibility: auto), and an
      // unrendered element's innerText is empty: the name is read from the document, once the card has it
      await expect(related).toHaveText(/\S/);
      const name = (await related.textContent())?.trim() ?? '';
      await related.focus();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(new RegExp(product!.uuid));
      await expect(page.locator('main h1')).toHaveText(name);
      await expectFocusOn(page, page.locator('main h1'));
    });
  });
}
