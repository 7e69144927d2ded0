import { expect, test } from '@playwright/test';
import {
  ADMIN_UI,
  apiLogin,
  LOCALES,
  openAdmin,
  phoneFirst,
  STAFF_PASSWORD,
  needsAdminApi,
  type StaffSession,
} from './support/admin.js';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ request }) => needsAdminApi(request));

const TEXT = {
  ar: {
    name: 'الاسم',
    add: 'إضافة موظف',
    role: (n: string) => `دور ${n}`,
    disable: 'إيقاف',
    disabled: 'موقوف',
    keep: 'إبقاء كما هو',
    roleConfirm: 'تغيير الدور',
  },
  en: {
    name: 'Name',
    add: 'Add a member',
    role: (n: string) => `Role of ${n}`,
    disable: 'Disable',
    disabled: 'Disabled',
    keep: 'Keep as it is',
    roleConfirm: 'Change the role',
  },
} as const;

for (const locale of LOCALES) {
  const ui = ADMIN_UI[locale];
  const text = TEXT[locale];

  test(`the owner adds a member, changes their role and disables them (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    await phoneFirst(page, testInfo.project.name);
    const owner = await apiLogin(request, 'owner');
    const email = `new-${locale}-${testInfo.project.name}-${Date.now()}@dukkan.ly`;
    const name = `Salma ${locale} ${testInfo.project.name}`;
    await openAdmin(page, locale, '/staff', owner);

    const form = page.getByRole('region', { name: text.add });
    await form.getByLabel(text.name).fill(name);
    await form.getByLabel(ui.email).fill(email);
    await form.getByLabel(ui.password).fill(STAFF_PASSWORD);
    await form.getByRole('button', { name: text.add }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();

    // the new member can sign in, as a member of the orders desk by default
    const login = await request.post('/api/admin/login', { data: { email, password: STAFF_PASSWORD } });
    expect(login.status()).toBe(200);
    const { access_token: token } = ((await login.json()) as { data: { access_token: string } }).data;

    // a new role asks first: kept as it is, nothing changes
    const role = row.getByLabel(text.role(name));
    await role.selectOption({ value: 'manager' });
    let dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: text.keep }).click();
    await expect(dialog).toBeHidden();
    await expect(role).toHaveValue('orders');
    await role.selectOption({ value: 'manager' });
    await page.getByRole('dialog').getByRole('button', { name: text.roleConfirm }).click();
    await expect(role).toHaveValue('manager');
    await expect
      .poll(async () => {
        const me = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
        return ((await me.json()) as { data?: { role: string } }).data?.role;
      })
      .toBe('manager');

    await row.getByRole('button', { name: new RegExp(text.disable) }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: text.disable, exact: true }).click();
    await expect(row).toContainText(text.disabled);
    // a disabled member's token stops working at once
    const after = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
}

test("a member's open back office follows a change of their role: the new role's screens, not the old one's", async ({
  page,
  request,
}, testInfo) => {
  await phoneFirst(page, testInfo.project.name);
  const owner = await apiLogin(request, 'owner');
  const auth = { Authorization: `Bearer ${owner.access_token}` };
  const email = `rerole-${testInfo.project.name}-${Date.now()}@dukkan.ly`;
  const added = await request.post('/api/admin/staff', {
    headers: auth,
    data: { name: 'Nadia Rerole', email, role: 'catalogue', password: STAFF_PASSWORD },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = ((await added.json()) as { data: { id: number } }).data;
  const login = await request.post('/api/admin/login', { data: { email, password: STAFF_PASSWORD } });
  const member = ((await login.json()) as { data: { access_token: string; staff: StaffSession['staff'] } }).data;
  await openAdmin(page, 'ar', '/products', member);
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'المنتجات' })).toBeVisible();

  const changed = await request.patch(`/api/admin/staff/${id}`, { headers: auth, data: { role: 'orders' } });
  expect(changed.status(), await changed.text()).toBe(200);
  await page.reload();
  await expect(nav.getByRole('link', { name: 'الطلبات' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'المنتجات' })).toHaveCount(0);
});
