import { expect, test, type Page } from '@playwright/test';
import {
  allProducts,
  buyable,
  countText,
  expectFocusOn,
  KEYS,
  LOCALES,
  openRoute,
  pickMany,
  seedStorage,
  storageJson,
  TEXT,
  withUniqueNames,
  type ApiProduct,
  type Locale,
} from './support/storefront.js';

test.describe.configure({ mode: 'parallel' });

interface StoredCompare {
  uuids: string[];
  names_ar: string[];
  names_en: string[];
  short_descriptions_ar: string[];
  short_descriptions_en: string[];
  descriptions_ar: string[];
  descriptions_en: string[];
  quantities: number[];
  is_available: boolean[];
  selling_prices: number[];
  selling_prices_after_discount: number[];
  selling_prices_after_tax: number[];
  brands: (string | null)[];
  modals: (string | null)[];
  images: string[];
  is_there_discounts: boolean[];
  products: { uuid: string }[];
}

/** The parallel lists of the spec (section 3, compare list) describe exactly these products, in order. */
function expectParallelLists(stored: StoredCompare | null, products: ApiProduct[]) {
  expect(stored).not.toBeNull();
  const s = stored!;
  expect(s.uuids).toEqual(products.map((p) => p.uuid));
  expect(s.names_ar).toEqual(products.map((p) => p.name.ar));
  expect(s.names_en).toEqual(products.map((p) => p.name.en));
  expect(s.short_descriptions_ar).toEqual(products.map((p) => p.short_description.ar));
  expect(s.short_descriptions_en).toEqual(products.map((p) => p.short_description.en));
  expect(s.descriptions_ar).toEqual(products.map((p) => p.description.ar));
  expect(s.descriptions_en).toEqual(products.map((p) => p.description.en));
  expect(s.quantities).toEqual(products.map((p) => p.quantity));
  expect(s.is_available).toEqual(products.map((p) => p.is_available));
  expect(s.selling_prices).toEqual(products.map((p) => p.selling_price));
  expect(s.selling_prices_after_discount).toEqual(products.map((p) => p.selling_price_after_discount));
  expect(s.selling_prices_after_tax).toEqual(products.map((p) => p.selling_price_after_tax));
  expect(s.brands).toEqual(products.map((p) => p.brand));
  expect(s.modals).toEqual(products.map((p) => p.modal));
  expect(s.images).toHaveLength(products.length);
  expect(s.is_there_discounts).toEqual(products.map((p) => p.is_there_discount));
  expect(s.products.map((p) => p.uuid)).toEqual(products.map((p) => p.uuid));
}

async function expectCompareCount(page: Page, locale: Locale, n: number) {
  const label = `${locale === 'ar' ? 'المقارنة' : 'Compare'} (${countText(n)})`;
  await expect(page.getByTestId('header-compare')).toHaveAccessibleName(new RegExp(label.replace(/[()]/g, '\\$&')));
}

for (const locale of LOCALES) {
  test(`compare in ${locale}: two products side by side, no duplicates, remove by column`, async ({
    page,
    request,
  }) => {
    const [a, b] = pickMany(
      withUniqueNames(await allProducts(request)),
      2,
      (p) => buyable(p) && !!p.brand && !!p.modal,
      'products with brand and model',
    ) as [ApiProduct, ApiProduct];
    await seedStorage(page, { [KEYS.locale]: locale });
    const nameA = a.name[locale];
    const nameB = b.name[locale];

    // add both from their cards
    for (const product of [a, b]) {
      const name = product.name[locale];
      await openRoute(page, `/category-products?name=${encodeURIComponent(name)}`);
      const card = page.getByTestId('product-card').filter({ hasText: name });
      await card.getByRole('button', { name: TEXT[locale].compare(name), exact: true }).click();
      await expect(card.getByRole('button', { name: TEXT[locale].uncompare(name), exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await expectCompareCount(page, locale, 2);
    expectParallelLists(await storageJson<StoredCompare>(page, KEYS.compare), [a, b]);

    // a listed product is not added again: every control for it now reads "remove", and the list keeps 2
    await openRoute(page, `/product-details/${a.uuid}`);
    await expect(
      page.getByRole('button', { name: locale === 'ar' ? 'في قائمة المقارنة' : 'In compare list' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: TEXT[locale].compare(nameA), exact: true })).toHaveCount(0);
    await expectCompareCount(page, locale, 2);
    expect((await storageJson<StoredCompare>(page, KEYS.compare))?.uuids).toEqual([a.uuid, b.uuid]);

    await page.getByTestId('header-compare').click();
    await expect(page).toHaveURL(/#\/products-compare$/);
    const table = page.getByRole('table');
    const headerRow = table.getByRole('row').first();
    // feature column + one column per product, in the order they were added
    await expect(headerRow.getByRole('columnheader')).toHaveCount(3);
    await expect(headerRow.getByRole('columnheader').nth(1)).toContainText(nameA);
    await expect(headerRow.getByRole('columnheader').nth(2)).toContainText(nameB);
    const brandRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TEXT[locale].brand }) });
    await expect(brandRow.getByRole('cell')).toHaveText([a.brand!, b.brand!]);
    const modelRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TEXT[locale].model }) });
    await expect(modelRow.getByRole('cell')).toHaveText([a.modal!, b.modal!]);

    // the list survives a reload
    await page.reload();
    await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveCount(3);

    // remove the first by its column's control
    await table.getByRole('button', { name: TEXT[locale].uncompare(nameA), exact: true }).click();
    await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveCount(2);
    await expect(table).not.toContainText(nameA);
    await expect(table).toContainText(nameB);
    await expectCompareCount(page, locale, 1);
    expectParallelLists(await storageJson<StoredCompare>(page, KEYS.compare), [b]);
    // the removed column's button took the keyboard's focus with it: it goes on to the column now in its place
    const removeB = table.getByRole('button', { name: TEXT[locale].uncompare(nameB), exact: true });
    await expectFocusOn(page, removeB);
    // and, the list emptied from the keyboard, to the page's heading
    await page.keyboard.press('Enter');
    await expect(table).toHaveCount(0);
    await expectFocusOn(page, page.getByRole('main').getByRole('heading', { level: 1 }));
  });
}

for (const locale of LOCALES) {
  test(`compare in ${locale}: three discounted products scroll inside the table, never the page`, async ({
    page,
    request,
  }) => {
    // a discounted price carries a screen-reader text ("was …"), positioned out of sight: inside a scrolling box that
    // is not its containing block, it widened the page past a phone's screen
    const products = pickMany(
      withUniqueNames(await allProducts(request)),
      3,
      (p) => buyable(p) && p.is_there_discount,
      'discounted products',
    );
    await seedStorage(page, { [KEYS.locale]: locale });
    for (const product of products) {
      const name = product.name[locale];
      await openRoute(page, `/category-products?name=${encodeURIComponent(name)}`);
      const card = page.getByTestId('product-card').filter({ hasText: name });
      await card.getByRole('button', { name: TEXT[locale].compare(name), exact: true }).click();
      await expect(card.getByRole('button', { name: TEXT[locale].uncompare(name), exact: true })).toBeVisible();
    }
    await openRoute(page, '/products-compare');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveCount(4);
    await expect(table.getByTestId('price-tag')).toHaveCount(3);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
      scrolled: window.scrollX,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    expect(widths.scrolled).toBe(0);
  });
}
