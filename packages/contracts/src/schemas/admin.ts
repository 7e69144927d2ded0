import { z } from 'zod';
import { toAsciiDigits } from '../search.js';
import { withMessage } from '../validation.js';
import { EMAIL_MAX, PASSWORD_MAX, confirmed, emailSchema, personNameSchema } from './accounts.js';
import { shopperText } from './text.js';
import { localizedSchema, pagedOf, queryBoolean, queryInt, queryText } from './common.js';
import { DELIVERY_METHODS, ORDER_STATUS_CODES } from './orders.js';

/**
 * The staff side's API (`/api/admin/*`): roles and permissions, requests and answers.
 * See docs/decisions/0029-staff-accounts.md … 0032-dashboard-and-audit-log.md.
 */

// ---------------------------------------------------------------------------------------------
// Roles and permissions: the one map both the API and the admin app read

export const STAFF_ROLES = ['owner', 'manager', 'orders', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'orders.read',
  'orders.write',
  'customers.read',
  'messages.read',
  'messages.write',
  'catalogue.read',
  'catalogue.write',
  'dashboard.read',
  'audit.read',
  /** the shop's settings, delivery places and fees, the cash-on-delivery confirmation switch (owner and manager) */
  'settings.manage',
  'staff.manage',
  /** messages that kept failing: list and send again (owner and manager) */
  'outbox.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What a route needs: a permission, `session` (any signed-in, enabled member) or `public` (login).
 * Every `/api/admin` route declares one in its `config.permission`; the API refuses to start otherwise.
 */
export type RoutePermission = Permission | 'session' | 'public';

const ORDERS_DESK: Permission[] = ['orders.read', 'orders.write', 'customers.read', 'messages.read', 'messages.write'];
const CATALOGUE: Permission[] = ['catalogue.read', 'catalogue.write'];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => p !== 'staff.manage'),
  orders: ORDERS_DESK,
  catalogue: CATALOGUE,
};

/** Whether a role may use a route that needs `needed`. */
export function roleAllows(role: StaffRole, needed: RoutePermission): boolean {
  if (needed === 'public' || needed === 'session') return true;
  return ROLE_PERMISSIONS[role].includes(needed);
}

// ---------------------------------------------------------------------------------------------
// Staff accounts and sessions

export const STAFF_PASSWORD_MIN = 10;

/** A staff password: at least 10 characters with letters and digits (the API also refuses one holding the e-mail's name). */
export const staffPasswordSchema = z
  .string()
  .min(1, { abort: true })
  .min(STAFF_PASSWORD_MIN, { abort: true })
  .max(PASSWORD_MAX, { abort: true })
  .refine((p) => /\p{L}/u.test(p) && /\p{Nd}/u.test(p), withMessage('weak_password'));

/** Whether a password repeats the e-mail's name (before the @), which makes it easy to guess. */
export function passwordRepeatsEmail(password: string, email: string): boolean {
  const name = email.split('@')[0]?.toLowerCase() ?? '';
  return name.length >= 3 && password.toLowerCase().includes(name);
}

/** A 6-digit code from an authenticator app; Arabic-Indic digits and spaces are accepted. */
export const otpCodeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? toAsciiDigits(v).replace(/\s+/g, '') : v),
  z.string().refine((s) => /^\d{6}$/.test(s), withMessage('otp_format')),
);

/** POST /api/admin/login; `otp` is needed once two-factor login is on. */
export const staffLoginSchema = z.strictObject({
  email: z.string().trim().min(1, { abort: true }).max(EMAIL_MAX),
  password: z.string().min(1, { abort: true }).max(PASSWORD_MAX),
  // as the code forms take it: Arabic-Indic digits and spaces
  otp: z
    .string()
    .max(20)
    .transform((v) => toAsciiDigits(v).replace(/\s+/g, ''))
    .optional(),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

export const staffRefSchema = z.object({ id: z.number(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

export const staffIdentitySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffIdentity = z.infer<typeof staffIdentitySchema>;

export const staffSessionSchema = z.object({ access_token: z.string(), staff: staffIdentitySchema });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** GET /api/admin/me; `permissions` lets the app show only what the member may use. */
export const staffMeSchema = staffIdentitySchema.extend({
  totp_enabled: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** POST /api/admin/me/totp/setup */
export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });

/**
 * POST /api/admin/me/totp/setup: the member's password, so that a stolen session alone cannot put the thief's own
 * authenticator on the account and keep its member out.
 */
export const totpSetupBodySchema = z.strictObject({ password: z.string().min(1).max(200) });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /api/admin/me/totp/enable and /disable */
export const totpCodeBodySchema = z.strictObject({ code: otpCodeSchema });

export const staffMemberSchema = staffIdentitySchema.extend({
  disabled: z.boolean(),
  totp_enabled: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A new staff member as `npm run staff:create` takes it (the app's form adds the owner's password: `addStaffSchema`). */
export const createStaffSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  role: z.enum(STAFF_ROLES),
  password: staffPasswordSchema,
});
export type CreateStaff = z.infer<typeof createStaffSchema>;

/**
 * A member's own current password, asked before what a session left open must not do alone. Its check does not abort,
 * so that a mismatched confirmation is still named beside it.
 */
const currentPassword = z.string().min(1).max(PASSWORD_MAX);

/**
 * POST /api/admin/staff (owner): a new member, with the owner's own current password, so that a session left open
 * cannot make its finder an account of their own (`npm run staff:create` takes `createStaffSchema`).
 */
export const addStaffSchema = z.strictObject({
  ...createStaffSchema.shape,
  current_password: currentPassword,
});
export type AddStaff = z.infer<typeof addStaffSchema>;

/**
 * PATCH /api/admin/staff/{id} (owner): any of name, role, disabled. Making a member an owner, or enabling a disabled
 * owner (checked by the API, which knows the member), asks for the owner's own current password too, so that someone at
 * an owner's session left open cannot give an account of theirs an owner's powers.
 */
export const updateStaffSchema = z
  .strictObject({
    name: personNameSchema.optional(),
    role: z.enum(STAFF_ROLES).optional(),
    disabled: z.boolean().optional(),
    current_password: currentPassword.optional(),
  })
  .refine((d) => d.role !== 'owner' || d.current_password !== undefined, {
    path: ['current_password'],
    ...withMessage('required'),
  });
export type UpdateStaff = z.infer<typeof updateStaffSchema>;

/**
 * POST /api/admin/me/password: a member's own new password, with the current one (a session left open, or stolen,
 * cannot change it). The member's other sessions end.
 */
export const staffPasswordChangeSchema = confirmed(
  z.strictObject({
    current_password: currentPassword,
    password: staffPasswordSchema,
    password_confirmation: z.string().max(PASSWORD_MAX),
  }),
);
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;

/**
 * POST /api/admin/staff/{id}/password (owner): a new password for another member, who forgot theirs, with the owner's
 * own current password (a session left open cannot take another account); the member's sessions end.
 */
export const staffPasswordSetSchema = confirmed(
  z.strictObject({
    current_password: currentPassword,
    password: staffPasswordSchema,
    password_confirmation: z.string().max(PASSWORD_MAX),
  }),
);
export type StaffPasswordSet = z.infer<typeof staffPasswordSetSchema>;

/** Turning off another member's two-step login (a lost authenticator), with the owner's own current password. */
export const staffTotpResetSchema = z.strictObject({ current_password: currentPassword });
export type StaffTotpReset = z.infer<typeof staffTotpResetSchema>;

export const staffIdParam = z.object({ id: queryInt() });

// ---------------------------------------------------------------------------------------------
// Orders desk

type StatusCode = (typeof ORDER_STATUS_CODES)[number];

/**
 * The moves the orders desk may make: forward one step at a time, or cancel before the parcel leaves
 * (cancelling returns the stock and the discount code's use). Delivered and cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<StatusCode, readonly StatusCode[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export type StatusCounts = Record<StatusCode, number>;
export const statusCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUS_CODES.map((s) => [s, z.number()])) as Record<StatusCode, z.ZodNumber>,
);

/** A calendar day in the shop's time zone (Libya, UTC+2). */
const isoDate = z.preprocess((v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) || undefined : v), z.iso.date());

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** GET /api/admin/orders */
export const adminOrdersQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUS_CODES).optional(),
    delivery_method: z.enum(DELIVERY_METHODS).optional(),
    city_id: queryInt().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** order number, phone, receiver or client name; Arabic-normalised */
    q: queryText(100).optional(),
    /** only cash-on-delivery orders still waiting for the shopper's confirmation */
    unconfirmed: queryBoolean.optional(),
    page: queryInt({ min: 1, max: 100_000 }).optional(),
    per_page: queryInt({ min: 1, max: 100 }).optional(),
  })
  // days swapped found nothing and said nothing: the desk took it for a day without orders
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], params: { messageKey: 'ends_before_start' } });
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderListItemSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUS_CODES),
  created_at: z.string(),
  client_name: z.string().nullable(),
  receiver_name: z.string().nullable(),
  /** the receiver's phone, else the client's; canonical +2189XXXXXXXX */
  phone: z.string().nullable(),
  city_name: localizedSchema.nullable(),
  delivery_method: z.enum(DELIVERY_METHODS),
  items_count: z.number(),
  /** LYD */
  total: z.number(),
  /** what the courier or the counter collects, LYD: the total, or 0 once cancelled */
  cash_to_collect: z.number(),
  /** waits for the shopper's confirmation (link) or a call from the shop */
  awaiting_confirmation: z.boolean(),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

/** a page of the desk's list, with `counts` per status over the other filters (not the status filter), for the tabs */
export const adminOrdersPageSchema = pagedOf(adminOrderListItemSchema).extend({ counts: statusCountsSchema });
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** GET /api/admin/orders/summary (ETag; 304 on If-None-Match) */
export const ordersSummarySchema = z.object({
  counts: statusCountsSchema,
  newest: z.object({ uuid: z.string(), number: z.string(), created_at: z.string() }).nullable(),
});
export type OrdersSummary = z.infer<typeof ordersSummarySchema>;

export const STATUS_ACTORS = ['staff', 'client', 'system'] as const;

export const statusHistoryEntrySchema = z.object({
  from_status: z.enum(ORDER_STATUS_CODES).nullable(),
  to_status: z.enum(ORDER_STATUS_CODES),
  staff: staffRefSchema.nullable(),
  actor: z.enum(STATUS_ACTORS),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

export const orderNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  staff: staffRefSchema,
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

export const adminOrderLineSchema = z.object({
  product_uuid: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  image: z.string().nullable(),
  quantity: z.number(),
  /** the price of one unit as ordered, after its discount and with tax, LYD */
  unit_price: z.number(),
  /** unit_price × quantity, LYD */
  total: z.number(),
});

export const adminOrderSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUS_CODES),
  created_at: z.string(),
  updated_at: z.string(),
  delivery_method: z.enum(DELIVERY_METHODS),
  city_name: localizedSchema.nullable(),
  package_name: localizedSchema.nullable(),
  /** the place near which to deliver */
  address: z.string().nullable(),
  receiver_name: z.string().nullable(),
  phone: z.string().nullable(),
  client: z
    .object({ id: z.number(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  lines: z.array(adminOrderLineSchema),
  /** Σ list price × quantity, LYD */
  subtotal: z.number(),
  /** product discounts, LYD */
  discount: z.number(),
  /** the discount code's share, LYD */
  code_discount: z.number(),
  tax: z.number(),
  delivery_fee: z.number(),
  total: z.number(),
  cash_to_collect: z.number(),
  discount_code: z.string().nullable(),
  payment_method: z.literal('cash_on_delivery'),
  history: z.array(statusHistoryEntrySchema),
  notes: z.array(orderNoteSchema),
  /** the statuses this order may move to now */
  allowed_transitions: z.array(z.enum(ORDER_STATUS_CODES)),
  /** waits for the shopper's confirmation (link) or a call from the shop: POST …/confirm-cod */
  awaiting_confirmation: z.boolean(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const NOTE_MAX = 2000;

/** POST /api/admin/orders/{uuid}/status; `expected_status` makes the change fail with 409 if someone moved it first. */
export const statusChangeSchema = z.strictObject({
  status: z.enum(ORDER_STATUS_CODES),
  note: shopperText({ max: 500, multiline: true }).optional(),
  expected_status: z.enum(ORDER_STATUS_CODES).optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** POST /api/admin/orders/{uuid}/notes */
export const orderNoteBodySchema = z.strictObject({ body: shopperText({ max: NOTE_MAX, multiline: true }) });

export const BULK_MAX = 100;

/** POST /api/admin/orders/bulk-status */
export const bulkStatusSchema = z.strictObject({
  uuids: z
    .array(z.uuid().transform((s) => s.toLowerCase()))
    .min(1)
    .max(BULK_MAX),
  status: z.enum(ORDER_STATUS_CODES),
  note: shopperText({ max: 500, multiline: true }).optional(),
});
export type BulkStatus = z.infer<typeof bulkStatusSchema>;

export const bulkStatusResultSchema = z.object({
  updated: z.array(z.string()),
  failed: z.array(z.object({ uuid: z.string(), message: z.string() })),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const dashboardQuerySchema = z.object({ period: z.enum(DASHBOARD_PERIODS).default('today') });

export const dashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** orders placed in the period, cancelled ones included */
  orders_count: z.number(),
  /** Σ totals of the period's orders that are not cancelled, LYD */
  revenue: z.number(),
  average_order_value: z.number(),
  by_status: statusCountsSchema,
  top_products: z.array(
    z.object({ uuid: z.string(), name_ar: z.string(), name_en: z.string(), quantity: z.number(), revenue: z.number() }),
  ),
  low_stock: z.array(z.object({ uuid: z.string(), name_ar: z.string(), name_en: z.string(), quantity: z.number() })),
  low_stock_threshold: z.number(),
  new_clients: z.number(),
  /** one entry per day of the period (Libyan calendar days), oldest first, days without orders included */
  daily: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------------
// Audit log

/** What an audit row is about (`audit_log.entity`): every staff write names one, and the app labels and filters by it. */
export const AUDIT_ENTITIES = [
  'order',
  'order_note',
  'staff',
  'product',
  'image',
  'category',
  'banner',
  'discount_code',
  'city',
  'service_package',
  'setting',
  'contact_message',
  'outbox_message',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * What was done (`audit_log.action` is `<what>.<verb>`, e.g. `product.updated`): the back office reads the verb in the
 * member's language beside the row's entity, instead of the code.
 */
export const AUDIT_VERBS = [
  'created',
  'updated',
  'changed',
  'deleted',
  'moved',
  'archived',
  'restored',
  'deactivated',
  'imported',
  'uploaded',
  'read',
  'unread',
  'replied',
  'status_changed',
  'note_added',
  'cod_confirmed',
  'retried',
  'option_created',
  'option_updated',
  'stock_adjusted',
  'login',
  'logout',
  'totp_enabled',
  'totp_disabled',
  'password_changed',
  'password_set',
] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];
export type AuditAction = `${string}.${AuditVerb}`;

export const auditQuerySchema = z.object({
  staff_id: queryInt().optional(),
  entity: queryText(40).optional(),
  entity_id: queryText(100).optional(),
  page: queryInt({ min: 1, max: 100_000 }).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  staff: staffRefSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** an order's number as staff and shoppers read it (DK-000123), while the order exists */
  entity_number: z.string().nullable(),
  /** a product's name as it is now, while the product exists */
  entity_name: localizedSchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Cash-on-delivery confirmation and failed messages (docs/decisions/0041, 0042)

/** GET/PATCH /api/admin/cod-confirmation: new cash orders wait for the shopper's confirmation when on. */
export const codConfirmationSchema = z.strictObject({ enabled: z.boolean() });
export type CodConfirmation = z.infer<typeof codConfirmationSchema>;

/** A message that kept failing, for the staff's list (GET /api/admin/outbox/failed). */
export const failedMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  order: z.object({ uuid: z.string(), number: z.string() }).nullable(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FailedMessage = z.infer<typeof failedMessageSchema>;
export const failedMessagesQuerySchema = z.object({ page: queryInt({ min: 1, max: 100_000 }).optional() });
export const FAILED_MESSAGES_PAGE_SIZE = 20;
