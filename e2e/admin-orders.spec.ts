import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_UI,
  apiLogin,
  LOCALES,
  openAdmin,
  orderStatus,
  phoneFirst,
  placeOrder,
  stockOf,
  type Locale,
  needsAdminApi,
} from './support/admin.js';
import { placeOrderByApi, productsInStock, registerClient } from './support/checkout.js';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ request }) => needsAdminApi(request));

/**
 * The pages the browser prints, in millimetres: each page's MediaBox (points) in the PDF Chromium makes with the
 * page's own CSS page size, as its print dialog would use it.
 */
async function printedPages(page: Page): Promise<{ width: number; height: number }[]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const mm = (points: string) => (Number(points) * 25.4) / 72;
  return [...pdf.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => ({
    width: mm(m[1] as string),
    height: mm(m[2] as string),
  }));
}

/** Finds an order on the desk by its number, as a member types it in the search box. */
async function searchDesk(page: Page, locale: Locale, number: string) {
  await page.getByRole('searchbox').fill(number);
  await page.getByRole('button', { name: ADMIN_UI[locale].search, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
}

for (const locale of LOCALES) {
  const ui = ADMIN_UI[locale];

  test(`an order goes from pending to delivered, each step in at most three taps (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    const { order } = await placeOrder(request, `desk-${locale}`, 1, 0);
    const session = await apiLogin(request, 'orders');
    await openAdmin(page, locale, `/orders?q=${order.number}`, session);

    // tap 1: the desk's quick step on the order's card or row
    await page.getByRole('button', { name: new RegExp(`${ui.confirm}.*${order.number}`) }).click();
    await expect.poll(() => orderStatus(request, session, order.uuid)).toBe('confirmed');

    // tap 1: open the order; tap 2: its next step — for each of the remaining steps
    await page
      .getByRole('link', { name: new RegExp(order.number) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
    for (const [button, status] of [
      [ui.prepare, 'preparing'],
      [ui.ship, 'shipped'],
      [ui.deliver, 'delivered'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(ui.status[status]);
    }
    expect(await orderStatus(request, session, order.uuid)).toBe('delivered');

    // the timeline names the member for every step
    const history = page.getByRole('region', { name: ui.history }).getByRole('listitem');
    await expect(history).toHaveCount(5);
    await expect(history.filter({ hasText: session.staff.name })).toHaveCount(4);
    // a delivered order is closed: no step left
    await expect(page.getByRole('button', { name: ui.cancel })).toHaveCount(0);
  });

  test(`a note holding one very long word stays inside the screen (${locale})`, async ({ page, request }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    const token = await registerClient(request, `long-note-${locale}`);
    const [product] = await productsInStock(request, 1, locale === 'ar' ? 0 : 1, 9);
    const order = await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 1 }]);
    const session = await apiLogin(request, 'orders');
    const word = `https://example.ly/track/${'ملاحظة'.repeat(40)}${'x'.repeat(100)}`;
    const added = await request.post(`/api/admin/orders/${order.uuid}/notes`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
      data: { body: word },
    });
    expect(added.status()).toBe(201);
    await openAdmin(page, locale, `/orders/${order.uuid}`, session);
    await expect(page.getByText(word)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test(`cancelling an order asks first and returns its stock (${locale})`, async ({ page, request }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    const { order, productUuid } = await placeOrder(request, `cancel-${locale}`, 2, locale === 'ar' ? 3 : 4);
    const before = await stockOf(request, productUuid);
    const session = await apiLogin(request, 'manager');
    await openAdmin(page, locale, `/orders/${order.uuid}`, session);

    await page.getByRole('button', { name: ui.cancel }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(order.number);
    await dialog.getByRole('button', { name: ui.cancelYes }).click();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(ui.status.cancelled);
    expect(await orderStatus(request, session, order.uuid)).toBe('cancelled');
    await expect.poll(() => stockOf(request, productUuid), { timeout: 20_000 }).toBe(before + 2);
  });

  test(`bulk: orders that cannot take the status stay selected, listed under their reason once (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    const first = await placeOrder(request, `bulk-no-a-${locale}`, 1, 8);
    const second = await placeOrder(request, `bulk-no-b-${locale}`, 1, 9);
    const session = await apiLogin(request, 'owner');
    await openAdmin(page, locale, '/orders?status=pending', session);
    for (const { order } of [first, second]) {
      await searchDesk(page, locale, order.number);
      await page.getByRole('checkbox', { name: ui.selectOrder(order.number) }).check();
    }
    // a pending order cannot be delivered before it is shipped
    await page.getByLabel(ui.changeTo).selectOption({ value: 'delivered' });
    await page.getByRole('button', { name: ui.apply }).click();
    // it asks first, naming the orders
    const asking = page.getByRole('dialog');
    await expect(asking.getByRole('listitem')).toHaveText([first.order.number, second.order.number]);
    await asking.getByRole('button', { name: ui.bulkConfirm }).click();
    const report = page.getByRole('status').filter({ hasText: first.order.number });
    await expect(report).toContainText(second.order.number);
    await expect(report.getByRole('listitem')).toHaveCount(1);
    // still there after a toast would have gone, and the two still selected for another try
    await page.waitForTimeout(6_000);
    await expect(report).toBeVisible();
    for (const { order } of [first, second]) {
      expect(await orderStatus(request, session, order.uuid)).toBe('pending');
      await searchDesk(page, locale, order.number);
      await expect(page.getByRole('checkbox', { name: ui.selectOrder(order.number) })).toBeChecked();
    }
  });

  test(`bulk: two orders change status together, then print as delivery notes and receipts (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    const first = await placeOrder(request, `bulk-a-${locale}`, 1, 6);
    const second = await placeOrder(request, `bulk-b-${locale}`, 1, 7);
    const session = await apiLogin(request, 'owner');
    await openAdmin(page, locale, '/orders?status=pending', session);

    for (const { order } of [first, second]) {
      await searchDesk(page, locale, order.number);
      await page.getByRole('checkbox', { name: ui.selectOrder(order.number) }).check();
    }
    await page.getByLabel(ui.changeTo).selectOption({ value: 'confirmed' });
    await page.getByRole('button', { name: ui.apply }).click();
    // kept as it is, nothing moves; then confirmed
    await page.getByRole('dialog').getByRole('button', { name: ui.bulkKeep }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // still selected, nothing said to have changed, nothing changed
    await expect(page.getByLabel(ui.changeTo)).toBeVisible();
    await expect(page.getByText(ui.twoUpdated)).toHaveCount(0);
    for (const { order } of [first, second]) expect(await orderStatus(request, session, order.uuid)).toBe('pending');
    await page.getByRole('button', { name: ui.apply }).click();
    await page.getByRole('dialog').getByRole('button', { name: ui.bulkConfirm }).click();
    await expect(page.getByText(ui.twoUpdated)).toBeVisible();
    for (const { order } of [first, second]) expect(await orderStatus(request, session, order.uuid)).toBe('confirmed');

    // select both again on the confirmed tab, and print them
    await page.getByRole('button', { name: new RegExp(`^${ui.status.confirmed}`) }).click();
    for (const { order } of [first, second]) {
      await searchDesk(page, locale, order.number);
      await page.getByRole('checkbox', { name: ui.selectOrder(order.number) }).check();
    }
    await page.getByRole('button', { name: ui.print, exact: true }).click();
    const sheets = page.getByRole('article');
    await expect(sheets).toHaveCount(2);
    for (const [i, { order }] of [first, second].entries()) {
      const sheet = sheets.nth(i);
      await expect(sheet).toContainText(ui.deliveryNote);
      await expect(sheet).toContainText(order.number);
      await expect(sheet).toContainText(ui.cashToCollect);
      // the QR code of the order number is drawn
      await expect(sheet.getByRole('img', { name: new RegExp(order.number) }).locator('svg')).toHaveCount(1);
    }
    // A4 by default; an 80 mm receipt on request, with the page size the printer needs
    const pageRule = () =>
      page.evaluate(
        () => [...document.querySelectorAll('style')].find((s) => s.textContent?.includes('@page'))?.textContent,
      );
    await expect.poll(pageRule).toContain('size: A4');
    const a4 = await printedPages(page);
    expect(a4).toHaveLength(2);
    for (const sheet of a4) {
      expect(sheet.width).toBeCloseTo(210, 0);
      expect(sheet.height).toBeCloseTo(297, 0);
    }
    await page.getByLabel(ui.paper).selectOption({ value: 'receipt' });
    // a valid size (an invalid one is dropped, and the receipt comes out on Letter or A4): 80 mm wide, as long as
    // the receipt, one page each
    await expect.poll(pageRule).toMatch(/size: 80mm \d+mm;/);
    const receipts = await printedPages(page);
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts) {
      expect(receipt.width).toBeCloseTo(80, 0);
      expect(receipt.height).toBeGreaterThan(80);
      expect(receipt.height).toBeLessThan(297);
    }
    // a browser showing the print's layout (emulated here) keeps the length measured on the screen: one page each
    const measured = await pageRule();
    await page.emulateMedia({ media: 'print' });
    // two frames: the sheets' resize observer has seen the print's layout
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await pageRule()).toBe(measured);
    expect(await printedPages(page)).toHaveLength(2);
    await page.emulateMedia({ media: 'screen' });
    // the other language prints without changing the screen's
    const other: Locale = locale === 'ar' ? 'en' : 'ar';
    await page.getByLabel(ui.language).selectOption({ value: other });
    await expect(sheets.first()).toHaveAttribute('lang', other);
    await expect(sheets.first()).toContainText(ADMIN_UI[other].cashToCollect);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}
