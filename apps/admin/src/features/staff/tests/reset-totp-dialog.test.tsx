import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '../../../lib/admin-types';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { useToast } from '../../../lib/ui/toast';
import { fakeModalDialogs, json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { ResetTotpDialog } from '../components/reset-totp-dialog';

const fetchMock = vi.fn<typeof fetch>();
const member: StaffAccount = {
  id: 9,
  name: 'Mona',
  email: 'mona@dukkan.ly',
  role: 'manager',
  disabled: false,
  totp_enabled: true,
  created_at: '2026-11-30T10:00:00.000Z',
};

describe("the owner turns off a member's two-step login", () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useLocaleStore.setState({ locale: 'en' });
    fakeModalDialogs();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("sends the owner's own password, puts the keyboard on it when refused, then closes once done", async () => {
    let tries = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key !== 'POST /api/admin/staff/9/totp/disable') throw new Error(`unexpected call: ${key}`);
      tries += 1;
      return tries === 1
        ? json(422, {
            message: 'The given data was invalid.',
            errors: { current_password: ['The current password is incorrect.'] },
          })
        : json(200, { data: { ...member, totp_enabled: false }, message: 'Two-step login is off for Mona.' });
    });
    const onClose = vi.fn();
    await renderInApp(<ResetTotpDialog member={member} open onClose={onClose} />);
    expect(screen.getByText(/lost the phone with their authenticator app/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn it off' }));
    // nothing is sent without the owner's password
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const own = screen.getByLabelText('Your own password');
    fireEvent.change(own, { target: { value: 'a guess 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn it off' }));
    await waitFor(() => expect(own.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(own);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ current_password: 'a guess 2026' });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(own, { target: { value: 'Owner-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn it off' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(useToast.getState().message).toBe('Two-step login is off for Mona.');
    // the password does not stay in the page
    expect((screen.getByLabelText('Your own password') as HTMLInputElement).value).toBe('');
  });
});
