import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_UI, apiLogin, LOCALES, openAdmin, phoneFirst, placeOrder, needsAdminApi } from './support/admin.js';
import { photograph } from './support/photo.js';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ request }) => needsAdminApi(request));

async function scan(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // the scan really ran over the screen: it found rules that pass
  expect(results.passes.length).toBeGreaterThan(10);
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  expect(report, JSON.stringify(report, null, 2)).toEqual([]);
}

type Screen =
  | 'login'
  | 'desk'
  | 'details'
  | 'print'
  | 'dashboard'
  | 'products'
  | 'product'
  | 'import'
  | 'staff'
  | 'audit'
  | 'outbox'
  | 'account'
  | 'messages'
  | 'customers'
  | 'discounts'
  | 'delivery'
  | 'settings';
const SCREENS: Screen[] = [
  'login',
  'desk',
  'details',
  'print',
  'dashboard',
  'products',
  'product',
  'import',
  'staff',
  'audit',
  'outbox',
  'account',
  'messages',
  'customers',
  'discounts',
  'delivery',
  'settings',
];
const PRODUCT_TEXT = {
  ar: { product: 'سجل المخزون', import: 'ملف CSV' },
  en: { product: 'Stock history', import: 'CSV file' },
} as const;

for (const locale of LOCALES) {
  const ui = ADMIN_UI[locale];

  for (const screen of SCREENS) {
    test(`${screen} passes axe with no serious violation, and is photographed (${locale})`, async ({
      page,
      request,
    }, testInfo) => {
      await phoneFirst(page, testInfo.project.name);
      if (screen === 'login') {
        await openAdmin(page, locale, '/login');
        await expect(page.getByRole('heading', { name: ui.loginTitle })).toBeVisible();
      } else {
        const session = await apiLogin(request, 'owner');
        const { order } = ['desk', 'details', 'print'].includes(screen)
          ? await placeOrder(request, `a11y-${screen}-${locale}`, 1, 8)
          : { order: null };
        const shown = await request.get('/api/client/featured-products?limit=1');
        const productUuid = ((await shown.json()) as { data: { uuid: string }[] }).data[0]?.uuid ?? '';
        const [path, expected]: [string, string] = {
          desk: ['/orders', order?.number ?? ''],
          details: [`/orders/${order?.uuid}`, ui.history],
          print: [`/print?uuids=${order?.uuid}`, ui.cashToCollect],
          dashboard: ['/dashboard', ui.status.pending],
          products: ['/products', ui.nav.products],
          product: [`/products/${productUuid}`, PRODUCT_TEXT[locale].product],
          import: ['/products/import', PRODUCT_TEXT[locale].import],
          staff: ['/staff', session.staff.email],
          audit: ['/audit', ui.nav.audit],
          outbox: ['/outbox', locale === 'ar' ? 'الرسائل المتعثرة' : 'Failed messages'],
          account: ['/account', session.staff.email],
          messages: ['/messages', locale === 'ar' ? 'رسائل التواصل' : 'Contact messages'],
          customers: ['/customers', ui.nav.customers],
          discounts: ['/discounts', 'WELCOME10'],
          delivery: ['/delivery', ui.nav.delivery],
          settings: ['/settings', locale === 'ar' ? 'إعدادات المتجر' : 'Shop settings'],
        }[screen] as [string, string];
        await openAdmin(page, locale, path, session);
        await expect(page.locator('main').first()).toContainText(expected);
      }
      await expect(page.getByRole('status')).toHaveCount(0);
      await scan(page);
      await photograph(page, `admin-${screen}-${locale}`, { fullPage: true });
    });
  }

  test(`the menu's arrow scrolls it for a mouse without a sideways wheel (${locale})`, async ({ page, request }) => {
    // a window too narrow for the menu, as wide as the mouse users' smallest: it scrolls, it does not wrap
    await page.setViewportSize({ width: 600, height: 800 });
    await openAdmin(page, locale, '/dashboard', await apiLogin(request, 'owner'));
    const menu = page.getByRole('navigation', { name: ui.menu });
    const strip = menu.locator('.overflow-x-auto');
    const arrow = (edge: 'before' | 'after') => menu.locator(`[data-edge="${edge}"]`);
    await expect(arrow('after')).toBeVisible();
    await expect(arrow('before')).toBeHidden();
    await arrow('after').click();
    // right to left the strip scrolls to negative positions
    await expect.poll(() => strip.evaluate((e) => Math.abs(e.scrollLeft))).toBeGreaterThan(200);
    await expect(arrow('before')).toBeVisible();
    await arrow('before').click();
    await expect.poll(() => strip.evaluate((e) => Math.abs(e.scrollLeft))).toBeLessThan(2);
    // the arrows are for the mouse: the keyboard tabs through the links, a screen reader reads the links
    await expect(arrow('after')).toHaveAttribute('tabindex', '-1');
    await expect(arrow('after')).toHaveAttribute('aria-hidden', 'true');
  });
}
