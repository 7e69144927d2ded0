import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useToast } from '../../../lib/ui/toast';

/**
 * POST /api/admin/logout revokes the token; the session ends here even when the server cannot be reached. The login
 * screen then opens afresh: on a computer the shop's staff share, the next member starts on their own first screen
 * (not on the screen the last one left, `?next=`) and without the last one's messages.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => adminApi<{ message: string }>('/logout', { method: 'POST' }),
    onSettled: () => {
      useToast.getState().clear();
      void navigate('/login', { replace: true });
      signOut();
      queryClient.clear();
    },
  });
}
