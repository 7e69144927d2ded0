import { type Order, type OrderLine, type OrderSummary, type OrderTotals } from '@dukkan/contracts';
import type { OrderLineRow } from '../../db/schema.js';
import { type TotalsMilli } from '@dukkan/contracts';
import type { StatusHistoryRow } from '../../lib/order-history/repository.js';
import type { OrderDetailsRow, OrderListRow } from './repository.js';
export declare function toTotals(t: TotalsMilli): OrderTotals;
export declare function toOrderLine(l: OrderLineRow): OrderLine;
export declare function toOrderSummary(r: OrderListRow): OrderSummary;
export declare function toOrder(o: OrderDetailsRow, lines: OrderLineRow[], history: StatusHistoryRow[]): Order;
