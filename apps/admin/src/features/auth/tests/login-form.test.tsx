import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { json } from '../../../test/fakes';
import { renderInApp } from '../../../test/render';
import { LoginForm } from '../components/login-form';

const fetchMock = vi.fn<typeof fetch>();
const staff = { id: 3, name: 'Amina', email: 'amina@dukkan.ly', role: 'orders' as const };

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('staff login form', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.getState().signOut();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('checks the e-mail before asking the server', async () => {
    await renderInApp(<LoginForm onSignedIn={vi.fn()} />);
    fill('E-mail', 'amina');
    fill('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the authenticator code when the account needs one, takes it in Arabic digits, then signs in', async () => {
    const onSignedIn = vi.fn();
    await renderInApp(<LoginForm onSignedIn={onSignedIn} />);
    fetchMock.mockResolvedValueOnce(
      json(422, { message: 'The given data was invalid.', errors: { otp: ['Enter the code from your app.'] } }),
    );
    fill('E-mail', 'amina@dukkan.ly');
    fill('Password', 'Tripoli-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const otp = await screen.findByLabelText('Code from your authenticator app');
    expect(screen.getByText(/Two-step sign-in is on/)).toBeTruthy();
    expect(useSession.getState().token).toBeNull();

    fetchMock.mockResolvedValueOnce(json(200, { data: { access_token: 'tok-1', staff } }));
    // typed on an Arabic keyboard: sent in ASCII digits
    fireEvent.input(otp, { target: { value: '١٢٣٤٥٦' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(staff));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      email: 'amina@dukkan.ly',
      password: 'Tripoli-2026',
      otp: '123456',
    });
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', staff });
  });

  it("shows the server's refusal without saying which part was wrong", async () => {
    await renderInApp(<LoginForm onSignedIn={vi.fn()} />);
    fetchMock.mockResolvedValueOnce(json(401, { message: 'These credentials do not match our records.' }));
    fill('E-mail', 'nobody@dukkan.ly');
    fill('Password', 'whatever-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('These credentials do not match our records.');
  });
});
