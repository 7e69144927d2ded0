import type { AdminProduct, ProductOptionCreate } from '@dukkan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { productQuery } from './products';

/** POST /products/{uuid}/options: a new option of the product, with its opening stock; answers the product with its options. */
export function useCreateOption(productUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductOptionCreate) =>
      adminApi<{ data: AdminProduct; message: string }>(`/products/${encodeURIComponent(productUuid)}/options`, {
        method: 'POST',
        body,
      }),
    // the answer is the product with its options
    onSuccess: (saved) => {
      queryClient.setQueryData(productQuery(productUuid).queryKey, saved.data);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
    },
  });
}
