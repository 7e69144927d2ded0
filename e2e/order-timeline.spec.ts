import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { open, placeOrderByApi, productsInStock, registerClient, startWith, type Locale } from './support/checkout.js';
import { photograph } from './support/photo.js';

const ROOT = path.join(import.meta.dirname, '..');

const STEPS = {
  ar: ['قيد الانتظار', 'مؤكد', 'قيد التجهيز', 'تم الشحن'],
  en: ['Pending', 'Confirmed', 'Preparing', 'Shipped'],
} as const;
const TITLE = { ar: 'سجل حالة الطلب', en: 'Order timeline' } as const;

/** A staff member made the way a shop owner makes one, with `npm run staff:create`, then logged in. */
async function staffToken(request: APIRequestContext, tag: string): Promise<string> {
  const email = `timeline-${tag}-${Date.now()}@dukkan.ly`;
  const password = 'Desk-pass-2026';
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/cli/staff-create.ts',
      '--email',
      email,
      '--role',
      'orders',
      '--password',
      password,
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: `sqlite:${process.env['E2E_DB']}`, LOG_LEVEL: 'warn' } },
  );
  const login = await request.post('/api/admin/login', { data: { email, password } });
  expect(login.status(), 'staff login').toBe(200);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test(`the shopper sees each status the shop gives their order as a timeline (${locale})`, async ({
    page,
    request,
  }, info) => {
    // the third page of products: the checkout and back-office specs order from the first, after-order from the second
    const slot = (info.project.name === 'phone' ? 2 : 0) + (locale === 'en' ? 1 : 0);
    const [product] = await productsInStock(request, 1, slot, 3);
    const token = await registerClient(request, `timeline-${locale}-${info.project.name}`);
    const order = await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity: 1 }]);

    const staff = await staffToken(request, `${locale}-${info.project.name}`);
    for (const status of ['confirmed', 'preparing', 'shipped']) {
      const res = await request.post(`/api/admin/orders/${order.uuid}/status`, {
        headers: { Authorization: `Bearer ${staff}` },
        data: { status },
      });
      expect(res.status(), status).toBe(200);
    }

    await startWith(page, { locale, token });
    await open(page, `/orders/${order.uuid}`, locale);
    const timeline = page.getByTestId('status-timeline');
    await expect(timeline).toBeVisible();
    await expect(page.getByRole('heading', { name: TITLE[locale] })).toBeVisible();
    const items = timeline.getByRole('listitem');
    await expect(items).toHaveCount(4);
    for (const [i, name] of STEPS[locale].entries()) await expect(items.nth(i)).toContainText(name);
    // one current step on the page: the progress marks it, the timeline only lists
    await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
    // each step says when, in the page's language
    const year = String(new Date().getFullYear());
    const digits = locale === 'ar' ? year.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : year;
    await expect(items.nth(0).locator('time')).toContainText(new RegExp(`${year}|${digits}`));

    await timeline.scrollIntoViewIfNeeded();
    await photograph(page, `order-timeline-${locale}`, { fullPage: true });
  });
}
