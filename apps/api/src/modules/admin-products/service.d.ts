import {
  type AdminProduct,
  type AdminProductsPage,
  type AdminProductsQuery,
  type Paged,
  type ProductCreate,
  type ProductUpdate,
  type StockAdjust,
  type StockMovement,
} from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type StaffAuditActor } from '../../lib/audit/repository.js';
type Db = Kysely<Database>;
export declare function lowStockThreshold(db: Db): Promise<number>;
export declare function listProducts(db: Db, query: AdminProductsQuery): Promise<AdminProductsPage>;
export declare function productDetails(db: Db, uuid: string): Promise<AdminProduct>;
export declare function createProduct(db: Db, actor: StaffAuditActor, input: ProductCreate): Promise<AdminProduct>;
export declare function updateProduct(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  input: ProductUpdate,
): Promise<AdminProduct>;
/** The fields whose values differ (lists compared by content), as a before/after pair for the audit log. */
export declare function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): {
  before: {
    [k: string]: {} | null;
  };
  after: {
    [k: string]: {} | null;
  };
};
/** Deletes a product no order names; archives one that orders name (hidden from the shop, kept for them). */
export declare function removeProduct(db: Db, actor: StaffAuditActor, uuid: string): Promise<'deleted' | 'archived'>;
/** Brings an archived product back to the shop. */
export declare function restoreProduct(db: Db, actor: StaffAuditActor, uuid: string): Promise<AdminProduct>;
/** Adds or takes units with a reason, in one conditional statement; refuses to go below zero. */
export declare function adjustStock(
  db: Db,
  actor: StaffAuditActor,
  uuid: string,
  input: StockAdjust,
): Promise<AdminProduct>;
export declare const STOCK_HISTORY_PAGE_SIZE = 30;
export declare function stockHistory(db: Db, uuid: string, page?: number): Promise<Paged<StockMovement>>;
export {};
