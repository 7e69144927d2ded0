import type { AdminProductOption, ProductOptionUpdate } from '@dukkan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { productQuery } from './products';

/** PUT /products/{uuid}/options/{option_uuid}: everything of the option's own but its stock. */
export function useUpdateOption(productUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ optionUuid, body }: { optionUuid: string; body: ProductOptionUpdate }) =>
      adminApi<{ data: AdminProductOption; message: string }>(
        `/products/${encodeURIComponent(productUuid)}/options/${encodeURIComponent(optionUuid)}`,
        { method: 'PUT', body },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productQuery(productUuid).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] }),
      ]),
  });
}
