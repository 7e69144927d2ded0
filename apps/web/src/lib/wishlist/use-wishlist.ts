import type { WishlistItem, WishlistProduct } from '@dukkan/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { useAuthStore } from '../auth/auth-store';
import { showAlert } from '../dialogs';
import { i18next } from '../i18n';
import { addToWishlist, mergeWishlist, removeFromWishlist, wishlistQueryOptions } from './wishlist-api';
import { useLocalWishlist } from './wishlist-store';

/** The uuids on the shopper's wishlist: the account's for a client, the browser's for a guest. */
export function useWishlistUuids(): string[] {
  const token = useAuthStore((s) => s.token);
  const local = useLocalWishlist((s) => s.items);
  const server = useQuery(wishlistQueryOptions(token));
  if (!token) return local.map((i) => i.uuid);
  return (server.data ?? []).map((i) => i.product_uuid);
}

export function useIsWished(uuid: string): boolean {
  return useWishlistUuids().includes(uuid);
}

/**
 * Adds or removes a product; for a client the heart turns at once and the server's answer then stands. A plain
 * function, so the cards of a list need no hook for it: they take the query client from their list.
 */
export async function toggleWishlist(
  queryClient: QueryClient,
  product: WishlistProduct,
  wished: boolean,
): Promise<void> {
  const token = useAuthStore.getState().token;
  if (!token) {
    const local = useLocalWishlist.getState();
    if (wished) local.remove(product.uuid);
    else local.add({ uuid: product.uuid, name_ar: product.name.ar, name_en: product.name.en });
    return;
  }
  const key = wishlistQueryOptions(token).queryKey;
  const before = queryClient.getQueryData(key);
  const shown: WishlistItem[] = wished
    ? (before ?? []).filter((i) => i.product_uuid !== product.uuid)
    : [{ product_uuid: product.uuid, added_at: new Date().toISOString(), product }, ...(before ?? [])];
  queryClient.setQueryData(key, shown);
  try {
    queryClient.setQueryData(key, await (wished ? removeFromWishlist(product.uuid) : addToWishlist(product.uuid)));
  } catch (error) {
    queryClient.setQueryData(key, before);
    if (error instanceof ApiError && error.status > 0 && error.status < 500) {
      void showAlert({
        icon: 'warning',
        title: i18next.t('common.information'),
        text: error.message,
        confirmText: i18next.t('common.ok'),
      });
    }
  }
}

/** `toggleWishlist` with the app's query client. */
export function useToggleWishlist(): (product: WishlistProduct, wished: boolean) => Promise<void> {
  const queryClient = useQueryClient();
  return (product, wished) => toggleWishlist(queryClient, product, wished);
}

/**
 * Merges a guest's list into the account whenever a session starts (login, registration, a guest checkout) and at
 * start-up when both exist: the union on the server, then the browser's list is emptied. A failed merge keeps the
 * browser's list for the next try.
 */
export function startWishlistSync(queryClient: QueryClient): void {
  let running = false;
  const sync = async (token: string | null) => {
    const items = useLocalWishlist.getState().items;
    if (!token || running || items.length === 0) return;
    running = true;
    try {
      const merged = await mergeWishlist(items.map((i) => i.uuid));
      if (useAuthStore.getState().token !== token) return;
      const key = wishlistQueryOptions(token).queryKey;
      // a read that left before the merge must not overwrite the merged list
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, merged);
      useLocalWishlist.getState().clear();
    } catch {
      // kept in the browser; merged at the next start or login
    } finally {
      running = false;
    }
  };
  useAuthStore.subscribe((state, previous) => {
    if (state.token !== previous.token) void sync(state.token);
  });
  void sync(useAuthStore.getState().token);
}
