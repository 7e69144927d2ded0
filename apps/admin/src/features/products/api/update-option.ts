import type { AdminProduct, ProductOptionUpdate } from '@dukkan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, adminApi } from '../../../lib/api-client';
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
    // someone saved the option since the form opened (409): the product is read again, so that opening the option
    // anew shows what they saved
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: productQuery(productUuid).queryKey });
      }
      return undefined;
    },
  });
}
