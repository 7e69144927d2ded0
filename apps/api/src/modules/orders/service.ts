import { createHash, randomUUID } from 'node:crypto';
import {
  type ChangeOrderProductBody,
  type DiscountCode,
  type LineProblem,
  type LineProblemReason,
  type MessageRef,
  type Order,
  type OrderSummary,
  type Paged,
  type SaleBody,
  fromMilli,
  pageEnvelope,
  toMilli,
  unitPrices,
} from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/connection.js';
import type { Database, OrderLineRow } from '../../db/schema.js';
import { type FieldProblems, HttpError, notFound, refused, unprocessable, fieldProblem } from '../../http/errors.js';
import {
  type CodeRejection,
  type DiscountCodeRow,
  checkCode,
  minOrderRejection,
  normalizeCode,
  toDiscountCode,
} from './discount-codes.js';
import { toOrder, toOrderSummary, toTotals } from './mappers.js';
import { type LineAmounts, fitsStorage, goodsMilli, orderTotals, priceLine, withQuantity } from './pricing.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

export const ORDERS_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------
// Errors

function codeError(field: string, rejection: CodeRejection): HttpError {
  return unprocessable(fieldProblem(field, rejection.code, rejection.params));
}

function lineProblem(
  uuid: string,
  index: number,
  reason: LineProblemReason,
  product: repo.OrderableProduct | undefined,
  available = 0,
): LineProblem {
  const prices = product ? unitPrices(product.price_milli, product.discount_milli, product.tax_rate_bp) : null;
  return {
    uuid,
    index,
    reason,
    available_quantity: available,
    selling_price: prices ? fromMilli(prices.selling_price) : null,
    selling_price_after_discount: prices ? fromMilli(prices.selling_price_after_discount) : null,
    selling_price_after_tax: prices ? fromMilli(prices.selling_price_after_tax) : null,
  };
}

function lineError(problem: LineProblem, prefix = `products.${problem.index}.`): [string, MessageRef] {
  switch (problem.reason) {
    case 'not_found':
      return [`${prefix}uuid`, { code: 'product_no_longer_exists' }];
    case 'unavailable':
      return [`${prefix}uuid`, { code: 'quantity_unavailable' }];
    case 'insufficient_stock':
      return [`${prefix}quantity`, { code: 'quantity_exceeds', params: { available: problem.available_quantity } }];
    case 'price_changed':
      return [`${prefix}expected_price`, { code: 'price_changed' }];
  }
}

function cartChanged(problems: LineProblem[]): HttpError {
  const errors: FieldProblems = {};
  for (const p of problems) {
    const [key, ref] = lineError(p);
    (errors[key] ??= []).push(ref);
  }
  return new HttpError(422, 'cart_changed', errors, { lines: problems });
}

/** Why a product cannot be sold in this quantity now, or null when it can. */
function stockProblem(product: { quantity: number; is_available: number }, quantity: number): LineProblemReason | null {
  if (product.is_available !== 1) return 'unavailable';
  if (product.quantity < quantity) return 'insufficient_stock';
  return null;
}

const orderTooLarge = () => refused('order_too_large', 'products');

// ---------------------------------------------------------------------------------------------
// Placing an order

/** The body as it was understood, in a fixed order (lines sorted), so a retry hashes the same however its JSON was laid out. */
export function requestHash(body: SaleBody): string {
  const canonical = {
    products: [...body.products]
      .sort((a, b) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0))
      .map((l) => [l.uuid, l.quantity, l.expected_price ?? null]),
    delivery_method: body.delivery_method,
    city_id: body.city_id ?? null,
    service_package_id: body.service_package_id ?? null,
    near_place: body.near_place ?? null,
    receiver_name: body.receiver_name ?? null,
    receiver_phone: body.receiver_phone ?? null,
    discount_code: body.discount_code ? normalizeCode(body.discount_code) : null,
    expected_total: body.expected_total ?? null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

interface Delivery {
  city_id: number | null;
  service_package_id: number | null;
  near_place: string | null;
  fee_milli: number;
}

async function resolveDelivery(db: Db, body: SaleBody): Promise<Delivery> {
  if (body.delivery_method === 'pickup') {
    return { city_id: null, service_package_id: null, near_place: null, fee_milli: 0 };
  }
  // the schema requires these for delivery_company
  const cityId = body.city_id as number;
  const packageId = body.service_package_id as number;
  const city = await repo.findCity(db, cityId);
  if (!city || city.is_delivery !== 1) {
    throw unprocessable(fieldProblem('city_id', 'city_not_delivery'));
  }
  const pkg = await repo.findServicePackage(db, packageId);
  if (!pkg || pkg.city_id !== cityId || pkg.is_active !== 1) {
    throw unprocessable(fieldProblem('service_package_id', 'package_not_in_city'));
  }
  return {
    city_id: cityId,
    service_package_id: packageId,
    near_place: body.near_place ?? null,
    fee_milli: pkg.price_milli,
  };
}

export interface PlaceOrderInput {
  clientId: number;
  body: SaleBody;
  idempotencyKey: string | null;
}

export interface PlacedOrder {
  order: Order;
  /** true when this answers a retry of an order placed before */
  replayed: boolean;
}

/**
 * Places an order in one transaction: stock is taken with a conditional update per line, the discount code's
 * use is counted atomically, and the order is written with a price snapshot per line. Any refusal rolls
 * everything back. With an Idempotency-Key, a retry of the same body answers the order placed the first time.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { clientId, body, idempotencyKey: key } = input;
  const hash = key ? requestHash(body) : null;

  const replay = async (): Promise<PlacedOrder | null> => {
    if (!key) return null;
    const existing = await repo.findOrderByKey(db, clientId, key);
    if (!existing) return null;
    if (existing.request_hash !== hash) {
      throw refused('idempotency_key_reused', 'idempotency_key');
    }
    return { order: await loadOrder(db, existing.id), replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;

  const delivery = await resolveDelivery(db, body);

  let orderId: number | null;
  try {
    orderId = await db.transaction().execute(async (trx) => {
      if (key) {
        await repo.lockIdempotencyKey(trx, clientId, key);
        // a concurrent submission with the same key may have committed while we waited
        if (await repo.findOrderByKey(trx, clientId, key)) return null;
      }
      return insertOrder(trx, { clientId, body, delivery, key, hash });
    });
  } catch (error) {
    if (repo.isIdempotencyConflict(error)) orderId = null;
    else throw error;
  }
  if (orderId === null) {
    const again = await replay();
    if (again) return again;
    throw new Error('an order with this Idempotency-Key was reported but not found');
  }
  return { order: await loadOrder(db, orderId), replayed: false };
}

interface InsertOrderInput {
  clientId: number;
  body: SaleBody;
  delivery: Delivery;
  key: string | null;
  hash: string | null;
}

async function insertOrder(trx: Db, input: InsertOrderInput): Promise<number> {
  const { clientId, body, delivery } = input;
  const now = nowIso();

  // 1. the products as they are now
  const products = await repo.findProductsByUuids(
    trx,
    body.products.map((l) => l.uuid),
  );
  const byUuid = new Map(products.map((p) => [p.uuid, p]));
  const stockProblems: LineProblem[] = [];
  body.products.forEach((line, index) => {
    const product = byUuid.get(line.uuid);
    if (!product) return stockProblems.push(lineProblem(line.uuid, index, 'not_found', undefined));
    const reason = stockProblem(product, line.quantity);
    if (reason) {
      stockProblems.push(
        lineProblem(line.uuid, index, reason, product, reason === 'unavailable' ? 0 : product.quantity),
      );
    }
  });
  if (stockProblems.length) throw cartChanged(stockProblems);

  // 2. prices from the database only
  const lines = body.products.map((line, index) => {
    const product = byUuid.get(line.uuid) as repo.OrderableProduct;
    return { product, index, expected: line.expected_price, amounts: priceLine(product, line.quantity) };
  });

  // 3. the discount code's terms (its use is counted below, atomically)
  let code: DiscountCodeRow | null = null;
  if (body.discount_code) {
    const row = await repo.findDiscountCode(trx, normalizeCode(body.discount_code));
    const rejection = checkCode(row, { now, goodsMilli: goodsMilli(lines.map((l) => l.amounts)) });
    if (rejection) throw codeError('discount_code', rejection);
    code = row ?? null;
  }

  const totals = orderTotals(
    lines.map((l) => l.amounts),
    code,
    delivery.fee_milli,
  );
  if (
    !fitsStorage(
      lines.map((l) => l.amounts),
      totals,
    )
  )
    throw orderTooLarge();

  // 4. what the shopper saw, if they told us
  const priceProblems = lines
    .filter((l) => {
      if (l.expected === undefined) return false;
      const a = l.amounts;
      return toMilli(l.expected) !== a.unit_price_milli - a.unit_discount_milli + a.unit_tax_milli;
    })
    .map((l) => lineProblem(l.product.uuid, l.index, 'price_changed', l.product, l.product.quantity));
  const totalChanged = body.expected_total !== undefined && toMilli(body.expected_total) !== totals.total_milli;
  if (priceProblems.length || totalChanged) {
    const errors: FieldProblems = {};
    for (const p of priceProblems) {
      const [k, ref] = lineError(p);
      errors[k] = [ref];
    }
    if (totalChanged) errors['expected_total'] = [{ code: 'price_changed' }];
    throw new HttpError(422, 'price_changed', errors, { lines: priceProblems, totals: toTotals(totals) });
  }

  // 5. take the stock, in product id order so concurrent orders lock rows in the same order
  for (const l of [...lines].sort((a, b) => a.product.id - b.product.id)) {
    if (!(await repo.takeStock(trx, l.product.id, l.amounts.quantity))) {
      const stock = await repo.findProductStock(trx, l.product.id);
      const reason = stock ? (stockProblem(stock, l.amounts.quantity) ?? 'insufficient_stock') : 'not_found';
      const available = stock && reason === 'insufficient_stock' ? stock.quantity : 0;
      throw cartChanged([lineProblem(l.product.uuid, l.index, reason, l.product, available)]);
    }
  }

  // 6. count the code's use: its total limit atomically, then this client's uses (the update above holds the row)
  if (code) {
    if (!(await repo.takeCodeUse(trx, code.id))) {
      throw codeError('discount_code', { code: 'discount_code_used_up' });
    }
    if (code.per_client_limit !== null && (await repo.countCodeUses(trx, code.id, clientId)) >= code.per_client_limit) {
      throw codeError('discount_code', { code: 'discount_code_client_limit' });
    }
  }

  // 7. the order and its lines
  const pending = await repo.statusId(trx, 'pending');
  const uuid = randomUUID();
  const inserted = await trx
    .insertInto('orders')
    .values({
      uuid,
      number: `tmp-${uuid}`,
      client_id: clientId,
      status_id: pending,
      delivery_method: body.delivery_method,
      city_id: delivery.city_id,
      service_package_id: delivery.service_package_id,
      near_place: delivery.near_place,
      receiver_name: body.receiver_name ?? null,
      receiver_phone: body.receiver_phone ?? null,
      payment_method: 'cash_on_delivery',
      ...totals,
      discount_code_id: code?.id ?? null,
      idempotency_key: input.key,
      request_hash: input.hash,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ number: orderNumber(inserted.id) })
    .where('id', '=', inserted.id)
    .execute();
  await trx
    .insertInto('order_lines')
    .values(
      lines.map((l) => ({
        order_id: inserted.id,
        product_id: l.product.id,
        product_uuid: l.product.uuid,
        name_ar: l.product.name_ar,
        name_en: l.product.name_en,
        img_path: l.product.img_path,
        ...l.amounts,
      })),
    )
    .execute();
  if (code) {
    await trx
      .insertInto('discount_code_uses')
      .values({ discount_code_id: code.id, client_id: clientId, order_id: inserted.id, created_at: now })
      .execute();
  }
  return inserted.id;
}

/** DK-000123: the order's id, padded; longer ids simply grow. */
export function orderNumber(id: number): string {
  return `DK-${String(id).padStart(6, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Reading orders

async function loadOrder(db: Db, orderId: number): Promise<Order> {
  const [row, lines] = await Promise.all([repo.findOrderDetails(db, orderId), repo.findOrderLines(db, orderId)]);
  return toOrder(row, lines);
}

export async function clientOrder(db: Db, clientId: number, uuid: string): Promise<Order> {
  const order = await repo.findOrderForClient(db, clientId, uuid);
  if (!order) throw notFound('order_not_found');
  return loadOrder(db, order.id);
}

export async function clientOrders(
  db: Db,
  clientId: number,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<Paged<OrderSummary>> {
  const perPage = query.limit ?? ORDERS_PAGE_SIZE;
  const page = query.page ?? 1;
  const { rows, total } = await repo.findClientOrders(db, clientId, { limit: perPage, offset: (page - 1) * perPage });
  return pageEnvelope(rows.map(toOrderSummary), {
    page,
    perPage,
    total,
    path: '/api/client/orders',
    query: { limit: String(perPage) },
  });
}

// ---------------------------------------------------------------------------------------------
// Discount codes

export async function previewDiscountCode(
  db: Db,
  input: { code: string; subtotal: number | undefined; clientId: number | null },
): Promise<DiscountCode> {
  const row = await repo.findDiscountCode(db, normalizeCode(input.code));
  const goods = input.subtotal === undefined ? undefined : toMilli(input.subtotal);
  const clientUses =
    row && input.clientId !== null && row.per_client_limit !== null
      ? await repo.countCodeUses(db, row.id, input.clientId)
      : undefined;
  const rejection = checkCode(row, { now: nowIso(), clientUses, goodsMilli: goods });
  if (rejection || !row) throw codeError('code', rejection ?? { code: 'discount_code_not_found' });
  return toDiscountCode(row, goods);
}

// ---------------------------------------------------------------------------------------------
// Changing a pending order

/**
 * Sets a line's quantity (0 removes it) while the order is pending, taking or returning the difference in
 * stock atomically and recomputing the totals from the lines' price snapshots. Removing the last line
 * cancels the order, returns its stock and releases its discount code use.
 */
export async function changeOrderProduct(db: Db, clientId: number, input: ChangeOrderProductBody): Promise<Order> {
  const found = await repo.findOrderForClient(db, clientId, input.order_uuid);
  if (!found) throw notFound('order_not_found');

  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const pending = await repo.statusId(trx, 'pending');
    // checks and locks the order at once: concurrent changes of one order run one after the other
    const touched = await trx
      .updateTable('orders')
      .set({ updated_at: now })
      .where('id', '=', found.id)
      .where('status_id', '=', pending)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) {
      throw refused('order_not_pending', 'order_uuid');
    }

    const lines = await repo.findOrderLines(trx, found.id);
    const line = lines.find((l) => l.product_uuid === input.product_uuid);
    if (!line) {
      throw refused('product_not_in_order', 'product_uuid');
    }
    const delta = input.quantity - line.quantity;
    if (delta === 0) return;

    if (input.quantity === 0 && lines.length === 1) {
      await cancelOrder(trx, found.id, found.discount_code_id, lines, now);
      return;
    }

    const order = await trx.selectFrom('orders').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    const remaining: LineAmounts[] = lines
      .filter((l) => l.id !== line.id || input.quantity > 0)
      .map((l) => (l.id === line.id ? withQuantity(l, input.quantity) : l));
    const code = order.discount_code_id === null ? null : await repo.findDiscountCodeById(trx, order.discount_code_id);
    if (code && goodsMilli(remaining) < code.min_order_milli) {
      const rejection = minOrderRejection(code);
      throw refused('order_min_for_code', 'quantity', rejection.params);
    }
    const totals = orderTotals(remaining, code ?? null, order.delivery_fee_milli);
    if (!fitsStorage(remaining, totals)) throw orderTooLarge();

    if (delta > 0) {
      if (!(await repo.takeStock(trx, line.product_id, delta))) {
        const stock = await repo.findProductStock(trx, line.product_id);
        const reason: LineProblemReason = !stock
          ? 'not_found'
          : stock.is_available !== 1
            ? 'unavailable'
            : 'insufficient_stock';
        // what the line can grow to: its own units plus what is left in stock
        const available = reason === 'insufficient_stock' && stock ? line.quantity + stock.quantity : 0;
        const problem: LineProblem = {
          uuid: line.product_uuid,
          index: lines.indexOf(line),
          reason,
          available_quantity: available,
          selling_price: null,
          selling_price_after_discount: null,
          selling_price_after_tax: null,
        };
        const [, ref] = lineError(problem);
        throw new HttpError(422, 'cart_changed', { quantity: [ref] }, { lines: [problem] });
      }
    } else {
      await repo.returnStock(trx, line.product_id, -delta);
    }

    if (input.quantity === 0) {
      await trx.deleteFrom('order_lines').where('id', '=', line.id).execute();
    } else {
      await trx
        .updateTable('order_lines')
        .set({ quantity: input.quantity, line_total_milli: withQuantity(line, input.quantity).line_total_milli })
        .where('id', '=', line.id)
        .execute();
    }
    await trx.updateTable('orders').set(totals).where('id', '=', found.id).execute();
  });

  return loadOrder(db, found.id);
}

async function cancelOrder(
  trx: Db,
  orderId: number,
  codeId: number | null,
  lines: OrderLineRow[],
  now: string,
): Promise<void> {
  for (const l of [...lines].sort((a, b) => a.product_id - b.product_id)) {
    await repo.returnStock(trx, l.product_id, l.quantity);
  }
  if (codeId !== null) await repo.releaseCodeUse(trx, codeId, orderId);
  const cancelled = await repo.statusId(trx, 'cancelled');
  await trx.updateTable('orders').set({ status_id: cancelled, updated_at: now }).where('id', '=', orderId).execute();
}
