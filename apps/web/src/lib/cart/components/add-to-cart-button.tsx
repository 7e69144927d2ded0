import { useId } from 'react';
import { localize, useTexts } from '../../i18n';
import { AddToCartControl, type AddToCartProps } from './add-to-cart-control';

/**
 * Add-to-cart, or the spec's 'not available' label, reading its texts itself: the product page's, the compare table's,
 * the wishlist's. Apart from the cards' `AddToCartControl` so it loads with those pages, not with the first page.
 */
export function AddToCartButton(props: AddToCartProps) {
  const { t, locale } = useTexts();
  const id = useId();
  return (
    <AddToCartControl {...props} t={t} name={localize(props.product.name, locale)} reasonId={`not-offered-${id}`} />
  );
}
