import { z } from 'zod';
import { WISHLIST_LIMITS } from '../wishlist.js';
import { priceTagShape, productSchema } from './catalogue.js';

/**
 * The wishlist (issue 11): kept in the browser for guests (storage key `WishlistItems`), on the account for clients,
 * merged at login. See docs/decisions/0050-address-book-and-wishlist.md.
 */
const productUuid = z.uuid().transform((s) => s.toLowerCase());

/** POST /api/client/wishlist: add one product (an unknown product is 422 on `product_uuid`). */
export const wishlistAddSchema = z.strictObject({ product_uuid: productUuid });

/**
 * POST /api/client/wishlist/merge: a guest's list joins the account's at login (union; the server drops duplicates,
 * products that no longer exist and whatever would pass the limit).
 */
export const wishlistMergeSchema = z.strictObject({
  uuids: z.array(productUuid).max(WISHLIST_LIMITS.maxItems),
});

/** GET /api/client/wishlist/products?uuids=a,b: the cards of a guest's list (unknown uuids are left out). */
export const wishlistProductsQuerySchema = z.object({
  uuids: z
    .string()
    .max(WISHLIST_LIMITS.maxItems * 37)
    .transform((s) => s.split(',').filter((x) => x !== ''))
    .pipe(z.array(productUuid).min(1).max(WISHLIST_LIMITS.maxItems)),
});

/**
 * A product as the wishlist shows it: enough for its card, its price tag and add-to-cart; with `options_count`,
 * `color` and `size` as the catalogue answers them, so an option is named by its colour and size (decision 0053).
 */
export const wishlistProductSchema = z.object({
  ...productSchema.pick({ uuid: true, name: true, short_description: true }).shape,
  ...priceTagShape,
  main_attachment: productSchema.shape.main_attachment,
  options_count: productSchema.shape.options_count,
  color: productSchema.shape.color,
  size: productSchema.shape.size,
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

export const wishlistItemSchema = z.object({
  product_uuid: z.uuid(),
  added_at: z.string(),
  product: wishlistProductSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
