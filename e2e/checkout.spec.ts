import { type APIRequestContext, expect, type Locator, test, type Page, type TestInfo } from '@playwright/test';
import {
  cartItem,
  expectedTotals,
  open,
  placeOrderByApi,
  plain,
  productsInStock,
  registerClient,
  startWith,
  type Locale,
  soldOutProduct,
} from './support/checkout.js';
import { amountText, expectFocusOn } from './support/storefront.js';

const TEXT = {
  ar: {
    loginTitle: 'تسجيل الدخول إلى حسابك',
    guestName: 'اسمك الكامل',
    guestPhone: 'رقم هاتفك',
    pickup: 'الاستلام شخصياً من المحل',
    delivery: 'عن طريق شركة توصيل',
    feeLater: 'تظهر بعد اختيار المدينة والخدمة',
    city: 'مدينة الوجهة',
    nearPlace: 'أقرب مكان أو العنوان',
    receiverName: 'الاسم الكامل للمستلم',
    receiverPhone: 'رقم هاتف المستلم',
    cashOnDelivery: 'الدفع عند الاستلام',
    chooseWho: 'سجّل الدخول أو أنشئ حساباً أو تابع كزائر.',
    expired: 'انتهت صلاحية كود الخصم.',
    pending: 'قيد الانتظار',
    noOrders: 'لا توجد طلبات',
    orderNotFound: 'الطلب غير موجود',
    oneProduct: 'منتج واحد',
    twoProducts: 'منتجان',
    onlyLeft: (n: number) => `المتوفر في المخزون ${n} فقط.`,
    soldOut: 'نفدت الكمية من المخزون.',
    products: 'المنتجات',
  },
  en: {
    loginTitle: 'Log in to your account',
    guestName: 'Your full name',
    guestPhone: 'Your phone number',
    pickup: 'Receive in person from the shop',
    delivery: 'Via a delivery company',
    feeLater: 'Shown once you choose the city and service',
    city: 'Destination city',
    nearPlace: 'Nearest place or address',
    receiverName: "Receiver's full name",
    receiverPhone: "Receiver's contact phone",
    cashOnDelivery: 'Cash on delivery',
    chooseWho: 'Log in, create an account or continue as a guest.',
    expired: 'This discount code has expired.',
    pending: 'Pending',
    noOrders: 'No orders',
    orderNotFound: 'Order not found',
    oneProduct: '1 product',
    twoProducts: '2 products',
    onlyLeft: (n: number) => `Only ${n} left in stock.`,
    soldOut: 'Sold out: none left in stock.',
    products: 'Products',
  },
} as const;

const LOCALES: readonly Locale[] = ['ar', 'en'];

/** Each test of each project and locale orders its own products, so parallel runs never share stock. */
/**
 * Where a test takes its products: each project and language orders from a catalogue page of its own (11–14 of the
 * e2e catalogue), so the four runs never drain one another's stock; `slot` keeps the tests of one run apart.
 */
const inStock = (request: APIRequestContext, count: number, info: TestInfo, locale: Locale, slot: number) =>
  productsInStock(request, count, slot, 11 + (info.project.name === 'phone' ? 2 : 0) + (locale === 'en' ? 1 : 0));

async function expectAmount(page: Page, testId: string, value: number) {
  await expect.poll(async () => plain(await page.getByTestId(testId).textContent())).toContain(amountText(value));
}

for (const locale of LOCALES) {
  const T = TEXT[locale];

  test.describe(`checkout and orders (${locale})`, () => {
    test('a guest orders for pickup, sees the confirmation with an empty cart and again after a reload, and finds the order', async ({
      page,
      request,
    }, info) => {
      const [product] = await inStock(request, 1, info, locale, 0);
      await startWith(page, { locale, cart: [cartItem(product!, 2)] });
      await open(page, '/checkout', locale);

      // the three ways on for a guest: the login modal, registration back to checkout, or as a guest
      await page.getByTestId('who-login').click();
      const dialog = page.getByRole('dialog', { name: T.loginTitle });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('who-register')).toHaveAttribute('href', '#/registration?nextUrl=%2Fcheckout');
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('checkout-error')).toHaveText(T.chooseWho);

      await page.getByTestId('who-guest').click();
      await expect(page.getByTestId('who-guest')).toHaveAttribute('aria-pressed', 'true');
      await page.getByLabel(T.guestName).fill('Salem Ali');
      const phone = page.getByLabel(T.guestPhone);
      await expect(phone).toHaveAttribute('dir', 'ltr');
      await expect(phone).toHaveAttribute('inputmode', 'tel');
      await phone.fill('091 234 5678');
      await expect(page.getByRole('radio', { name: T.pickup })).toBeChecked();
      await expect(page.getByRole('radio', { name: T.cashOnDelivery })).toBeChecked();

      const expected = expectedTotals([{ product: product!, quantity: 2 }]);
      await expectAmount(page, 'summary-subtotal', expected.subtotal);
      await expectAmount(page, 'summary-total', expected.total);
      await expect(page.getByTestId('summary-delivery_fee')).toHaveCount(0);

      await page.getByTestId('place-order').click();
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation).toBeVisible();
      const number = plain(await page.getByTestId('confirmation-number').textContent());
      expect(number).toMatch(/^DK-\d{6}$/);
      await expectAmount(page, 'confirmation-total', expected.total);
      expect(await page.evaluate(() => localStorage.getItem('CartItems'))).toBe('[]');
      expect(await page.evaluate(() => localStorage.getItem('client-token'))).toBeTruthy();

      // a reload shows the same confirmation: a guest who left no e-mail has no other copy of the number
      const confirmationAgain = async () => {
        await expect(confirmation).toBeVisible();
        await expect.poll(async () => plain(await page.getByTestId('confirmation-number').textContent())).toBe(number);
        await expectAmount(page, 'confirmation-total', expected.total);
      };
      await page.reload();
      await confirmationAgain();
      const kept = await page.evaluate(() => sessionStorage.getItem('checkoutPlaced'));
      expect(kept).not.toContain('Salem Ali');
      expect(kept).not.toContain(await page.evaluate(() => localStorage.getItem('client-token')));

      // the next steps are full-size targets on a phone too (they had collapsed to 24 px in the phone's column)
      for (const link of await confirmation.getByRole('link').all()) {
        expect((await link.boundingBox())?.height, await link.innerText()).toBeGreaterThanOrEqual(44);
      }
      await page.getByTestId('confirmation-view-order').click();
      await expect(page.getByTestId('order-details-page')).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(number);
      await expect(page.getByTestId('order-status')).toHaveText(T.pending);
      await expect(page.getByTestId('order-line')).toHaveCount(1);
      await expectAmount(page, 'order-totals-total', expected.total);

      // back from the order's details: the confirmation again
      await page.goBack();
      await confirmationAgain();
      // a cart with lines again is a new checkout: the form, not the last order's confirmation, even after a reload
      await page.evaluate((item) => localStorage.setItem('CartItems', JSON.stringify([item])), cartItem(product!, 1));
      await page.reload();
      await expect(page.getByTestId('place-order')).toBeVisible();
      await expect(confirmation).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('place-order')).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('checkoutPlaced'))).toBeNull();
    });

    test('what a guest typed survives a reload and a trip to the cart, and is gone once the order is placed', async ({
      page,
      request,
    }, info) => {
      const [product] = await inStock(request, 1, info, locale, 9);
      const { data: cities } = (await (await request.get('/api/client/get/cities')).json()) as {
        data: { id: number }[];
      };
      const city = cities[cities.length - 1]!;
      const { data: packages } = (await (
        await request.get(`/api/client/get/service/packages?city_id=${city.id}`)
      ).json()) as { data: { name: { ar: string; en: string } }[] };
      await startWith(page, { locale, cart: [cartItem(product!, 1)] });
      await open(page, '/checkout', locale);
      await page.getByTestId('who-guest').click();
      await page.getByLabel(T.guestName).fill('Amal Fathi');
      await page.getByLabel(T.guestPhone).fill('0925550101');
      await page.getByRole('radio', { name: T.delivery }).check();
      await page.getByLabel(T.city).selectOption(String(city.id));
      await page.getByRole('radio', { name: packages[0]!.name[locale] }).check();
      await page.getByLabel(T.nearPlace).fill('Souq al-Juma, behind the school');

      const typed = async () => {
        await expect(page.getByTestId('who-guest')).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByLabel(T.guestName)).toHaveValue('Amal Fathi');
        await expect(page.getByLabel(T.guestPhone)).toHaveValue('0925550101');
        await expect(page.getByRole('radio', { name: T.delivery })).toBeChecked();
        await expect(page.getByLabel(T.city)).toHaveValue(String(city.id));
        await expect(page.getByRole('radio', { name: packages[0]!.name[locale] })).toBeChecked();
        await expect(page.getByLabel(T.nearPlace)).toHaveValue('Souq al-Juma, behind the school');
      };
      await page.reload();
      await typed();
      await open(page, '/shopping-cart', locale);
      await expect(page.getByTestId('whatsapp-float')).toBeVisible();
      await open(page, '/checkout', locale);
      await typed();
      // the floating WhatsApp button steps aside on the checkout: on a phone it covered the end of "place order"
      await expect(page.getByTestId('place-order')).toBeVisible();
      await expect(page.getByTestId('whatsapp-float')).toHaveCount(0);

      await page.getByLabel(T.receiverName).fill('Amal Fathi');
      await page.getByLabel(T.receiverPhone).fill('0925550101');
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('order-confirmation')).toBeVisible();
      // neither the address nor the order's key stays in the tab
      expect(
        await page.evaluate(() => [sessionStorage.getItem('checkoutDraft'), sessionStorage.getItem('checkoutAttempt')]),
      ).toEqual([null, null]);
    });

    test('a client orders for delivery with a discount code, then finds the order in the list and its details', async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `delivery-${locale}`);
      const [first, second] = await inStock(request, 2, info, locale, 1);
      const { data: cities } = (await (await request.get('/api/client/get/cities')).json()) as {
        data: { id: number; name: { ar: string; en: string } }[];
      };
      const city = cities[0]!;
      const { data: packages } = (await (
        await request.get(`/api/client/get/service/packages?city_id=${city.id}`)
      ).json()) as { data: { id: number; name: { ar: string; en: string }; price: number }[] };
      const pack = packages[packages.length - 1]!;

      await startWith(page, { locale, token, cart: [cartItem(first!, 1), cartItem(second!, 2)] });
      await open(page, '/checkout', locale);
      await expect(page.getByTestId('who-guest')).toHaveCount(0);

      await page.getByRole('radio', { name: T.delivery }).check();
      // no service chosen yet: its fee is not known, and is not shown as free
      await expect(page.getByTestId('summary-delivery_fee')).toHaveText(T.feeLater);
      // no saved address yet: the city and nearest place given at registration are filled in
      await expect(page.getByLabel(T.city)).not.toHaveValue('');
      await expect(page.getByLabel(T.nearPlace)).toHaveValue('Gorji, near the mosque');
      await page.getByLabel(T.city).selectOption(String(city.id));
      await page.getByRole('radio', { name: pack.name[locale] }).check();
      await page.getByLabel(T.nearPlace).fill('Dahra, near the clock tower');
      // the receiver is the account holder unless changed
      await expect(page.getByLabel(T.receiverName)).toHaveValue('Huda Salem');
      await expect(page.getByLabel(T.receiverPhone)).toHaveValue('0925551234');
      await page.getByLabel(T.receiverPhone).fill('0913334455');

      // a refused code tells why, in the shopper's language
      await page.getByTestId('code-input').fill('EXPIRED5');
      await page.getByTestId('code-apply').click();
      await expect(page.getByTestId('code-error')).toHaveText(T.expired);

      await page.getByTestId('code-input').fill('welcome10');
      await page.getByTestId('code-apply').click();
      const lines = [
        { product: first!, quantity: 1 },
        { product: second!, quantity: 2 },
      ];
      const expected = expectedTotals(lines, { percentCode: { percent: 10, max: 50 }, deliveryFee: pack.price });
      await expect(page.getByTestId('code-applied')).toContainText('WELCOME10');
      await expect(page.getByTestId('code-error')).toHaveCount(0);
      await expectAmount(page, 'code-applied', expected.code_discount);
      await expectAmount(page, 'summary-code_discount', expected.code_discount);
      await expectAmount(page, 'summary-delivery_fee', pack.price);
      await expectAmount(page, 'summary-total', expected.total);

      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('order-confirmation')).toBeVisible();
      const number = plain(await page.getByTestId('confirmation-number').textContent());
      await expectAmount(page, 'confirmation-total', expected.total);

      await open(page, '/orders', locale);
      const row = page.getByTestId('order-row').filter({ hasText: number });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('order-status')).toHaveText(T.pending);
      await expect(row.getByTestId('order-products-count')).toHaveText(T.twoProducts);
      await expectAmount(page, 'order-total', expected.total);
      await expect(row.getByTestId('order-change')).toBeVisible();

      await row.getByTestId('order-details').click();
      await expect(page.getByTestId('order-number')).toHaveText(number);
      await expect(page.getByTestId('order-line')).toHaveCount(2);
      await expect(page.getByTestId('order-details-page')).toContainText(city.name[locale]);
      await expect(page.getByTestId('order-details-page')).toContainText(pack.name[locale]);
      await expect(page.getByTestId('order-details-page')).toContainText('Dahra, near the clock tower');
      await expect(page.getByTestId('order-details-page')).toContainText('+218 91 333 4455');
      await expectAmount(page, 'order-totals-code_discount', expected.code_discount);
      await expectAmount(page, 'order-totals-delivery_fee', pack.price);
      await expectAmount(page, 'order-totals-total', expected.total);
      await expect(page.locator('[aria-current="step"]')).toContainText(T.pending);
    });

    test('a client changes a pending order: a quantity, then removes a line', async ({ page, request }, info) => {
      const token = await registerClient(request, `change-${locale}`);
      const [first, second] = await inStock(request, 2, info, locale, 3);
      await startWith(page, { locale, token });

      await open(page, '/orders', locale);
      await expect(page.getByRole('heading', { name: T.noOrders })).toBeVisible();
      await expect(page.getByTestId('orders-shop')).toBeVisible();

      const order = await placeOrderByApi(request, token, [
        { uuid: first!.uuid, quantity: 2 },
        { uuid: second!.uuid, quantity: 1 },
      ]);
      await open(page, `/orders/${order.uuid}`, locale);
      await expect(page.getByTestId('order-edit-hint')).toBeVisible();
      const line = page.locator(`[data-testid="order-line"][data-uuid="${first!.uuid}"]`);
      await expect(line.getByTestId('order-line-quantity')).toHaveValue('2');

      await line.getByRole('button', { name: locale === 'ar' ? 'زيادة الكمية' : 'Increase quantity' }).click();
      await expect(line.getByTestId('order-line-quantity')).toHaveValue('3');
      await line.getByTestId('order-line-save').click();
      await expect(line.getByTestId('order-line-save')).toHaveCount(0);
      const three = expectedTotals([
        { product: first!, quantity: 3 },
        { product: second!, quantity: 1 },
      ]);
      await expectAmount(page, 'order-totals-total', three.total);
      const lineTotal = expectedTotals([{ product: first!, quantity: 3 }]).total;
      expect(plain(await line.getByTestId('order-line-total').textContent())).toContain(amountText(lineTotal));

      const other = page.locator(`[data-testid="order-line"][data-uuid="${second!.uuid}"]`);
      await other.getByTestId('order-line-remove').click();
      const confirm = page.getByTestId('confirm-dialog');
      await expect(confirm).toBeVisible();
      await confirm.getByTestId('confirm-accept').click();
      await expect(page.getByTestId('order-line')).toHaveCount(1);
      await expectAmount(page, 'order-totals-total', lineTotal);

      await open(page, '/orders', locale);
      const row = page.getByTestId('order-row').filter({ hasText: order.number });
      await expect(row.getByTestId('order-products-count')).toHaveText(T.oneProduct);
      await expectAmount(page, 'order-total', lineTotal);

      // someone else's or an unknown order is a friendly not-found
      await open(page, '/orders/00000000-0000-4000-8000-000000000000', locale);
      await expect(page.getByRole('heading', { name: T.orderNotFound })).toBeVisible();
    });

    test("removing an order's lines by keyboard keeps the focus on the page: the products' heading, then the order's", async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `remove-focus-${locale}`);
      const [first, second] = await inStock(request, 2, info, locale, 7);
      const order = await placeOrderByApi(request, token, [
        { uuid: first!.uuid, quantity: 1 },
        { uuid: second!.uuid, quantity: 1 },
      ]);
      await startWith(page, { locale, token });
      await open(page, `/orders/${order.uuid}`, locale);
      const lines = page.getByTestId('order-line');
      await expect(lines).toHaveCount(2);

      const removeBy = async (line: Locator) => {
        await line.getByTestId('order-line-remove').focus();
        await page.keyboard.press('Enter');
        const confirm = page.getByTestId('confirm-dialog');
        await expect(confirm).toBeVisible();
        await confirm.getByTestId('confirm-accept').focus();
        await page.keyboard.press('Enter');
        await expect(confirm).toHaveCount(0);
      };
      // one of two: the line and its button go; the keyboard is on the heading of the products left
      await removeBy(lines.first());
      await expect(lines).toHaveCount(1);
      await expectFocusOn(page, page.getByRole('heading', { level: 2, name: T.products, exact: true }));

      // the last one cancels the order: the keyboard is on the order's heading
      await removeBy(lines.first());
      await expect(page.getByTestId('order-line-remove')).toHaveCount(0);
      await expectFocusOn(page, page.getByRole('heading', { level: 1 }));
    });

    test('a stale cart is shown line by line and fixed on the spot before ordering', async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `stale-${locale}`);
      const [a, b] = await inStock(request, 2, info, locale, 5);
      // the cart remembers older prices for one product and more units than the shop has of the other
      const stale = {
        ...cartItem(a!, 1),
        selling_price: a!.selling_price + 1,
        selling_price_after_discount: a!.selling_price_after_discount + 1,
        selling_price_after_tax: a!.selling_price_after_tax + 1,
      };
      // and one the shop has sold out of since (the demo catalogue has some)
      const soldOut = await soldOutProduct(request);
      await startWith(page, { locale, token, cart: [stale, cartItem(b!, b!.quantity + 1), cartItem(soldOut, 1)] });
      await open(page, '/checkout', locale);

      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('checkout-problems')).toBeVisible();
      const lineB = page.locator(`[data-testid="summary-line"][data-uuid="${b!.uuid}"]`);
      await expect(lineB.getByTestId('line-problem')).toContainText(T.onlyLeft(b!.quantity));
      const lineSold = page.locator(`[data-testid="summary-line"][data-uuid="${soldOut.uuid}"]`);
      await expect(lineSold.getByTestId('line-problem')).toContainText(T.soldOut);
      // its one fix takes it out of the cart
      await lineSold.getByTestId('line-fix').click();
      await lineB.getByTestId('line-remove').click();
      await expect(page.getByTestId('summary-line')).toHaveCount(1);
      // the fixed line's buttons are gone and no other line has a fix: the keyboard goes on to placing the order
      await expect(page.getByTestId('line-fix')).toHaveCount(0);
      await expectFocusOn(page, page.getByTestId('place-order'));

      await page.getByTestId('place-order').click();
      const lineA = page.locator(`[data-testid="summary-line"][data-uuid="${a!.uuid}"]`);
      await expect(lineA.getByTestId('line-problem')).toContainText(amountText(a!.selling_price_after_tax));
      const expected = expectedTotals([{ product: a!, quantity: 1 }]);
      await expectAmount(page, 'changed-total', expected.total);
      await page.getByTestId('fix-all').click();
      await expect(page.getByTestId('checkout-problems')).toHaveCount(0);
      await expectAmount(page, 'summary-total', expected.total);

      // with every line fixed, the keyboard is on the button that places the order
      await expectFocusOn(page, page.getByTestId('place-order'));
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('order-confirmation')).toBeVisible();
      await expectAmount(page, 'confirmation-total', expected.total);
      expect(await page.evaluate(() => localStorage.getItem('CartItems'))).toBe('[]');
    });
  });
}
