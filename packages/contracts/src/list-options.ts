// No zod here: the storefront's list pages import these, and importing them from schemas/catalogue.ts brought zod and
// every schema of that module into the category page's code (docs/decisions/0066-zod-free-list-options.md).

/** How a product list may be ordered; absent keeps the spec's order (newest first, by id). */
export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'newest', 'best_selling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The largest price a shopper may filter by, in dinars (prices are stored in thousandths, see money.ts). */
export const MAX_PRICE_FILTER = 10_000_000;
