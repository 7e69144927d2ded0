import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  expectFieldError,
  expectFieldValid,
  field,
  hashPath,
  LOCALES,
  logInWithModal,
  loginDialog,
  logOut,
  newestMailTo,
  openAccountMenu,
  openLoginModal,
  resetLinkIn,
  startIn,
  storedToken,
  UI,
  uniqueEmail,
  type Locale,
} from './support/accounts.js';
import { expectFocusOn } from './support/storefront.js';

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.locator('main#main');

for (const locale of LOCALES) {
  const ui = UI[locale];

  test.describe(`accounts in ${locale}`, () => {
    test('register → log out → log in → update the profile → reset the password by e-mail → log in with it', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`journey-${locale}`);
      const password = 'Tripoli-2025';

      // Registration: Libya is chosen already; the Libyan phone may be typed in Arabic-Indic digits.
      await startIn(page, locale, '/registration');
      const form = page.getByTestId('registration-form');
      // names and places are typed in either language: each field takes the direction of what is typed in it
      for (const label of [ui.firstName, ui.lastName, ui.nearPlace]) {
        await expect(field(form, label)).toHaveAttribute('dir', 'auto');
      }
      await field(form, ui.firstName).fill('Huda');
      await field(form, ui.lastName).fill('Al-Misrati');
      await field(form, ui.email).fill(email);
      const phone = field(form, ui.phone);
      await expect(phone).toHaveAttribute('dir', 'ltr');
      await expect(phone).toHaveAttribute('inputmode', 'tel');
      await expect(phone).toHaveAttribute('autocomplete', 'tel');
      await phone.fill(locale === 'ar' ? '٠٩١٢٣٤٥٦٧٨' : '091-234-5678');
      const country = field(form, ui.country);
      await expect(country.locator('option:checked')).toHaveText(ui.libya);
      await field(form, ui.city).selectOption({ label: ui.tripoli });
      await field(form, ui.nearPlace).fill('Near the Old City gate');
      await field(form, ui.password).fill(password);
      await field(form, ui.passwordConfirmation).fill(password);
      await page.getByTestId('register-submit').click();

      // Signed in and sent home; the welcome line names the client.
      await expect(page.getByTestId('welcome-line')).toContainText('Huda');
      expect(hashPath(page)).toBe('/');
      expect(await storedToken(page)).toBeTruthy();

      await logOut(page);

      await logInWithModal(page, locale, email, password);
      await expect(page.getByTestId('welcome-line')).toContainText('Huda');

      // The welcome line opens the profile.
      await openAccountMenu(page);
      await page.getByTestId('welcome-line').click();
      await expect(page).toHaveURL(/#\/profile$/);
      const details = page.getByTestId('profile-details');
      await expect(details.getByTestId('profile-name')).toHaveText('Huda Al-Misrati');
      await expect(details.getByTestId('profile-email')).toHaveText(email);
      await expect(details.getByTestId('profile-phone')).toHaveText('+218 91 234 5678');
      await expect(details.getByTestId('profile-phone').locator('bdi')).toHaveAttribute('dir', 'ltr');
      await expect(details).toContainText(ui.tripoli);
      await expect(details).toContainText(ui.libya);

      // Update: the current password is required and checked.
      await details.getByTestId('edit-profile').click();
      await expect(page).toHaveURL(/#\/profile\/update$/);
      const profileForm = page.getByTestId('profile-form');
      await expect(field(profileForm, ui.email)).toHaveValue(email);
      await expect(field(profileForm, ui.phone)).toHaveValue('0912345678');
      await expect(field(profileForm, ui.city).locator('option:checked')).toHaveText(ui.tripoli);
      await field(profileForm, ui.firstName).fill('Hoda');
      await field(profileForm, ui.city).selectOption({ label: ui.benghazi });
      await page.getByTestId('profile-submit').click();
      const current = field(profileForm, ui.currentPassword);
      await expectFieldError(current, ui.required);
      await expect(current).toBeFocused();
      await current.fill('not-my-password');
      await page.getByTestId('profile-submit').click();
      await expectFieldError(current, ui.wrongCurrent);
      await current.fill(password);
      await page.getByTestId('profile-submit').click();
      await expect(page.getByTestId('profile-saved')).toContainText(ui.profileUpdated);
      await expect(page.getByTestId('welcome-line')).toContainText('Hoda');
      await openAccountMenu(page);
      await page.getByTestId('welcome-line').click();
      await expect(page.getByTestId('profile-name')).toHaveText('Hoda Al-Misrati');
      await expect(page.getByTestId('profile-details')).toContainText(ui.benghazi);

      // Forgot password, from the login modal's link.
      await logOut(page);
      const dialog = await openLoginModal(page);
      await dialog.getByRole('link', { name: ui.forgotPassword }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/#\/forget\/password$/);
      await field(main(page), ui.email).fill(email.toUpperCase());
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('reset-requested')).toContainText(ui.resetSent);
      // the panel takes the form's place, and the keyboard's focus with it
      await expectFocusOn(page, page.getByTestId('reset-requested'));
      // "use another e-mail address" gives the form back, its field holding the address typed and the focus
      await page.getByRole('button', { name: ui.tryAnotherEmail }).click();
      const emailField = field(main(page), ui.email);
      await expect(emailField).toHaveValue(email.toUpperCase());
      await expectFocusOn(page, emailField);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('reset-requested')).toContainText(ui.resetSent);

      const mail = await newestMailTo(email, (m) => /#\/forget\/password\?/.test(m.text));
      const link = resetLinkIn(mail);
      await page.goto(link);
      const resetForm = page.getByTestId('reset-form');
      await expect(resetForm).toBeVisible();
      const newPassword = 'Benghazi-2026';
      await field(resetForm, ui.newPassword).fill(newPassword);
      await field(resetForm, ui.passwordConfirmation).fill('Benghazi-2027');
      await page.getByTestId('reset-submit').click();
      await expectFieldError(field(resetForm, ui.passwordConfirmation), ui.mismatch);
      await field(resetForm, ui.passwordConfirmation).fill(newPassword);
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('reset-done')).toContainText(ui.passwordChanged);
      await expectFocusOn(page, page.getByTestId('reset-done'));
      // The reset signs the client in.
      await expect(page.getByTestId('welcome-line')).toContainText('Hoda');

      // The old password no longer works; the new one does.
      await logOut(page);
      const again = await openLoginModal(page);
      await field(again, ui.email).fill(email);
      await field(again, ui.password).fill(password);
      await again.getByRole('button', { name: ui.signIn, exact: true }).click();
      await expectFieldError(field(again, ui.email), ui.badCredentials);
      await field(again, ui.password).fill(newPassword);
      await again.getByRole('button', { name: ui.signIn, exact: true }).click();
      await expect(again).toBeHidden();
      await expect(page.getByTestId('welcome-line')).toContainText('Hoda');
    });

    test('a guest sent to log in from a guarded route comes back to it', async ({ page, request }) => {
      const account = await createAccount(request, `guard-${locale}`);
      await startIn(page, locale, '/profile');
      await expect(page).toHaveURL(/#\/\?nextUrl=%2Fprofile$/);
      await expect(main(page)).toContainText(ui.loginRequired);
      await expect(loginDialog(page)).toBeVisible();
      await logInWithModal(page, locale, account.email, account.password);
      await expect(page).toHaveURL(/#\/profile$/);
      await expect(page.getByTestId('profile-name')).toContainText(account.firstName);
    });

    test('a guest who registers from the guard comes back to the guarded route', async ({ page }) => {
      await startIn(page, locale, '/profile/update');
      const dialog = loginDialog(page);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link', { name: ui.noAccount }).click();
      await expect(page).toHaveURL(/#\/registration\?nextUrl=%2Fprofile%2Fupdate$/);
      await fillRegistration(page, locale, uniqueEmail(`guard-reg-${locale}`));
      await page.getByTestId('register-submit').click();
      await expect(page).toHaveURL(/#\/profile\/update$/);
      await expect(field(page.getByTestId('profile-form'), ui.firstName)).toHaveValue('Nour');
    });

    test("after logging in from the header's dialog the keyboard is on the page's heading, not the page's body", async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, `login-focus-${locale}`);
      await startIn(page, locale, '/categories');
      // by keyboard: the header's login button (gone once logged in), the dialog's fields, Enter
      await page.getByTestId('open-login').focus();
      await page.keyboard.press('Enter');
      const dialog = loginDialog(page);
      await expect(dialog).toBeVisible();
      await field(dialog, ui.email).fill(account.email);
      await field(dialog, ui.password).fill(account.password);
      await field(dialog, ui.password).press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('open-login')).toHaveCount(0);
      await expectFocusOn(page, main(page).getByRole('heading', { level: 1 }));
    });

    test("logging in from the dialog a guarded route opened puts the keyboard on that route's heading", async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, `guard-focus-${locale}`);
      await startIn(page, locale, '/profile');
      const dialog = loginDialog(page);
      await expect(dialog).toBeVisible();
      await field(dialog, ui.email).fill(account.email);
      await field(dialog, ui.password).fill(account.password);
      await field(dialog, ui.password).press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/#\/profile$/);
      await expect(page.getByTestId('profile-name')).toContainText(account.firstName);
      await expectFocusOn(page, main(page).getByRole('heading', { level: 1 }));
    });

    test('login shows the first message beside each field and a failed login clears the token', async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, `login-${locale}`);
      await startIn(page, locale);
      const dialog = await openLoginModal(page);
      const email = field(dialog, ui.email);
      const password = field(dialog, ui.password);
      // the shopper can type at once: the e-mail field has the focus, not the close button
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('autocomplete', 'email');
      await expect(password).toHaveAttribute('autocomplete', 'current-password');

      await dialog.getByRole('button', { name: ui.signIn, exact: true }).click();
      await expectFieldError(email, ui.required);
      await expectFieldError(password, ui.required);

      await email.fill('not-an-email');
      await password.fill('x');
      await dialog.getByRole('button', { name: ui.signIn, exact: true }).click();
      await expectFieldError(email, ui.badEmail);
      await expectFieldValid(password);

      // A stale token is dropped by a failed login.
      await page.evaluate(() => localStorage.setItem('client-token', 'stale-token'));
      await email.fill(account.email);
      await password.fill('wrong-password');
      await dialog.getByRole('button', { name: ui.signIn, exact: true }).click();
      await expectFieldError(email, ui.badCredentials);
      await expect.poll(() => storedToken(page)).toBeNull();
    });

    test('registration shows the checks beside the fields, also the server’s', async ({ page, request }) => {
      const taken = await createAccount(request, `taken-${locale}`);
      await startIn(page, locale, '/registration');
      const form = page.getByTestId('registration-form');
      await page.getByTestId('register-submit').click();
      for (const label of [ui.firstName, ui.lastName, ui.email, ui.phone, ui.city, ui.nearPlace, ui.password]) {
        await expectFieldError(field(form, label), ui.required);
      }
      await expect(field(form, ui.firstName)).toBeFocused();

      await field(form, ui.email).fill('huda@');
      await field(form, ui.phone).fill('0812345678');
      await field(form, ui.password).fill('short');
      await field(form, ui.passwordConfirmation).fill('other');
      await expectFieldError(field(form, ui.email), ui.badEmail);
      await expectFieldError(field(form, ui.phone), ui.badPhone);
      await expectFieldError(field(form, ui.password), ui.shortPassword);
      await expectFieldError(field(form, ui.passwordConfirmation), ui.mismatch);

      // Everything valid in the browser, but the e-mail is taken: the server's 422 lands beside the e-mail.
      await fillRegistration(page, locale, taken.email.toUpperCase());
      await page.getByTestId('register-submit').click();
      await expectFieldError(field(form, ui.email), ui.emailTaken);
      await expect(field(form, ui.email)).toBeFocused();
      expect(await storedToken(page)).toBeNull();
    });

    test('contact-us sends a message, with the name and e-mail filled for a client', async ({ page, request }) => {
      const account = await createAccount(request, `contact-${locale}`);
      await startIn(page, locale, '/contact-us');
      const form = page.getByTestId('contact-form');
      // what the shopper writes, in either language, takes its own direction
      for (const label of [ui.name, ui.subject, ui.message]) {
        await expect(field(form, label)).toHaveAttribute('dir', 'auto');
      }
      await page.getByTestId('contact-submit').click();
      for (const label of [ui.name, ui.email, ui.subject, ui.message]) {
        await expectFieldError(field(form, label), ui.required);
      }
      await expect(page.getByTestId('shop-contact')).toContainText('@');

      // Logged in, the name and e-mail come from the account.
      await page.goto('/#/');
      await logInWithModal(page, locale, account.email, account.password);
      await page.goto('/#/contact-us');
      await expect(field(form, ui.email)).toHaveValue(account.email);
      await expect(field(form, ui.name)).toHaveValue(/Salem/);
      await field(form, ui.subject).fill('Delivery to Zawiya');
      await field(form, ui.message).fill('Do you deliver to Zawiya?\nThanks.');
      await page.getByTestId('contact-submit').click();
      await expect(page.getByTestId('contact-sent')).toContainText(ui.messageReceived);
      await expectFocusOn(page, page.getByTestId('contact-sent'));
      await page.getByTestId('contact-back-home').click();
      await openAccountMenu(page);
      await expect(page.getByTestId('welcome-line')).toBeVisible();
    });
  });
}

async function fillRegistration(page: Page, locale: Locale, email: string): Promise<void> {
  const ui = UI[locale];
  const form = page.getByTestId('registration-form');
  await field(form, ui.firstName).fill('Nour');
  await field(form, ui.lastName).fill('Al-Tarhouni');
  await field(form, ui.email).fill(email);
  await field(form, ui.phone).fill('+218 92 765 4321');
  await expect(field(form, ui.country).locator('option:checked')).toHaveText(ui.libya);
  await field(form, ui.city).selectOption({ label: ui.tripoli });
  await field(form, ui.nearPlace).fill('Souq Al-Juma');
  await field(form, ui.password).fill('Souq-Aljuma-1');
  await field(form, ui.passwordConfirmation).fill('Souq-Aljuma-1');
}
