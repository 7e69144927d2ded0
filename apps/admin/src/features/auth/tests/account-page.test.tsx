import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { useToast } from '../../../lib/ui/toast';
import { AccountPage } from '../pages/account-page';

const fetchMock = vi.fn<typeof fetch>();
const me = { id: 3, name: 'Amina', email: 'amina@dukkan.ly', role: 'owner', totp_enabled: false, permissions: [] };

describe('turning two-step sign-in on', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useLocaleStore.setState({ locale: 'en' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("asks for the member's password first and shows the API's refusal on that field", async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/admin/me') return json(200, { data: me });
      if (key === 'POST /api/admin/me/totp/setup') {
        return json(422, {
          message: 'The given data was invalid.',
          errors: { password: ['The current password is incorrect.'] },
        });
      }
      throw new Error(`unexpected call: ${key}`);
    });
    await renderInApp(<AccountPage />);
    const password = await screen.findByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'a guess 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The current password is incorrect.')).toBeTruthy();
    const setup = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/me/totp/setup');
    expect(JSON.parse(String(setup?.[1]?.body))).toEqual({ password: 'a guess 2026' });
  });
});

describe("changing the member's own password", () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useLocaleStore.setState({ locale: 'en' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('checks the new password before sending anything', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/admin/me') return json(200, { data: me });
      throw new Error(`unexpected call: ${key}`);
    });
    await renderInApp(<AccountPage />);
    await screen.findByLabelText('Current password');
    fill({ 'New password': 'onlyletters', 'New password again': 'onlyletterz' });
    // the API's own schema, in the member's language
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(
      screen.getByText('The password is weak: use at least 10 characters mixing letters and digits.'),
    ).toBeTruthy();
    expect(screen.getByText('The password confirmation does not match.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/me/password')).toEqual([]);
  });

  it("sends the three fields, shows the API's refusal on its field, then its answer once changed", async () => {
    let tries = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/admin/me') return json(200, { data: me });
      if (key === 'POST /api/admin/me/password') {
        tries += 1;
        return tries === 1
          ? json(422, {
              message: 'The given data was invalid.',
              errors: { current_password: ['The current password is incorrect.'] },
            })
          : json(200, { message: 'Your password is changed, and your other sessions have ended.' });
      }
      throw new Error(`unexpected call: ${key}`);
    });
    await renderInApp(<AccountPage />);
    await screen.findByLabelText('Current password');
    const typed = {
      'Current password': 'a guess 2026',
      'New password': 'Souq-Juma-88',
      'New password again': 'Souq-Juma-88',
    };
    fill(typed);
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The current password is incorrect.')).toBeTruthy();
    expect(document.activeElement).toBe(current);
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/me/password');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      current_password: 'a guess 2026',
      password: 'Souq-Juma-88',
      password_confirmation: 'Souq-Juma-88',
    });

    fill({ ...typed, 'Current password': 'Old-pass-2025' });
    await waitFor(() =>
      expect(useToast.getState().message).toBe('Your password is changed, and your other sessions have ended.'),
    );
    // emptied, so the passwords do not stay in the page
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });
});
