import {
  type Dashboard,
  type DashboardPeriod,
  ORDER_STATUS_CODES,
  type StatusCounts,
  fromMilli,
} from '@dukkan/contracts';
import type { Db } from '../../db/schema.js';
import { DEFAULT_LOW_STOCK_THRESHOLD, LOW_STOCK_SETTING, readSetting } from '../../lib/shop-settings.js';
import { addDays, shopDate, shopDayStart } from '../../lib/shop-time.js';
import * as repo from './repository.js';

const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 };

export async function lowStockThreshold(db: Db): Promise<number> {
  const value = await readSetting(db, LOW_STOCK_SETTING);
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_LOW_STOCK_THRESHOLD;
}

/**
 * The owner's day at a glance: orders and revenue (orders not cancelled), by status, average order, the ten best
 * sellers, products running low, new clients and a day-by-day series. Days are Libyan calendar days; "today"
 * is one day, "7d" and "30d" end today.
 */
export async function dashboard(db: Db, period: DashboardPeriod, now = new Date()): Promise<Dashboard> {
  const today = shopDate(now);
  const first = addDays(today, 1 - PERIOD_DAYS[period]);
  const fromIso = shopDayStart(first);
  const toIso = shopDayStart(addDays(today, 1));
  const threshold = await lowStockThreshold(db);
  const [orders, top, low, newClients] = await Promise.all([
    repo.findOrdersBetween(db, fromIso, toIso),
    repo.findTopProducts(db, fromIso, toIso, 10),
    repo.findLowStock(db, threshold, 20),
    repo.countClientsBetween(db, fromIso, toIso),
  ]);

  const byStatus = Object.fromEntries(ORDER_STATUS_CODES.map((s) => [s, 0])) as StatusCounts;
  const daily = new Map<string, { orders: number; revenue_milli: number }>();
  for (let d = first; d <= today; d = addDays(d, 1)) daily.set(d, { orders: 0, revenue_milli: 0 });
  let revenueMilli = 0;
  let sold = 0;
  for (const o of orders) {
    if (o.status in byStatus) byStatus[o.status as keyof StatusCounts] += 1;
    const day = daily.get(shopDate(o.created_at));
    if (day) day.orders += 1;
    if (o.status === 'cancelled') continue;
    sold += 1;
    revenueMilli += o.total_milli;
    if (day) day.revenue_milli += o.total_milli;
  }

  return {
    period,
    orders_count: orders.length,
    revenue: fromMilli(revenueMilli),
    average_order_value: sold ? fromMilli(Math.round(revenueMilli / sold)) : 0,
    by_status: byStatus,
    top_products: top.map((p) => ({
      uuid: p.uuid,
      name_ar: p.name_ar,
      name_en: p.name_en,
      quantity: Number(p.quantity),
      revenue: fromMilli(Number(p.revenue_milli)),
    })),
    low_stock: low,
    low_stock_threshold: threshold,
    new_clients: newClients,
    daily: [...daily].map(([date, d]) => ({ date, orders: d.orders, revenue: fromMilli(d.revenue_milli) })),
  };
}
