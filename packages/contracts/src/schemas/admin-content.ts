import { z } from 'zod';
import { isStoredImagePath } from '../images.js';
import { withMessage } from '../validation.js';
import { advertisementSchema } from './catalogue.js';
import { localizedSchema } from './common.js';
import { shopperText } from './text.js';

/**
 * The back office's images, categories and banners (`/api/admin/uploads`, `/categories`, `/banners`).
 * See docs/decisions/0046-image-uploads-and-storage.md and 0047-categories-and-banners-admin.md.
 */

// ---------------------------------------------------------------------------------------------
// Uploads

/** The largest image file the API takes, in bytes (10 MB); the admin app checks it before sending too. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The picture formats read from a file's content; anything else (SVG, GIF, PDF, text …) is refused. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
/** What the file picker offers; the server still reads the type from the content. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** POST /api/admin/uploads: the stored path (`uploads/<hash>.webp`, widest rendition) and its size in pixels. */
export const uploadedImageSchema = z.object({ path: z.string(), width: z.number(), height: z.number() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** An image a category or banner points at: an uploaded path or a demo image's path. */
export const storedImagePathSchema = z
  .string()
  .min(1, { abort: true })
  .max(200, { abort: true })
  .refine(isStoredImagePath, withMessage('image_path_invalid'));

// ---------------------------------------------------------------------------------------------
// Links a banner may hold

/** The storefront's routes (docs/spec.md §2), as paths without their query. */
const STOREFRONT_ROUTES = [
  /^\/$/,
  /^\/categories$/,
  /^\/category-products$/,
  /^\/product-details\/[0-9a-f-]{36}$/i,
  /^\/terms-conditions$/,
  /^\/contact-us$/,
  /^\/products-compare$/,
  /^\/shopping-cart$/,
  /^\/registration$/,
  /^\/login$/,
  /^\/orders$/,
  /^\/profile$/,
];

/** https, a host name with a dot (no user or password part), an optional port, then any path. */
const HTTPS_ADDRESS = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * A link a banner may hold: a storefront route as a hash link (`#/category-products?…`) or a path
 * (`/categories`), or an https address. `javascript:`, `data:`, `http:`, `//other.host` and anything with blanks
 * are refused.
 */
export function isStorefrontLink(link: string): boolean {
  if (/[\s\p{Cc}]/u.test(link)) return false;
  const route = link.startsWith('#/') ? link.slice(1) : link.startsWith('/') ? link : null;
  if (route !== null) {
    const path = route.split('?')[0] ?? '';
    return STOREFRONT_ROUTES.some((r) => r.test(path));
  }
  return HTTPS_ADDRESS.test(link);
}

// ---------------------------------------------------------------------------------------------
// Categories and sub-categories

const categoryName = shopperText({ max: 100, name: true });

/** POST /api/admin/categories; `parent_id` makes it a sub-category of a top-level category. */
export const categoryBodySchema = z.strictObject({
  name_ar: categoryName,
  name_en: categoryName,
  img: storedImagePathSchema.nullable().optional(),
  parent_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** PATCH /api/admin/categories/{id}: any of the fields. */
export const categoryUpdateSchema = categoryBodySchema.partial();
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** One category as the back office lists it; the list is in tree order (each category, then its sub-categories). */
export const adminCategorySchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  name: localizedSchema,
  img: z.string().nullable(),
  sort_order: z.number(),
  products_count: z.number(),
  subcategories_count: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** POST /api/admin/categories/{id}/move and /banners/{id}/move: one place up or down among its siblings. */
export const moveBodySchema = z.strictObject({ direction: z.enum(['up', 'down']) });
export type MoveBody = z.infer<typeof moveBodySchema>;

// ---------------------------------------------------------------------------------------------
// Banners (the `advertisements` table)

/** Where a banner shows: the home carousel or the sidebar (`GET /api/client/{placement}-advertisements`). */
export const BANNER_PLACEMENTS = ['home', 'sidebar'] as const;

/** Blank is no link; `/#/…`, the storefront's address as the browser shows it after the host, is its hash link `#/…`. */
const bannerLink = z.preprocess(
  (v) => (typeof v !== 'string' ? v : v.trim() === '' ? null : v.trim().replace(/^\/#\//, '#/')),
  z.string().max(500, { abort: true }).refine(isStorefrontLink, withMessage('banner_link_invalid')).nullable(),
);

/** POST /api/admin/banners */
export const bannerBodySchema = z.strictObject({
  placement: z.enum(BANNER_PLACEMENTS),
  title_ar: shopperText({ max: 120 }),
  title_en: shopperText({ max: 120 }),
  subtitle_ar: shopperText({ min: 0, max: 200 }).default(''),
  subtitle_en: shopperText({ min: 0, max: 200 }).default(''),
  img: storedImagePathSchema,
  link: bannerLink.default(null),
  is_active: z.boolean().default(true),
});
export type BannerBody = z.infer<typeof bannerBodySchema>;

/** PATCH /api/admin/banners/{id}: any of the fields. */
export const bannerUpdateSchema = z.strictObject({
  placement: z.enum(BANNER_PLACEMENTS).optional(),
  title_ar: shopperText({ max: 120 }).optional(),
  title_en: shopperText({ max: 120 }).optional(),
  subtitle_ar: shopperText({ min: 0, max: 200 }).optional(),
  subtitle_en: shopperText({ min: 0, max: 200 }).optional(),
  img: storedImagePathSchema.optional(),
  link: bannerLink.optional(),
  is_active: z.boolean().optional(),
});
export type BannerUpdate = z.infer<typeof bannerUpdateSchema>;

/** A banner as the back office sees it: what the storefront shows, with its place and whether it is shown. */
export const adminBannerSchema = advertisementSchema.extend({ sort_order: z.number(), is_active: z.boolean() });
export type AdminBanner = z.infer<typeof adminBannerSchema>;
