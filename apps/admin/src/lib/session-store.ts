import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Role } from './roles';

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: Role;
}

interface SessionState {
  token: string | null;
  staff: StaffMember | null;
  signIn: (token: string, staff: StaffMember) => void;
  signOut: () => void;
}

/** The back office keeps its own session, apart from the storefront's client token. */
export const SESSION_KEY = 'AdminToken';

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      staff: null,
      signIn: (token, staff) => set({ token, staff }),
      signOut: () => set({ token: null, staff: null }),
    }),
    {
      name: SESSION_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, staff }) => ({ token, staff }),
    },
  ),
);

if (typeof window !== 'undefined') {
  // logging out in one tab logs out the others
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) void useSession.persist.rehydrate();
  });
}

export const getToken = (): string | null => useSession.getState().token;
