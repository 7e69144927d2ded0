import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { apiLogin, needsAdminApi, type StaffSession } from './support/admin.js';
import { LOCALES, type Locale } from './support/accounts.js';
import {
  type Order,
  open,
  placeOrderByApi,
  plain,
  productsInStock,
  registerClient,
  startWith,
} from './support/checkout.js';
import { alertDialog, expectCartDialog, expectFocusOn } from './support/storefront.js';
import { photograph } from './support/photo.js';

/**
 * Issue 14 after the order, on the storefront: public tracking (from the link in a status message), the shopper's
 * cancellation, order again after it, and the cash-on-delivery confirmation link from the order message.
 */

const TEXT = {
  ar: {
    trackTitle: 'تتبع طلبك',
    numberRequired: 'أدخل رقم الطلب.',
    phoneRequired: 'أدخل رقم الهاتف الذي سُجّل به الطلب.',
    confirmed: 'مؤكد',
    pending: 'قيد الانتظار',
    cancelled: 'ملغي',
    notFound: 'لم نجد طلباً بهذا الرقم وهذا الهاتف؛ تحقق منهما كما وردا في رسالة الطلب.',
    track: 'تتبع',
    cancel: 'إلغاء الطلب',
    cancelTitle: (n: string) => `إلغاء الطلب ${n}؟`,
    yesCancel: 'نعم، ألغِ الطلب',
    cancelledMessage: 'تم إلغاء طلبك.',
    reorder: 'اطلب مرة أخرى',
    added: 'أضيفت المنتجات إلى سلة التسوق بأسعار اليوم.',
    confirmedMessage: 'شكراً لك، تم تأكيد طلبك وسنبدأ تجهيزه.',
    usedLink: 'رابط التأكيد هذا استُخدم من قبل أو لم يعد صالحاً.',
    awaiting: 'بانتظار تأكيدك',
  },
  en: {
    trackTitle: 'Track your order',
    numberRequired: 'Enter the order number.',
    phoneRequired: 'Enter the phone number the order was placed with.',
    confirmed: 'Confirmed',
    pending: 'Pending',
    cancelled: 'Cancelled',
    notFound: 'No order matches this number and phone; check them against your order message.',
    track: 'Track',
    cancel: 'Cancel the order',
    cancelTitle: (n: string) => `Cancel order ${n}?`,
    yesCancel: 'Yes, cancel it',
    cancelledMessage: 'Your order has been cancelled.',
    reorder: 'Order again',
    added: 'The products are in your shopping cart at today’s prices.',
    confirmedMessage: 'Thank you, your order is confirmed and we will start preparing it.',
    usedLink: 'This confirmation link has already been used or is no longer valid.',
    awaiting: 'Waiting for your confirmation',
  },
} as const;

/** The phone registerClient gives every account (support/checkout.ts). */
const PHONE = '0925551234';
/** The catalogue page this spec takes its products from (no other spec orders from it). */
const PAGE = 4;
const offset = (info: TestInfo, locale: Locale, slot: number) =>
  ((info.project.name === 'phone' ? 2 : 0) + (locale === 'en' ? 1 : 0)) * 4 + slot;

interface StoredMail {
  to: string;
  subject: string;
  text: string;
}

/** The message in the API's outbox folder whose text names the order and matches `pattern` (waits for the worker). */
async function mailAbout(number: string, pattern: RegExp): Promise<StoredMail> {
  const dir = process.env['E2E_OUTBOX'];
  if (!dir) throw new Error('E2E_OUTBOX is not set: run the specs with e2e/playwright.config.ts');
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith('.json'))) {
          const mail = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as StoredMail;
          if (mail.text.includes(number) && pattern.test(mail.text)) found = mail;
        }
        return found !== undefined;
      },
      { message: `a message about ${number} matching ${pattern}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as StoredMail;
}

/** The storefront path (after #) of the first link in a message that matches `route`. */
function linkIn(mail: StoredMail, route: RegExp): string {
  const link = mail.text.split(/\s+/).find((word) => /^https?:\/\//.test(word) && route.test(word));
  if (!link) throw new Error(`no ${route} link in: ${mail.text}`);
  return new URL(link).hash.slice(1);
}

const staffHeaders = (session: StaffSession) => ({ Authorization: `Bearer ${session.access_token}` });

async function setCodConfirmation(request: APIRequestContext, owner: StaffSession, enabled: boolean) {
  const response = await request.patch('/api/admin/cod-confirmation', {
    headers: staffHeaders(owner),
    data: { enabled },
  });
  expect(response.status(), 'PATCH /api/admin/cod-confirmation').toBe(200);
}

for (const locale of LOCALES) {
  const T = TEXT[locale];
  test.describe(`after the order: track, cancel, confirm (${locale})`, () => {
    test.beforeEach(async ({ request }) => needsAdminApi(request));

    test('tracks an order from the link in its status message, and a wrong phone finds nothing', async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `track-${locale}`);
      const [product] = await productsInStock(request, 1, offset(info, locale, 0), PAGE);
      const order = await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 1 }]);
      const owner = await apiLogin(request, 'owner');
      const moved = await request.post(`/api/admin/orders/${order.uuid}/status`, {
        headers: staffHeaders(owner),
        data: { status: 'confirmed', expected_status: 'pending' },
      });
      expect(moved.status()).toBe(200);

      // the shopper's e-mail about the change links to the tracking page with the form filled in
      const mail = await mailAbout(order.number, /#\/track\?/);
      const trackPath = linkIn(mail, /#\/track\?/);
      expect(trackPath).toBe(`/track?number=${order.number}&phone=${PHONE}`);
      await startWith(page, { locale });
      await open(page, trackPath, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.trackTitle);
      await expect(page.getByTestId('track-number')).toHaveValue(order.number);
      await expect(page.getByTestId('track-phone')).toHaveValue(PHONE);
      await expect(page.getByTestId('track-result-number')).toHaveText(order.number);
      await expect(page.getByTestId('track-status')).toHaveText(T.confirmed);
      const timeline = page.getByTestId('status-timeline').locator('li');
      await expect(timeline).toHaveCount(2);
      await expect(timeline.nth(0)).toContainText(T.pending);
      await expect(timeline.nth(1)).toContainText(T.confirmed);
      await photograph(page, `track-${locale}`, { fullPage: true });

      // another phone, sent from the keyboard: the same answer as an unknown order, no timeline, and the keyboard
      // still in the phone's field
      await page.getByTestId('track-phone').fill('0919999999');
      await page.getByTestId('track-phone').press('Enter');
      await expect(page.getByTestId('track-error')).toHaveText(T.notFound);
      await expect(page.getByTestId('track-result')).toHaveCount(0);
      await expect(page).toHaveURL(/phone=0919999999/);
      await expect(page.getByTestId('track-phone')).toBeFocused();
      // the browser's back button: the fields and the answer are the link's again
      await page.goBack();
      await expect(page.getByTestId('track-phone')).toHaveValue(PHONE);
      await expect(page.getByTestId('track-result-number')).toHaveText(order.number);
      await page.goForward();
      await expect(page.getByTestId('track-phone')).toHaveValue('0919999999');
      await photograph(page, `track-not-found-${locale}`, { fullPage: true });
    });

    test('the tracking form names an empty field instead of doing nothing', async ({ page }) => {
      await startWith(page, { locale });
      await open(page, '/track', locale);
      const number = page.getByTestId('track-number');
      const phone = page.getByTestId('track-phone');
      await page.getByRole('button', { name: T.track, exact: true }).click();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toHaveAccessibleDescription(new RegExp(T.numberRequired));
      await expect(phone).toHaveAccessibleDescription(new RegExp(T.phoneRequired));
      await expect(number).toBeFocused();
      await expect(page).toHaveURL(/#\/track$/);

      // the number alone: only the phone is asked for, and the keyboard is taken there
      await number.fill('DK-000001');
      await phone.press('Enter');
      await expect(number).not.toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toBeFocused();
      await expect(page).toHaveURL(/#\/track$/);
    });

    test('cancels an order after a confirmation: stock comes back; then orders it again', async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `cancel-${locale}`);
      const [product] = await productsInStock(request, 1, offset(info, locale, 1), PAGE);
      // check-quantity reads the database (product pages may be a few seconds old in the response cache)
      const stockOf = async () =>
        (
          (await (
            await request.get(`/api/client/products/${product!.uuid}/check-quantity?requested_quantity=1`)
          ).json()) as { available_quantity: number }
        ).available_quantity;
      const before = await stockOf();
      const order = await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 2 }]);
      expect(await stockOf()).toBe(before - 2);

      await startWith(page, { locale, token });
      await open(page, `/orders/${order.uuid}`, locale);
      await page.getByRole('button', { name: T.cancel }).click();
      const dialog = alertDialog(page);
      // the order number is isolated (and kept whole) inside the Arabic title: compare the text as it reads
      await expect
        .poll(async () => plain(await dialog.locator('.swal2-title').textContent()))
        .toBe(T.cancelTitle(order.number));
      await photograph(page, `cancel-dialog-${locale}`, { fullPage: true });
      await dialog.getByRole('button', { name: T.yesCancel }).click();
      await expect(dialog.locator('.swal2-html-container')).toHaveText(T.cancelledMessage);
      await dialog.locator('.swal2-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('cancel-order')).toHaveCount(0);
      await expect(page.getByTestId('status-timeline').locator('li').last()).toContainText(T.cancelled);
      expect(await stockOf()).toBe(before);
      await photograph(page, `cancelled-order-${locale}`, { fullPage: true });

      await page.getByRole('button', { name: T.reorder }).click();
      await expectCartDialog(page, locale, T.added, 'success');
      await expect(page).toHaveURL(/#\/shopping-cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
    });

    test('after the "order cancelled" message the keyboard is on the order\'s heading, not the page\'s body', async ({
      page,
      request,
    }, info) => {
      const token = await registerClient(request, `cancel-focus-${locale}`);
      const [product] = await productsInStock(request, 1, offset(info, locale, 3), PAGE);
      const order = await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 1 }]);
      await startWith(page, { locale, token });
      await open(page, `/orders/${order.uuid}`, locale);

      // all by keyboard: the cancel button, the confirmation, then the message's OK
      await page.getByRole('button', { name: T.cancel }).focus();
      await page.keyboard.press('Enter');
      const dialog = alertDialog(page);
      await dialog.getByRole('button', { name: T.yesCancel }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog.locator('.swal2-html-container')).toHaveText(T.cancelledMessage);
      await expect(dialog.locator('.swal2-confirm')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      // the button that opened the dialogs is gone with the cancellation
      await expect(page.getByTestId('cancel-order')).toHaveCount(0);
      await expectFocusOn(page, page.getByRole('heading', { level: 1 }));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
    });

    test('confirms a cash-on-delivery order once with the link from its message', async ({ page, request }, info) => {
      const token = await registerClient(request, `confirm-${locale}`);
      const [product] = await productsInStock(request, 1, offset(info, locale, 2), PAGE);
      const owner = await apiLogin(request, 'owner');
      // the setting is the shop's, shared by every spec: on only while this order is placed (again if another
      // worker turned it off in between)
      let order: (Order & { awaiting_confirmation: boolean }) | undefined;
      for (let attempt = 0; attempt < 3 && !order?.awaiting_confirmation; attempt++) {
        await setCodConfirmation(request, owner, true);
        order = (await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 1 }])) as Order & {
          awaiting_confirmation: boolean;
        };
        await setCodConfirmation(request, owner, false);
      }
      expect(order?.awaiting_confirmation).toBe(true);
      const placed = order!;

      const mail = await mailAbout(placed.number, /#\/confirm\//);
      const confirmPath = linkIn(mail, /#\/confirm\//);
      expect(confirmPath).toMatch(/^\/confirm\/[A-Za-z0-9_-]{43}$/);

      await startWith(page, { locale, token });
      await open(page, `/orders/${placed.uuid}`, locale);
      await expect(page.getByTestId('order-awaiting-confirmation')).toContainText(T.awaiting);

      await open(page, confirmPath, locale);
      await expect(page.getByTestId('confirm-done')).toContainText(placed.number);
      await expect(page.getByText(T.confirmedMessage)).toBeVisible();
      await photograph(page, `confirm-done-${locale}`, { fullPage: true });

      // single use: the same link again confirms nothing
      await page.goto('about:blank');
      await open(page, confirmPath, locale);
      await expect(page.getByTestId('confirm-error')).toHaveText(T.usedLink);
      await photograph(page, `confirm-used-${locale}`, { fullPage: true });

      await open(page, `/orders/${placed.uuid}`, locale);
      await expect(page.getByTestId('order-details-page')).toBeVisible();
      await expect(page.getByTestId('order-awaiting-confirmation')).toHaveCount(0);
    });
  });
}
