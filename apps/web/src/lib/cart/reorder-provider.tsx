import { formatCount, QUANTITY_CODES } from '@dukkan/contracts';
import { useCallback, type ReactNode } from 'react';
import { ApiError } from '../api-client';
import { runWithLoading } from '../loading-store';
import { type Reorder, ReorderContext, type ReorderOutcome } from '../reorder';
import { getLocale } from '../i18n';
import { getCartProduct } from './api/get-cart-product';
import { checkQuantity } from './api/check-quantity';
import { cartQuantityOf, useCartStore } from './cart-store';

/**
 * Puts a past order's lines back in the cart the way adding from the catalogue does: today's product and prices
 * from the server, then the server's check-quantity for what the cart would hold, and the spec's message when it
 * refuses. Lines that pass are added; the others are answered with their message.
 */
export function CartReorderProvider({ children }: { children: ReactNode }) {
  const add = useCartStore((s) => s.add);
  const reorder = useCallback<Reorder>(
    (lines) =>
      runWithLoading(async (signal) => {
        const locale = getLocale();
        // the message catalogue stays out of the first load: fetched when an order is repeated
        const { shopperMessage: message } = await import('@dukkan/contracts/shopper-message');
        const outcome: ReorderOutcome = { added: 0, problems: [] };
        for (const line of lines) {
          const name = line.name[locale];
          const problem = (text: string) => outcome.problems.push({ name, text });
          let product;
          try {
            product = await getCartProduct(line.product_uuid, { signal });
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) {
              problem(message('product_no_longer_exists', locale));
              continue;
            }
            throw error;
          }
          if (!product.is_available) {
            problem(message('quantity_unavailable', locale));
            continue;
          }
          const check = await checkQuantity(product.uuid, cartQuantityOf(product.uuid) + line.quantity, signal);
          if (check.messageCode === QUANTITY_CODES.allowed) {
            add(product, line.quantity);
            outcome.added += 1;
          } else if (check.messageCode === QUANTITY_CODES.exceeds) {
            problem(message('quantity_exceeds', locale, { available: formatCount(check.available_quantity) }));
          } else {
            problem(message('quantity_unavailable', locale));
          }
        }
        return outcome;
      }),
    [add],
  );
  return <ReorderContext.Provider value={reorder}>{children}</ReorderContext.Provider>;
}
