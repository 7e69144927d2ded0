import { createHash, randomUUID } from 'node:crypto';
import { type LineProblem, type Language, type Order, type SaleBody, toMilli } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { type FieldProblems, HttpError, fieldProblem, refused, unprocessable } from '../../http/errors.js';
import { recordStatusChange } from '../../lib/order-history/repository.js';
import { codConfirmationEnabled, newConfirmationToken } from '../../lib/order-confirmation/confirmation.js';
import { findCity, findServicePackage } from '../../lib/places-repository.js';
import { recordStockMovement } from '../../lib/stock-movements/repository.js';
import { enqueueOrderPlaced } from '../notifications/enqueue.js';
import { type DiscountCodeRow, checkCode, normalizeCode } from './discount-codes.js';
import { toTotals } from './mappers.js';
import {
  cartChanged,
  codeError,
  lineError,
  lineProblem,
  orderTooLarge,
  stockProblem,
  takeRefusal,
} from './order-errors.js';
import { fitsStorage, goodsMilli, nameWithOption, orderTotals, priceLine } from '@dukkan/contracts';
import { loadOrder } from './read-orders.js';
import * as repo from './repository.js';

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
  const city = await findCity(db, cityId);
  if (!city || city.is_delivery !== 1) {
    throw unprocessable(fieldProblem('city_id', 'city_not_delivery'));
  }
  const pkg = await findServicePackage(db, packageId);
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
  /** the language of the shopper's messages about this order (data for the outbox; nothing here translates) */
  language: Language;
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
  const { clientId, body, idempotencyKey: key, language } = input;
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
      return insertOrder(trx, { clientId, body, delivery, key, hash, language });
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
  language: Language;
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
      const reason = takeRefusal(stock, l.amounts.quantity);
      const available = stock && reason === 'insufficient_stock' ? stock.quantity : 0;
      throw cartChanged([lineProblem(l.product.uuid, l.index, reason, l.product, available)]);
    }
  }

  // 6. count the code's use: its total limit atomically, then this client's uses (the update above holds the row)
  if (code) {
    if (!(await repo.takeCodeUse(trx, code.id))) {
      throw codeError('discount_code', { code: 'discount_code_used_up' });
    }
    if (
      code.per_client_limit !== null &&
      (await repo.countCodeUses(trx, code.id, clientId, body.receiver_phone ?? null)) >= code.per_client_limit
    ) {
      throw codeError('discount_code', { code: 'discount_code_client_limit' });
    }
  }

  // 7. the order and its lines; with cash-on-delivery confirmation on, it waits for the link in the message
  const confirmation = (await codConfirmationEnabled(trx)) ? newConfirmationToken() : null;
  const orderId = await repo.insertOrder(
    trx,
    {
      uuid: randomUUID(),
      client_id: clientId,
      status_id: await repo.statusId(trx, 'pending'),
      delivery_method: body.delivery_method,
      city_id: delivery.city_id,
      service_package_id: delivery.service_package_id,
      near_place: delivery.near_place,
      receiver_name: body.receiver_name ?? null,
      receiver_phone: body.receiver_phone ?? null,
      payment_method: 'cash_on_delivery',
      ...totals,
      discount_code_id: code?.id ?? null,
      // the terms as placed: a later edit of the code never re-prices this order
      code_type: code?.type ?? null,
      code_value: code?.value ?? null,
      code_max_discount_milli: code?.max_discount_milli ?? null,
      code_min_order_milli: code?.min_order_milli ?? null,
      idempotency_key: input.key,
      request_hash: input.hash,
      created_at: now,
      updated_at: now,
      language: input.language,
      confirmation_state: confirmation ? 'awaiting' : null,
      confirmation_token_hash: confirmation?.hash ?? null,
      confirmed_at: null,
    },
    orderNumber,
  );
  await repo.insertOrderLines(
    trx,
    lines.map((l) => ({
      order_id: orderId,
      product_id: l.product.id,
      product_uuid: l.product.uuid,
      ...lineNames(l.product),
      img_path: l.product.img_path,
      ...l.amounts,
    })),
  );
  for (const l of lines) {
    await recordStockMovement(trx, {
      productId: l.product.id,
      delta: -l.amounts.quantity,
      reason: 'sale',
      orderId,
    });
  }
  await recordStatusChange(trx, {
    orderId,
    from: null,
    to: 'pending',
    actor: 'client',
    staffId: null,
    note: null,
    at: now,
  });
  if (code) {
    await repo.insertCodeUse(trx, {
      discount_code_id: code.id,
      client_id: clientId,
      order_id: orderId,
      created_at: now,
    });
  }
  await enqueueOrderPlaced(trx, { orderId, language: input.language, confirmToken: confirmation?.token ?? null });
  return orderId;
}

/** DK-000123: the order's id, padded; longer ids simply grow. */
/** The names an order line keeps: an option's carry its colour and size, so the desk packs the right one. */
function lineNames(p: repo.OrderableProduct): { name_ar: string; name_en: string } {
  if (!p.is_option) return { name_ar: p.name_ar, name_en: p.name_en };
  return {
    name_ar: nameWithOption(p.name_ar, [p.color_ar, p.size_ar], 'ar'),
    name_en: nameWithOption(p.name_en, [p.color_en, p.size_en], 'en'),
  };
}

export function orderNumber(id: number): string {
  return `DK-${String(id).padStart(6, '0')}`;
}
