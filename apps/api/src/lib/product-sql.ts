import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A product's first image by sort order (the catalogue's main attachment), as a column of a query on `products`:
 * `.select(mainImage.as('img_path'))`. An option without pictures of its own shows its main product's (0053).
 */
export const mainImage = sql<string | null>`COALESCE(
  (SELECT pi.img_path FROM product_images pi WHERE pi.product_id = products.id ORDER BY pi.sort_order, pi.id LIMIT 1),
  (SELECT pi.img_path FROM product_images pi WHERE pi.product_id = products.variant_of ORDER BY pi.sort_order, pi.id LIMIT 1))`;

/** An option goes with its main product: when that is archived, so is the option for the storefront (0053). */
export function mainNotArchived(eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('products as main')
        .select('main.id')
        .whereRef('main.id', '=', 'products.variant_of')
        .where('main.archived_at', 'is not', null),
    ),
  );
}

/**
 * How many options the product's group has, itself included (0 for a product sold in one form), as a column of a
 * query on `products`: the storefront's `options_count` (0053), for lists that name an option's colour and size.
 */
export const groupOptionsCount = sql<number>`(SELECT CASE WHEN COUNT(*) > 1 THEN COUNT(*) ELSE 0 END FROM products g
  WHERE (g.id = COALESCE(products.variant_of, products.id) OR g.variant_of = COALESCE(products.variant_of, products.id))
    AND g.archived_at IS NULL)`;
