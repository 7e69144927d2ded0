import type { AdminProductOption, ProductOptionCreate } from '@dukkan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { productQuery } from './products';

/** POST /products/{uuid}/options: a new option of the product, with its opening stock. */
export function useCreateOption(productUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductOptionCreate) =>
      adminApi<{ data: AdminProductOption; message: string }>(`/products/${encodeURIComponent(productUuid)}/options`, {
        method: 'POST',
        body,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productQuery(productUuid).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] }),
      ]),
  });
}
