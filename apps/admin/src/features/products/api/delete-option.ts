import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { productQuery } from './products';

/** DELETE /products/{uuid}/options/{option_uuid}: deleted, or archived when orders name it. */
export function useDeleteOption(productUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionUuid: string) =>
      adminApi<{ data: { result: 'deleted' | 'archived' }; message: string }>(
        `/products/${encodeURIComponent(productUuid)}/options/${encodeURIComponent(optionUuid)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productQuery(productUuid).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] }),
      ]),
  });
}
