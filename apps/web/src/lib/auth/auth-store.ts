import type { FieldErrors } from '@dukkan/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plainStorage, syncAcrossTabs } from '../persist';

/** Spec 9: the token lives in browser storage under `client-token`, as the raw string. */
export const TOKEN_KEY = 'client-token';

interface AuthState {
  token: string | null;
  /** 422 field errors of the last login attempt */
  loginError: FieldErrors | null;
  loginModalOpen: boolean;
  /** a session started (login, registration, password reset): the token is kept and the old login errors go */
  setToken: (token: string) => void;
  clearToken: () => void;
  setLoginError: (errors: FieldErrors | null) => void;
  /** spec 4: a failed login (422) clears the token and keeps the field errors */
  loginFailed: (errors: FieldErrors) => void;
  openLoginModal: () => void;
  closeLoginModal: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      loginError: null,
      loginModalOpen: false,
      setToken: (token) => set({ token, loginError: null }),
      clearToken: () => set({ token: null }),
      setLoginError: (loginError) => set({ loginError }),
      loginFailed: (loginError) => set({ token: null, loginError }),
      openLoginModal: () => set({ loginModalOpen: true, loginError: null }),
      closeLoginModal: () => set({ loginModalOpen: false, loginError: null }),
    }),
    {
      name: TOKEN_KEY,
      storage: plainStorage<{ token: string | null }>({
        read: (raw) => ({ token: raw || null }),
        write: (value) => value.token,
      }),
      partialize: (state) => ({ token: state.token }),
    },
  ),
);

// another tab's login or logout (a removed key reads as no stored state, which rehydrating would leave as it was)
syncAcrossTabs(TOKEN_KEY, () => {
  let stored: string | null;
  try {
    stored = localStorage.getItem(TOKEN_KEY);
  } catch {
    // storage blocked: this tab's session is its own
    return;
  }
  useAuthStore.setState({ token: stored || null });
});

export const getToken = (): string | null => useAuthStore.getState().token;

/** The API refused `token` (401: expired, or ended by a logout or a password change elsewhere): it is dropped. */
export function dropRefusedToken(token: string): void {
  if (getToken() === token) useAuthStore.getState().clearToken();
}
