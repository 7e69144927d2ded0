import { z } from 'zod';
import { normalizeLibyanPhone, normalizeLibyanShopPhone } from '../phone.js';
import { withMessage } from '../validation.js';
import { EMAIL_MAX, MESSAGE_MAX, SUBJECT_MAX, emailSchema, numberSchema } from './accounts.js';
import { localizedSchema, pagedOf, queryInt, queryText } from './common.js';
import { ORDER_LIMITS } from '../order-limits.js';
import { bodyMoney } from './orders.js';
import { ORDER_STATUS_CODES } from './orders.js';
import { shopperText } from './text.js';

/**
 * The staff side's content and inboxes (`/api/admin/*`): discount codes, delivery places and fees, shop settings,
 * contact messages and customers. Amounts are dinars with three decimals, like the rest of the API.
 * See docs/decisions/0051-back-office-settings-and-inboxes.md.
 */

// ---------------------------------------------------------------------------------------------
// Discount codes

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;

/** A point in time from the app (`2026-12-01T08:00:00.000Z` or with an offset); stored as UTC. */
const instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s).toISOString());

/** A code as shoppers type it: letters, digits, dash and underscore; matched upper-cased. */
const codeText = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(ORDER_LIMITS.maxDiscountCode, { abort: true })
  .refine((s) => /^[A-Za-z0-9_-]+$/.test(s), withMessage('discount_code_format'))
  .transform((s) => s.toUpperCase());

/** A whole number of at least 1, or null for no limit. */
const limit = z.number().int().min(1).max(1_000_000_000).nullable();

/** POST /api/admin/discount-codes and PUT /api/admin/discount-codes/{id}: every term at once. */
export const discountCodeBodySchema = z
  .strictObject({
    code: codeText,
    type: z.enum(DISCOUNT_TYPES),
    /** percent codes: the percentage (12.5 means 12.5 %, two decimals at most); amount codes: LYD */
    value: bodyMoney,
    /** percent codes: the largest discount in LYD, null for none; amount codes: null */
    max_discount: bodyMoney.nullable().default(null),
    /** the smallest goods amount (after product discounts) the code applies to, LYD */
    min_order: bodyMoney.default(0),
    max_uses: limit.default(null),
    per_client_limit: limit.default(null),
    starts_at: instant.nullable().default(null),
    expires_at: instant.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (b.value <= 0)
      ctx.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: 0,
        inclusive: false,
        path: ['value'],
        input: b.value,
      });
    if (b.type === 'percent' && b.value > 100) {
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: 100, path: ['value'], input: b.value });
    }
    if (b.type === 'percent' && Math.abs(b.value * 100 - Math.round(b.value * 100)) > 1e-6) {
      ctx.addIssue({ code: 'custom', path: ['value'], params: { messageKey: 'percent_decimals' }, input: b.value });
    }
    if (b.type === 'amount' && b.max_discount !== null) {
      ctx.addIssue({ code: 'custom', path: ['max_discount'], params: { messageKey: 'max_discount_percent_only' } });
    }
    if (b.starts_at !== null && b.expires_at !== null && b.expires_at <= b.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['expires_at'], params: { messageKey: 'ends_before_start' } });
    }
    // a customer cannot use a code more often than it can be used at all
    if (b.max_uses !== null && b.per_client_limit !== null && b.per_client_limit > b.max_uses) {
      ctx.addIssue({ code: 'custom', path: ['per_client_limit'], params: { messageKey: 'client_limit_above_uses' } });
    }
  });
export type DiscountCodeBody = z.output<typeof discountCodeBodySchema>;
export type DiscountCodeBodyInput = z.input<typeof discountCodeBodySchema>;

export const adminDiscountCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  max_discount: z.number().nullable(),
  min_order: z.number(),
  max_uses: z.number().nullable(),
  /** orders placed with it and not cancelled */
  used_count: z.number(),
  per_client_limit: z.number().nullable(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

// ---------------------------------------------------------------------------------------------
// Delivery cities and service packages

const placeName = shopperText({ max: 100 });

/** POST /api/admin/delivery/cities and PUT /api/admin/delivery/cities/{id} */
export const deliveryCityBodySchema = z.strictObject({
  country_id: z.number().int().min(1).max(2_147_483_647),
  name_ar: placeName,
  name_en: placeName,
  /** delivery companies serve it: it is offered at checkout */
  is_delivery: z.boolean(),
});
export type DeliveryCityBody = z.output<typeof deliveryCityBodySchema>;

/** POST /api/admin/delivery/cities/{id}/packages and PUT /api/admin/delivery/packages/{id} */
export const servicePackageBodySchema = z.strictObject({
  name_ar: placeName,
  name_en: placeName,
  /** the fee, LYD */
  price: bodyMoney,
  expected_time_ar: shopperText({ max: 100 }),
  expected_time_en: shopperText({ max: 100 }),
  is_active: z.boolean(),
});
export type ServicePackageBody = z.output<typeof servicePackageBodySchema>;

export const adminServicePackageSchema = z.object({
  id: z.number(),
  city_id: z.number(),
  name: localizedSchema,
  price: z.number(),
  expected_time: localizedSchema,
  is_active: z.boolean(),
});
export type AdminServicePackage = z.infer<typeof adminServicePackageSchema>;

export const adminDeliveryCitySchema = z.object({
  id: z.number(),
  country_id: z.number(),
  name: localizedSchema,
  is_delivery: z.boolean(),
  packages: z.array(adminServicePackageSchema),
});
export type AdminDeliveryCity = z.infer<typeof adminDeliveryCitySchema>;

// ---------------------------------------------------------------------------------------------
// Shop settings

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'telegram', 'snapchat'] as const;

/** An https address with a host: no other scheme is shown to shoppers. */
const httpsUrl = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(300, { abort: true })
  .refine(
    (s) => /^https:\/\/[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/iu.test(s),
    withMessage('https_url'),
  );

/** One of the shop's own numbers: a Libyan mobile or landline (a shop in Tripoli lists its 021 line). */
const shopPhoneSchema = numberSchema(normalizeLibyanShopPhone, 'shop_phone');

/** A list's entries after the first of each (by `key`) are told to be listed already, each on its own field. */
const noneTwice =
  (key: (value: string) => string) =>
  (list: string[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    list.forEach((value, i) => {
      if (seen.has(key(value)))
        ctx.addIssue({ code: 'custom', input: value, path: [i], ...withMessage('listed_twice') });
      seen.add(key(value));
    });
  };

/** PUT /api/admin/settings: the whole editable set (other settings keys are left as they are). */
export const shopSettingsBodySchema = z.strictObject({
  shop_name_ar: shopperText({ max: 100 }),
  shop_name_en: shopperText({ max: 100 }),
  address_ar: shopperText({ max: 300 }),
  address_en: shopperText({ max: 300 }),
  /** Libyan mobiles or landlines, stored canonical (+218XXXXXXXXX); the first is the one the storefront shows */
  phones: z
    .array(shopPhoneSchema)
    .min(1)
    .max(3)
    .superRefine(noneTwice((phone) => phone)),
  /** the first receives the shop's notices (new orders, contact messages); one address in any letter case */
  emails: z
    .array(emailSchema)
    .min(1)
    .max(5)
    .superRefine(noneTwice((email) => email.toLowerCase())),
  social_links: z
    .array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl }))
    .max(SOCIAL_NETWORKS.length),
  /** a Libyan number for wa.me links, or '' for none */
  whatsapp: z
    .string()
    .trim()
    .max(30, { abort: true })
    .transform((value, ctx) => {
      if (value === '') return '';
      const phone = normalizeLibyanPhone(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', input: value, ...withMessage('phone') });
        return z.NEVER;
      }
      return phone;
    }),
  terms_ar: shopperText({ max: 20_000, multiline: true }),
  terms_en: shopperText({ max: 20_000, multiline: true }),
  /** products with this many units or fewer count as low on stock */
  low_stock_threshold: z.number().int().min(0).max(10_000),
});
export type ShopSettingsBody = z.output<typeof shopSettingsBodySchema>;
export type ShopSettingsBodyInput = z.input<typeof shopSettingsBodySchema>;

/** GET /api/admin/settings: what the form edits (phones canonical; missing values empty). */
export const adminShopSettingsSchema = z.object({
  shop_name_ar: z.string(),
  shop_name_en: z.string(),
  address_ar: z.string(),
  address_en: z.string(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  social_links: z.array(z.object({ network: z.string(), url: z.string() })),
  whatsapp: z.string(),
  terms_ar: z.string(),
  terms_en: z.string(),
  low_stock_threshold: z.number(),
});
export type AdminShopSettings = z.infer<typeof adminShopSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Contact messages

export const MESSAGE_FILTERS = ['all', 'unread'] as const;

export const ADMIN_LIST_PAGE_SIZE = 20;

/** GET /api/admin/messages */
export const adminMessagesQuerySchema = z.object({
  filter: z.enum(MESSAGE_FILTERS).optional(),
  page: queryInt({ min: 1, max: 100_000 }).optional(),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

export const contactReplySchema = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  /** the language of the greeting and signature around the text */
  language: z.enum(['ar', 'en']),
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** the outbox's state of the e-mail: pending, sending, sent, failed or skipped */
  delivery: z.string(),
  created_at: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const adminContactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  replies_count: z.number(),
  /** the sender's account, when they were logged in */
  client_id: z.number().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminContactMessageDetailsSchema = adminContactMessageSchema.extend({
  replies: z.array(contactReplySchema),
});
export type AdminContactMessageDetails = z.infer<typeof adminContactMessageDetailsSchema>;

export const adminMessagesPageSchema = pagedOf(adminContactMessageSchema).extend({ unread: z.number() });
export type AdminMessagesPage = z.infer<typeof adminMessagesPageSchema>;

/** POST /api/admin/messages/{id}/read */
export const markReadBodySchema = z.strictObject({ read: z.boolean() });

/** POST /api/admin/messages/{id}/replies: the answer, mailed to the sender through the outbox. */
export const contactReplyBodySchema = z.strictObject({
  subject: shopperText({ max: SUBJECT_MAX + 10 }),
  body: shopperText({ max: MESSAGE_MAX, multiline: true }),
  /** the language of the greeting and signature around the text; the staff member's when absent */
  language: z.enum(['ar', 'en']).optional(),
});
export type ContactReplyBody = z.output<typeof contactReplyBodySchema>;

// ---------------------------------------------------------------------------------------------
// Customers

/** GET /api/admin/customers: `q` is a name, a phone in any Libyan form, or (part of) an e-mail. */
export const adminCustomersQuerySchema = z.object({
  q: queryText(EMAIL_MAX).optional(),
  page: queryInt({ min: 1, max: 100_000 }).optional(),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

export const adminCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city_name: localizedSchema.nullable(),
  is_subscriber: z.boolean(),
  orders_count: z.number(),
  /** Σ totals of orders not cancelled, LYD */
  total_spent: z.number(),
  created_at: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerOrderSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUS_CODES),
  total: z.number(),
  created_at: z.string(),
});

export const adminCustomerDetailsSchema = adminCustomerSchema.extend({
  near_place: z.string().nullable(),
  orders: z.array(adminCustomerOrderSchema),
});
export type AdminCustomerDetails = z.infer<typeof adminCustomerDetailsSchema>;
