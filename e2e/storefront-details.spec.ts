import { expect, test, type TestInfo } from '@playwright/test';
import {
  cartItem,
  open,
  placeOrderByApi,
  productsInStock,
  registerClient,
  startWith,
  type Locale,
} from './support/checkout.js';
import { photograph } from './support/photo.js';

/** The catalogue page this spec takes its products from (50 a page), so it starves no other spec. */
const CATALOGUE_PAGE = 8;

const TEXT = {
  ar: {
    specials: 'العروض الخاصة',
    allProducts: 'كل المنتجات',
    categoryNotFound: 'هذا القسم غير موجود',
    breadcrumb: 'مسار التنقل',
    categories: 'الأقسام',
    terms: 'الشروط والأحكام',
    contents: 'المحتويات',
    termsHeadings: ['الطلبات', 'الأسعار والدفع', 'التوصيل', 'الإرجاع والاستبدال', 'الخصوصية'],
    guestName: 'اسمك الكامل',
    guestPhone: 'رقم هاتفك',
    checkFields: 'يرجى مراجعة الحقول المحددة.',
    editHint: 'هذا الطلب قيد الانتظار: يمكنك تعديل الكميات أو إزالة منتجات حتى يؤكده المحل.',
  },
  en: {
    specials: 'Special offers',
    allProducts: 'All products',
    categoryNotFound: 'This category does not exist',
    breadcrumb: 'Breadcrumb',
    categories: 'Categories',
    terms: 'Terms and conditions',
    contents: 'Contents',
    termsHeadings: ['Orders', 'Prices and payment', 'Delivery', 'Returns and exchanges', 'Privacy'],
    guestName: 'Your full name',
    guestPhone: 'Your phone number',
    checkFields: 'Please check the highlighted fields.',
    editHint: 'This order is pending: you can change quantities or remove products until the shop confirms it.',
  },
} as const;

const LOCALES: readonly Locale[] = ['ar', 'en'];

/** Each test of each project and locale takes its own products. */
const offset = (info: TestInfo, locale: Locale, slot: number) =>
  ((info.project.name === 'phone' ? 2 : 0) + (locale === 'en' ? 1 : 0)) * 3 + slot;

for (const locale of LOCALES) {
  const T = TEXT[locale];

  test.describe(`storefront details (${locale})`, () => {
    test('the specials link reads "Special offers" and leads to a page of that title', async ({ page }, info) => {
      await startWith(page, { locale });
      await open(page, '/', locale);
      const nav = info.project.name === 'phone' ? page.getByTestId('bottom-nav') : page.locator('header');
      const link = nav.getByRole('link', { name: T.specials, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.specials);
    });

    test('an unknown category says so instead of "all products" over an empty list', async ({ page }) => {
      await startWith(page, { locale });
      await open(page, '/category-products?category_type=specific&category_id=999999', locale);
      const missing = page.getByTestId('category-not-found');
      await expect(missing.getByRole('heading', { name: T.categoryNotFound })).toBeVisible();
      await expect(page.getByRole('heading', { name: T.allProducts })).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(T.categoryNotFound));
      await photograph(page, `category-not-found-${locale}`, { fullPage: true });
      await missing.getByRole('link', { name: T.categories }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.categories);

      // an unknown sub-category of the same screen too
      await open(page, '/category-products?category_type=specific&sub_category_id=999999', locale);
      await expect(page.getByTestId('category-not-found')).toBeVisible();
    });

    test("the product page's breadcrumb opens its category's list, a sub-category's or a top-level one's", async ({
      page,
      request,
    }) => {
      type Named = { id: number; name: Record<Locale, string> };
      const categories = (
        (await (await request.get('/api/client/categories')).json()) as {
          data: (Named & { SubCategories: Named[] })[];
        }
      ).data;
      const { data: products } = (await (await request.get('/api/client/products?limit=50')).json()) as {
        data: { uuid: string; CategoryProducts: { category: Named }[] }[];
      };
      // the demo's products are filed under a sub-category first, then its parent
      const product = products.find((p) => p.CategoryProducts.length > 1)!;
      const sub = product.CategoryProducts[0]!.category;
      const parent = categories.find((c) => c.SubCategories.some((s) => s.id === sub.id))!;
      expect(parent, 'the first category is a sub-category').toBeTruthy();
      const crumb = page.getByRole('navigation', { name: T.breadcrumb }).getByRole('link', { name: sub.name[locale] });

      await startWith(page, { locale });
      await open(page, `/product-details/${product.uuid}`, locale);
      await crumb.click();
      await expect(page).toHaveURL(new RegExp(`[?&]sub_category_id=${sub.id}(&|$)`));
      await expect(page.getByTestId('category-not-found')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.name[locale]);

      // a product filed under a top-level category only (its answer trimmed to its parent)
      await page.route(
        (url) => url.pathname === `/api/client/products/${product.uuid}`,
        async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: { CategoryProducts: { category: Named }[] } };
          body.data.CategoryProducts = [{ category: { ...sub, id: parent.id, name: parent.name } }];
          await route.fulfill({ response, json: body });
        },
      );
      await open(page, `/product-details/${product.uuid}`, locale);
      await page.reload(); // the product asked again, not from the page's cache
      const parentCrumb = page
        .getByRole('navigation', { name: T.breadcrumb })
        .getByRole('link', { name: parent.name[locale] });
      await parentCrumb.click();
      await expect(page).toHaveURL(new RegExp(`[?&]category_id=${parent.id}(&|$)`));
      await expect(page.getByTestId('category-not-found')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(parent.name[locale]);
    });

    test('category names are shown whole on the categories page', async ({ page }) => {
      await startWith(page, { locale });
      await open(page, '/categories', locale);
      const names = page.getByTestId('category-name');
      await expect(names.first()).toBeVisible();
      const clipped = await names.evaluateAll((elements) =>
        elements.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
      expect(clipped).toEqual([]);
      await photograph(page, `categories-${locale}`, { fullPage: true });
    });

    test('the terms read as sections with headings, reached from their contents', async ({ page }) => {
      await startWith(page, { locale });
      await open(page, '/terms-conditions', locale);
      const terms = page.getByTestId('terms');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.terms);
      for (const heading of T.termsHeadings) {
        await expect(terms.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      const contents = page.getByRole('navigation', { name: T.contents });
      await expect(contents.getByRole('button')).toHaveText([...T.termsHeadings]);
      await contents.getByRole('button', { name: T.termsHeadings[3] }).click();
      await expect(terms.getByRole('heading', { level: 2, name: T.termsHeadings[3] })).toBeFocused();
      await photograph(page, `terms-${locale}`, { fullPage: true });
    });

    test("the form's summary error goes once the fields it points at are fixed", async ({ page, request }, info) => {
      const [product] = await productsInStock(request, 1, offset(info, locale, 0), CATALOGUE_PAGE);
      await startWith(page, { locale, cart: [cartItem(product!, 1)] });
      await open(page, '/checkout', locale);
      await page.getByTestId('who-guest').click();
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('checkout-error')).toHaveText(T.checkFields);
      await expect(page.getByLabel(T.guestName)).toBeFocused();
      // the summary follows a language switch, as the fields' own messages do
      await page.getByTestId('language-switch').click();
      await expect(page.getByTestId('checkout-error')).toHaveText(TEXT[locale === 'ar' ? 'en' : 'ar'].checkFields);
      await page.getByTestId('language-switch').click();
      await expect(page.getByTestId('checkout-error')).toHaveText(T.checkFields);

      await page.getByLabel(T.guestName).fill('Salem Ali');
      // one field is still wrong: the summary stays
      await expect(page.getByTestId('checkout-error')).toHaveText(T.checkFields);
      await page.getByLabel(T.guestPhone).fill('0912345678');
      await expect(page.getByTestId('guest_phone-error')).toHaveCount(0);
      await expect(page.getByTestId('checkout-error')).toHaveCount(0);
    });

    test('"Change" on the orders list opens the order at its products, ready to change', async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `details-${locale}`);
      const [product] = await productsInStock(request, 1, offset(info, locale, 1), CATALOGUE_PAGE);
      const order = await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 2 }]);
      await startWith(page, { locale, token });
      await open(page, '/orders', locale);
      const row = page.getByTestId('order-row').filter({ hasText: order.number });
      await row.getByTestId('order-change').click();
      await expect(page.getByTestId('order-number')).toHaveText(order.number);
      await expect(page.getByTestId('order-edit-hint')).toHaveText(T.editHint);
      const quantity = page.getByTestId('order-line').first().getByTestId('order-line-quantity');
      await expect(quantity).toBeFocused();
      await expect(quantity).toBeInViewport();

      // "Details" opens the same order as before, without taking the focus to a quantity
      await open(page, '/orders', locale);
      await page.getByTestId('order-row').filter({ hasText: order.number }).getByTestId('order-details').click();
      await expect(page.getByTestId('order-number')).toHaveText(order.number);
      await expect(page.getByTestId('order-line-quantity').first()).not.toBeFocused();
    });
  });
}
