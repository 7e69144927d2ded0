import { z } from 'zod';
import { MAX_PRICE_FILTER, PRODUCT_SORTS } from '../list-options.js';
import { SEARCH_TEXT_MAX } from '../search.js';
import { withMessage } from '../validation.js';
import { localizedSchema, pageQuery, queryBoolean, queryDecimal, queryInt, queryText } from './common.js';

export const attachmentSchema = z.object({ img_path: z.string() });

export const categoryRefSchema = z.object({
  id: z.number(),
  name: localizedSchema,
  img: z.string().nullable(),
});

/** What a product's card and page show of its stock and price (a product, each of its options, a wishlist card). */
export const priceTagShape = {
  quantity: z.number().int(),
  is_available: z.boolean(),
  /** unit price before discount and tax, LYD */
  selling_price: z.number(),
  selling_price_after_discount: z.number(),
  selling_price_after_tax: z.number(),
  is_there_discount: z.boolean(),
  /** whole-number percentage off, for badges */
  discount_percentage: z.number(),
  tax_percentage: z.number(),
};

/**
 * One option of a product sold in several (a colour, a size): its own uuid, price, stock, SKU and picture. Each
 * option is addressable by its uuid on the spec's routes (product page, check-quantity, cart, orders); the product's
 * own page lists the options of its group, the main product first (decision 0053).
 */
export const productOptionSchema = z.object({
  uuid: z.uuid(),
  color: localizedSchema.nullable(),
  size: localizedSchema.nullable(),
  sku: z.string().nullable(),
  ...priceTagShape,
  main_attachment: attachmentSchema.nullable(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productSchema = z.object({
  uuid: z.uuid(),
  name: localizedSchema,
  short_description: localizedSchema,
  description: localizedSchema,
  ...priceTagShape,
  brand: z.string().nullable(),
  modal: z.string().nullable(),
  color: localizedSchema.nullable(),
  /** the option's size (with `color`, what tells the options of one product apart) */
  size: localizedSchema.nullable(),
  sku: z.string().nullable(),
  /** the main product's uuid when this is one of its options; null for a main product */
  variant_of: z.uuid().nullable(),
  /** how many options the product's group has, the main product included; 0 when it is sold in one form only */
  options_count: z.number().int(),
  /** the group's options, main product first: on the product's own page (GET /api/client/products/{uuid}) only */
  options: z.array(productOptionSchema).optional(),
  is_featured: z.boolean(),
  sales_count: z.number().int(),
  main_attachment: attachmentSchema.nullable(),
  attachments: z.array(attachmentSchema),
  CategoryProducts: z.array(z.object({ category: categoryRefSchema })),
  created_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const subCategorySchema = z.object({
  id: z.number(),
  name: localizedSchema,
  img: z.string().nullable(),
  ProductsCount: z.number().int(),
});
export const categorySchema = z.object({
  id: z.number(),
  name: localizedSchema,
  img: z.string().nullable(),
  ProductsCount: z.number().int(),
  SubCategories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;
export type SubCategory = z.infer<typeof subCategorySchema>;

export const productsFilterQuerySchema = pageQuery.extend({
  category_id: queryInt().optional(),
  sub_category_id: queryInt().optional(),
  name: queryText(SEARCH_TEXT_MAX).optional(),
  specific_name: queryText(200).optional(),
  /** "all" (or absent) lists everything; true lists discounted products only */
  specials_offer: z.union([z.literal('all'), queryBoolean]).optional(),
});

/**
 * The list options a shopper picks on a category, search or specials list (all optional; absent, the list is the
 * spec's). Prices are what the shopper pays for one unit: after discount and tax, in dinars with up to three decimals.
 */
export const productListOptionsSchema = z.object({
  sort: z.enum(PRODUCT_SORTS).optional(),
  price_min: queryDecimal({ max: MAX_PRICE_FILTER }).optional(),
  price_max: queryDecimal({ max: MAX_PRICE_FILTER }).optional(),
  brand: queryText(100).optional(),
  in_stock: queryBoolean.optional(),
  discounted: queryBoolean.optional(),
});
export type ProductListOptions = z.infer<typeof productListOptionsSchema>;

const priceRangeInOrder = (q: { price_min?: number | undefined; price_max?: number | undefined }) =>
  q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max;

export const productsQuerySchema = productsFilterQuerySchema
  .extend(productListOptionsSchema.shape)
  .extend({
    /**
     * How far a name search counts (decision 0075): absent, up to `SEARCH_COUNT_CAP` or the page's end; `page`, to
     * the page's end only, for a caller that shows no count (the autocomplete). Lists without a search count all.
     */
    count: z.literal('page').optional(),
  })
  .refine(priceRangeInOrder, { path: ['price_max'], ...withMessage('price_range') });
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

/** The brands a list could be narrowed to (its category, search or specials, before any list option). */
export const brandFacetQuerySchema = productsFilterQuerySchema.omit({ page: true, limit: true });
export type BrandFacetQuery = z.infer<typeof brandFacetQuerySchema>;
export const brandFacetSchema = z.object({ brand: z.string(), products_count: z.number().int() });
export type BrandFacet = z.infer<typeof brandFacetSchema>;

export const checkQuantityQuerySchema = z.object({
  requested_quantity: queryInt({ min: 1, max: 10_000 }),
});

export const checkQuantityResultSchema = z.object({
  messageCode: z.enum(['01', '02', '04']),
  message: z.string(),
  available_quantity: z.number().int(),
});
export type CheckQuantityResult = z.infer<typeof checkQuantityResultSchema>;

export const advertisementSchema = z.object({
  id: z.number(),
  placement: z.string(),
  title: localizedSchema,
  subtitle: localizedSchema,
  img: z.string(),
  link: z.string().nullable(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;

export const countrySchema = z.object({ id: z.number(), name: localizedSchema, code: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const citySchema = z.object({ id: z.number(), name: localizedSchema, country_id: z.number() });
export type City = z.infer<typeof citySchema>;

export const orderStatusSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: localizedSchema,
  sort_order: z.number(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const settingsSchema = z.object({
  shop_name: localizedSchema,
  address: localizedSchema,
  phone: z.string(),
  emails: z.array(z.string()),
  social_links: z.array(z.object({ network: z.string(), url: z.string() })),
  terms: localizedSchema,
  currency: z.string(),
  /** the shop's WhatsApp number in international digits (e.g. 218912345678) for wa.me links; '' when not set */
  whatsapp: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const dashboardStatisticsSchema = z.object({
  products_count: z.number().int(),
  categories_count: z.number().int(),
  clients_count: z.number().int(),
  orders_count: z.number().int(),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;

export const listQuerySchema = z.object({ limit: queryInt({ min: 1, max: 100 }).optional() });
