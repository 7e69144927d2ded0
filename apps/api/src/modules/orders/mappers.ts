import {
  type DeliveryMethod,
  type Order,
  type OrderLine,
  type OrderSummary,
  type OrderStatusCode,
  type OrderTotals,
  CLIENT_CANCELLABLE,
  fromMilli,
  imageUrl,
} from '@dukkan/contracts';
import type { OrderLineRow } from '../../db/schema.js';
import { type TotalsMilli, totalsInDinars } from '@dukkan/contracts';
import { isAwaitingConfirmation } from '../../lib/order-confirmation/repository.js';
import type { StatusHistoryRow } from '../../lib/order-history/repository.js';
import type { OrderDetailsRow, OrderListRow } from './repository.js';

export function toTotals(t: TotalsMilli): OrderTotals {
  return totalsInDinars(t);
}

export function toOrderLine(l: OrderLineRow): OrderLine {
  const afterDiscount = l.unit_price_milli - l.unit_discount_milli;
  return {
    product_uuid: l.product_uuid,
    name: { ar: l.name_ar, en: l.name_en },
    main_attachment: l.img_path ? { img_path: imageUrl(l.img_path) } : null,
    quantity: l.quantity,
    unit_price: fromMilli(l.unit_price_milli),
    unit_discount: fromMilli(l.unit_discount_milli),
    unit_price_after_discount: fromMilli(afterDiscount),
    unit_tax: fromMilli(l.unit_tax_milli),
    unit_price_after_tax: fromMilli(afterDiscount + l.unit_tax_milli),
    tax_percentage: l.tax_rate_bp / 100,
    line_total: fromMilli(l.line_total_milli),
  };
}

export function toOrderSummary(r: OrderListRow): OrderSummary {
  return {
    uuid: r.uuid,
    number: r.number,
    status: { id: r.status_id, code: r.status_code, name: { ar: r.status_name_ar, en: r.status_name_en } },
    products_count: Number(r.lines ?? 0),
    items_count: Number(r.items ?? 0),
    delivery_method: r.delivery_method as DeliveryMethod,
    total: fromMilli(r.total_milli),
    can_change: r.status_code === 'pending',
    created_at: r.created_at,
  };
}

export function toOrder(o: OrderDetailsRow, lines: OrderLineRow[], history: StatusHistoryRow[]): Order {
  return {
    uuid: o.uuid,
    number: o.number,
    status: { id: o.status_id, code: o.status_code, name: { ar: o.status_name_ar, en: o.status_name_en } },
    products_count: lines.length,
    items_count: lines.reduce((n, l) => n + l.quantity, 0),
    delivery_method: o.delivery_method as DeliveryMethod,
    total: fromMilli(o.total_milli),
    can_change: o.status_code === 'pending',
    can_cancel: CLIENT_CANCELLABLE.includes(o.status_code as OrderStatusCode),
    awaiting_confirmation: isAwaitingConfirmation(o.confirmation_state, o.status_code),
    created_at: o.created_at,
    updated_at: o.updated_at,
    payment_method: 'cash_on_delivery',
    delivery: {
      method: o.delivery_method as DeliveryMethod,
      city:
        o.city_id !== null && o.city_name_ar !== null && o.city_name_en !== null
          ? { id: o.city_id, name: { ar: o.city_name_ar, en: o.city_name_en } }
          : null,
      service_package:
        o.service_package_id !== null &&
        o.package_name_ar !== null &&
        o.package_name_en !== null &&
        o.package_time_ar !== null &&
        o.package_time_en !== null
          ? {
              id: o.service_package_id,
              name: { ar: o.package_name_ar, en: o.package_name_en },
              expected_time: { ar: o.package_time_ar, en: o.package_time_en },
            }
          : null,
      near_place: o.near_place,
    },
    receiver: { name: o.receiver_name, phone: o.receiver_phone },
    discount_code: o.discount_code,
    lines: lines.map(toOrderLine),
    totals: toTotals(o),
    history: history.map((h) => ({
      status: { id: h.status_id, code: h.to_status, name: { ar: h.status_name_ar, en: h.status_name_en } },
      created_at: h.created_at,
    })),
  };
}
