export { useCartStore, useCartTotals, cartTotals, toCartItem, CART_KEY } from './cart-store';
export type { CartItem, CartPrices, CartProduct, CartTotals } from './cart-store';
export { useAddToCart, useStockCheck } from './use-add-to-cart';
export { AddToCartButton } from './components/add-to-cart-button';
export { CartLink } from './components/cart-link';
export { CartReorderProvider } from './reorder-provider';
