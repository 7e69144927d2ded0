import { uploadImage as uploadToStorage } from '../../../lib/ui/image-picker';
import type {
  AdminProduct,
  AdminProductsPage,
  AdminProductsQuery,
  Category,
  ImportResult,
  ProductCreate,
  ProductUpdate,
  StockAdjust,
  StockMovement,
} from '@dukkan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminFetch, errorOf } from '../../../lib/api-client';
import type { Paged } from '../../../lib/admin-types';

/** Every products query of the back office: lists, one product, stock histories. */
export const PRODUCTS_KEY = ['admin', 'products'] as const;

export type ProductFilters = Pick<
  AdminProductsQuery,
  'q' | 'category_id' | 'availability' | 'low_stock' | 'discounted' | 'state' | 'page'
>;

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      adminApi<AdminProductsPage>('/products', {
        signal,
        query: {
          ...filters,
          low_stock: filters.low_stock ? 'true' : undefined,
          discounted: filters.discounted ? 'true' : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useProducts = (filters: ProductFilters) => useQuery(productsQuery(filters));

export const productQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'one', uuid],
    queryFn: ({ signal }) => adminApi<{ data: AdminProduct }>(`/products/${uuid}`, { signal }).then((r) => r.data),
  });

export const useProduct = (uuid: string | undefined) => useQuery({ ...productQuery(uuid ?? ''), enabled: !!uuid });

/** The storefront's category tree (public and cached), for the editor's choices and the list's filter. */
export const useCategories = () =>
  useQuery({
    queryKey: ['admin', 'categories-tree'],
    queryFn: async ({ signal }) => {
      const res = await fetch('/api/client/categories', { signal, headers: { Accept: 'application/json' } });
      if (!res.ok) throw await errorOf(res);
      return ((await res.json()) as { data: Category[] }).data;
    },
    staleTime: 60_000,
  });

type Saved = { data: AdminProduct; message: string };

export function useSaveProduct(uuid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductCreate | ProductUpdate) =>
      uuid
        ? adminApi<Saved>(`/products/${uuid}`, { method: 'PUT', body })
        : adminApi<Saved>('/products', { method: 'POST', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(productQuery(saved.data.uuid).queryKey, saved.data);
      return queryClient.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'list'] });
    },
  });
}

export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      adminApi<{ data: { result: 'deleted' | 'archived' }; message: string }>(`/products/${uuid}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}

export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => adminApi<Saved>(`/products/${uuid}/restore`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}

/**
 * POST /products/{uuid}/stock, for a product or one of its options (by the option's own uuid). Every product query
 * refreshes: a main product's details carry its options' stock, and the history gains the movement.
 */
export function useAdjustStock(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjust) => adminApi<Saved>(`/products/${uuid}/stock`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}

export const useStockHistory = (uuid: string, enabled: boolean) =>
  useQuery({
    queryKey: [...PRODUCTS_KEY, 'stock', uuid],
    queryFn: ({ signal }) => adminApi<Paged<StockMovement>>(`/products/${uuid}/stock`, { signal }),
    enabled,
  });

/** Uploads an image (POST /uploads, the shared picker's call); the stored path it answers. */
export async function uploadImage(file: File): Promise<string> {
  return (await uploadToStorage(file)).path;
}

/** Downloads the catalogue file through the signed-in fetch (a plain link would not carry the token). */
export async function downloadCsv(): Promise<void> {
  const res = await adminFetch('/products.csv');
  if (!res.ok) throw await errorOf(res);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'products.csv';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * Sends a catalogue file; a dry run answers what would happen, a real import writes everything or nothing (422 with
 * the same list of problems in `details`).
 */
export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun }: { file: Blob; dryRun: boolean }): Promise<ImportResult> => {
      const res = await adminFetch('/products/import', {
        method: 'POST',
        query: { dry_run: dryRun ? 'true' : undefined },
        rawBody: file,
        headers: { 'Content-Type': 'text/csv' },
      });
      if (res.status === 422) {
        const body = (await res.clone().json()) as { details?: ImportResult };
        if (body.details?.problems) return body.details;
      }
      if (!res.ok) throw await errorOf(res);
      return ((await res.json()) as { data: ImportResult }).data;
    },
    onSuccess: (result) => {
      if (!result.dry_run && !result.problems.length) return queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      return undefined;
    },
  });
}
