import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

/**
 * The whole data model. Portable types only, so one set of migrations serves SQLite and PostgreSQL:
 * money is integer thousandths of a dinar (`*_milli`), rates are basis points (`*_bp`),
 * flags are integers 0/1, timestamps are ISO-8601 UTC text.
 */
export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_categories: ProductCategoriesTable;
  product_cards: ProductCardsTable;
  countries: CountriesTable;
  cities: CitiesTable;
  service_packages: ServicePackagesTable;
  clients: ClientsTable;
  access_tokens: AccessTokensTable;
  password_resets: PasswordResetsTable;
  discount_codes: DiscountCodesTable;
  discount_code_uses: DiscountCodeUsesTable;
  order_statuses: OrderStatusesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  advertisements: AdvertisementsTable;
  settings: SettingsTable;
  contact_messages: ContactMessagesTable;
  login_attempts: LoginAttemptsTable;
  staff: StaffTable;
  staff_tokens: StaffTokensTable;
  staff_login_failures: StaffLoginFailuresTable;
  order_status_history: OrderStatusHistoryTable;
  order_notes: OrderNotesTable;
  audit_log: AuditLogTable;
  outbox_messages: OutboxMessagesTable;
  contact_replies: ContactRepliesTable;
  stock_movements: StockMovementsTable;
  client_addresses: ClientAddressesTable;
  wishlist_items: WishlistItemsTable;
}

/** The database handle (or a transaction) that repositories and use cases take. */
export type Db = Kysely<Database>;

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name_ar: string;
  name_en: string;
  img: string | null;
  sort_order: number;
  created_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  uuid: string;
  name_ar: string;
  name_en: string;
  short_description_ar: string;
  short_description_en: string;
  description_ar: string;
  description_en: string;
  brand: string | null;
  model: string | null;
  color_ar: string | null;
  color_en: string | null;
  /** units in stock */
  quantity: number;
  /** 0/1: the shop offers it at all (independent of stock) */
  is_available: number;
  price_milli: number;
  /** amount off one unit */
  discount_milli: number;
  tax_rate_bp: number;
  is_featured: number;
  sales_count: number;
  /** normalizeSearch(name_ar + name_en + brand + model), kept by the application */
  search_text: string;
  created_at: string;
  updated_at: string;
  /** set when staff archived it: hidden from the storefront, kept for the orders that name it (migration 0007) */
  archived_at: string | null;
  /** the main product's id when this row is one of its options (migration 0013, decision 0053) */
  variant_of: number | null;
  /** unique when set */
  sku: string | null;
  size_ar: string | null;
  size_en: string | null;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  img_path: string;
  /** 0 is the main attachment */
  sort_order: number;
}

/** A product's storefront card as JSON, NULL until built; triggers empty it and bump `stamp` when its sources change (migration 0017). */
export interface ProductCardsTable {
  product_id: number;
  card: string | null;
  stamp: Generated<number>;
  /** the catalogue's `CARD_FORMAT` the card was built with */
  format: Generated<number>;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface CountriesTable {
  id: Generated<number>;
  code: string;
  name_ar: string;
  name_en: string;
}

export interface CitiesTable {
  id: Generated<number>;
  country_id: number;
  name_ar: string;
  name_en: string;
  /** 0/1: delivery companies serve it */
  is_delivery: number;
}

export interface ServicePackagesTable {
  id: Generated<number>;
  city_id: number;
  name_ar: string;
  name_en: string;
  price_milli: number;
  expected_time_ar: string;
  expected_time_en: string;
  is_active: number;
}

export interface ClientsTable {
  id: Generated<number>;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string | null;
  /** lower-cased e-mail, unique */
  email_normalized: string | null;
  password_hash: string | null;
  /** canonical +2189XXXXXXXX */
  phone: string | null;
  country_id: number | null;
  city_id: number | null;
  near_place: string | null;
  /** 0/1: a light guest account made by create/subscriber */
  is_subscriber: number;
  created_at: string;
  updated_at: string;
}

export interface AccessTokensTable {
  id: Generated<number>;
  client_id: number;
  /** sha256 of the opaque token, hex */
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  client_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface DiscountCodesTable {
  id: Generated<number>;
  code: string;
  /** 'percent' (value in bp) or 'amount' (value in milli) */
  type: string;
  value: number;
  /** largest discount a percent code may give, milli; null for none */
  max_discount_milli: number | null;
  min_order_milli: number;
  /** total uses allowed; null for unlimited */
  max_uses: number | null;
  used_count: number;
  /** uses allowed per client; null for unlimited */
  per_client_limit: number | null;
  starts_at: string | null;
  expires_at: string | null;
  is_active: number;
  created_at: string;
}

export interface DiscountCodeUsesTable {
  id: Generated<number>;
  discount_code_id: number;
  client_id: number;
  order_id: number;
  created_at: string;
}

export interface OrderStatusesTable {
  id: Generated<number>;
  code: string;
  name_ar: string;
  name_en: string;
  sort_order: number;
}

export interface OrdersTable {
  id: Generated<number>;
  uuid: string;
  /** human-facing order number, e.g. DK-000123 */
  number: string;
  client_id: number;
  status_id: number;
  /** 'pickup' or 'delivery_company' */
  delivery_method: string;
  city_id: number | null;
  service_package_id: number | null;
  near_place: string | null;
  receiver_name: string | null;
  receiver_phone: string | null;
  payment_method: string;
  /** Σ unit price × quantity, before any discount */
  subtotal_milli: number;
  /** product discounts */
  discount_milli: number;
  discount_code_id: number | null;
  code_discount_milli: number;
  /** the code's terms as placed (migration 0011): 'percent' | 'amount'; null without a code */
  code_type: string | null;
  /** bp for percent codes, milli for amount codes */
  code_value: number | null;
  code_max_discount_milli: number | null;
  code_min_order_milli: number | null;
  tax_milli: number;
  delivery_fee_milli: number;
  total_milli: number;
  idempotency_key: string | null;
  /** sha256 of the request body the key was first used with */
  request_hash: string | null;
  created_at: string;
  updated_at: string;
  /** 'ar' | 'en': the language the order was placed in; every message about it speaks it (migration 0014) */
  language: Generated<string>;
  /** cash-on-delivery confirmation: null (not asked), 'awaiting', or who confirmed ('client' | 'staff') */
  confirmation_state: string | null;
  /** sha256 (hex) of the single-use confirmation link's token; null once used or when none was asked */
  confirmation_token_hash: string | null;
  confirmed_at: string | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  product_uuid: string;
  name_ar: string;
  name_en: string;
  img_path: string | null;
  quantity: number;
  unit_price_milli: number;
  unit_discount_milli: number;
  unit_tax_milli: number;
  tax_rate_bp: number;
  line_total_milli: number;
}

export interface AdvertisementsTable {
  id: Generated<number>;
  placement: string;
  title_ar: string;
  title_en: string;
  subtitle_ar: string;
  subtitle_en: string;
  img: string;
  link: string | null;
  sort_order: number;
  is_active: number;
}

export interface SettingsTable {
  key: string;
  /** JSON text; text shown to shoppers is `{"ar": …, "en": …}` */
  value: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  client_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  /** when staff first read it; null while unread (migration 0011) */
  read_at: string | null;
}

/** An answer staff mailed to a contact message's sender (migration 0011). */
export interface ContactRepliesTable {
  id: Generated<number>;
  contact_message_id: number;
  staff_id: number | null;
  subject: string;
  body: string;
  /** the language of the greeting and signature */
  language: string;
  /** the outbox row that carries the e-mail */
  outbox_message_id: number | null;
  created_at: string;
}

/** Failed-login counters: a window per key, and the time the key is blocked until (see http/login-limits.ts). */
export interface LoginAttemptsTable {
  key: string;
  failures: number;
  window_ends_at: string;
  blocked_until: string | null;
}

/** The shop's staff: not clients; their own tokens (see docs/decisions/0029-staff-accounts.md). */
export interface StaffTable {
  id: Generated<number>;
  name: string;
  email: string;
  /** lower-cased e-mail, unique */
  email_normalized: string;
  password_hash: string;
  /** 'owner' | 'manager' | 'orders' | 'catalogue' */
  role: string;
  /** 0/1: a disabled member cannot log in and their tokens stop working */
  disabled: number;
  /** base32 TOTP secret once two-factor login is on */
  totp_secret: string | null;
  /** a secret set up but not yet confirmed with a code */
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
}

export interface StaffTokensTable {
  id: Generated<number>;
  staff_id: number;
  /** sha256 of the opaque token, hex */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface StaffLoginFailuresTable {
  email_normalized: string;
  failures: number;
  last_failed_at: string;
  locked_until: string | null;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  /** null for the creation event */
  from_status: string | null;
  to_status: string;
  /** 'staff' | 'client' | 'system' */
  actor: string;
  staff_id: number | null;
  note: string | null;
  created_at: string;
}

export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number;
  body: string;
  created_at: string;
}

/** Append-only: the database refuses UPDATE and DELETE. */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON text */
  before: string | null;
  /** JSON text */
  after: string | null;
  ip: string | null;
  created_at: string;
}

/** One message to one recipient over one channel (migration 0005-outbox). */
export interface OutboxMessagesTable {
  id: Generated<number>;
  /** unique per message and channel, e.g. order_placed:42:email; the send is idempotent by it */
  idempotency_key: string;
  /** the template: order_placed, new_order, password_reset, contact_notice, contact_ack, contact_reply */
  kind: string;
  /** 'email' or 'sms' */
  channel: string;
  /** an e-mail address or a canonical +2189XXXXXXXX phone */
  recipient: string;
  /** the language of the message, taken from the request that caused it */
  language: string;
  /** JSON: the template's data (codes and values, no text) */
  payload: string;
  order_id: number | null;
  /** 'pending', 'sending' (claimed until lease_until), 'sent', 'failed' or 'skipped' (channel not configured) */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** One change of a product's stock, with why and by whom (migration 0007-product-admin). */
export interface StockMovementsTable {
  id: Generated<number>;
  product_id: number;
  /** units added (positive) or taken (negative) */
  delta: number;
  /** the stock right after the change */
  quantity_after: number;
  /** a STOCK_REASONS code of @dukkan/contracts */
  reason: string;
  note: string | null;
  staff_id: number | null;
  order_id: number | null;
  created_at: string;
}

/** A client's saved delivery address; at most one per client has is_default = 1 (a partial unique index). */
export interface ClientAddressesTable {
  id: Generated<number>;
  uuid: string;
  client_id: number;
  label: string;
  recipient_name: string;
  /** canonical +2189XXXXXXXX */
  phone: string;
  city_id: number;
  address_line: string;
  notes: string | null;
  /** 0/1 */
  is_default: number;
  created_at: string;
  updated_at: string;
}

/** A product on a client's wishlist (primary key client_id, product_id). */
export interface WishlistItemsTable {
  client_id: number;
  product_id: number;
  created_at: string;
}

export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type AdvertisementRow = Selectable<AdvertisementsTable>;
export type ClientRow = Selectable<ClientsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
