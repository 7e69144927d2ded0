import { z } from 'zod';
import { MAX_AMOUNT_DINARS } from '../money.js';
import { ORDER_LIMITS } from '../order-limits.js';
import { normalizeLibyanPhone } from '../phone.js';
import { toAsciiDigits } from '../search.js';
import { withMessage } from '../validation.js';
import { localizedSchema, pageQuery, queryInt, queryText } from './common.js';
import { shopperText } from './text.js';

export const DELIVERY_METHODS = ['pickup', 'delivery_company'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const ORDER_STATUS_CODES = ['pending', 'confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatusCode = (typeof ORDER_STATUS_CODES)[number];

/** A Libyan mobile number in any common writing; it leaves validation in the canonical +2189XXXXXXXX form. */
export const libyanPhoneSchema = z
  .string()
  .max(40)
  .transform((s, ctx) => {
    const phone = normalizeLibyanPhone(s);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', params: { messageKey: 'phone' } });
      return z.NEVER;
    }
    return phone;
  });

/** A decimal amount of dinars with at most three decimals, up to the shop's bound, in a query string (Arabic-Indic digits allowed). */
const queryMoney = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = toAsciiDigits(v.trim()).replace('٫', '.');
  if (s === '') return undefined;
  return /^\d{1,10}(\.\d{1,3})?$/.test(s) ? Number(s) : s;
}, z.number().min(0).max(MAX_AMOUNT_DINARS));

/** A decimal amount of dinars in a JSON body: at most three decimals, up to the shop's bound. */
export const bodyMoney = z
  .number()
  .min(0)
  .max(MAX_AMOUNT_DINARS)
  .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, withMessage('money'));

const positiveQuantity = z
  .number()
  .refine((n) => Number.isInteger(n) && n >= 1, withMessage('positive_integer'))
  .max(ORDER_LIMITS.maxQuantity);

/** An id as a number or a digit string (Arabic-Indic digits too), as the account forms accept them. */
const idNumber = queryInt({ min: 1, max: 2_147_483_647 });

// ---------------------------------------------------------------------------------------------
// Delivery

/** GET /api/client/get/cities: the cities delivery companies serve. */
export const deliveryCitySchema = z.object({ id: z.number(), name: localizedSchema, country_id: z.number() });
export type DeliveryCity = z.infer<typeof deliveryCitySchema>;

export const servicePackagesQuerySchema = z.object({ city_id: queryInt() });

/** GET /api/client/get/service/packages?city_id=: a delivery company's offer for one city; price in LYD. */
export const servicePackageSchema = z.object({
  id: z.number(),
  city_id: z.number(),
  name: localizedSchema,
  price: z.number(),
  expected_time: localizedSchema,
});
export type ServicePackage = z.infer<typeof servicePackageSchema>;

// ---------------------------------------------------------------------------------------------
// Discount codes

/**
 * GET /api/client/get-code-discount?code=&subtotal=
 * `subtotal` is the goods amount after product discounts (before tax and delivery), in LYD; when given,
 * the minimum order is checked and the discount it would give is answered.
 */
export const discountCodeQuerySchema = z.object({
  code: queryText(ORDER_LIMITS.maxDiscountCode).pipe(z.string().min(1)),
  subtotal: queryMoney.optional(),
});
export type DiscountCodeQuery = z.infer<typeof discountCodeQuerySchema>;

export const discountCodeSchema = z.object({
  code: z.string(),
  type: z.enum(['percent', 'amount']),
  /** percent codes: the percentage (12.5 means 12.5 %); amount codes: LYD */
  value: z.number(),
  /** the largest discount a percent code gives, LYD; null for no cap */
  max_discount: z.number().nullable(),
  /** the smallest goods amount the code applies to, LYD */
  min_order: z.number(),
  /** the discount for the given subtotal, LYD; null when no subtotal was given */
  discount: z.number().nullable(),
  expires_at: z.string().nullable(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

// ---------------------------------------------------------------------------------------------
// Placing an order

export const saleLineSchema = z.strictObject({
  uuid: z.uuid().transform((s) => s.toLowerCase()),
  quantity: positiveQuantity,
  /** optional: the unit price after discount and tax the shopper saw (selling_price_after_tax); a difference is answered with 422 price_changed */
  expected_price: bodyMoney.optional(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

const DELIVERY_FIELDS = ['city_id', 'service_package_id', 'near_place', 'receiver_name', 'receiver_phone'] as const;

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * POST /api/client/sales. Prices never come from the browser: `expected_price` and `expected_total` are only
 * compared with the prices the server computes, so the shopper is told when they changed.
 */
export const saleBodySchema = DELIVERY_FIELDS.reduce(
  (schema, field) =>
    schema.refine((v) => v.delivery_method !== 'delivery_company' || v[field] !== undefined, {
      path: [field],
      params: { messageKey: 'required_for_delivery' },
      when: isObject,
    }),
  z.strictObject({
    products: z
      .array(saleLineSchema)
      .min(1)
      .max(ORDER_LIMITS.maxLines)
      .superRefine((lines, ctx) => {
        const seen = new Set<string>();
        lines.forEach((line, i) => {
          if (seen.has(line.uuid))
            ctx.addIssue({ code: 'custom', path: [i, 'uuid'], params: { messageKey: 'duplicate_line' } });
          seen.add(line.uuid);
        });
      }),
    delivery_method: z.enum(DELIVERY_METHODS),
    city_id: idNumber.optional(),
    service_package_id: idNumber.optional(),
    near_place: shopperText({ min: 2, max: ORDER_LIMITS.maxText }).optional(),
    receiver_name: shopperText({ min: 2, max: 100, person: true }).optional(),
    receiver_phone: libyanPhoneSchema.optional(),
    discount_code: z
      .string()
      .max(ORDER_LIMITS.maxDiscountCode)
      .transform((s) => s.trim() || undefined)
      .optional(),
    payment_method: z.literal('cash_on_delivery').optional(),
    /** optional: the order total the shopper saw, LYD */
    expected_total: bodyMoney.optional(),
  }),
);
export type SaleBody = z.infer<typeof saleBodySchema>;
export type SaleBodyInput = z.input<typeof saleBodySchema>;

/** The header that makes POST /sales safe to retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7E]+$/);

/** Why a cart line cannot be ordered as it is; sent in `details.lines` of a 422. */
export const LINE_PROBLEMS = ['not_found', 'unavailable', 'insufficient_stock', 'price_changed'] as const;
export type LineProblemReason = (typeof LINE_PROBLEMS)[number];

export const lineProblemSchema = z.object({
  uuid: z.string(),
  /** index in the submitted `products` */
  index: z.number(),
  reason: z.enum(LINE_PROBLEMS),
  /** units that can be ordered now (0 when not found or unavailable) */
  available_quantity: z.number(),
  /** current unit prices, LYD; null when the product is not found */
  selling_price: z.number().nullable(),
  selling_price_after_discount: z.number().nullable(),
  selling_price_after_tax: z.number().nullable(),
});
export type LineProblem = z.infer<typeof lineProblemSchema>;

export const orderTotalsSchema = z.object({
  /** Σ unit price × quantity, before any discount */
  subtotal: z.number(),
  /** product discounts */
  discount: z.number(),
  /** the discount code's share */
  code_discount: z.number(),
  tax: z.number(),
  delivery_fee: z.number(),
  /** subtotal − discount − code_discount + tax + delivery_fee */
  total: z.number(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** `details` of a 422 from POST /sales (cart_changed, price_changed) or change-order-product. */
export const orderProblemDetailsSchema = z.object({
  lines: z.array(lineProblemSchema),
  /** with price_changed: the totals the order would have now */
  totals: orderTotalsSchema.optional(),
});
export type OrderProblemDetails = z.infer<typeof orderProblemDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Orders

export const orderStatusRefSchema = z.object({ id: z.number(), code: z.string(), name: localizedSchema });
export type OrderStatusRef = z.infer<typeof orderStatusRefSchema>;

export const orderLineSchema = z.object({
  product_uuid: z.string(),
  /** the product's name when ordered */
  name: localizedSchema,
  main_attachment: z.object({ img_path: z.string() }).nullable(),
  quantity: z.number(),
  /** unit prices when ordered, LYD */
  unit_price: z.number(),
  unit_discount: z.number(),
  unit_price_after_discount: z.number(),
  unit_tax: z.number(),
  unit_price_after_tax: z.number(),
  tax_percentage: z.number(),
  /** unit_price_after_tax × quantity */
  line_total: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSummarySchema = z.object({
  uuid: z.string(),
  number: z.string(),
  status: orderStatusRefSchema,
  /** number of lines */
  products_count: z.number(),
  /** number of units over all lines */
  items_count: z.number(),
  delivery_method: z.enum(DELIVERY_METHODS),
  total: z.number(),
  /** the shopper may still change or cancel it (status pending) */
  can_change: z.boolean(),
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  payment_method: z.literal('cash_on_delivery'),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    city: z.object({ id: z.number(), name: localizedSchema }).nullable(),
    service_package: z.object({ id: z.number(), name: localizedSchema, expected_time: localizedSchema }).nullable(),
    near_place: z.string().nullable(),
  }),
  receiver: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
  discount_code: z.string().nullable(),
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  updated_at: z.string(),
  /** the order's statuses so far, oldest first, starting with pending: the shopper's timeline */
  history: z.array(z.object({ status: orderStatusRefSchema, created_at: z.string() })),
  /** the shopper may cancel it (status pending or confirmed): POST /api/client/orders/{uuid}/cancel */
  can_cancel: z.boolean(),
  /** cash on delivery waits for the shopper's confirmation (the link in the order message) or the shop's call */
  awaiting_confirmation: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderHistoryEntry = Order['history'][number];

export const ordersQuerySchema = pageQuery;
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** POST /api/client/change-order-product: quantity 0 removes the line; removing the last line cancels the order. */
export const changeOrderProductSchema = z.strictObject({
  order_uuid: z.uuid().transform((s) => s.toLowerCase()),
  product_uuid: z.uuid().transform((s) => s.toLowerCase()),
  quantity: z.number().refine(Number.isInteger, withMessage('integer')).min(0).max(ORDER_LIMITS.maxQuantity),
});
export type ChangeOrderProductBody = z.infer<typeof changeOrderProductSchema>;

/** The statuses a shopper may still cancel from (later ones are with the shop or the courier). */
export const CLIENT_CANCELLABLE: readonly OrderStatusCode[] = ['pending', 'confirmed'];

// ---------------------------------------------------------------------------------------------
// Public tracking and cash-on-delivery confirmation (docs/decisions/0041-tracking-cancel-and-confirmation.md)

/** An order number as shoppers type it: `DK-000123`, `dk 123` or just `123` (Arabic-Indic digits too) → `DK-000123`. */
export function normalizeOrderNumber(input: string): string | null {
  const compact = toAsciiDigits(input).trim().toUpperCase().replace(/\s+/g, '');
  const match = /^(?:DK-?)?(\d{1,9})$/.exec(compact);
  if (!match) return null;
  const digits = String(Number(match[1]));
  return `DK-${digits.padStart(6, '0')}`;
}

/** GET /api/client/track?number=DK-000123&phone=09XXXXXXXX */
export const trackQuerySchema = z.object({
  number: z
    .string()
    .max(40)
    .transform((s, ctx) => {
      const number = normalizeOrderNumber(s);
      if (number === null) {
        ctx.addIssue({ code: 'custom', params: { messageKey: 'order_number_format' } });
        return z.NEVER;
      }
      return number;
    }),
  phone: libyanPhoneSchema,
});
export type TrackQuery = z.input<typeof trackQuerySchema>;

/** What tracking answers: the order's number and statuses, nothing personal beyond what the shopper typed. */
export const trackedOrderSchema = z.object({
  number: z.string(),
  status: orderStatusRefSchema,
  delivery_method: z.enum(DELIVERY_METHODS),
  created_at: z.string(),
  history: z.array(z.object({ status: orderStatusRefSchema, created_at: z.string() })),
  awaiting_confirmation: z.boolean(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** The single-use token of a confirmation link: 43 base64url characters (32 random bytes). */
export const confirmationTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** POST /api/client/confirm-order/{token}: the order now confirmed by its shopper. */
export const confirmedOrderSchema = z.object({ number: z.string(), status: orderStatusRefSchema });
export type ConfirmedOrder = z.infer<typeof confirmedOrderSchema>;
