export { WISHLIST_KEY } from '@dukkan/contracts';
export { useLocalWishlist, type LocalWishlistItem } from './wishlist-store';
export { guestWishlistQueryOptions, wishlistQueryOptions } from './wishlist-api';
export { startWishlistSync, useToggleWishlist, useWishlistUuids } from './use-wishlist';
export { WishlistHeart } from './components/wishlist-heart';
export { WishlistLink } from './components/wishlist-link';
export { HeartIcon } from './components/heart-icon';
