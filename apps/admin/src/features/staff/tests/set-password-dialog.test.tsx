import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '../../../lib/admin-types';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { useToast } from '../../../lib/ui/toast';
import { fakeModalDialogs, json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { SetPasswordDialog } from '../components/set-password-dialog';

const fetchMock = vi.fn<typeof fetch>();
const member: StaffAccount = {
  id: 7,
  name: 'Faraj',
  email: 'faraj@dukkan.ly',
  role: 'orders',
  disabled: false,
  totp_enabled: false,
  created_at: '2026-11-30T10:00:00.000Z',
};

describe("the owner's new password for a member", () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useLocaleStore.setState({ locale: 'en' });
    fakeModalDialogs();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("sends the new password with the owner's own, puts the keyboard on a refused field, then closes once set", async () => {
    let tries = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key !== 'POST /api/admin/staff/7/password') throw new Error(`unexpected call: ${key}`);
      tries += 1;
      return tries === 1
        ? json(422, {
            message: 'The given data was invalid.',
            errors: { current_password: ['The current password is incorrect.'] },
          })
        : json(200, { data: member, message: 'Faraj has a new password, and their sessions have ended.' });
    });
    const onClose = vi.fn();
    await renderInApp(<SetPasswordDialog member={member} open onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Mida-Square-77' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'Mida-Square-77' } });
    fireEvent.change(screen.getByLabelText('Your own password'), { target: { value: 'a guess 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    const own = screen.getByLabelText('Your own password');
    await waitFor(() => expect(own.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(own);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      current_password: 'a guess 2026',
      password: 'Mida-Square-77',
      password_confirmation: 'Mida-Square-77',
    });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(own, { target: { value: 'Owner-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(useToast.getState().message).toBe('Faraj has a new password, and their sessions have ended.');
    // the passwords do not stay in the page
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Your own password') as HTMLInputElement).value).toBe('');
  });

  it('checks the new password before sending anything', async () => {
    await renderInApp(<SetPasswordDialog member={member} open onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('Must be at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
