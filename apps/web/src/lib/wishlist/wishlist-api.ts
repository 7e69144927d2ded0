import type { DataEnvelope, WishlistItem, WishlistProduct } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../api-client';

/** A client's wishlist on the account; every write answers the whole list. */
export const wishlistQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['wishlist', token],
    enabled: !!token,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<WishlistItem[]>>('/api/client/wishlist', { signal }).then((r) => r.data),
  });

export const addToWishlist = (uuid: string) =>
  apiPost<DataEnvelope<WishlistItem[]>>('/api/client/wishlist', { product_uuid: uuid }).then((r) => r.data);

export const removeFromWishlist = (uuid: string) =>
  apiDelete<DataEnvelope<WishlistItem[]>>(`/api/client/wishlist/${encodeURIComponent(uuid)}`).then((r) => r.data);

export const mergeWishlist = (uuids: string[]) =>
  apiPost<DataEnvelope<WishlistItem[]>>('/api/client/wishlist/merge', { uuids }).then((r) => r.data);

/** The cards of a guest's list; products that no longer exist are left out of the answer. */
export const guestWishlistQueryOptions = (uuids: string[]) =>
  queryOptions({
    queryKey: ['wishlist', 'guest', [...uuids].sort().join(',')],
    enabled: uuids.length > 0,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<WishlistProduct[]>>('/api/client/wishlist/products', {
        query: { uuids: uuids.join(',') },
        signal,
      }).then((r) => r.data),
  });
