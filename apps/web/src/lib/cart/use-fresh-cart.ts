import { useQueries } from '@tanstack/react-query';
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
  const answers = useQueries({
    queries: items.map((item) => ({
      queryKey: ['cart-line', item.uuid],
      queryFn: ({ signal }: { signal: AbortSignal }) => getCartProduct(item.uuid, signal),
      staleTime: 30_000,
      retry: false,
    })),
  });
  const [repriced, setRepriced] = useState(false);

  const short: Record<string, number> = {};
  answers.forEach((answer, i) => {
    const item = items[i];
    if (!item) return;
    const gone = answer.error instanceof ApiError && answer.error.status === 404;
    const left = gone ? 0 : answer.data ? (answer.data.is_available ? answer.data.quantity : 0) : null;
    if (left !== null && left < item.quantity) short[item.uuid] = Math.max(0, left);
  });

  const updatedAt = answers.map((a) => a.dataUpdatedAt).join();
  useEffect(() => {
    const { items: now, updatePrices } = useCartStore.getState();
    answers.forEach((answer, i) => {
      const product = answer.data;
      const line = product && now.find((l) => l.uuid === items[i]?.uuid);
      if (!product || !line || PRICES.every((key) => line[key] === product[key])) return;
      updatePrices(line.uuid, {
        selling_price: product.selling_price,
        selling_price_after_discount: product.selling_price_after_discount,
        selling_price_after_tax: product.selling_price_after_tax,
      });
      setRepriced(true);
    });
    // the answers are read again when one of them changes, not at every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [updatedAt]);

  return { repriced, short };
}
