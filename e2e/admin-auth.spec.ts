import { expect, test } from '@playwright/test';
import {
  ADMIN_KEYS,
  ADMIN_UI,
  apiLogin,
  ensureStaff,
  LOCALES,
  openAdmin,
  phoneFirst,
  ROLE_SCREENS,
  ROLES,
  STAFF_PASSWORD,
  staffEmail,
  needsAdminApi,
} from './support/admin.js';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ request }) => needsAdminApi(request));

for (const locale of LOCALES) {
  const ui = ADMIN_UI[locale];

  test(`each role signs in and sees only its own screens (${locale})`, async ({ page, request }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    for (const role of ROLES) await ensureStaff(request, role);
    await openAdmin(page, locale, '/login');
    for (const role of ROLES) {
      await expect(page.getByRole('heading', { name: ui.loginTitle })).toBeVisible();
      await page.getByLabel(ui.email).fill(staffEmail(role));
      await page.getByLabel(ui.password).fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: ui.signIn, exact: true }).click();

      const menu = page.getByRole('navigation');
      // the orders link may carry a count of new orders after its name
      await expect(menu.getByRole('link')).toHaveText(
        ROLE_SCREENS[role].map((screen) => new RegExp(`^${ui.nav[screen]}`)),
      );
      // a screen outside the role sends the member back to their own first screen
      if (!ROLE_SCREENS[role].includes('staff')) {
        await page.goto('/admin/#/staff');
        await expect(page).toHaveURL(new RegExp(`#/${ROLE_SCREENS[role][0]}$`));
        // and says why, rather than moving them without a word
        await expect(page.getByText(ui.notYourScreen)).toBeVisible();
      }
      await page.getByRole('button', { name: ui.logout }).click();
      // the next member to sign in starts on their own first screen, not on the one this member left
      await expect(page).toHaveURL(/#\/login$/);
    }
    // logged out: back at sign-in, and no token is kept
    await expect(page.getByRole('heading', { name: ui.loginTitle })).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), ADMIN_KEYS.session);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { token: null, staff: null } });
  });

  test(`wrong credentials are refused and an ended session goes back to sign-in (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    await openAdmin(page, locale, '/login');
    // an address nobody has: the same refusal as a wrong password, without locking a real member out
    await page.getByLabel(ui.email).fill(`nobody-${Date.now()}@dukkan.ly`);
    await page.getByLabel(ui.password).fill('not-the-password-1');
    await page.getByRole('button', { name: ui.signIn, exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);

    // a session the server revoked (here: logged out through the API) sends the member to sign-in on the next call
    const session = await apiLogin(request, 'orders');
    const revoked = await request.post('/api/admin/logout', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(revoked.status()).toBe(200);
    await openAdmin(page, locale, '/orders', session);
    await expect(page.getByRole('heading', { name: ui.loginTitle })).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });
}
