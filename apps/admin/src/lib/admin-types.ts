import type { DeliveryMethod, OrderStatusCode } from '@dukkan/contracts';
import type { Role } from './roles';

/** `{ar, en}` names of places and packages. */
export interface Localized {
  ar: string;
  en: string;
}

/** Shapes of the admin API's answers ("Admin API contract", docs/decisions/0033-admin-app.md). */
export type StatusCounts = Record<OrderStatusCode, number>;

/** Any status but the first: what an order can be moved to. */
export type TargetStatus = Exclude<OrderStatusCode, 'pending'>;

export interface Paged<T> {
  data: T[];
  links: { first: string | null; last: string | null; prev: string | null; next: string | null };
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export interface OrderRow {
  uuid: string;
  number: string;
  status: OrderStatusCode;
  created_at: string;
  client_name: string | null;
  receiver_name: string | null;
  /** the receiver's phone, else the client's */
  phone: string | null;
  city_name: Localized | null;
  delivery_method: DeliveryMethod;
  items_count: number;
  total: number;
  cash_to_collect: number;
  /** a cash order waiting for the shopper's confirmation (link) or a call from the shop */
  awaiting_confirmation: boolean;
}

export interface StaffRef {
  id: number;
  name: string;
}

export interface OrderDetails {
  uuid: string;
  number: string;
  status: OrderStatusCode;
  created_at: string;
  delivery_method: DeliveryMethod;
  city_name: Localized | null;
  package_name: Localized | null;
  address: string | null;
  receiver_name: string | null;
  phone: string | null;
  client: { id: number; name: string; email: string | null; phone: string | null } | null;
  lines: {
    product_uuid: string;
    name_ar: string;
    name_en: string;
    image: string | null;
    quantity: number;
    unit_price: number;
    total: number;
  }[];
  /** list prices × quantities */
  subtotal: number;
  /** the products' own discounts */
  discount: number;
  /** the discount code's share */
  code_discount: number;
  tax: number;
  delivery_fee: number;
  total: number;
  cash_to_collect: number;
  /** a cash order waiting for the shopper's confirmation (link) or a call from the shop */
  awaiting_confirmation: boolean;
  discount_code: string | null;
  history: {
    from_status: OrderStatusCode | null;
    to_status: OrderStatusCode;
    staff: StaffRef | null;
    actor: 'staff' | 'client' | 'system';
    note: string | null;
    created_at: string;
  }[];
  notes: OrderNote[];
  allowed_transitions: TargetStatus[];
}

export interface OrderNote {
  id: number;
  body: string;
  staff: StaffRef;
  created_at: string;
}

export interface StaffAccount {
  id: number;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  totp_enabled: boolean;
  created_at: string;
}
