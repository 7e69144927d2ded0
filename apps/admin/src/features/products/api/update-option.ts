import type { AdminProduct, ProductOptionUpdate } from '@dukkan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { productQuery } from './products';

/** PUT /products/{uuid}/options/{option_uuid}: everything of the option's own but its stock; answers the product with its options. */
export function useUpdateOption(productUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ optionUuid, body }: { optionUuid: string; body: ProductOptionUpdate }) =>
      adminApi<{ data: AdminProduct; message: string }>(
        `/products/${encodeURIComponent(productUuid)}/options/${encodeURIComponent(optionUuid)}`,
        { method: 'PUT', body },
      ),
    // the answer is the product with its options
    onSuccess: (saved) => {
      queryClient.setQueryData(productQuery(productUuid).queryKey, saved.data);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
    },
  });
}
