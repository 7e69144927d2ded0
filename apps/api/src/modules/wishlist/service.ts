import { WISHLIST_LIMITS, type WishlistItem, type WishlistProduct, imageUrl, localizedPair } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { HttpError, refused } from '../../http/errors.js';
import { productPrices } from '../../lib/product-prices.js';
import {
  type ProductCardRow,
  countItems,
  deleteItem,
  findProductIds,
  findProductsByUuid,
  findWishlist,
  insertItems,
  listedProductIds,
  lockClient,
} from './repository.js';

/**
 * A product as the wishlist shows it, priced by the pricing module of contracts (as the catalogue does); a withdrawn
 * product (archived since it was listed) is shown as not offered.
 */
function toWishlistProduct(row: ProductCardRow & { withdrawn?: boolean | number }): WishlistProduct {
  const withdrawn = Boolean(row.withdrawn);
  return {
    uuid: row.uuid,
    name: { ar: row.name_ar, en: row.name_en },
    short_description: { ar: row.short_description_ar, en: row.short_description_en },
    quantity: withdrawn ? 0 : row.quantity,
    is_available: !withdrawn && row.is_available === 1,
    ...productPrices(row),
    main_attachment: row.img_path ? { img_path: imageUrl(row.img_path) } : null,
    options_count: Number(row.options_count),
    color: localizedPair(row.color_ar, row.color_en),
    size: localizedPair(row.size_ar, row.size_en),
  };
}

export async function wishlist(db: Db, clientId: number): Promise<WishlistItem[]> {
  const rows = await findWishlist(db, clientId);
  return rows.map((row) => ({ product_uuid: row.uuid, added_at: row.added_at, product: toWishlistProduct(row) }));
}

/** The cards of a guest's list, in the order asked; products that no longer exist are left out. */
export async function productCards(db: Db, uuids: string[]): Promise<WishlistProduct[]> {
  const rows = await findProductsByUuid(db, [...new Set(uuids)]);
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  return [...new Set(uuids)].flatMap((uuid) => {
    const row = byUuid.get(uuid);
    return row ? [toWishlistProduct(row)] : [];
  });
}

/** Adds one product; an unknown product is 422, a full list is 422, a product already listed is left as it is. */
export async function addToWishlist(db: Db, clientId: number, productUuid: string): Promise<WishlistItem[]> {
  const [product] = await findProductIds(db, [productUuid]);
  if (!product) throw refused('product_not_found', 'product_uuid');
  await db.transaction().execute(async (trx) => {
    await lockClient(trx, clientId);
    const listed = await listedProductIds(trx, clientId);
    if (listed.has(product.id)) return;
    if (listed.size >= WISHLIST_LIMITS.maxItems) {
      throw new HttpError(
        422,
        'wishlist_full',
        { product_uuid: [{ code: 'wishlist_full', params: { max: WISHLIST_LIMITS.maxItems } }] },
        undefined,
        { max: WISHLIST_LIMITS.maxItems },
      );
    }
    await insertItems(trx, clientId, [product.id], nowIso());
  });
  return wishlist(db, clientId);
}

/**
 * A guest's list joins the account's at login: the union, without duplicates; products that no longer exist are
 * dropped (a guest's old list must not block the login), and products past the limit are left out.
 */
export async function mergeWishlist(db: Db, clientId: number, uuids: string[]): Promise<WishlistItem[]> {
  if (uuids.length) {
    const found = await findProductIds(db, [...new Set(uuids)]);
    const idOf = new Map(found.map((p) => [p.uuid, p.id]));
    await db.transaction().execute(async (trx) => {
      await lockClient(trx, clientId);
      const listed = await listedProductIds(trx, clientId);
      const room = Math.max(0, WISHLIST_LIMITS.maxItems - (await countItems(trx, clientId)));
      const fresh = [...new Set(uuids)]
        .map((uuid) => idOf.get(uuid))
        .filter((id): id is number => id !== undefined && !listed.has(id))
        .slice(0, room);
      await insertItems(trx, clientId, fresh, nowIso());
    });
  }
  return wishlist(db, clientId);
}

export async function removeFromWishlist(db: Db, clientId: number, productUuid: string): Promise<WishlistItem[]> {
  await deleteItem(db, clientId, productUuid);
  return wishlist(db, clientId);
}
