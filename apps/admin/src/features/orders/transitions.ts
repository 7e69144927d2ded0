import type { OrderStatusCode } from '@dukkan/contracts';
import type { TargetStatus } from '../../lib/admin-types';

/** The forward step of each open status (the API's transitions; it stays the judge, and lists them per order). */
export const NEXT_STATUS: Partial<Record<OrderStatusCode, TargetStatus>> = {
  pending: 'confirmed',
  confirmed: 'preparing',
  preparing: 'shipped',
  shipped: 'delivered',
};

/** Statuses an order can be moved to in bulk. */
export const BULK_TARGETS: TargetStatus[] = ['confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'];
