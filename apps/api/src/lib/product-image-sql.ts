import { sql } from 'kysely';

/**
 * A product's first image by sort order (the catalogue's main attachment), as a column of a query on `products`:
 * `.select(mainImage.as('img_path'))`.
 */
export const mainImage = sql<
  string | null
>`(SELECT pi.img_path FROM product_images pi WHERE pi.product_id = products.id ORDER BY pi.sort_order, pi.id LIMIT 1)`;
