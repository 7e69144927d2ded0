import { sql } from 'kysely';

/**
 * A product's first image by sort order (the catalogue's main attachment), as a column of a query on `products`:
 * `.select(mainImage.as('img_path'))`. An option without pictures of its own shows its main product's (0053).
 */
export const mainImage = sql<string | null>`COALESCE(
  (SELECT pi.img_path FROM product_images pi WHERE pi.product_id = products.id ORDER BY pi.sort_order, pi.id LIMIT 1),
  (SELECT pi.img_path FROM product_images pi WHERE pi.product_id = products.variant_of ORDER BY pi.sort_order, pi.id LIMIT 1))`;
