import {
  type Category,
  type CheckQuantityResult,
  type MessageRef,
  type Paged,
  type Product,
  type ProductsQuery,
} from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ProductListKind } from './repository.js';
export declare const DEFAULT_LIMIT = 20;
export declare function searchProducts(
  db: Kysely<Database>,
  query: ProductsQuery,
  path: string,
): Promise<Paged<Product>>;
export declare function productList(db: Kysely<Database>, kind: ProductListKind, limit: number): Promise<Product[]>;
export declare function productDetails(db: Kysely<Database>, uuid: string): Promise<Product>;
/** The spec's availability check (its message as a code, worded by the route): 04 when the shop does not offer it or none is left, 02 when fewer are left than asked, else 01. */
export declare function checkQuantity(
  db: Kysely<Database>,
  uuid: string,
  requested: number,
): Promise<
  Omit<CheckQuantityResult, 'message'> & {
    message: MessageRef;
  }
>;
/** Categories with sub-categories and product counts (cached with the other catalogue answers, see http/response-cache.ts). */
export declare function categoryTree(db: Kysely<Database>): Promise<Category[]>;
