import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminApi } from '../../../lib/api-client';
import type { Role } from '../../../lib/roles';
import { useSession } from '../../../lib/session-store';

export interface Me {
  id: number;
  name: string;
  email: string;
  role: Role;
  totp_enabled: boolean;
}

export const meQuery = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => adminApi<{ data: Me }>('/me', { signal }).then((r) => r.data),
  });

export const useMe = () => useQuery(meQuery());

/**
 * Keeps the signed-in member's name and role as the server has them. The session kept what the login answered, so an
 * owner's change of role left the member's open back office on the old role's menu, every screen refusing them, until
 * they logged out. The member is read again on each load and when the window is back in focus.
 */
export function useMemberKeptCurrent(): void {
  const me = useQuery(meQuery()).data;
  useEffect(() => {
    const { token, staff, signIn } = useSession.getState();
    if (!me || !token || !staff || staff.id !== me.id) return;
    if (staff.role !== me.role || staff.name !== me.name || staff.email !== me.email)
      signIn(token, { id: me.id, name: me.name, email: me.email, role: me.role });
  }, [me]);
}
