import type { ChangeOrderProductBody, LineProblemReason, Order } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db, OrderLineRow } from '../../db/schema.js';
import { HttpError, notFound, refused } from '../../http/errors.js';
import { returnStock } from '../../lib/order-stock/repository.js';
import { recordStockMovement } from '../../lib/stock-movements/repository.js';
import { afterClientCancel } from './after-order.js';
import { minOrderRejection, placedCodeTerms } from './discount-codes.js';
import { lineError, lineProblem, orderTooLarge, takeRefusal } from './order-errors.js';
import { type LineAmounts, fitsStorage, goodsMilli, orderTotals, priceLine, withQuantity } from '@dukkan/contracts';
import { loadOrder } from './read-orders.js';
import * as repo from './repository.js';

/**
 * Sets a line's quantity (0 removes it) while the order is pending, taking or returning the difference in
 * stock atomically and recomputing the totals from the lines' price snapshots. A line grows only while its product
 * is offered at the price the line was ordered at: units at another price go in a new order. Removing the last line
 * cancels the order, returns its stock and releases its discount code use.
 */
export async function changeOrderProduct(db: Db, clientId: number, input: ChangeOrderProductBody): Promise<Order> {
  const found = await repo.findOrderForClient(db, clientId, input.order_uuid);
  if (!found) throw notFound('order_not_found');

  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const pending = await repo.statusId(trx, 'pending');
    // checks and locks the order at once: concurrent changes of one order run one after the other
    if (!(await repo.touchOrderInStatus(trx, found.id, pending, now))) throw refused('order_not_pending', 'order_uuid');

    const lines = await repo.findOrderLines(trx, found.id);
    const line = lines.find((l) => l.product_uuid === input.product_uuid);
    if (!line) throw refused('product_not_in_order', 'product_uuid');
    const delta = input.quantity - line.quantity;
    if (delta === 0) return;

    if (input.quantity === 0 && lines.length === 1) {
      await cancelOrder(trx, found.id, now);
      return;
    }

    const order = await repo.findOrder(trx, found.id);
    const remaining: LineAmounts[] = lines
      .filter((l) => l.id !== line.id || input.quantity > 0)
      .map((l) => (l.id === line.id ? withQuantity(l, input.quantity) : l));
    // the code's terms as the order was placed with them, never the code's current ones (staff may have edited it)
    const code = placedCodeTerms(order);
    if (code && goodsMilli(remaining) < code.min_order_milli) {
      throw refused('order_min_for_code', 'quantity', minOrderRejection(code).params);
    }
    const totals = orderTotals(remaining, code, order.delivery_fee_milli);
    if (!fitsStorage(remaining, totals)) throw orderTooLarge();

    if (delta > 0) {
      // more units only of a product still offered, and at the price the order has for it: a line is one unit price
      const [product] = await repo.findProductsByUuids(trx, [line.product_uuid]);
      // not found: archived, or an option of an archived product (its own row may still be in stock)
      const problem = product ? raiseProblem(line, product) : 'not_found';
      if (problem) throw raiseRefused(line, lines.indexOf(line), problem, product);
      if (await repo.takeStock(trx, line.product_id, delta)) {
        await recordStockMovement(trx, {
          productId: line.product_id,
          delta: -delta,
          reason: 'order_changed',
          orderId: found.id,
        });
      } else {
        const stock = await repo.findProductStock(trx, line.product_id);
        const reason = takeRefusal(stock, delta);
        throw raiseRefused(line, lines.indexOf(line), reason, product, stock?.quantity ?? 0);
      }
    } else {
      await returnStock(trx, line.product_id, -delta, { orderId: found.id, reason: 'order_changed' });
    }

    if (input.quantity === 0) {
      await repo.deleteOrderLine(trx, line.id);
    } else {
      const { line_total_milli } = withQuantity(line, input.quantity);
      await repo.updateOrderLine(trx, line.id, { quantity: input.quantity, line_total_milli });
    }
    await repo.updateOrder(trx, found.id, totals);
  });

  return loadOrder(db, found.id);
}

/** Why a line cannot take more units of its product now (without its stock, which the update checks), or undefined. */
function raiseProblem(line: OrderLineRow, product: repo.OrderableProduct): LineProblemReason | undefined {
  if (product.is_available !== 1) return 'unavailable';
  const now = priceLine(product, 1);
  const same =
    now.unit_price_milli === line.unit_price_milli &&
    now.unit_discount_milli === line.unit_discount_milli &&
    now.unit_tax_milli === line.unit_tax_milli;
  return same ? undefined : 'price_changed';
}

/**
 * The 422 of a raise refused, its problem keyed `quantity`. `available_quantity` is what the line can grow to (its own
 * units plus the stock left) when stock is short; `product` gives today's prices (price_changed shows them).
 */
function raiseRefused(
  line: OrderLineRow,
  index: number,
  reason: LineProblemReason,
  product: repo.OrderableProduct | undefined,
  left = 0,
): HttpError {
  const available = reason === 'insufficient_stock' ? line.quantity + left : 0;
  const problem = lineProblem(
    line.product_uuid,
    index,
    reason,
    reason === 'not_found' ? undefined : product,
    available,
  );
  if (reason === 'price_changed') {
    return new HttpError(
      422,
      'order_line_price_changed',
      { quantity: [{ code: 'order_line_price_changed' }] },
      { lines: [problem] },
    );
  }
  const [, ref] = lineError(problem);
  return new HttpError(422, 'order_line_refused', { quantity: [ref] }, { lines: [problem] });
}

/** The client removed the last line: the order is cancelled, its stock and its discount code's use come back. */
async function cancelOrder(trx: Db, orderId: number, now: string): Promise<void> {
  const cancelled = await repo.statusId(trx, 'cancelled');
  await repo.updateOrder(trx, orderId, { status_id: cancelled, updated_at: now });
  await afterClientCancel(trx, orderId, 'pending', now);
}
