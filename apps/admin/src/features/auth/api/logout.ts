import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

/** POST /api/admin/logout revokes the token; the session ends here even when the server cannot be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  const signOut = useSession((s) => s.signOut);
  return useMutation({
    mutationFn: () => adminApi<{ message: string }>('/logout', { method: 'POST' }),
    onSettled: () => {
      signOut();
      queryClient.clear();
    },
  });
}
