import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type Locale = 'ar' | 'en';
export const LOCALES: readonly Locale[] = ['ar', 'en'];

/** The storefront's labels and the API's messages the account specs look for, in both languages. */
export const UI = {
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اللقب',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    country: 'الدولة',
    city: 'المدينة',
    nearPlace: 'أقرب نقطة دالة',
    password: 'كلمة المرور',
    passwordConfirmation: 'تأكيد كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    currentPassword: 'كلمة المرور الحالية',
    name: 'الاسم',
    subject: 'الموضوع',
    message: 'الرسالة',
    libya: 'ليبيا',
    tripoli: 'طرابلس',
    benghazi: 'بنغازي',
    signIn: 'دخول',
    noAccount: 'ليس لدي حساب',
    forgotPassword: 'نسيت كلمة المرور؟',
    required: 'هذا الحقل مطلوب.',
    badEmail: 'يرجى إدخال بريد إلكتروني صحيح.',
    badPhone: 'يرجى إدخال رقم هاتف ليبي صحيح مثل 0912345678.',
    shortPassword: 'يجب ألا يقل عن 8 أحرف.',
    mismatch: 'تأكيد كلمة المرور غير مطابق.',
    badCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    emailTaken: 'هذا البريد الإلكتروني مسجل مسبقاً.',
    wrongCurrent: 'كلمة المرور الحالية غير صحيحة.',
    profileUpdated: 'تم تحديث بياناتك.',
    resetSent: 'إذا كان هذا البريد مسجلاً لدينا فستصلك رسالة فيها رابط لإعادة تعيين كلمة المرور.',
    tryAnotherEmail: 'استخدم بريداً إلكترونياً آخر',
    passwordChanged: 'تم تغيير كلمة المرور.',
    messageReceived: 'شكراً لتواصلك معنا، وصلتنا رسالتك وسنرد عليك قريباً.',
    loginRequired: 'يرجى تسجيل الدخول للمتابعة.',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    country: 'Country',
    city: 'City',
    nearPlace: 'Nearest place',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    newPassword: 'New password',
    currentPassword: 'Current password',
    name: 'Name',
    subject: 'Subject',
    message: 'Message',
    libya: 'Libya',
    tripoli: 'Tripoli',
    benghazi: 'Benghazi',
    signIn: 'Sign in',
    noAccount: 'i have no account',
    forgotPassword: 'Forgot your password?',
    required: 'This field is required.',
    badEmail: 'Please enter a valid e-mail address.',
    badPhone: 'Please enter a valid Libyan phone number such as 0912345678.',
    shortPassword: 'Must be at least 8 characters.',
    mismatch: 'The password confirmation does not match.',
    badCredentials: 'The e-mail address or password is incorrect.',
    emailTaken: 'This e-mail address is already registered.',
    wrongCurrent: 'The current password is incorrect.',
    profileUpdated: 'Your profile has been updated.',
    resetSent: 'If this e-mail address is registered, a message with a password reset link is on its way.',
    tryAnotherEmail: 'Use another e-mail address',
    passwordChanged: 'Your password has been changed.',
    messageReceived: 'Thank you, we received your message and will reply soon.',
    loginRequired: 'Please log in to continue.',
  },
} as const;

export const TOKEN_KEY = 'client-token';

let counter = 0;
/** A fresh address for every account a test makes. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${process.pid}-${counter}@example.ly`;
}

/** Opens the app in a locale (set in storage before the app's first script). */
export async function startIn(page: Page, locale: Locale, hashPath = '/'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
  await page.goto(`/#${hashPath}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

export const hashPath = (page: Page) => new URL(page.url()).hash.slice(1);
export const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/** The input a label names; its first error is the element its aria-describedby points to. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/**
 * Checks that a field shows `message` beside it: marked invalid and described by the message first (a field with a
 * hint keeps it, read after the message).
 */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

export async function expectFieldValid(control: Locator): Promise<void> {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

/** Makes an account straight through the API (for specs about something else than registration). */
export async function createAccount(request: APIRequestContext, tag: string): Promise<Account> {
  const countries = await request.get('/api/client/countries?limit=100');
  const libya = ((await countries.json()) as { data: { id: number; code: string }[] }).data.find(
    (c) => c.code === 'LY',
  );
  if (!libya) throw new Error('Libya is missing from the seeded countries');
  const cities = (await (await request.get(`/api/client/countries/${libya.id}/cities`)).json()) as {
    data: { id: number }[];
  };
  const account = { email: uniqueEmail(tag), password: 'Souq-2025-pass', firstName: 'Salem' };
  const response = await request.post('/api/client/registration', {
    data: {
      first_name: account.firstName,
      last_name: 'Ben Ali',
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      country_id: libya.id,
      city_id: cities.data[0]?.id,
      near_place: 'Martyrs Square',
      phone: '0912345678',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The header's login modal. */
export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

export async function openLoginModal(page: Page): Promise<Locator> {
  await page.getByTestId('open-login').click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function logInWithModal(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  if (!(await dialog.isVisible())) await openLoginModal(page);
  await field(dialog, UI[locale].email).fill(email);
  await field(dialog, UI[locale].password).fill(password);
  await dialog.getByRole('button', { name: UI[locale].signIn, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A phone keeps the welcome line, orders and logout in the header's account menu: opens it (a desktop shows them). */
export async function openAccountMenu(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1024) >= 768) return;
  const button = page.getByTestId('account-menu');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

export async function logOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('open-login')).toBeVisible();
  await expect(page.getByTestId('welcome-line')).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  expect(hashPath(page)).toBe('/');
}

interface StoredMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest message in the API's outbox for an address that `holds` (waits for it to be written): a reset link, say,
 * as the notice of a changed password goes to the same address.
 */
export async function newestMailTo(
  address: string,
  holds: (mail: StoredMail) => boolean = () => true,
): Promise<StoredMail> {
  const dir = process.env['E2E_OUTBOX'];
  if (!dir) throw new Error('E2E_OUTBOX is not set: run the specs with e2e/playwright.config.ts');
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(dir).then(
          (all) => all.filter((n) => n.endsWith('.json')).sort(),
          () => [] as string[],
        );
        for (const name of names.reverse()) {
          const mail = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as StoredMail;
          if (mail.to.toLowerCase() === address.toLowerCase() && holds(mail)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a message to ${address} in ${dir}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as StoredMail;
}

/** The storefront link of a password-reset message. */
export function resetLinkIn(mail: StoredMail): string {
  const link = /https?:\/\/\S+#\/forget\/password\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}
