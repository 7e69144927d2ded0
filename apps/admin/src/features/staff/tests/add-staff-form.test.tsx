import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '../../../lib/admin-types';
import { useLocaleStore } from '../../../lib/i18n/i18n';
import { useToast } from '../../../lib/ui/toast';
import { json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { AddStaffForm } from '../components/add-staff-form';

const fetchMock = vi.fn<typeof fetch>();
const salma: StaffAccount = {
  id: 9,
  name: 'Salma Ali',
  email: 'salma@dukkan.ly',
  role: 'catalogue',
  disabled: false,
  totp_enabled: false,
  created_at: '2026-11-30T10:00:00.000Z',
};

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Add a member' }));
};

describe('adding a member', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    useLocaleStore.setState({ locale: 'en' });
  });

  it("checks the fields by the API's own rules, in the member's language, before sending anything", async () => {
    useLocaleStore.setState({ locale: 'en' });
    await renderInApp(<AddStaffForm />);
    fill({ Name: ' ', 'E-mail': 'salma', "The member's password": 'onlyletters' });
    // the name, and the owner's own password
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText('Your own password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(
      screen.getByText('The password is weak: use at least 10 characters mixing letters and digits.'),
    ).toBeTruthy();
    // a language switch words them again
    useLocaleStore.setState({ locale: 'ar' });
    expect(await screen.findAllByText('هذا الحقل مطلوب.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the API's refusal on its field with the keyboard there, then adds the member and empties the form", async () => {
    useLocaleStore.setState({ locale: 'en' });
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key !== 'POST /api/admin/staff') throw new Error(`unexpected call: ${key}`);
      bodies.push(JSON.parse(String(init?.body)));
      return bodies.length === 1
        ? json(422, {
            message: 'The given data was invalid.',
            errors: { email: ['The email has already been taken.'] },
          })
        : json(201, { data: salma });
    });
    await renderInApp(<AddStaffForm />);
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'catalogue' } });
    fill({
      Name: '  Salma Ali ',
      'E-mail': 'salma@dukkan.ly',
      "The member's password": 'Tripoli-2026',
      'Your own password': 'Owner-pass-2026',
    });
    const email = screen.getByLabelText('E-mail');
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(bodies[0]).toEqual({
      name: 'Salma Ali',
      email: 'salma@dukkan.ly',
      role: 'catalogue',
      password: 'Tripoli-2026',
      current_password: 'Owner-pass-2026',
    });

    fill({ 'E-mail': 'salma.ali@dukkan.ly' });
    await waitFor(() => expect(useToast.getState().message).toBe('Salma Ali was added.'));
    expect((screen.getByLabelText("The member's password") as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Your own password') as HTMLInputElement).value).toBe('');
  });
});
