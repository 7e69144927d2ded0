import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, LOCALES, needsAdminApi, openAdmin, phoneFirst, type StaffSession } from './support/admin.js';
import { cartItem, open, plain, productsInStock, registerClient, startWith } from './support/checkout.js';
import { amountText } from './support/storefront.js';
import { photograph } from './support/photo.js';

/**
 * Issue 13 in the back office: a delivery fee changed in the admin is the fee the checkout shows at once, and a
 * contact message is read and answered by e-mail (through the outbox) from the inbox. Both languages, both projects.
 */

const UI = {
  ar: {
    editPackage: (name: string) => `تعديل باقة ${name}`,
    fee: 'السعر (د.ل)',
    save: 'حفظ',
    saved: 'تم الحفظ.',
    delivery: 'عن طريق شركة توصيل',
    city: 'مدينة الوجهة',
    messagesNav: 'الرسائل',
    open: (name: string) => `فتح رسالة ${name}`,
    body: 'ردّك',
    send: 'إرسال الرد',
    sent: 'أُضيف الرد إلى قائمة الإرسال، ويصل بالبريد بعد لحظات.',
    markUnread: 'تعليم كغير مقروءة',
    markRead: 'تعليم كمقروءة',
    answer: 'يصلك طلبك يوم الخميس إن شاء الله.',
  },
  en: {
    editPackage: (name: string) => `Edit package ${name}`,
    fee: 'Fee (LYD)',
    save: 'Save',
    saved: 'Saved.',
    delivery: 'Via a delivery company',
    city: 'Destination city',
    messagesNav: 'Messages',
    open: (name: string) => `Open the message from ${name}`,
    body: 'Your answer',
    send: 'Send the reply',
    sent: 'Reply queued; it is e-mailed in a moment.',
    markUnread: 'Mark unread',
    markRead: 'Mark read',
    answer: 'Your order arrives on Thursday.',
  },
} as const;

/** Catalogue page 7 of the shared e2e database is this spec's (docs: e2e/support/checkout.ts). */
const CATALOGUE_PAGE = 7;

async function adminJson<T>(
  request: APIRequestContext,
  session: StaffSession,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(`/api/admin${url}`, {
    method,
    headers: { Authorization: `Bearer ${session.access_token}`, 'Accept-Language': 'en' },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

for (const locale of LOCALES) {
  const T = UI[locale];

  test.describe(`back office: delivery fees and the inbox (${locale})`, () => {
    test.beforeEach(async ({ page, request }, info) => {
      await needsAdminApi(request);
      await phoneFirst(page, info.project.name);
    });

    test('a manager changes a delivery fee and the checkout shows the new fee at once', async ({
      page,
      request,
    }, info) => {
      const tag = `${info.project.name}-${locale}-${Date.now() % 100_000}`;
      const manager = await apiLogin(request, 'manager');
      const country = ((await (await request.get('/api/client/countries')).json()) as { data: { id: number }[] })
        .data[0]!;
      // a city of this test's own, so no other spec's checkout sees its fee change
      const city = await adminJson<{ id: number }>(request, manager, 'POST', '/delivery/cities', {
        country_id: country.id,
        name_ar: `واحة ${tag}`,
        name_en: `Oasis ${tag}`,
        is_delivery: true,
      });
      const packageName = { ar: 'توصيل سريع', en: 'Fast delivery' };
      await adminJson(request, manager, 'POST', `/delivery/cities/${city.id}/packages`, {
        name_ar: packageName.ar,
        name_en: packageName.en,
        price: 10,
        expected_time_ar: 'يومان',
        expected_time_en: 'Two days',
        is_active: true,
      });

      await openAdmin(page, locale, '/delivery', manager);
      const card = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: locale === 'ar' ? `واحة ${tag}` : `Oasis ${tag}` }) });
      await card.getByRole('button', { name: T.editPackage(packageName[locale]) }).click();
      await card.getByLabel(T.fee).fill('x');
      await card.getByRole('button', { name: T.save }).click();
      // the API's field error, in the member's language, on the field
      await expect(card.getByLabel(T.fee)).toHaveAttribute('aria-invalid', 'true');
      await card.getByLabel(T.fee).fill('13.250');
      await card.getByRole('button', { name: T.save }).click();
      await expect(page.getByText(T.saved)).toBeVisible();
      await expect(card).toContainText(amountText(13.25));
      await photograph(page, `admin-delivery-${locale}`, { fullPage: true });

      const token = await registerClient(request, `fee-${tag}`);
      const slot = (info.project.name === 'phone' ? 2 : 0) + (locale === 'en' ? 1 : 0);
      // the checkout is only looked at, never confirmed, so no stock is taken: any product will do when this spec's
      // catalogue page does not exist in a smaller demo catalogue
      const [product] = await productsInStock(request, 1, slot, CATALOGUE_PAGE).catch(() =>
        productsInStock(request, 1, slot),
      );
      const shop = await page.context().newPage();
      await startWith(shop, { locale, token, cart: [cartItem(product!, 1)] });
      await open(shop, '/checkout', locale);
      await shop.getByRole('radio', { name: T.delivery }).check();
      await shop.getByLabel(T.city).selectOption(String(city.id));
      await shop.getByRole('radio', { name: packageName[locale] }).check();
      await expect
        .poll(async () => plain(await shop.getByTestId('summary-delivery_fee').textContent()))
        .toContain(amountText(13.25));
    });

    test('the orders desk reads a contact message and answers it by e-mail', async ({ page, request }, info) => {
      const tag = `${info.project.name}-${locale}-${Date.now() % 100_000}`;
      const sender = locale === 'ar' ? `مريم ${tag}` : `Maryam ${tag}`;
      const email = `maryam-${tag}@example.ly`;
      const subject = locale === 'ar' ? 'موعد وصول الطلب' : 'When does my order arrive?';
      const sent = await request.post('/api/client/contact-us', {
        headers: { 'Accept-Language': locale },
        data: { name: sender, email, subject, message: locale === 'ar' ? 'متى يصل طلبي؟' : 'When will it come?' },
      });
      expect(sent.status()).toBe(201);
      const clerk = await apiLogin(request, 'orders');

      await openAdmin(page, locale, '/messages', clerk);
      // the menu shows how many are unread
      await expect(page.getByRole('link', { name: new RegExp(T.messagesNav) })).toContainText(/\d/);
      await photograph(page, `admin-messages-${locale}`, { fullPage: true });
      await page.getByRole('link', { name: `${T.open(sender)}: ${subject}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
      // opening it reads it
      await expect(page.getByRole('button', { name: T.markUnread })).toBeVisible();

      await page.getByLabel(T.body).fill(T.answer);
      await page.getByRole('button', { name: T.send }).click();
      await expect(page.getByText(T.sent)).toBeVisible();
      await expect(page.locator('ol li')).toContainText(T.answer);
      await photograph(page, `admin-message-${locale}`, { fullPage: true });
      // marked unread again, it stays so
      await page.getByRole('button', { name: T.markUnread }).click();
      await expect(page.getByRole('button', { name: T.markRead })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.getByRole('button', { name: T.markRead })).toBeVisible();

      // the outbox's worker mails it: the reply's delivery becomes "sent"
      const id = Number(page.url().split('/').pop());
      await expect
        .poll(
          async () =>
            (await adminJson<{ replies: { delivery: string }[] }>(request, clerk, 'GET', `/messages/${id}`)).replies[0]
              ?.delivery,
          { timeout: 20_000 },
        )
        .toBe('sent');
    });

    test('a message holding one very long word (a pasted link) stays inside the screen', async ({
      page,
      request,
    }, info) => {
      await phoneFirst(page, info.project.name);
      const tag = `${info.project.name}-${locale}-long-${Date.now() % 100_000}`;
      const word = `https://example.ly/${'طلبي'.repeat(60)}${'a'.repeat(120)}`;
      const sent = await request.post('/api/client/contact-us', {
        headers: { 'Accept-Language': locale },
        data: {
          name: `Long ${tag}`,
          email: `long-${tag}@example.ly`,
          subject: `${'عنوان'.repeat(20)}-${tag}`,
          message: word,
        },
      });
      expect(sent.status()).toBe(201);
      const clerk = await apiLogin(request, 'orders');
      const list = await adminJson<{ id: number; email: string }[]>(request, clerk, 'GET', '/messages');
      const id = list.find((m) => m.email === `long-${tag}@example.ly`)?.id;
      expect(id).toBeDefined();
      await openAdmin(page, locale, `/messages/${id}`, clerk);
      await expect(page.getByText(word)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });

    test('a refused save puts the keyboard on the field the server refused, however far up it is', async ({
      page,
      request,
    }) => {
      const owner = await apiLogin(request, 'owner');
      await openAdmin(page, locale, '/settings', owner);
      const whatsapp = page.getByLabel(locale === 'ar' ? 'رقم واتساب' : 'WhatsApp number', { exact: true });
      await whatsapp.fill('+218912345678x');
      await page.getByRole('button', { name: T.save, exact: true }).last().click();
      await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
      await expect(whatsapp).toBeFocused();
    });

    test('the codes, settings and customers screens read right', async ({ page, request }, info) => {
      const owner = await apiLogin(request, 'owner');
      const code = `E2E${info.project.name === 'phone' ? 'P' : 'D'}${locale.toUpperCase()}${Date.now() % 100_000}`;
      await adminJson(request, owner, 'POST', '/discount-codes', {
        code,
        type: 'percent',
        value: 12.5,
        max_discount: 40,
        min_order: 100,
        max_uses: 50,
        per_client_limit: 1,
        expires_at: '2027-06-30T22:00:00Z',
        is_active: true,
      });
      await openAdmin(page, locale, '/discounts', owner);
      await expect(page.getByRole('table')).toContainText(code);
      await photograph(page, `admin-discounts-${locale}`, { fullPage: true });
      await openAdmin(page, locale, '/settings', owner);
      await expect(page.getByRole('textbox').first()).not.toHaveValue('');
      await photograph(page, `admin-settings-${locale}`, { fullPage: true });
      await openAdmin(page, locale, '/customers', owner);
      await expect(page.getByRole('table')).toBeVisible();
      await photograph(page, `admin-customers-${locale}`, { fullPage: true });
    });
  });
}
