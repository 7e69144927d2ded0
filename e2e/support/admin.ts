import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { placeOrderByApi, productsInStock, registerClient, type Order } from './checkout.js';

export type Locale = 'ar' | 'en';
export const LOCALES: readonly Locale[] = ['ar', 'en'];
export type Role = 'owner' | 'manager' | 'orders' | 'catalogue';
export const ROLES: readonly Role[] = ['owner', 'manager', 'orders', 'catalogue'];

/**
 * The back office's specs need the admin API (branch admin-api, issue 12). Until it is merged they are skipped,
 * with the reason in the report; once `/api/admin/login` exists they run.
 */
export async function needsAdminApi(request: APIRequestContext): Promise<void> {
  const probe = await request.post('/api/admin/login', { data: {} });
  test.skip(probe.status() === 404, 'the admin API (/api/admin) is not in this build yet');
}

/** The back office's storage keys (docs/decisions/0033-admin-app.md). */
export const ADMIN_KEYS = { session: 'AdminToken', locale: 'AdminLocale' } as const;

export const STAFF_PASSWORD = 'Tripoli-counter-2026';
export const staffEmail = (role: Role) => `e2e-${role}@dukkan.ly`;
export const staffName = (role: Role) => `E2E ${role}`;

let ownerMade = false;

/**
 * The shop's owner in the e2e database, made once with the `staff:create` command as a shop owner would.
 * Another worker may have made it first: the command then refuses the taken e-mail, which is fine.
 */
function ensureOwner(): void {
  if (ownerMade) return;
  const root = path.join(import.meta.dirname, '..', '..');
  try {
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/cli/staff-create.ts',
        '--email',
        staffEmail('owner'),
        '--role',
        'owner',
        '--name',
        staffName('owner'),
        '--password',
        STAFF_PASSWORD,
      ],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: `sqlite:${process.env['E2E_DB']}`, LOG_LEVEL: 'warn' },
        stdio: 'pipe',
      },
    );
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? '');
    if (!/already/i.test(output)) throw error;
  }
  ownerMade = true;
}

const made = new Set<Role>();

/** A member of the role: the owner from the command line, the others added by the owner through the API. */
export async function ensureStaff(request: APIRequestContext, role: Role): Promise<void> {
  ensureOwner();
  if (role === 'owner' || made.has(role)) return;
  const owner = await login(request, 'owner');
  const response = await request.post('/api/admin/staff', {
    headers: { Authorization: `Bearer ${owner.access_token}`, 'Accept-Language': 'en' },
    // the owner's own password too (a session left open cannot add anyone)
    data: {
      name: staffName(role),
      email: staffEmail(role),
      role,
      password: STAFF_PASSWORD,
      current_password: STAFF_PASSWORD,
    },
  });
  if (response.status() !== 201 && response.status() !== 200) {
    // made by another worker already
    expect(JSON.stringify(await response.json())).toContain('already');
  }
  made.add(role);
}

export interface StaffSession {
  access_token: string;
  staff: { id: number; name: string; email: string; role: Role };
}

async function login(request: APIRequestContext, role: Role): Promise<StaffSession> {
  const response = await request.post('/api/admin/login', {
    data: { email: staffEmail(role), password: STAFF_PASSWORD },
  });
  expect(response.status(), `staff login as ${role}`).toBe(200);
  return ((await response.json()) as { data: StaffSession }).data;
}

export async function apiLogin(request: APIRequestContext, role: Role): Promise<StaffSession> {
  await ensureStaff(request, role);
  return login(request, role);
}

/** Opens the back office in a language, signed in as `session` when given (stored before the app starts). */
export async function openAdmin(page: Page, locale: Locale, hashPath: string, session?: StaffSession): Promise<void> {
  await page.addInitScript(
    ([keys, lang, stored]) => {
      localStorage.setItem(keys.locale, JSON.stringify({ state: { locale: lang }, version: 0 }));
      if (stored) localStorage.setItem(keys.session, JSON.stringify({ state: stored, version: 0 }));
    },
    [ADMIN_KEYS, locale, session ? { token: session.access_token, staff: session.staff } : null] as const,
  );
  // a fresh load, so the stored values are read even when only the hash would change
  await page.goto('about:blank');
  await page.goto(`/admin/#${hashPath}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** On the phone project the screen is the 360 px. */
export async function phoneFirst(page: Page, project: string): Promise<void> {
  if (project === 'phone') await page.setViewportSize({ width: 360, height: 780 });
}

/** A fresh pending order placed by a client through the storefront API. */
export async function placeOrder(
  request: APIRequestContext,
  label: string,
  quantity = 1,
  offset = 0,
): Promise<{ order: Order; productUuid: string }> {
  const token = await registerClient(request, label);
  const [product] = await productsInStock(request, 1, offset);
  const order = await placeOrderByApi(request, token, [{ uuid: product!.uuid, quantity }]);
  return { order, productUuid: product!.uuid };
}

export async function stockOf(request: APIRequestContext, uuid: string): Promise<number> {
  const response = await request.get(`/api/client/products/${uuid}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { quantity: number } }).data.quantity;
}

export async function orderStatus(request: APIRequestContext, session: StaffSession, uuid: string): Promise<string> {
  const response = await request.get(`/api/admin/orders/${uuid}`, {
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/** The labels the specs look for, as a member reads them. */
export const ADMIN_UI = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'دخول',
    logout: 'تسجيل الخروج',
    loginTitle: 'دخول الموظفين',
    notYourScreen: 'لا يفتح دورك تلك الشاشة؛ هذه شاشتك.',
    menu: 'القائمة',
    nav: {
      dashboard: 'الرئيسية',
      orders: 'الطلبات',
      products: 'المنتجات',
      messages: 'الرسائل',
      customers: 'العملاء',
      discounts: 'أكواد الخصم',
      delivery: 'التوصيل',
      settings: 'الإعدادات',
      categories: 'التصنيفات',
      banners: 'الإعلانات',
      staff: 'الموظفون',
      audit: 'سجل العمليات',
      outbox: 'الرسائل المتعثرة',
      account: 'حسابي',
    },
    status: {
      pending: 'قيد الانتظار',
      confirmed: 'مؤكد',
      preparing: 'قيد التجهيز',
      shipped: 'تم الشحن',
      delivered: 'تم التوصيل',
      cancelled: 'ملغي',
    },
    confirm: 'تأكيد الطلب',
    prepare: 'بدء التجهيز',
    ship: 'تم الشحن',
    deliver: 'تم التوصيل',
    cancel: 'إلغاء الطلب',
    cancelYes: 'نعم، ألغِ الطلب',
    search: 'بحث',
    history: 'سجل الحالات',
    selectOrder: (n: string) => `تحديد الطلب ${n}`,
    changeTo: 'تغيير الحالة إلى',
    apply: 'تطبيق',
    bulkConfirm: 'تغيير الحالة',
    bulkKeep: 'لا تغيّر شيئاً',
    print: 'طباعة',
    twoUpdated: 'حُدِّث طلبان.',
    paper: 'الورق',
    language: 'اللغة',
    receipt: 'إيصال 80 مم',
    deliveryNote: 'إيصال تسليم',
    cashToCollect: 'المبلغ المطلوب تحصيله عند التسليم',
    orderHeading: 'الطلب',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    logout: 'Log out',
    loginTitle: 'Staff sign-in',
    notYourScreen: 'Your role does not open that screen; here is your own.',
    menu: 'Menu',
    nav: {
      dashboard: 'Dashboard',
      orders: 'Orders',
      products: 'Products',
      messages: 'Messages',
      customers: 'Customers',
      discounts: 'Discount codes',
      delivery: 'Delivery',
      settings: 'Settings',
      categories: 'Categories',
      banners: 'Banners',
      staff: 'Staff',
      audit: 'Audit log',
      outbox: 'Failed messages',
      account: 'My account',
    },
    status: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      preparing: 'Preparing',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    },
    confirm: 'Confirm',
    prepare: 'Start preparing',
    ship: 'Mark shipped',
    deliver: 'Mark delivered',
    cancel: 'Cancel order',
    cancelYes: 'Yes, cancel the order',
    search: 'Search',
    history: 'Status history',
    selectOrder: (n: string) => `Select order ${n}`,
    changeTo: 'Change status to',
    apply: 'Apply',
    bulkConfirm: 'Change the status',
    bulkKeep: 'Change nothing',
    print: 'Print',
    twoUpdated: '2 orders updated.',
    paper: 'Paper',
    language: 'Language',
    receipt: 'Receipt 80 mm',
    deliveryNote: 'Delivery note',
    cashToCollect: 'Cash to collect on delivery',
    orderHeading: 'Order',
  },
} as const;

type Screen = keyof (typeof ADMIN_UI)['en']['nav'];

/** The back office's menu, in its order (what the owner sees). */
const MENU: Screen[] = [
  'dashboard',
  'orders',
  'messages',
  'customers',
  'products',
  'categories',
  'banners',
  'discounts',
  'delivery',
  'settings',
  'staff',
  'audit',
  'outbox',
  'account',
];

/** The screens each role may open, in menu order (the roles): a manager sees all but the staff screen. */
export const ROLE_SCREENS: Record<Role, Screen[]> = {
  owner: MENU,
  manager: MENU.filter((screen) => screen !== 'staff'),
  orders: ['orders', 'messages', 'customers', 'account'],
  catalogue: ['products', 'categories', 'banners', 'discounts', 'account'],
};
