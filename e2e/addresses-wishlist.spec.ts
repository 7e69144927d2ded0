import { expect, test, type TestInfo } from '@playwright/test';
import { createAccount, logInWithModal } from './support/accounts.js';
import { cartItem, open, productsInStock, registerClient, startWith, type Locale } from './support/checkout.js';
import { expectFocusOn } from './support/storefront.js';
import { photograph } from './support/photo.js';

/** The address book, the checkout's address picker and the wishlist (issue 11), in both languages. */

/**
 * The catalogue page this spec was given (6) is beyond the demo catalogue (240 products, 5 pages of 50), so the
 * spec only reads products and never orders: it takes stock from no other spec. The checkout's request is checked
 * as it leaves the browser (the sales suites check what the server does with it).
 */
const READ_ONLY_PAGE = 1;

const TEXT = {
  ar: {
    label: 'اسم العنوان',
    recipient: 'الاسم الكامل للمستلم',
    phone: 'هاتف المستلم',
    city: 'المدينة',
    line: 'العنوان',
    notes: 'إرشادات للمندوب (اختياري)',
    home: 'البيت',
    work: 'العمل',
    empty: 'لا توجد عناوين محفوظة بعد',
    saved: 'تم حفظ العنوان.',
    madeDefault: 'أصبح هذا العنوان هو العنوان الافتراضي.',
    phoneError: 'يرجى إدخال رقم هاتف ليبي صحيح مثل 0912345678.',
    addWish: 'أضف إلى قائمة الأمنيات',
    inWish: 'في قائمة أمنياتك',
    gone: 'هذا المنتج لم يعد معروضاً للبيع',
    emptyWish: 'قائمة أمنياتك فارغة',
  },
  en: {
    label: 'Name of the address',
    recipient: 'Recipient’s full name',
    phone: 'Recipient’s phone',
    city: 'City',
    line: 'Address',
    notes: 'Directions for the courier (optional)',
    home: 'Home',
    work: 'Work',
    empty: 'No saved addresses yet',
    saved: 'The address has been saved.',
    madeDefault: 'This is now your default address.',
    phoneError: 'Please enter a valid Libyan phone number such as 0912345678.',
    addWish: 'Add to wishlist',
    inWish: 'In your wishlist',
    gone: 'This product is no longer sold',
    emptyWish: 'Your wishlist is empty',
  },
} as const;

const LOCALES: readonly Locale[] = ['ar', 'en'];

/** Each project and locale takes its own products from the page of the catalogue this spec owns. */
const offset = (info: TestInfo, locale: Locale, slot: number) =>
  ((info.project.name === 'phone' ? 2 : 0) + (locale === 'en' ? 1 : 0)) * 3 + slot;

interface City {
  id: number;
  name: { ar: string; en: string };
}

for (const locale of LOCALES) {
  const T = TEXT[locale];

  test.describe(`address book and wishlist (${locale})`, () => {
    test('a client saves two addresses, makes the second the default, and checkout starts from it', async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `addresses-${locale}`);
      const [product] = await productsInStock(request, 1, offset(info, locale, 0), READ_ONLY_PAGE);
      const { data: cities } = (await (await request.get('/api/client/get/cities')).json()) as { data: City[] };
      expect(cities.length).toBeGreaterThan(1);
      const [first, second] = [cities[0]!, cities[1]!];

      await startWith(page, { locale, token, cart: [cartItem(product!, 1)] });
      await open(page, '/profile/addresses', locale);
      await expect(page.getByText(T.empty)).toBeVisible();
      // a form cancelled from the keyboard gives the focus back to the button that opened it
      await page.getByTestId('address-add').click();
      await page
        .getByTestId('address-form')
        .getByRole('button', { name: locale === 'ar' ? 'إلغاء' : 'Cancel', exact: true })
        .press('Enter');
      await expect(page.getByTestId('address-form')).toHaveCount(0);
      await expectFocusOn(page, page.getByTestId('address-add'));

      const fill = async (label: string, city: City, line: string, phone: string) => {
        await page.getByTestId('address-add').click();
        const form = page.getByTestId('address-form');
        // the keyboard is taken to the form's first field
        await expect(form.getByLabel(T.label)).toBeFocused();
        await form.getByLabel(T.label).fill(label);
        await form.getByLabel(T.recipient).fill('سالم المبروك');
        await form.getByLabel(T.phone).fill(phone);
        await form.getByLabel(T.city, { exact: true }).selectOption(String(city.id));
        await form.getByLabel(T.line, { exact: true }).fill(line);
        await form.getByLabel(T.notes).fill('الباب الأخضر');
        await form.getByTestId('address-save').click();
      };

      // a wrong phone is refused beside its field, in the shopper's language, before anything is sent
      await fill(T.home, first, 'حي الأندلس، شارع 5', '12345');
      await expect(page.getByTestId('phone-error')).toHaveText(T.phoneError);
      await page.getByTestId('address-form').getByLabel(T.phone).fill('091 234 5678');
      await page.getByTestId('address-save').click();
      await expect(page.getByTestId('address-notice')).toHaveText(T.saved);
      // the form and its button are gone: the keyboard's focus is on the message that says what happened
      await expectFocusOn(page, page.getByTestId('address-notice'));
      await expect(page.getByTestId('address-card')).toHaveCount(1);
      // the first address is the default
      await expect(page.getByTestId('address-card').first()).toHaveAttribute('data-default', 'true');

      await fill(T.work, second, 'شارع عمر المختار، عمارة 12', '0923334444');
      await expect(page.getByTestId('address-card')).toHaveCount(2);
      const work = page.getByTestId('address-card').filter({ hasText: T.work });
      await expect(work).toHaveAttribute('data-default', 'false');
      await work.getByTestId('address-make-default').click();
      await expect(page.getByTestId('address-notice')).toHaveText(T.madeDefault);
      await expectFocusOn(page, page.getByTestId('address-notice'));
      await expect(work).toHaveAttribute('data-default', 'true');
      await expect(page.getByTestId('address-card').filter({ hasText: T.home })).toHaveAttribute(
        'data-default',
        'false',
      );
      // the default comes first
      await expect(page.getByTestId('address-card').first()).toContainText(T.work);
      await expect(work).toContainText('+218 92 333 4444');
      await photograph(page, `address-book-${locale}`, { fullPage: true });

      // checkout starts from the default address: delivery chosen, the saved address picked, its fields filled
      await open(page, '/checkout', locale);
      const picker = page.getByTestId('address-picker');
      await expect(picker).toBeVisible();
      const saved = picker.getByTestId('saved-address');
      await expect(saved).toHaveCount(2);
      await expect(saved.filter({ hasText: T.work }).getByRole('radio')).toBeChecked();
      await expect(page.getByTestId('method-delivery').getByRole('radio')).toBeChecked();
      await expect(page.locator('#city_id')).toHaveCount(0);
      await photograph(page, `checkout-picker-${locale}`, { fullPage: true });

      // another address shows the empty fields; picking the saved one again fills them back
      await picker.getByTestId('new-address').getByRole('radio').check();
      await expect(page.locator('#city_id')).toHaveValue('');
      await expect(page.getByTestId('save-address')).toBeVisible();
      await saved.filter({ hasText: T.work }).getByRole('radio').check();
      await expect(page.locator('#city_id')).toHaveCount(0);
      // the address picked stays picked after a trip to the cart and back (decision 0087)
      await saved.filter({ hasText: T.home }).getByRole('radio').check();
      await open(page, '/shopping-cart', locale);
      await open(page, '/checkout', locale);
      await expect(saved.filter({ hasText: T.home }).getByRole('radio')).toBeChecked();
      await expect(page.locator('#city_id')).toHaveCount(0);
      await saved.filter({ hasText: T.work }).getByRole('radio').check();

      // the order sent is the spec's request, filled from the default address; it is stopped on its way so no stock
      // is taken
      await page.getByTestId('package').first().getByRole('radio').check();
      const sent = new Promise<Record<string, unknown>>((resolve) => {
        void page.route('**/api/client/sales', async (route) => {
          resolve(route.request().postDataJSON() as Record<string, unknown>);
          await route.abort();
        });
      });
      await page.getByTestId('place-order').click();
      const body = await sent;
      expect(body).toMatchObject({
        delivery_method: 'delivery_company',
        city_id: second.id,
        near_place: 'شارع عمر المختار، عمارة 12 — الباب الأخضر',
        receiver_name: 'سالم المبروك',
        receiver_phone: '0923334444',
        payment_method: 'cash_on_delivery',
      });
      expect(Object.keys(body).sort()).toEqual(
        [
          'city_id',
          'delivery_method',
          'expected_total',
          'near_place',
          'payment_method',
          'products',
          'receiver_name',
          'receiver_phone',
          'service_package_id',
        ].sort(),
      );

      // a logout leaves nothing of the member's address in this tab for the next person's checkout
      const draft = () => page.evaluate(() => sessionStorage.getItem('checkoutDraft'));
      expect(await draft()).not.toBeNull();
      const menu = page.getByTestId('account-menu');
      if (await menu.isVisible()) await menu.click();
      await page.getByTestId('logout').locator('visible=true').click();
      await expect(page.getByTestId('logout')).toHaveCount(0);
      // nor in the tab's storage: the draft goes with the session
      expect(await draft()).toBeNull();
      await open(page, '/checkout', locale);
      await page.getByTestId('method-delivery').getByRole('radio').check();
      await expect(page.locator('#city_id')).toHaveValue('');
      await expect(page.locator('[name="near_place"]')).toHaveValue('');
      await expect(page.locator('[name="receiver_phone"]')).toHaveValue('');
    });

    test('a guest hearts a product, logs in, and the wishlist on the account holds it', async ({
      page,
      request,
    }, info) => {
      const [product] = await productsInStock(request, 1, offset(info, locale, 1), READ_ONLY_PAGE);
      const account = await createAccount(request, `wishlist-${locale}`);
      // a product the guest kept that the shop no longer has
      const gone = { uuid: '00000000-0000-4000-8000-00000000beef', name_ar: 'منتج قديم', name_en: 'An old product' };
      await startWith(page, { locale });
      await page.addInitScript((item) => {
        if (!sessionStorage.getItem('wishlist-seeded')) {
          sessionStorage.setItem('wishlist-seeded', '1');
          localStorage.setItem('WishlistItems', JSON.stringify([item]));
        }
      }, gone);

      await open(page, `/product-details/${product!.uuid}`, locale);
      const heart = page.getByRole('button', { name: T.addWish });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      const pressed = page.getByRole('button', { name: T.inWish });
      await expect(pressed).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('header-wishlist-count')).toHaveText('2');
      await photograph(page, `product-heart-${locale}`);
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('WishlistItems'))) ?? '[]') as {
        uuid: string;
      }[];
      expect(stored.map((i) => i.uuid)).toEqual([product!.uuid, gone.uuid]);

      await page.getByTestId('header-wishlist').click();
      await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
      await expect(page.getByTestId('wishlist-item')).toContainText(product!.name[locale]);
      await expect(page.getByTestId('wishlist-gone')).toContainText(T.gone);
      await expect(page.getByTestId('wishlist-guest-note')).toBeVisible();
      await photograph(page, `wishlist-guest-${locale}`, { fullPage: true });

      await logInWithModal(page, locale, account.email, account.password);
      // merged into the account: the browser's list is emptied and the page shows the account's list
      await expect.poll(() => page.evaluate(() => localStorage.getItem('WishlistItems'))).toBeNull();
      await expect(page.getByTestId('wishlist-guest-note')).toHaveCount(0);
      await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
      await expect(page.getByTestId('wishlist-item')).toHaveAttribute('data-uuid', product!.uuid);
      await expect(page.getByTestId('header-wishlist-count')).toHaveText('1');
      await photograph(page, `wishlist-client-${locale}`, { fullPage: true });

      // after a reload it comes from the account
      await page.reload();
      await expect(page.getByTestId('wishlist-item')).toHaveCount(1);

      // removing it leaves the empty state, with the keyboard's focus on its heading rather than the page's body
      await page.getByTestId('wishlist-remove').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(T.emptyWish)).toBeVisible();
      await expectFocusOn(page, page.getByRole('main').getByRole('heading', { level: 1 }));
    });
  });
}

test('a pasted map link or a long word in an address wraps inside its card on a phone', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a phone screen');
  const [product] = await productsInStock(request, 1, offset(info, 'ar', 2), READ_ONLY_PAGE);
  const token = await registerClient(request, 'long-address');
  const { data: cities } = (await (await request.get('/api/client/get/cities')).json()) as { data: City[] };
  const link = `قرقارش https://www.google.com/maps/place/32.8596133,13.1171312/@32.8596133,13.1171312,17z/data=${'x'.repeat(40)}`;
  const saved = await request.post('/api/client/addresses', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      label: 'Home',
      recipient_name: 'Huda Salem',
      phone: '0925551234',
      city_id: cities[0]!.id,
      address_line: link,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await startWith(page, { locale: 'ar', token, cart: [cartItem(product!, 1)] });
  for (const path of ['/profile/addresses', '/checkout']) {
    await open(page, path, 'ar');
    await expect(page.getByText(/maps\/place/).first(), path).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});
