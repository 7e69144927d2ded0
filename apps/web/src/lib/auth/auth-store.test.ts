import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY, dropRefusedToken, useAuthStore } from './auth-store';

const state = () => useAuthStore.getState();

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: null, loginError: null, loginModalOpen: false });
  });

  it('keeps a started session under client-token as the raw string and forgets old login errors', () => {
    state().loginFailed({ email: ['wrong'] });
    state().setToken('tok-123');
    expect(state().token).toBe('tok-123');
    expect(state().loginError).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
  });

  it('a failed login clears the token and keeps the field errors (spec 4)', () => {
    state().setToken('old-token');
    state().loginFailed({ email: ['The e-mail address or password is incorrect.'] });
    expect(state().token).toBeNull();
    expect(state().loginError).toEqual({ email: ['The e-mail address or password is incorrect.'] });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logout clears the stored token', () => {
    state().setToken('tok-1');
    state().clearToken();
    expect(state().token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('opening and closing the login modal starts without errors', () => {
    state().loginFailed({ password: ['required'] });
    state().openLoginModal();
    expect(state()).toMatchObject({ loginModalOpen: true, loginError: null });
    state().loginFailed({ password: ['required'] });
    state().closeLoginModal();
    expect(state()).toMatchObject({ loginModalOpen: false, loginError: null });
  });

  it('reads a token another tab (or a test) wrote', async () => {
    localStorage.setItem(TOKEN_KEY, 'from-elsewhere');
    await useAuthStore.persist.rehydrate();
    expect(state().token).toBe('from-elsewhere');
  });

  it("follows another tab's login and logout", () => {
    state().setToken('this-tab');
    localStorage.setItem(TOKEN_KEY, 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(state().token).toBe('other-tab');
    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(state().token).toBeNull();
  });

  it('drops a refused token, but not a newer one started meanwhile', () => {
    state().setToken('refused');
    dropRefusedToken('older');
    expect(state().token).toBe('refused');
    dropRefusedToken('refused');
    expect(state().token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
