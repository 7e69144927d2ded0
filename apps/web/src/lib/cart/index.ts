export { useCartStore, useCartTotals } from './cart-store';
export type { CartItem } from './cart-store';
export { addToCart, checkStock } from './add-to-cart';
export { AddToCartButton } from './components/add-to-cart-button';
export { CardBuyButton } from './components/card-buy-button';
export { CartLineOptions } from './components/cart-line-options';
export { CartLink } from './components/cart-link';
export { CartReorderProvider } from './reorder-provider';
export { useFreshCart } from './use-fresh-cart';
