import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '../../../lib/admin-types';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { useToast } from '../../../lib/ui/toast';
import { fakeModalDialogs, json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { OwnerPasswordDialog, type OwnerGrant } from '../components/owner-password-dialog';

const fetchMock = vi.fn<typeof fetch>();
const member: StaffAccount = {
  id: 7,
  name: 'Faraj',
  email: 'faraj@dukkan.ly',
  role: 'manager',
  disabled: false,
  totp_enabled: false,
  created_at: '2026-11-30T10:00:00.000Z',
};

describe('making a member an owner', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useLocaleStore.setState({ locale: 'en' });
    fakeModalDialogs();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("asks for the owner's own password before sending anything", async () => {
    await renderInApp(<OwnerPasswordDialog member={member} grant="promote" open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change the role' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the role with the owner's password, keeps the dialog open on a refusal, then closes once made", async () => {
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key !== 'PATCH /api/admin/staff/7') throw new Error(`unexpected call: ${key}`);
      bodies.push(JSON.parse(String(init?.body)));
      return bodies.length === 1
        ? json(422, {
            message: 'The given data was invalid.',
            errors: { current_password: ['The current password is incorrect.'] },
          })
        : json(200, { data: { ...member, role: 'owner' } });
    });
    const onClose = vi.fn();
    await renderInApp(<OwnerPasswordDialog member={member} grant="promote" open onClose={onClose} />);
    const own = screen.getByLabelText('Your own password');
    fireEvent.change(own, { target: { value: 'a guess 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the role' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect(document.activeElement).toBe(own);
    expect(onClose).not.toHaveBeenCalled();
    expect(bodies[0]).toEqual({ role: 'owner', current_password: 'a guess 2026' });

    fireEvent.change(own, { target: { value: 'Owner-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the role' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(useToast.getState().message).toBe('Faraj was updated.');
    expect((own as HTMLInputElement).value).toBe('');
  });

  it('enables a disabled owner with the same dialog, sending no role', async () => {
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json(200, { data: { ...member, role: 'owner', disabled: false } });
    });
    const onClose = vi.fn();
    // as the staff list holds it: mounted for a promotion, then opened to enable
    function Row() {
      const [grant, setGrant] = useState<OwnerGrant | null>(null);
      return (
        <>
          <button type="button" onClick={() => setGrant('enable')}>
            open
          </button>
          <OwnerPasswordDialog member={member} grant={grant ?? 'promote'} open={grant !== null} onClose={onClose} />
        </>
      );
    }
    await renderInApp(<Row />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('heading', { name: /Enable .*Faraj.*, an owner, again\?/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your own password'), { target: { value: 'Owner-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ disabled: false, current_password: 'Owner-pass-2026' }]);
  });
});
