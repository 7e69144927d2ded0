/**
 * The wishlist's constants, kept free of zod so the storefront's first load (the header's heart) can read them
 * without the schemas. See docs/decisions/0050-address-book-and-wishlist.md.
 */
export const WISHLIST_LIMITS = { maxItems: 100 } as const;

/** The browser's storage key of a guest's wishlist, beside the spec's CartItems and CompareItems. */
export const WISHLIST_KEY = 'WishlistItems';
