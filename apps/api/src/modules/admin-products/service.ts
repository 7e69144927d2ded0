import { createHash, randomUUID } from 'node:crypto';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductOption,
  type AdminProductsPage,
  type AdminProductsQuery,
  type Paged,
  type ProductCreate,
  type ProductOptionCreate,
  type ProductOptionUpdate,
  type ProductUpdate,
  type StockAdjust,
  type StockMovement,
  type StockReason,
  normalizeSearch,
  pageEnvelope,
} from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db, ProductRow } from '../../db/schema.js';
import { HttpError, fieldProblem, notFound, refused, unprocessable } from '../../http/errors.js';
import { type StaffAuditActor, recordAudit, recordCreated, recordDeleted } from '../../lib/audit/repository.js';
import { givenParams } from '../../lib/query-params.js';
import { readSetting } from '../../lib/shop-settings.js';
import { recordStockMovement } from '../../lib/stock-movements/repository.js';
import {
  referenceProblems,
  sharedColumns,
  toAdminOption,
  toAdminProduct,
  toColumns,
  toListItem,
  toOptionColumns,
} from './mappers.js';
import { type OptionChoice, clashingField, sameChoice } from './option-clash.js';
import * as repo from './repository.js';

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
      sku: query.q?.trim() || undefined,
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

async function loadOption(db: Db, row: ProductRow): Promise<AdminProductOption> {
  const [images, inOrders] = await Promise.all([repo.findImages(db, row.id), repo.isInOrders(db, row.id)]);
  const option = toAdminOption(row, { images, inOrders });
  const { quantity: _q, ...edited } = optionFieldsOf(option);
  return { ...option, revision: digest(edited) };
}

async function load(db: Db, row: ProductRow): Promise<AdminProduct> {
  const [images, categoryIds, inOrders, optionRows] = await Promise.all([
    repo.findImages(db, row.id),
    repo.findCategoryIds(db, row.id),
    repo.isInOrders(db, row.id),
    repo.findOptions(db, row.id),
  ]);
  const options = await Promise.all(optionRows.map((o) => loadOption(db, o)));
  const product = toAdminProduct(row, { images, categoryIds, inOrders, options });
  return { ...product, revision: revisionOf(product) };
}

/**
 * A digest of what the product's editor can change (its fields but the stock, its images and categories, whether it
 * is archived), so that a save made from an older read is refused (409) instead of undoing someone's newer save.
 * The stock is left out: sales and adjustments change it all day, and the editor does not send it.
 */
function revisionOf(product: Omit<AdminProduct, 'revision'>): string {
  const { quantity: _q, ...edited } = fieldsOf(product);
  return digest(edited);
}

/** A short digest of what an editor shows (an option's `revision` is its fields' but the stock, as a product's). */
function digest(edited: object): string {
  return createHash('sha256').update(JSON.stringify(edited)).digest('base64url').slice(0, 22);
}

/** A product with its options; an option's uuid answers its main product, where the option is edited. */
export async function productDetails(db: Db, uuid: string): Promise<AdminProduct> {
  const row = await productRow(db, uuid);
  if (row.variant_of === null) return load(db, row);
  const main = await repo.findProductById(db, row.variant_of);
  if (!main) throw notFound('product_not_found');
  return load(db, main);
}

/** Refuses (422) categories that do not exist and images that are neither uploads nor already in the catalogue. */
async function checkReferences(db: Db, p: { category_ids: number[]; images: string[] }): Promise<void> {
  const [categories, images] = await Promise.all([
    repo.existingCategoryIds(db, p.category_ids),
    repo.knownImagePaths(db, p.images),
  ]);
  const problems = referenceProblems(p, categories, images);
  if (Object.keys(problems).length) throw unprocessable(problems);
}

/** Refuses (422) an SKU another product or option holds (the unique index would refuse it too, less clearly). */
async function checkSku(db: Db, sku: string | null, ownId?: number): Promise<void> {
  if (sku === null) return;
  const holder = await repo.findSkuHolder(db, sku);
  if (holder !== undefined && holder !== ownId) throw unprocessable(fieldProblem('sku', 'sku_taken', { sku }));
}

/** Runs a write that sets `sku`; another save taking the same SKU meanwhile is the same 422 as `checkSku`'s. */
async function skuSafe<T>(sku: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sku !== null && repo.isSkuConflict(error)) throw unprocessable(fieldProblem('sku', 'sku_taken', { sku }));
    throw error;
  }
}

/**
 * Refuses (422) a colour and size another choice of the same product shows already: the main product (itself the
 * first choice) or a live option; `ownId` is the row being saved. Read in the write's transaction, so on SQLite
 * (one writer) two saves cannot both pass; two racing saves on PostgreSQL could, as no index can compare the
 * normalised values. Edits call it only when the colour or size changes, so a pair saved before this check existed
 * does not block changing a price.
 */
async function checkChoice(trx: Db, main: ProductRow, wanted: OptionChoice, ownId?: number): Promise<void> {
  const siblings = [main, ...(await repo.findOptions(trx, main.id))].filter(
    (r) => r.id !== ownId && r.archived_at === null,
  );
  const field = clashingField(wanted, siblings);
  if (field !== null) throw refused('option_duplicate', field);
}

/** A main product (not an option), for the routes that edit one. */
async function mainRow(db: Db, uuid: string): Promise<ProductRow> {
  const row = await productRow(db, uuid);
  if (row.variant_of !== null) throw new HttpError(422, 'option_of_option');
  return row;
}

/** One option of the main product `uuid`. */
async function optionRow(db: Db, uuid: string, optionUuid: string): Promise<{ main: ProductRow; option: ProductRow }> {
  const main = await mainRow(db, uuid);
  const option = await repo.findProduct(db, optionUuid.toLowerCase());
  if (!option || option.variant_of !== main.id) throw notFound('option_not_found');
  return { main, option };
}

/** The fields the audit log keeps of a product, in the API's names. */
const fieldsOf = (p: Omit<AdminProduct, 'revision'> & { revision?: string }) => {
  const {
    revision: _r,
    uuid: _u,
    price_to_pay: _p,
    in_orders: _i,
    created_at: _c,
    updated_at: _a,
    sales_count: _s,
    options: _o,
    ...rest
  } = p;
  return rest;
};

/** The fields the audit log keeps of an option. */
const optionFieldsOf = (o: Omit<AdminProductOption, 'revision'> & { revision?: string }) => {
  const { uuid: _u, price_to_pay: _p, in_orders: _i, archived_at: _a, revision: _r, ...rest } = o;
  return rest;
};

/** Adds an option to a main product: its own price, stock, SKU, colour, size and pictures; the rest is the main's. */
export async function createOption(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  input: ProductOptionCreate,
): Promise<AdminProduct> {
  const main = await mainRow(db, uuid);
  if (main.archived_at !== null) throw new HttpError(422, 'main_product_archived');
  await checkReferences(db, { category_ids: [], images: input.images });
  await checkSku(db, input.sku);
  const now = nowIso();
  const optionUuid = randomUUID();
  await skuSafe(input.sku, () =>
    db.transaction().execute(async (trx) => {
      await checkChoice(trx, main, input);
      const [id] = await repo.insertProducts(trx, [
        {
          uuid: optionUuid,
          ...sharedColumns(main),
          ...toOptionColumns(input),
          variant_of: main.id,
          quantity: input.quantity,
          sales_count: 0,
          created_at: now,
          updated_at: now,
        },
      ]);
      const optionId = id as number;
      await repo.replaceImages(trx, new Map([[optionId, input.images]]));
      if (input.quantity > 0) {
        await recordStockMovement(trx, {
          productId: optionId,
          delta: input.quantity,
          reason: 'initial',
          staffId: actor.staffId,
        });
      }
      await recordAudit(trx, actor, {
        action: 'product.option_created',
        entity: 'product',
        entityId: optionUuid,
        before: null,
        after: { ...input, variant_of: main.uuid },
      });
    }),
  );
  return load(db, main);
}

/** Changes an option's own fields (its stock changes by adjustments, as a product's). */
export async function updateOption(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  optionUuid: string,
  input: ProductOptionUpdate,
): Promise<AdminProduct> {
  const { main, option } = await optionRow(db, uuid, optionUuid);
  await checkReferences(db, { category_ids: [], images: input.images });
  await checkSku(db, input.sku, option.id);
  const { expected_revision: expected, ...fields } = input;
  await skuSafe(input.sku, () =>
    db.transaction().execute(async (trx) => {
      // read again, locked (PostgreSQL): a save that came first in another transaction is seen here
      const current = await repo.lockProductRow(trx, option.id);
      const before = await loadOption(trx, current);
      if (expected !== undefined && expected !== before.revision) {
        throw new HttpError(409, 'option_changed_meanwhile');
      }
      if (!sameChoice(fields, current)) await checkChoice(trx, main, fields, option.id);
      await repo.updateProduct(trx, option.id, { ...toOptionColumns(fields), updated_at: nowIso() });
      await repo.replaceImages(trx, new Map([[option.id, fields.images]]));
      await recordAudit(trx, actor, {
        action: 'product.option_updated',
        entity: 'product',
        entityId: option.uuid,
        ...diffFields(optionFieldsOf(before), fields),
      });
    }),
  );
  return load(db, main);
}

/** Deletes an option no order names, archives one that orders name (as a product). */
export async function removeOption(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  optionUuid: string,
): Promise<'deleted' | 'archived'> {
  const { option } = await optionRow(db, uuid, optionUuid);
  return removeProduct(db, actor, option.uuid);
}

export async function createProduct(db: Db, actor: StaffAuditActor, input: ProductCreate): Promise<AdminProduct> {
  await checkReferences(db, input);
  await checkSku(db, input.sku);
  const now = nowIso();
  const uuid = randomUUID();
  await skuSafe(input.sku, () =>
    db.transaction().execute(async (trx) => {
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
      await recordCreated(trx, actor, 'product', uuid, { ...input });
    }),
  );
  return productDetails(db, uuid);
}

export async function updateProduct(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  input: ProductUpdate,
): Promise<AdminProduct> {
  const row = await mainRow(db, uuid);
  await checkReferences(db, input);
  await checkSku(db, input.sku, row.id);
  const { expected_revision: expected, ...fields } = input;
  await skuSafe(input.sku, () =>
    db.transaction().execute(async (trx) => {
      // read again, locked (PostgreSQL): a save that came first in another transaction is seen here
      const current = await repo.lockProductRow(trx, row.id);
      const before = await load(trx, current);
      if (expected !== undefined && expected !== before.revision) {
        throw new HttpError(409, 'product_changed_meanwhile');
      }
      // the main product is its group's first choice: its own colour and size must stay apart from its options'
      if (!sameChoice(fields, current)) await checkChoice(trx, current, fields, row.id);
      const columns = { ...toColumns(fields), updated_at: nowIso() };
      await repo.updateProduct(trx, row.id, columns);
      const { sku: _s, color_ar: _ca, color_en: _ce, size_ar: _sa, size_en: _se, ...rest } = columns;
      const { price_milli: _p, discount_milli: _d, tax_rate_bp: _t, is_available: _a, ...shared } = rest;
      await repo.updateOptionsOf(trx, row.id, shared);
      await repo.replaceImages(trx, new Map([[row.id, fields.images]]));
      await repo.replaceCategories(trx, new Map([[row.id, fields.category_ids]]));
      const changes = diffFields(fieldsOf(before), fields);
      await recordAudit(trx, actor, {
        action: 'product.updated',
        entity: 'product',
        entityId: row.uuid,
        ...changes,
      });
    }),
  );
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
  // a main product goes after its options: an option must never outlive it in the shop
  if ((await repo.findOptions(db, row.id)).some((o) => o.archived_at === null)) {
    throw new HttpError(422, 'product_has_options');
  }
  // archived options still name their main product, as orders name a product: it is archived, not deleted
  const keptByOptions = (await repo.findOptions(db, row.id)).length > 0;
  return db.transaction().execute(async (trx) => {
    if (keptByOptions || (await repo.isInOrders(trx, row.id))) {
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
    await recordDeleted(trx, actor, 'product', row.uuid, { ...fieldsOf(product), quantity: product.quantity });
    return 'deleted';
  });
}

/** Brings an archived product back to the shop. */
export async function restoreProduct(db: Db, actor: StaffAuditActor, uuid: string): Promise<AdminProduct> {
  const row = await productRow(db, uuid);
  const main = row.variant_of === null ? undefined : await repo.findProductById(db, row.variant_of);
  if (main?.archived_at != null) throw new HttpError(422, 'main_product_archived');
  if (row.archived_at !== null) {
    await db.transaction().execute(async (trx) => {
      // an archived option comes back only if no live choice took its colour and size meanwhile
      if (main) await checkChoice(trx, main, row, row.id);
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
): Promise<{ product: AdminProduct; quantity: number }> {
  const row = await productRow(db, uuid);
  const quantity = await db.transaction().execute(async (trx) => {
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
    return after;
  });
  // an option's stock answers its main product (with the option among its options) and the option's new stock
  return { product: await productDetails(db, row.uuid), quantity };
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
