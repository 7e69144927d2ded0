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
import { newestMailTo } from './support/accounts.js';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ request }) => needsAdminApi(request));

const TEXT = {
  ar: {
    name: 'الاسم',
    add: 'إضافة موظف',
    role: (n: string) => `دور ${n}`,
    applyRole: (n: string) => `تغيير دور ${n}`,
    disable: 'إيقاف',
    disabled: 'موقوف',
    keep: 'إبقاء كما هو',
    roleConfirm: 'تغيير الدور',
    yourPassword: 'كلمة مرورك أنت',
    memberPassword: 'كلمة مرور الموظف',
    enable: 'تفعيل',
    active: 'نشط',
  },
  en: {
    name: 'Name',
    add: 'Add a member',
    role: (n: string) => `Role of ${n}`,
    applyRole: (n: string) => `Change the role of ${n}`,
    disable: 'Disable',
    disabled: 'Disabled',
    keep: 'Keep as it is',
    roleConfirm: 'Change the role',
    yourPassword: 'Your own password',
    memberPassword: "The member's password",
    enable: 'Enable',
    active: 'Active',
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
    await form.getByLabel(text.memberPassword).fill(STAFF_PASSWORD);
    // the owner's own password is asked too: a wrong one adds no one, and is refused on its field
    await form.getByLabel(text.yourPassword).fill('not-my-password-1');
    await form.getByRole('button', { name: text.add }).click();
    await expect(form.getByLabel(text.yourPassword)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(text.yourPassword)).toBeFocused();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await form.getByLabel(text.yourPassword).fill(STAFF_PASSWORD);
    await form.getByRole('button', { name: text.add }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();

    // the new member can sign in, as a member of the orders desk by default
    const login = await request.post('/api/admin/login', { data: { email, password: STAFF_PASSWORD } });
    expect(login.status()).toBe(200);
    const { access_token: token } = ((await login.json()) as { data: { access_token: string } }).data;

    // a new role asks first: kept as it is, nothing changes
    const role = row.getByLabel(text.role(name), { exact: true });
    const apply = row.getByRole('button', { name: text.applyRole(name) });
    // picking a role gives nothing yet: the button beside it does (the keyboard's arrows step through the roles)
    await expect(apply).toHaveCount(0);
    await role.selectOption({ value: 'manager' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await apply.click();
    let dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: text.keep }).click();
    await expect(dialog).toBeHidden();
    await expect(role).toHaveValue('orders');
    await expect(apply).toHaveCount(0);
    // the button went with the choice: the keyboard is back on the list, not at the top of the page
    await expect(role).toBeFocused();
    await role.selectOption({ value: 'manager' });
    await apply.click();
    await page.getByRole('dialog').getByRole('button', { name: text.roleConfirm }).click();
    await expect(role).toHaveValue('manager');
    await expect
      .poll(async () => {
        const me = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
        return ((await me.json()) as { data?: { role: string } }).data?.role;
      })
      .toBe('manager');

    // making them an owner asks for the owner's own password
    await role.selectOption({ value: 'owner' });
    await apply.click();
    const promote = page.getByRole('dialog');
    await expect(promote).toContainText(name);
    await promote.getByRole('button', { name: text.roleConfirm }).click();
    await expect(promote.getByLabel(text.yourPassword)).toHaveAttribute('aria-invalid', 'true');
    await promote.getByLabel(text.yourPassword).fill(STAFF_PASSWORD);
    await promote.getByRole('button', { name: text.roleConfirm }).click();
    await expect(promote).toBeHidden();
    await expect(role).toHaveValue('owner');

    await row.getByRole('button', { name: new RegExp(text.disable) }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: text.disable, exact: true }).click();
    await expect(row).toContainText(text.disabled);
    // a disabled member's token stops working at once
    const after = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);

    // a disabled owner comes back only with the owner's own password
    await row.getByRole('button', { name: `${text.enable}: ${name}` }).click();
    const back = page.getByRole('dialog');
    await expect(back).toContainText(name);
    await back.getByLabel(text.yourPassword).fill(STAFF_PASSWORD);
    await back.getByRole('button', { name: text.enable, exact: true }).click();
    await expect(back).toBeHidden();
    await expect(row).toContainText(text.active);
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
    data: {
      name: 'Nadia Rerole',
      email,
      role: 'catalogue',
      password: STAFF_PASSWORD,
      current_password: STAFF_PASSWORD,
    },
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

test('a member who forgot their password gets a new one from the owner, then changes it on their own account page', async ({
  page,
  request,
}, testInfo) => {
  await phoneFirst(page, testInfo.project.name);
  const owner = await apiLogin(request, 'owner');
  const email = `forgot-${testInfo.project.name}-${Date.now()}@dukkan.ly`;
  const name = `Faraj ${testInfo.project.name}`;
  const created = await request.post('/api/admin/staff', {
    headers: { Authorization: `Bearer ${owner.access_token}` },
    data: { name, email, role: 'orders', password: STAFF_PASSWORD, current_password: STAFF_PASSWORD },
  });
  expect(created.status()).toBe(201);
  const old = await request.post('/api/admin/login', { data: { email, password: STAFF_PASSWORD } });
  const oldToken = ((await old.json()) as { data: { access_token: string } }).data.access_token;

  await openAdmin(page, 'ar', '/staff', owner);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: `كلمة مرور جديدة: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(`كلمة مرور جديدة لـ\u2068${name}\u2069`);
  // checked before anything is sent: too short, then two that differ
  await dialog.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('short1');
  await dialog.getByRole('button', { name: 'تعيين كلمة المرور' }).click();
  await expect(dialog.getByText('يجب ألا يقل عن 10 أحرف.')).toBeVisible();
  await dialog.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Mida-Square-77');
  await dialog.getByLabel('كلمة المرور الجديدة مرة أخرى').fill('Mida-Square-78');
  await dialog.getByRole('button', { name: 'تعيين كلمة المرور' }).click();
  await expect(dialog.getByText('تأكيد كلمة المرور غير مطابق.')).toBeVisible();
  // the owner's own password is asked too; Enter in a field sets it, as the button does
  await dialog.getByLabel('كلمة المرور الجديدة مرة أخرى').fill('Mida-Square-77');
  await dialog.getByLabel('كلمة مرورك أنت').fill(STAFF_PASSWORD);
  await dialog.getByLabel('كلمة مرورك أنت').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^عُيّنت كلمة مرور جديدة لحساب .*، وانتهت كل جلسات هذا الحساب/)).toBeVisible();
  // the keyboard is back on the button that opened the dialog
  await expect(row.getByRole('button', { name: `كلمة مرور جديدة: ${name}` })).toBeFocused();

  // the member's open session ended, the old password no longer works, the new one does, and they were told
  const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
  expect((await request.get('/api/admin/me', auth(oldToken))).status()).toBe(401);
  expect((await request.post('/api/admin/login', { data: { email, password: STAFF_PASSWORD } })).status()).toBe(401);
  const fresh = await request.post('/api/admin/login', { data: { email, password: 'Mida-Square-77' } });
  expect(fresh.status()).toBe(200);
  const session = ((await fresh.json()) as { data: { access_token: string; staff: { id: number } } }).data;
  const notice = await newestMailTo(email);
  expect(notice.subject).toBe('تغيّرت كلمة مرورك في لوحة إدارة دكّان');
  expect(notice.text).not.toContain('Mida-Square-77');

  // the member changes it to one only they know, on their own account page; a second session of theirs ends
  const other = await request.post('/api/admin/login', { data: { email, password: 'Mida-Square-77' } });
  const otherToken = ((await other.json()) as { data: { access_token: string } }).data.access_token;
  await openAdmin(page, 'ar', '/account', { ...session, staff: { id: session.staff.id, name, email, role: 'orders' } });
  const form = page.getByRole('region', { name: 'كلمة المرور' });
  await form.getByLabel('كلمة المرور الحالية').fill('Mida-Square-70');
  await form.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Souq-Juma-88');
  await form.getByLabel('كلمة المرور الجديدة مرة أخرى').fill('Souq-Juma-88');
  await form.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  const current = form.getByLabel('كلمة المرور الحالية');
  await expect(form.getByText('كلمة المرور الحالية غير صحيحة.')).toBeVisible();
  await expect(current).toBeFocused();
  await current.fill('Mida-Square-77');
  await form.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page.getByText('تم تغيير كلمة المرور، وانتهت جلسات دخولك الأخرى.')).toBeVisible();
  await expect(current).toHaveValue('');
  expect((await request.get('/api/admin/me', auth(otherToken))).status()).toBe(401);
  expect((await request.get('/api/admin/me', auth(session.access_token))).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'حسابي' })).toBeVisible();
});
