import { type CheckQuantityResult, formatCount, QUANTITY_CODES } from '@dukkan/contracts';
import { isAbortError } from '../api-client';
import { preloadDialogs, showAlert } from '../dialogs';
import { runWithLoading } from '../loading-store';
import { getLocale, i18next } from '../i18n';
import { checkQuantity } from './api/check-quantity';
import { cartQuantityOf, useCartStore, type CartProduct } from './cart-store';

export type StockCheck = 'allowed' | 'exceeds' | 'unavailable' | 'failed';

/**
 * Asks the server whether `requested` units of a product can be had, and explains a refusal with the spec's dialog.
 * `announceSuccess` shows the code 01 dialog too (adding from a card or the product page). The dialog's texts are in
 * the language shown when the answer comes.
 */
export async function checkStock(uuid: string, requested: number, announceSuccess: boolean): Promise<StockCheck> {
  let result: CheckQuantityResult;
  preloadDialogs(); // the answer is shown in a dialog: load it alongside the request
  // and its texts too: the message catalogue stays out of the first load
  const texts = import('@dukkan/contracts/shopper-message');
  texts.catch(() => undefined);
  try {
    result = await runWithLoading((signal) => checkQuantity(uuid, requested, signal));
  } catch (error) {
    // ≥ 500 has already raised its alert; other failures and cancellations just stop the indicator
    if (!isAbortError(error)) console.warn('check-quantity failed', error);
    return 'failed';
  }
  const code = result.messageCode;
  const available = result.available_quantity;
  const locale = getLocale();
  const { shopperMessage: message } = await texts;
  const base = { title: i18next.t('common.information'), confirmText: i18next.t('common.ok') };
  if (code === QUANTITY_CODES.allowed) {
    if (announceSuccess) void showAlert({ ...base, icon: 'success', text: message('quantity_allowed', locale) });
    return 'allowed';
  }
  if (code === QUANTITY_CODES.exceeds) {
    const text = message('quantity_exceeds', locale, { available: formatCount(available) });
    void showAlert({ ...base, icon: 'warning', text });
    return 'exceeds';
  }
  void showAlert({ ...base, icon: 'warning', text: message('quantity_unavailable', locale) });
  return 'unavailable';
}

/** Adds a product to the cart after the server's check-quantity (spec 4 and 8). */
export async function addToCart(product: CartProduct, quantity = 1): Promise<boolean> {
  const requested = cartQuantityOf(product.uuid) + quantity;
  const outcome = await checkStock(product.uuid, requested, true);
  if (outcome !== 'allowed') return false;
  useCartStore.getState().add(product, quantity);
  return true;
}
