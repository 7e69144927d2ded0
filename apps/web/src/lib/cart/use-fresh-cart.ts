import type { Product } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  // one query for the whole cart, each line asked for on its own (the answers the product pages cache)
  const { data: answers = [], dataUpdatedAt } = useQuery({
    queryKey: ['cart-lines', uuids],
    queryFn: ({ signal }) => Promise.allSettled(uuids.map((uuid) => getCartProduct(uuid, signal))),
    staleTime: 30_000,
    retry: false,
  });
  const [repriced, setRepriced] = useState(false);

  const short: Record<string, number> = {};
  answers.forEach((answer, i) => {
    const item = items[i];
    if (!item || item.uuid !== uuids[i]) return;
    const gone = answer.status === 'rejected' && answer.reason instanceof ApiError && answer.reason.status === 404;
    const product = answer.status === 'fulfilled' ? answer.value : null;
    const left = gone ? 0 : product ? (product.is_available ? product.quantity : 0) : null;
    if (left !== null && left < item.quantity) short[item.uuid] = left;
  });

  useEffect(() => {
    const { items: now, updatePrices } = useCartStore.getState();
    answers.forEach((answer, i) => {
      const product: Product | null = answer.status === 'fulfilled' ? answer.value : null;
      const line = product && now.find((l) => l.uuid === uuids[i]);
      if (!product || !line || PRICES.every((key) => line[key] === product[key])) return;
      updatePrices(line.uuid, {
        selling_price: product.selling_price,
        selling_price_after_discount: product.selling_price_after_discount,
        selling_price_after_tax: product.selling_price_after_tax,
      });
      setRepriced(true);
    });
    // the answers are read again when they change, not at every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt]);

  return { repriced, short };
}
