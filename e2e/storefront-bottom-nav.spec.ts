import { expect, test, type Page } from '@playwright/test';
import {
  allProducts,
  KEYS,
  LOCALES,
  openRoute,
  registerClient,
  seedStorage,
  TEXT,
  type Locale,
} from './support/storefront.js';

test.describe.configure({ mode: 'parallel' });

const bottomNav = (page: Page) => page.getByTestId('bottom-nav');
const item = (page: Page, name: string) => bottomNav(page).getByRole('link', { name, exact: true });

test.describe('bottom navigation on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom navigation is the phone layout; desktop has the top menu');

  for (const locale of LOCALES) {
    test(`${locale}: home, categories and specials offer; no orders for a guest`, async ({ page, request }) => {
      await seedStorage(page, { [KEYS.locale]: locale });
      await openRoute(page, '/terms-conditions');
      const t = TEXT[locale];
      await expect(bottomNav(page)).toBeVisible();
      await expect(bottomNav(page).getByRole('link')).toHaveText([t.home, t.categories, t.specials]);
      await expect(item(page, t.orders)).toHaveCount(0);

      await item(page, t.categories).click();
      await expect(page).toHaveURL(/#\/categories$/);
      await expect(item(page, t.categories)).toHaveAttribute('aria-current', 'page');

      await item(page, t.home).click();
      await expect(page).toHaveURL(/#\/$/);
      await expect(item(page, t.home)).toHaveAttribute('aria-current', 'page');

      await item(page, t.specials).click();
      await expect(page).toHaveURL((url) => {
        const [path = '', query = ''] = url.hash.slice(1).split('?');
        const params = new URLSearchParams(query);
        return (
          path === '/category-products' &&
          params.get('section_name') === 'discount' &&
          params.get('category_type') === 'all'
        );
      });
      await expect(item(page, t.specials)).toHaveAttribute('aria-current', 'page');
      await expectOnlyDiscounted(page, locale, await discountedNames(request, locale));
    });

    test(`${locale}: a logged-in client also gets orders`, async ({ page, request }) => {
      const client = await registerClient(request);
      await seedStorage(page, { [KEYS.locale]: locale, [KEYS.token]: client.token });
      await openRoute(page, '/');
      const t = TEXT[locale];
      await expect(bottomNav(page).getByRole('link')).toHaveText([t.home, t.categories, t.specials, t.orders]);
      await item(page, t.orders).click();
      await expect(page).toHaveURL(/#\/orders$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});

test('the bottom navigation is not shown on a desktop', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop layout only');
  await openRoute(page, '/');
  await expect(bottomNav(page)).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
});

async function discountedNames(request: Parameters<typeof allProducts>[0], locale: Locale) {
  const products = await allProducts(request);
  return {
    discounted: new Set(products.filter((p) => p.is_there_discount).map((p) => p.name[locale])),
    total: products.filter((p) => p.is_there_discount).length,
  };
}

/** Every card on the specials page is a discounted product, with its original price struck through. */
async function expectOnlyDiscounted(page: Page, locale: Locale, want: { discounted: Set<string>; total: number }) {
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(Math.min(20, want.total));
  for (const card of await cards.all()) {
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    expect(want.discounted.has(name), `${name} is discounted`).toBe(true);
    await expect(card.getByTestId('price-tag').locator('del')).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[locale].specials);
}
