import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  allProducts,
  categories,
  KEYS,
  LOCALES,
  openRoute,
  seedStorage,
  TEXT,
  withUniqueNames,
  type ApiProduct,
  type Locale,
} from './support/storefront.js';

test.describe.configure({ mode: 'parallel' });

const MAX_SUGGESTIONS = 8;

/** Arabic spelling variants a shopper types: hamza-less alef, ي for ى, ه for ة. */
const foldArabic = (text: string) => text.replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه');

/** The same words with diacritics (fatha and shadda) sprinkled over the Arabic letters. */
const withDiacritics = (text: string) => text.replace(/([\u0628-\u064A])(?=[\u0628-\u064A])/g, '$1\u064E');

/** Without diacritics (what a shopper types for a name written with shadda or tanween). */
const withoutDiacritics = (text: string) => text.replace(/[\u064B-\u0652]/g, '');

async function apiSuggestions(request: APIRequestContext, term: string, categoryId?: number) {
  const query = new URLSearchParams({ name: term, limit: '100' });
  if (categoryId) query.set('category_id', String(categoryId));
  const response = await request.get(`/api/client/products?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

/**
 * A search term (the first words of the product's name, up to and including the first word `wanted` matches)
 * that finds at most 8 products in the API, so the product must be among the suggestions.
 */
async function termFor(request: APIRequestContext, products: ApiProduct[], locale: Locale, wanted: RegExp) {
  for (const product of products) {
    const words = product.name[locale].split(/\s+/);
    const at = words.findIndex((w) => wanted.test(w));
    if (at < 0) continue;
    const term = words.slice(0, Math.max(at + 1, 2)).join(' ');
    const found = await apiSuggestions(request, term);
    if (found.length <= MAX_SUGGESTIONS && found.some((p) => p.uuid === product.uuid)) return { product, term };
  }
  throw new Error(`no ${locale} product name with ${wanted}`);
}

/** A frequent word of the catalogue's names: the API finds more than 8 products with it. */
async function commonTerm(request: APIRequestContext, products: ApiProduct[], locale: Locale) {
  const counts = new Map<string, number>();
  for (const p of products) {
    for (const w of new Set(p.name[locale].split(/\s+/))) {
      if (/^\p{L}{3,}$/u.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
  for (const word of ranked.slice(0, 10)) {
    if ((await apiSuggestions(request, word)).length > MAX_SUGGESTIONS) return word;
  }
  throw new Error(`no frequent ${locale} word`);
}

const searchBox = (page: Page) => page.getByRole('combobox').and(page.getByTestId('search-input'));
const suggestions = (page: Page) => page.getByTestId('search-suggestions');

async function typeTerm(page: Page, term: string) {
  const input = searchBox(page);
  await input.click();
  await input.fill(term);
  await expect(suggestions(page)).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
}

async function expectSuggested(page: Page, name: string) {
  const options = suggestions(page).getByRole('option');
  await expect(options.filter({ hasText: name }).first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(MAX_SUGGESTIONS);
}

test.describe('search in Arabic folds hamza, alef maqsura, taa marbuta and diacritics', () => {
  let products: ApiProduct[] = [];
  test.beforeAll(async ({ request }) => {
    products = withUniqueNames(await allProducts(request));
  });
  test.beforeEach(async ({ page }) => {
    await seedStorage(page, { [KEYS.locale]: 'ar' });
    await openRoute(page, '/');
  });

  test('a term typed without hamza finds the name written with أ or إ', async ({ page, request }) => {
    const { product, term } = await termFor(request, products, 'ar', /[أإ]/);
    const typed = foldArabic(term);
    expect(typed).not.toBe(term);
    await typeTerm(page, typed);
    await expectSuggested(page, product.name.ar);
  });

  test('a term typed with ه for ة (or ي for ى) finds the name', async ({ page, request }) => {
    const { product, term } = await termFor(request, products, 'ar', /[ةى]/);
    const typed = term.replace(/ة/g, 'ه').replace(/ى/g, 'ي');
    expect(typed).not.toBe(term);
    await typeTerm(page, typed);
    await expectSuggested(page, product.name.ar);
  });

  test('a term typed with diacritics finds the plain name, and the reverse', async ({ page, request }) => {
    const plain = await termFor(request, products, 'ar', /^[\u0621-\u064A]{4,}$/);
    await typeTerm(page, withDiacritics(plain.term));
    await expectSuggested(page, plain.product.name.ar);

    const marked = await termFor(request, products, 'ar', /[\u064B-\u0652]/);
    const typed = withoutDiacritics(marked.term);
    expect(typed).not.toBe(marked.term);
    await typeTerm(page, typed);
    await expectSuggested(page, marked.product.name.ar);
  });
});

for (const locale of LOCALES) {
  test.describe(`search in ${locale}`, () => {
    let products: ApiProduct[] = [];
    test.beforeAll(async ({ request }) => {
      products = withUniqueNames(await allProducts(request));
    });
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { [KEYS.locale]: locale });
      await openRoute(page, '/');
    });

    test('suggestions list at most 8 names of the active language', async ({ page, request }) => {
      const { product, term } = await termFor(request, products, locale, /^\p{L}{4,}$/u);
      // English is matched without regard to case
      await typeTerm(page, locale === 'en' ? term.toLowerCase() : term);
      await expectSuggested(page, product.name[locale]);
      // a short, common term finds many products: still only 8 suggestions
      const common = await commonTerm(request, products, locale);
      const answer = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/client/products' && url.searchParams.get('name') === common;
      });
      await typeTerm(page, common);
      await expect(suggestions(page).getByRole('option')).toHaveCount(MAX_SUGGESTIONS);
      // the list shows no count, so the search counts no further than its 8 (decision 0075)
      const res = await answer;
      expect(new URL(res.url()).searchParams.get('count')).toBe('page');
      expect(((await res.json()) as { meta: unknown }).meta).toMatchObject({
        total: MAX_SUGGESTIONS,
        total_relation: 'gte',
      });
    });

    test('a search with more matches than the shop counts says "more than" its count', async ({ page, request }) => {
      // the word most names hold (decision 0074: a search counts up to 100 matches)
      const counts = new Map<string, number>();
      for (const p of products) {
        for (const w of new Set(p.name[locale].toLowerCase().split(/\s+/))) {
          if (/^\p{L}{3,}$/u.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
        }
      }
      const [word, named] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
      expect(named).toBeGreaterThan(120);
      const answer = await request.get(`/api/client/products?${new URLSearchParams({ name: word, limit: '20' })}`);
      const { meta } = (await answer.json()) as { meta: { total: number; total_relation?: string } };
      expect(meta).toMatchObject({ total: 100, total_relation: 'gte' });

      await openRoute(page, `/category-products?name=${encodeURIComponent(word)}&category_type=all`);
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(20);
      const showing = (n: number) => (locale === 'ar' ? `عرض ${n} من أكثر من 100` : `Showing ${n} of more than 100`);
      await expect(page.getByText(showing(20))).toBeVisible();
      await page.getByRole('button', { name: TEXT[locale].loadMore }).click();
      await expect(cards).toHaveCount(40);
      await expect(page.getByText(showing(40))).toBeVisible();
    });

    test('a search longer than the API takes searches by its start, typed or in a link', async ({ page, request }) => {
      const { product, term } = await termFor(request, products, locale, /^\p{L}{4,}$/u);
      // the word again and again, past the API's 100 characters: every start of it still finds the product
      const long = `${term} `.repeat(Math.ceil(150 / (term.length + 1)));
      const input = searchBox(page);
      await input.click();
      await input.fill(long);
      expect((await input.inputValue()).length).toBeLessThanOrEqual(100);
      await expectSuggested(page, product.name[locale]);
      await input.press('Enter');
      await expect(page).toHaveURL(/#\/category-products\?/);
      const card = page.getByTestId('product-card').filter({ hasText: product.name[locale] });
      await expect(card.first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      await openRoute(page, `/category-products?name=${encodeURIComponent(long)}&category_type=all`);
      await expect(card.first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('a search that finds nothing says so, naming what was searched', async ({ page }) => {
      await openRoute(page, `/category-products?name=${encodeURIComponent('qzxjw 7')}&category_type=all`);
      await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: 'qzxjw 7' })).toHaveText(
        locale === 'ar' ? 'لا توجد منتجات تطابق «\u2068qzxjw 7\u2069».' : 'No products match “\u2068qzxjw 7\u2069”.',
      );
      await expect(page.getByTestId('product-card')).toHaveCount(0);
      // opened from its address (a reload, a shared link), the page's search is in the box, as typed
      await expect(searchBox(page)).toHaveValue('qzxjw 7');
    });

    test("a long word searched (the box's 100 letters, no space) wraps: the page never scrolls sideways", async ({
      page,
    }) => {
      const word = 'q'.repeat(99) + 'z';
      const input = searchBox(page);
      await input.click();
      await input.fill(word);
      await input.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
      // nothing has that name: the "no products match" line names it too
      await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: word })).toBeVisible();
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
        window.scrollX,
      ]);
      expect(widths[0], 'the page is no wider than the screen').toBeLessThanOrEqual(widths[1]!);
      expect(widths[2], 'and opens unscrolled').toBe(0);
    });

    test('choosing a suggestion with the keyboard opens its product', async ({ page, request }) => {
      const { product, term } = await termFor(request, products, locale, /^\p{L}{4,}$/u);
      await typeTerm(page, term);
      await expectSuggested(page, product.name[locale]);
      const names = (await suggestions(page).getByTestId('suggestion-name').allTextContents()).map((t) => t.trim());
      const index = names.indexOf(product.name[locale]);
      expect(index, names.join(' | ')).toBeGreaterThanOrEqual(0);
      const input = searchBox(page);
      for (let i = 0; i <= index; i++) await input.press('ArrowDown');
      const active = suggestions(page).getByRole('option', { selected: true });
      await expect(active.getByTestId('suggestion-name')).toHaveText(product.name[locale]);
      await expect(input).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#/product-details/${product.uuid}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name[locale]);
      await expect(suggestions(page)).toBeHidden();
    });

    test('the category dropdown limits the suggestions to that category', async ({ page, request }) => {
      const tops = await categories(request);
      const topOf = (p: ApiProduct) =>
        new Set(p.CategoryProducts.map((c) => c.category.id).filter((id) => tops.some((t) => t.id === id)));
      // a word found in two top-level categories, with few enough matches that all show
      let chosen: { term: string; category: number; outside: ApiProduct } | undefined;
      const words = [...new Set(products.flatMap((p) => p.name[locale].split(/\s+/)))].filter((w) =>
        /^\p{L}{4,}$/u.test(w),
      );
      for (const word of words) {
        const local = products.filter((p) => p.name[locale].includes(word));
        const cats = new Set(local.flatMap((p) => [...topOf(p)]));
        if (cats.size < 2 || local.length > MAX_SUGGESTIONS) continue;
        const found = await apiSuggestions(request, word);
        if (found.length > MAX_SUGGESTIONS) continue;
        const category = [...topOf(found[0]!)][0]!;
        const outside = found.find((p) => !topOf(p).has(category));
        if (outside) {
          chosen = { term: word, category, outside };
          break;
        }
      }
      expect(chosen, 'a word shared by two categories').toBeDefined();
      const { term, category, outside } = chosen!;

      await typeTerm(page, term);
      await expectSuggested(page, outside.name[locale]);

      await page.getByTestId('search-category').selectOption(String(category));
      const inCategory = (await apiSuggestions(request, term, category)).map((p) => p.name[locale]);
      expect(inCategory.length).toBeGreaterThan(0);
      await searchBox(page).focus();
      const options = suggestions(page).getByRole('option');
      await expect(options).toHaveCount(Math.min(inCategory.length, MAX_SUGGESTIONS));
      for (const text of await options.getByTestId('suggestion-name').allTextContents()) {
        expect(inCategory).toContain(text.trim());
      }
      await expect(options.filter({ hasText: outside.name[locale] })).toHaveCount(0);
    });

    test('a navigation clears the suggestions', async ({ page, request }) => {
      await typeTerm(page, await commonTerm(request, products, locale));
      const input = searchBox(page);
      await expect(input).toBeFocused();
      // navigate without touching the search box (so no blur closes the list)
      await page.evaluate(() => (window.location.hash = '#/categories'));
      await expect(page).toHaveURL(/#\/categories$/);
      await expect(suggestions(page)).toBeHidden();
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toBeFocused();
    });
  });
}
