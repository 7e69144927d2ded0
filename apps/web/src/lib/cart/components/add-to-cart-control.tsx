import { CartIcon } from '../../ui/icons';
import type { Translate } from '../../i18n';
import type { CartProduct } from '../cart-store';
import { addToCart } from '../add-to-cart';

export interface AddToCartProps {
  /** `quantity` is the stock: a product with none left cannot be added */
  product: CartProduct & { is_available: boolean; quantity: number };
  quantity?: number;
  size?: 'xs' | 'sm' | 'md';
  className?: string;
}

/**
 * Add-to-cart, or the spec's 'not available' label when the product is not available or has none left in stock, with
 * its texts given: a product card passes the `t`, the product's name in the shown language and an id for the reason
 * (the card's own), so a list reads them once per card rather than once per button.
 */
export function AddToCartControl({
  product,
  quantity = 1,
  size = 'sm',
  className = '',
  t,
  name,
  reasonId,
}: AddToCartProps & { t: Translate; name: string; reasonId: string }) {
  const sizing = size === 'md' ? 'h-12 px-6 text-base' : size === 'xs' ? 'h-8 px-2.5 text-xs' : 'h-10 px-3 text-sm';
  // sold out: listed, but pressing could only bring the spec's code 04 dialog, so it is not offered to be pressed
  const soldOut = product.is_available && product.quantity <= 0;
  if (!product.is_available || soldOut) {
    // not offered, or none left: the button stays, disabled, and says why (issue 11: no active add-to-cart on a
    // product not sold)
    return (
      <span className={`inline-flex flex-col ${className}`}>
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={`inline-flex cursor-not-allowed items-center justify-center gap-2 rounded-xl bg-slate-100 font-semibold text-slate-600 ${sizing}`}
        >
          <span>{t('common.notAvailable')}</span>
        </button>
        <span id={reasonId} className={size === 'md' ? 'mt-1 text-sm text-slate-600' : 'sr-only'}>
          {soldOut ? t('checkout.reasonSoldOut') : t('product.notOfferedReason')}
        </span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void addToCart(product, quantity)}
      aria-label={size === 'md' ? undefined : t('product.addNamedToCart', { name })}
      className={`inline-flex items-center justify-center gap-2 rounded-xl bg-teal-700 font-semibold text-white transition hover:bg-teal-800 active:scale-[.98] ${sizing} ${className}`}
    >
      <CartIcon className={size === 'xs' ? 'size-4' : 'size-5'} />
      {size === 'xs' ? t('product.add') : t('product.addToCart')}
    </button>
  );
}
