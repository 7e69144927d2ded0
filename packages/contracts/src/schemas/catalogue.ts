import { z } from 'zod';
import { localizedSchema, pageQuery, queryBoolean, queryInt, queryText } from './common.js';

export const attachmentSchema = z.object({ img_path: z.string() });

export const categoryRefSchema = z.object({
  id: z.number(),
  name: localizedSchema,
  img: z.string().nullable(),
});

export const productSchema = z.object({
  uuid: z.uuid(),
  name: localizedSchema,
  short_description: localizedSchema,
  description: localizedSchema,
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
  brand: z.string().nullable(),
  modal: z.string().nullable(),
  color: localizedSchema.nullable(),
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

export const productsQuerySchema = pageQuery.extend({
  category_id: queryInt().optional(),
  sub_category_id: queryInt().optional(),
  name: queryText(100).optional(),
  specific_name: queryText(200).optional(),
  /** "all" (or absent) lists everything; true lists discounted products only */
  specials_offer: z.union([z.literal('all'), queryBoolean]).optional(),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

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
