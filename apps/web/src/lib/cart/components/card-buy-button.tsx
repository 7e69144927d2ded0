import type { Product } from '@dukkan/contracts';
import { Link } from 'react-router';
import type { Translate } from '../../i18n';
import { productPath } from '../../routes';
import { AddToCartControl } from './add-to-cart-control';

interface Props {
  product: Product;
  /** the list's texts and the product's name in the shown language: the card reads them once for all its parts */
  t: Translate;
  name: string;
  /** an id for the reason a product not offered cannot be added */
  reasonId: string;
  size?: 'xs' | 'sm';
  className?: string;
}

/**
 * A list card's buy button: add-to-cart for a product sold in one form; for one sold in options (a colour, a size:
 * decision 0053) a link to its page, where the shopper picks one (the main product listed may be sold out while
 * another option is not).
 */
export function CardBuyButton({ product, t, name, reasonId, size = 'sm', className = '' }: Props) {
  if (product.options_count === 0) {
    return (
      <AddToCartControl product={product} size={size} className={className} t={t} name={name} reasonId={reasonId} />
    );
  }
  const sizing = size === 'xs' ? 'h-8 px-2.5 text-xs' : 'h-10 px-3 text-sm';
  return (
    <Link
      to={productPath(product.uuid)}
      aria-label={t('product.chooseOptionsNamed', { name })}
      data-testid="choose-options"
      className={`inline-flex items-center justify-center gap-2 rounded-xl font-semibold text-teal-800 ring-1 ring-teal-700 transition ring-inset hover:bg-teal-50 ${sizing} ${className}`}
    >
      {t('product.chooseOptions')}
    </Link>
  );
}
