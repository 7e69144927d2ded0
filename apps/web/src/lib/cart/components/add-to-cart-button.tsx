import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, uiLocaleOf } from '../../i18n';
import { AddToCartControl, type AddToCartProps } from './add-to-cart-control';

/**
 * Add-to-cart, or the spec's 'not available' label, reading its texts itself: the product page's, the compare table's,
 * the wishlist's. Apart from the cards' `AddToCartControl` so it loads with those pages, not with the first page.
 */
export function AddToCartButton(props: AddToCartProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <AddToCartControl
      {...props}
      t={t}
      name={localize(props.product.name, uiLocaleOf(i18n.language))}
      reasonId={`not-offered-${id}`}
    />
  );
}
