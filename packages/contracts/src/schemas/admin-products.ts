import { z } from 'zod';
import { MAX_AMOUNT_DINARS } from '../money.js';
import { toAsciiDigits } from '../search.js';
import { withMessage } from '../validation.js';
import { pagedOf, queryBoolean, queryInt, queryText } from './common.js';
import { shopperText } from './text.js';

/**
 * The catalogue back office's products (`/api/admin/products`), their stock movements and the CSV file.
 * See docs/decisions/0043-product-admin.md … 0045-catalogue-csv.md.
 */

export const PRODUCT_NAME_MAX = 200;
export const SHORT_DESCRIPTION_MAX = 500;
export const DESCRIPTION_MAX = 10_000;
export const PRODUCT_IMAGES_MAX = 12;
export const PRODUCT_CATEGORIES_MAX = 20;
export const STOCK_MAX = 1_000_000;
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/** Why stock changed: staff adjustments first, then the changes the system records itself. */
export const STOCK_ADJUST_REASONS = ['received', 'damaged', 'returned', 'count_correction'] as const;
export const STOCK_REASONS = [
  ...STOCK_ADJUST_REASONS,
  'initial',
  'import',
  'sale',
  'order_changed',
  'order_cancelled',
] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];
export type StockReason = (typeof STOCK_REASONS)[number];

/** A number typed by staff: Arabic-Indic digits and the Arabic decimal separator are read; '' is absent. */
const typedNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = toAsciiDigits(v.trim()).replace('٫', '.');
  if (s === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
};

const hasDecimals = (n: number, places: number) => Math.abs(Math.round(n * 10 ** places) - n * 10 ** places) < 1e-6;

/** An amount of dinars: 0 or more, at most three decimals (dirhams). */
export const dinarsSchema = z.preprocess(
  typedNumber,
  z
    .number()
    .min(0)
    .max(MAX_AMOUNT_DINARS)
    .refine((n) => hasDecimals(n, 3), withMessage('amount_decimals')),
);

/** A tax rate in percent, 0–100, at most two decimals (stored as basis points). */
export const taxRateSchema = z.preprocess(
  typedNumber,
  z
    .number()
    .min(0)
    .max(100)
    .refine((n) => hasDecimals(n, 2), withMessage('rate_decimals')),
);

export const stockSchema = z.preprocess(typedNumber, z.number().int().min(0).max(STOCK_MAX));

/**
 * An image of a product: a path already in the catalogue (`product_images.img_path`) or one `POST
 * /api/admin/uploads` gave (UPLOADED_IMAGE_PATH). A path of the shop's own (the demo catalogue's start with
 * `/images/`), no `..`, no scheme or host; the API checks it exists.
 */
export const imagePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine(
    (p) => /^\/?[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(p) && !p.split('/').includes('..'),
    withMessage('image_path'),
  );

const optionalLine = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    shopperText({ max }).nullable().default(null),
  );
const text = (max: number) => z.preprocess((v) => v ?? '', shopperText({ min: 0, max, multiline: true }));

const skuSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .max(64)
    .refine((v) => /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(v), withMessage('sku_format'))
    .nullable()
    .default(null),
);

const productFields = {
  name_ar: shopperText({ max: PRODUCT_NAME_MAX, name: true }),
  name_en: shopperText({ max: PRODUCT_NAME_MAX, name: true }),
  short_description_ar: text(SHORT_DESCRIPTION_MAX),
  short_description_en: text(SHORT_DESCRIPTION_MAX),
  description_ar: text(DESCRIPTION_MAX),
  description_en: text(DESCRIPTION_MAX),
  /** LYD, before discount and tax */
  selling_price: dinarsSchema,
  /** LYD off one unit; at most the selling price */
  discount: z.preprocess((v) => v ?? 0, dinarsSchema),
  /** percent */
  tax_rate: z.preprocess((v) => v ?? 0, taxRateSchema),
  is_available: z.boolean().default(true),
  is_featured: z.boolean().default(false),
  brand: optionalLine(100),
  model: optionalLine(100),
  color_ar: optionalLine(60),
  color_en: optionalLine(60),
  size_ar: optionalLine(60),
  size_en: optionalLine(60),
  /** the shop's stock-keeping code, unique among products and options */
  sku: skuSchema,
  /** categories and sub-categories */
  category_ids: z.array(z.number().int().min(1)).max(PRODUCT_CATEGORIES_MAX).default([]),
  /** in order; the first is the main image */
  // each image once: an upload is named by its content, so the same file uploaded twice is one path, which the
  // gallery would show twice; a list that has it twice (an older save, a CSV file) is kept with the first
  images: z
    .array(imagePathSchema)
    .max(PRODUCT_IMAGES_MAX)
    .default([])
    .transform((images) => [...new Set(images)]),
};

type Fields = {
  selling_price: number;
  discount: number;
  color_ar: string | null;
  color_en: string | null;
  size_ar: string | null;
  size_en: string | null;
};

/** Cross-field rules: the discount is at most the price; a colour or a size is given in both languages or neither. */
function crossChecks(p: Fields, ctx: z.RefinementCtx): void {
  if (p.discount > p.selling_price) {
    ctx.addIssue({ code: 'custom', path: ['discount'], ...withMessage('discount_above_price') });
  }
  if ((p.color_ar === null) !== (p.color_en === null)) {
    const missing = p.color_ar === null ? 'color_ar' : 'color_en';
    ctx.addIssue({ code: 'custom', path: [missing], ...withMessage('color_both_languages') });
  }
  if ((p.size_ar === null) !== (p.size_en === null)) {
    const missing = p.size_ar === null ? 'size_ar' : 'size_en';
    ctx.addIssue({ code: 'custom', path: [missing], ...withMessage('size_both_languages') });
  }
}

/** What an option has of its own; the rest (names, descriptions, brand, model, categories) is its product's. */
const optionFields = {
  sku: productFields.sku,
  color_ar: productFields.color_ar,
  color_en: productFields.color_en,
  size_ar: productFields.size_ar,
  size_en: productFields.size_en,
  selling_price: productFields.selling_price,
  discount: productFields.discount,
  tax_rate: productFields.tax_rate,
  is_available: productFields.is_available,
  /** in order; none shows the product's pictures */
  images: productFields.images,
};

/** One of the option's colour or size is needed to tell it from the product's other options. */
function optionChecks(p: Fields, ctx: z.RefinementCtx): void {
  crossChecks(p, ctx);
  if (p.color_ar === null && p.size_ar === null) {
    ctx.addIssue({ code: 'custom', path: ['color_ar'], ...withMessage('option_needs_color_or_size') });
  }
}

/** The path of one option of a product. */
export const optionParam = z.object({ uuid: z.uuid(), option_uuid: z.uuid() });

/**
 * PUT /api/admin/products/{uuid}/options/{option_uuid}: everything of the option's own but the stock.
 * `expected_revision` is the option's `revision` as its form opened it: when someone else has saved the option since,
 * the save is 409 `option_changed_meanwhile` and nothing is written (without it, the last save wins).
 */
export const productOptionUpdateSchema = z
  .strictObject({ ...optionFields, expected_revision: z.string().max(100).optional() })
  .superRefine(optionChecks);
export type ProductOptionUpdate = z.infer<typeof productOptionUpdateSchema>;

/** POST /api/admin/products/{uuid}/options: a new option of the product, with its opening stock. */
export const productOptionCreateSchema = z
  .strictObject({ ...optionFields, quantity: z.preprocess((v) => v ?? 0, stockSchema) })
  .superRefine(optionChecks);
export type ProductOptionCreate = z.infer<typeof productOptionCreateSchema>;

/**
 * PUT /api/admin/products/{uuid}: everything but the stock, which changes only by adjustments. `expected_revision`
 * is the product's `revision` as the editor loaded it: when someone else has saved the product since, the save is
 * 409 `product_changed_meanwhile` and nothing is written (without it, the last save wins).
 */
export const productUpdateSchema = z
  .strictObject({ ...productFields, expected_revision: z.string().max(100).optional() })
  .superRefine(crossChecks);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** POST /api/admin/products: the fields and the opening stock. */
export const productCreateSchema = z
  .strictObject({ ...productFields, quantity: z.preprocess((v) => v ?? 0, stockSchema) })
  .superRefine(crossChecks);
export type ProductCreate = z.infer<typeof productCreateSchema>;

export const adminProductSchema = z.object({
  uuid: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  short_description_ar: z.string(),
  short_description_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  selling_price: z.number(),
  discount: z.number(),
  tax_rate: z.number(),
  /** what a shopper pays for one unit: after the discount, with tax, LYD */
  price_to_pay: z.number(),
  quantity: z.number(),
  is_available: z.boolean(),
  is_featured: z.boolean(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color_ar: z.string().nullable(),
  color_en: z.string().nullable(),
  size_ar: z.string().nullable(),
  size_en: z.string().nullable(),
  sku: z.string().nullable(),
  category_ids: z.array(z.number()),
  images: z.array(z.string()),
  sales_count: z.number(),
  /** set once archived: hidden from the storefront, kept for its orders */
  archived_at: z.string().nullable(),
  /** orders name it, so it can be archived but not deleted */
  in_orders: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** a digest of what the editor changes (not the stock, which sales change): PUT sends it back as expected_revision */
  revision: z.string(),
});

/** An option in the back office: what it has of its own, and whether orders name it. */
export const adminProductOptionSchema = adminProductSchema.pick({
  uuid: true,
  sku: true,
  color_ar: true,
  color_en: true,
  size_ar: true,
  size_en: true,
  selling_price: true,
  discount: true,
  tax_rate: true,
  price_to_pay: true,
  quantity: true,
  is_available: true,
  images: true,
  archived_at: true,
  in_orders: true,
  revision: true,
});
export type AdminProductOption = z.infer<typeof adminProductOptionSchema>;

/** GET /api/admin/products/{uuid}: a main product with its options (an option's uuid answers its main product). */
export const adminProductDetailSchema = adminProductSchema.extend({
  options: z.array(adminProductOptionSchema),
});
export type AdminProduct = z.infer<typeof adminProductDetailSchema>;

export const adminProductListItemSchema = adminProductSchema
  .pick({
    uuid: true,
    name_ar: true,
    name_en: true,
    selling_price: true,
    discount: true,
    price_to_pay: true,
    /** the struck price beside a discounted one is the price before the discount with this tax (0021) */
    tax_rate: true,
    quantity: true,
    is_available: true,
    is_featured: true,
    brand: true,
    archived_at: true,
    sku: true,
  })
  .extend({
    image: z.string().nullable(),
    low_stock: z.boolean(),
    /** options of the product besides itself (their stock is counted on their own rows) */
    options_count: z.number(),
  });
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

export const PRODUCT_AVAILABILITY = ['available', 'unavailable', 'out_of_stock'] as const;
export const PRODUCT_STATES = ['active', 'archived', 'all'] as const;

/** GET /api/admin/products */
export const adminProductsQuerySchema = z.object({
  /** name, brand or model; Arabic-normalised like the storefront's search */
  q: queryText(100).optional(),
  category_id: queryInt().optional(),
  availability: z.enum(PRODUCT_AVAILABILITY).optional(),
  low_stock: queryBoolean.optional(),
  discounted: queryBoolean.optional(),
  /** active (default), archived or all */
  state: z.enum(PRODUCT_STATES).optional(),
  page: queryInt({ min: 1, max: 100_000 }).optional(),
  per_page: queryInt({ min: 1, max: 100 }).optional(),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductsPageSchema = pagedOf(adminProductListItemSchema).extend({
  low_stock_threshold: z.number(),
});
export type AdminProductsPage = z.infer<typeof adminProductsPageSchema>;

/** DELETE /api/admin/products/{uuid}: what happened */
export const productRemovalSchema = z.object({ result: z.enum(['deleted', 'archived']) });

/** POST /api/admin/products/{uuid}/stock: units to add (positive) or take (negative), and why. */
export const stockAdjustSchema = z.strictObject({
  delta: z.preprocess(
    typedNumber,
    z
      .number()
      .int()
      .min(-STOCK_MAX)
      .max(STOCK_MAX)
      .refine((n) => n !== 0, withMessage('stock_delta_zero')),
  ),
  reason: z.enum(STOCK_ADJUST_REASONS),
  note: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    shopperText({ max: 500, multiline: true }).optional(),
  ),
});
export type StockAdjust = z.infer<typeof stockAdjustSchema>;

export const stockMovementSchema = z.object({
  id: z.number(),
  delta: z.number(),
  quantity_after: z.number(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().nullable(),
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  order_number: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockHistoryQuerySchema = z.object({ page: queryInt({ min: 1, max: 100_000 }).optional() });

// ---------------------------------------------------------------------------------------------
// The CSV file

/** The columns of GET /api/admin/products.csv, in order; an import accepts them in any order. */
export const PRODUCT_CSV_COLUMNS = [
  'uuid',
  'name_ar',
  'name_en',
  'short_description_ar',
  'short_description_en',
  'description_ar',
  'description_en',
  'selling_price',
  'discount',
  'tax_rate',
  'quantity',
  /**
   * the stock when the file was exported: on import, `quantity` minus this is what the file changes, added to the
   * stock as it is then (sales made since the export are kept); without the column, `quantity` is the new stock
   */
  'quantity_exported',
  'is_available',
  'is_featured',
  'brand',
  'model',
  'color_ar',
  'color_en',
  'size_ar',
  'size_en',
  'sku',
  /** an option's row names its main product's uuid here (its names, descriptions and categories are the main's) */
  'variant_of',
  'category_ids',
  'images',
  'archived',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** between the ids of `category_ids` and the paths of `images` */
export const CSV_LIST_SEPARATOR = '|';
export const CSV_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 50_000;

export const importQuerySchema = z.object({ dry_run: queryBoolean.optional() });

/** One problem of a file: its row as a spreadsheet numbers it (the header is row 1), the column and the text. */
export const importProblemSchema = z.object({
  row: z.number(),
  column: z.string().nullable(),
  message: z.string(),
});

export const importResultSchema = z.object({
  dry_run: z.boolean(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** every problem of every row; when there is one, nothing was (or would be) written */
  problems: z.array(importProblemSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
