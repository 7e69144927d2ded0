import { randomUUID } from 'node:crypto';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductsPage,
  type AdminProductsQuery,
  type Paged,
  type ProductCreate,
  type ProductUpdate,
  type StockAdjust,
  type StockMovement,
  type StockReason,
  normalizeSearch,
  pageEnvelope,
} from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/connection.js';
import type { Database, ProductRow } from '../../db/schema.js';
import { HttpError, fieldProblem, notFound, unprocessable } from '../../http/errors.js';
import { type StaffAuditActor, recordAudit } from '../../lib/audit/repository.js';
import { givenParams } from '../../lib/query-params.js';
import { readSetting } from '../../lib/shop-settings.js';
import { recordStockMovement } from '../../lib/stock-movements/repository.js';
import { referenceProblems, toAdminProduct, toColumns, toListItem } from './mappers.js';
import * as repo from './repository.js';

type Db = Kysely<Database>;

/** The `settings` key of the low-stock threshold (the dashboard reads the same key) and its value when unset. */
const LOW_STOCK_SETTING = 'low_stock_threshold';
const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export async function lowStockThreshold(db: Db): Promise<number> {
  const value = await readSetting(db, LOW_STOCK_SETTING);
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_LOW_STOCK_THRESHOLD;
}

export async function listProducts(db: Db, query: AdminProductsQuery): Promise<AdminProductsPage> {
  const threshold = await lowStockThreshold(db);
  const perPage = query.per_page ?? ADMIN_PRODUCTS_PAGE_SIZE;
  const page = query.page ?? 1;
  const text = query.q ? normalizeSearch(query.q) : '';
  const { rows, total } = await repo.findAdminProducts(
    db,
    {
      text: text || undefined,
      categoryId: query.category_id,
      availability: query.availability,
      lowStockAtMost: query.low_stock ? threshold : undefined,
      discounted: query.discounted,
      state: query.state ?? 'active',
    },
    { limit: perPage, offset: (page - 1) * perPage },
  );
  const kept = givenParams({
    ...query,
    low_stock: query.low_stock === undefined ? undefined : String(query.low_stock),
    discounted: query.discounted === undefined ? undefined : String(query.discounted),
    page: undefined,
    per_page: perPage,
  });
  const envelope = pageEnvelope(
    rows.map((r) => toListItem(r, threshold)),
    { page, perPage, total, path: '/api/admin/products', query: kept },
  );
  return { ...envelope, low_stock_threshold: threshold };
}

async function productRow(db: Db, uuid: string): Promise<ProductRow> {
  const row = await repo.findProduct(db, uuid.toLowerCase());
  if (!row) throw notFound('product_not_found');
  return row;
}

async function load(db: Db, row: ProductRow): Promise<AdminProduct> {
  const [images, categoryIds, inOrders] = await Promise.all([
    repo.findImages(db, row.id),
    repo.findCategoryIds(db, row.id),
    repo.isInOrders(db, row.id),
  ]);
  return toAdminProduct(row, { images, categoryIds, inOrders });
}

export async function productDetails(db: Db, uuid: string): Promise<AdminProduct> {
  return load(db, await productRow(db, uuid));
}

/** Refuses (422) categories that do not exist and images that are neither uploads nor already in the catalogue. */
async function checkReferences(db: Db, p: ProductUpdate): Promise<void> {
  const [categories, images] = await Promise.all([
    repo.existingCategoryIds(db, p.category_ids),
    repo.knownImagePaths(db, p.images),
  ]);
  const problems = referenceProblems(p, categories, images);
  if (Object.keys(problems).length) throw unprocessable(problems);
}

/** The fields the audit log keeps of a product, in the API's names. */
const fieldsOf = (p: AdminProduct) => {
  const { uuid: _u, price_to_pay: _p, in_orders: _i, created_at: _c, updated_at: _a, sales_count: _s, ...rest } = p;
  return rest;
};

export async function createProduct(db: Db, actor: StaffAuditActor, input: ProductCreate): Promise<AdminProduct> {
  await checkReferences(db, input);
  const now = nowIso();
  const uuid = randomUUID();
  await db.transaction().execute(async (trx) => {
    const [id] = await repo.insertProducts(trx, [
      { uuid, ...toColumns(input), quantity: input.quantity, sales_count: 0, created_at: now, updated_at: now },
    ]);
    const productId = id as number;
    await repo.replaceImages(trx, new Map([[productId, input.images]]));
    await repo.replaceCategories(trx, new Map([[productId, input.category_ids]]));
    if (input.quantity > 0) {
      await recordStockMovement(trx, {
        productId,
        delta: input.quantity,
        reason: 'initial',
        staffId: actor.staffId,
      });
    }
    await recordAudit(trx, actor, {
      action: 'product.created',
      entity: 'product',
      entityId: uuid,
      before: null,
      after: { ...input },
    });
  });
  return productDetails(db, uuid);
}

export async function updateProduct(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  input: ProductUpdate,
): Promise<AdminProduct> {
  const row = await productRow(db, uuid);
  await checkReferences(db, input);
  const before = fieldsOf(await load(db, row));
  await db.transaction().execute(async (trx) => {
    await repo.updateProduct(trx, row.id, { ...toColumns(input), updated_at: nowIso() });
    await repo.replaceImages(trx, new Map([[row.id, input.images]]));
    await repo.replaceCategories(trx, new Map([[row.id, input.category_ids]]));
    const changes = diffFields(before, input);
    await recordAudit(trx, actor, {
      action: 'product.updated',
      entity: 'product',
      entityId: row.uuid,
      ...changes,
    });
  });
  return productDetails(db, row.uuid);
}

/** The fields whose values differ (lists compared by content), as a before/after pair for the audit log. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]));
  const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, o[k] ?? null]));
  return { before: pick(before), after: pick(after) };
}

/** Deletes a product no order names; archives one that orders name (hidden from the shop, kept for them). */
export async function removeProduct(db: Db, actor: StaffAuditActor, uuid: string): Promise<'deleted' | 'archived'> {
  const row = await productRow(db, uuid);
  return db.transaction().execute(async (trx) => {
    if (await repo.isInOrders(trx, row.id)) {
      const at = row.archived_at ?? nowIso();
      await repo.updateProduct(trx, row.id, { archived_at: at, updated_at: nowIso() });
      await recordAudit(trx, actor, {
        action: 'product.archived',
        entity: 'product',
        entityId: row.uuid,
        before: { archived_at: row.archived_at },
        after: { archived_at: at },
      });
      return 'archived';
    }
    const product = await load(trx, row);
    await repo.deleteProduct(trx, row.id);
    await recordAudit(trx, actor, {
      action: 'product.deleted',
      entity: 'product',
      entityId: row.uuid,
      before: { ...fieldsOf(product), quantity: product.quantity },
      after: null,
    });
    return 'deleted';
  });
}

/** Brings an archived product back to the shop. */
export async function restoreProduct(db: Db, actor: StaffAuditActor, uuid: string): Promise<AdminProduct> {
  const row = await productRow(db, uuid);
  if (row.archived_at !== null) {
    await db.transaction().execute(async (trx) => {
      await repo.updateProduct(trx, row.id, { archived_at: null, updated_at: nowIso() });
      await recordAudit(trx, actor, {
        action: 'product.restored',
        entity: 'product',
        entityId: row.uuid,
        before: { archived_at: row.archived_at },
        after: { archived_at: null },
      });
    });
  }
  return productDetails(db, row.uuid);
}

/** Adds or takes units with a reason, in one conditional statement; refuses to go below zero. */
export async function adjustStock(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  input: StockAdjust,
): Promise<AdminProduct> {
  const row = await productRow(db, uuid);
  await db.transaction().execute(async (trx) => {
    const after = await repo.adjustStock(trx, row.id, input.delta, nowIso());
    if (after === undefined) {
      const now = await repo.findProduct(trx, row.uuid);
      const params = { available: now?.quantity ?? 0 };
      throw new HttpError(
        422,
        'stock_below_zero',
        fieldProblem('delta', 'stock_below_zero', params),
        undefined,
        params,
      );
    }
    await recordStockMovement(trx, {
      productId: row.id,
      delta: input.delta,
      reason: input.reason,
      note: input.note ?? null,
      staffId: actor.staffId,
    });
    await recordAudit(trx, actor, {
      action: 'product.stock_adjusted',
      entity: 'product',
      entityId: row.uuid,
      before: { quantity: after - input.delta },
      after: { quantity: after, reason: input.reason, ...(input.note ? { note: input.note } : {}) },
    });
  });
  return productDetails(db, row.uuid);
}

export const STOCK_HISTORY_PAGE_SIZE = 30;

export async function stockHistory(db: Db, uuid: string, page = 1): Promise<Paged<StockMovement>> {
  const row = await productRow(db, uuid);
  const { rows, total } = await repo.findStockMovements(db, row.id, {
    limit: STOCK_HISTORY_PAGE_SIZE,
    offset: (page - 1) * STOCK_HISTORY_PAGE_SIZE,
  });
  return pageEnvelope(
    rows.map((m) => ({
      id: m.id,
      delta: m.delta,
      quantity_after: m.quantity_after,
      reason: m.reason as StockReason,
      note: m.note,
      staff: m.staff_id !== null && m.staff_name !== null ? { id: m.staff_id, name: m.staff_name } : null,
      order_number: m.order_number,
      created_at: m.created_at,
    })),
    {
      page,
      perPage: STOCK_HISTORY_PAGE_SIZE,
      total,
      path: `/api/admin/products/${row.uuid}/stock`,
      query: {},
    },
  );
}
