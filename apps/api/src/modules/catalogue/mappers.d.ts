import { type Category, type Product } from '@dukkan/contracts';
import type { ProductRow } from '../../db/schema.js';
import type { CategoryWithCount, ProductRelations } from './repository.js';
/** One product in the API's shape; money leaves the database as integers and is shown in dinars here only. */
export declare function toProduct(row: ProductRow, relations: ProductRelations): Product;
/** Top-level categories with their sub-categories nested, in the spec's shape. */
export declare function toCategoryTree(rows: CategoryWithCount[]): Category[];
