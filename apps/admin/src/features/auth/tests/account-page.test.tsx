import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { renderInApp } from '../../../test/render';
import { AccountPage } from '../pages/account-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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
