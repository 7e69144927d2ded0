import type { Product } from '@dukkan/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api-client';
import { getCartProduct } from './api/get-cart-product';
import { type CartItem, useCartStore } from './cart-store';

const PRICES = ['selling_price', 'selling_price_after_discount', 'selling_price_after_tax'] as const;

/** The lines the shop cannot fill as they stand, by uuid: the units left (0: none, or the product is gone). */
export type CartShortage = Readonly<Record<string, number>>;

/**
 * The cart's lines as the shop has them today, read when a page that shows them opens (the cart keeps the prices of
 * the day each product was added). Today's prices are taken into the cart, so that the totals shown are those the
 * order will be charged (the server prices it in any case); `repriced` says that one changed. `short` names the
 * lines the shop cannot fill as they stand.
 */
export function useFreshCart(items: readonly CartItem[]): { repriced: boolean; short: CartShortage } {
  const uuids = items.map((item) => item.uuid);
  const { data } = useQuery({
    queryKey: ['cart-lines', uuids],
    queryFn: async ({ signal }) => {
      const answers = await Promise.allSettled(uuids.map((uuid) => getCartProduct(uuid, { signal, check: true })));
      const byUuid = new Map<string, PromiseSettledResult<Product>>();
      answers.forEach((answer, i) => byUuid.set(uuids[i] ?? '', answer));
      return { byUuid, repriced: takePrices(byUuid) };
    },
    // asked of the shop at each opening: an earlier opening's answers would put older prices back in the cart
    gcTime: 0,
    staleTime: 30_000,
    // while a changed cart (a line removed) is asked for again, the lines still in it keep what was said of them
    placeholderData: keepPreviousData,
    retry: false,
  });
  // the notice stays once given, also after the cart is asked for again at the prices it now holds
  const [repriced, setRepriced] = useState(false);
  if (data?.repriced && !repriced) setRepriced(true);

  const short: Record<string, number> = {};
  for (const item of items) {
    const answer = data?.byUuid.get(item.uuid);
    if (!answer) continue;
    const gone = answer.status === 'rejected' && answer.reason instanceof ApiError && answer.reason.status === 404;
    const product = answer.status === 'fulfilled' ? answer.value : null;
    const left = gone ? 0 : product ? (product.is_available ? product.quantity : 0) : null;
    if (left !== null && left < item.quantity) short[item.uuid] = left;
  }
  return { repriced, short };
}

/** Writes today's prices into the cart's lines as they come (never an earlier answer); says whether one changed. */
function takePrices(answers: ReadonlyMap<string, PromiseSettledResult<Product>>): boolean {
  const { items, updatePrices } = useCartStore.getState();
  let changed = false;
  for (const [uuid, answer] of answers) {
    const product = answer.status === 'fulfilled' ? answer.value : null;
    const line = items.find((l) => l.uuid === uuid);
    if (!product || !line || PRICES.every((key) => line[key] === product[key])) continue;
    updatePrices(uuid, {
      selling_price: product.selling_price,
      selling_price_after_discount: product.selling_price_after_discount,
      selling_price_after_tax: product.selling_price_after_tax,
    });
    changed = true;
  }
  return changed;
}
