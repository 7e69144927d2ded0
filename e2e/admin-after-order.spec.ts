import { expect, test } from '@playwright/test';
import { apiLogin, LOCALES, needsAdminApi, openAdmin, phoneFirst, type Locale } from './support/admin.js';
import { type Order, placeOrderByApi, productsInStock, registerClient } from './support/checkout.js';
import { photograph } from './support/photo.js';

/** Issue 14 in the back office: the cash-on-delivery switch, unconfirmed orders apart, confirm by phone, failed messages. */

const UI: Record<
  Locale,
  { cod: RegExp; unconfirmed: string; awaiting: string; confirmByPhone: string; messages: string }
> = {
  ar: {
    cod: /تأكيد الدفع عند الاستلام/,
    unconfirmed: 'بانتظار التأكيد فقط',
    awaiting: 'بانتظار التأكيد',
    confirmByPhone: 'تم التأكيد هاتفياً',
    messages: 'الرسائل المتعثرة',
  },
  en: {
    cod: /Cash-on-delivery confirmation/,
    unconfirmed: 'Awaiting confirmation only',
    awaiting: 'Awaiting confirmation',
    confirmByPhone: 'Confirmed by phone',
    messages: 'Failed messages',
  },
};

/** The catalogue page of this specs (see track-cancel-confirm.spec.ts); slots after theirs. */
const PAGE = 4;

test.beforeEach(({ request }) => needsAdminApi(request));

for (const locale of LOCALES) {
  const ui = UI[locale];
  test(`unconfirmed cash orders stand apart and are confirmed by phone; failed messages have a screen (${locale})`, async ({
    page,
    request,
  }, info) => {
    await phoneFirst(page, info.project.name);
    const owner = await apiLogin(request, 'owner');
    await openAdmin(page, locale, '/orders', owner);
    const cod = page.getByRole('switch', { name: ui.cod });
    await expect(cod).toBeVisible();

    // the switch turns the shop's setting on; an order placed meanwhile waits (set back off at once: it is shared)
    const token = await registerClient(request, `desk-cod-${locale}`);
    const slot = (info.project.name === 'phone' ? 2 : 0) + (locale === 'en' ? 1 : 0) + 12;
    const [product] = await productsInStock(request, 1, slot, PAGE);
    let order: (Order & { awaiting_confirmation: boolean }) | undefined;
    for (let attempt = 0; attempt < 3 && !order?.awaiting_confirmation; attempt++) {
      if ((await cod.getAttribute('aria-checked')) !== 'true') await cod.click();
      await expect(cod).toHaveAttribute('aria-checked', 'true');
      order = (await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 1 }])) as Order & {
        awaiting_confirmation: boolean;
      };
      await cod.click();
      await expect(cod).toHaveAttribute('aria-checked', 'false');
    }
    expect(order?.awaiting_confirmation).toBe(true);

    await page.getByLabel(ui.unconfirmed).check();
    await expect(page).toHaveURL(/unconfirmed=true/);
    const row = page.getByRole('link', { name: new RegExp(order!.number) }).first();
    await expect(row).toBeVisible();
    await photograph(page, `desk-unconfirmed-${locale}`, { fullPage: true });

    await row.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order!.number);
    await expect(page.getByTestId('awaiting-card')).toBeVisible();
    await photograph(page, `order-awaiting-${locale}`, { fullPage: true });
    await page.getByRole('button', { name: ui.confirmByPhone }).click();
    await expect(page.getByTestId('awaiting-card')).toHaveCount(0);
    await expect(page.getByTestId('awaiting-badge')).toHaveCount(0);

    await openAdmin(page, locale, '/outbox', owner);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.messages);
    await photograph(page, `messages-${locale}`, { fullPage: true });
  });
}
