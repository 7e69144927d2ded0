import {
  type Category,
  type CheckQuantityResult,
  type MessageRef,
  type Paged,
  type Product,
  type BrandFacet,
  type BrandFacetQuery,
  type ProductsQuery,
  QUANTITY_CODES,
  toMilli,
  pageEnvelope,
} from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database, ProductRow } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { ProductLists } from '../../http/product-lists.js';
import { toCategoryTree, toProduct, toProductOption } from './mappers.js';
import {
  type ProductFilter,
  type ProductListKind,
  type ProductOrder,
  findBrands,
  findProductByUuid,
  findProductGroup,
  findCategoryMemberIds,
  findListedIds,
  findProducts,
  findProductsByIds,
  findSpecialIds,
  listCategoriesWithCounts,
  listProducts,
  loadRelations,
} from './repository.js';

export const DEFAULT_LIMIT = 20;

async function withRelations(db: Kysely<Database>, rows: ProductRow[]): Promise<Product[]> {
  const relations = await loadRelations(db, rows);
  return rows.map((r) => toProduct(r, relations));
}

/** The rows a list query selects: the spec's filter and, when given, the shopper's list options. */
function filterOf(query: BrandFacetQuery & Partial<ProductsQuery>): ProductFilter {
  return {
    categoryId: query.category_id,
    subCategoryId: query.sub_category_id,
    name: query.name,
    specificName: query.specific_name,
    discountedOnly: query.specials_offer === true || query.discounted === true,
    brand: query.brand,
    inStockOnly: query.in_stock === true,
    paidMin: query.price_min === undefined ? undefined : toMilli(query.price_min),
    paidMax: query.price_max === undefined ? undefined : toMilli(query.price_max),
  };
}

const KEPT_QUERY = [
  'category_id',
  'sub_category_id',
  'name',
  'specific_name',
  'specials_offer',
  'sort',
  'price_min',
  'price_max',
  'brand',
  'in_stock',
  'discounted',
] as const;

/**
 * A list whose ids are worth remembering: all products, a category's or the specials, as the storefront's pages ask
 * for them, in an order. Lists narrowed by anything else (a search, a brand, a price range, in stock) are read every
 * time.
 */
interface RememberedList {
  categoryId: number | undefined;
  specials: boolean;
  order: ProductOrder | undefined;
}

function rememberedList(filter: ProductFilter, order: ProductOrder | undefined): RememberedList | undefined {
  const { categoryId, subCategoryId, discountedOnly, ...rest } = filter;
  if (Object.values(rest).some((value) => value !== undefined && value !== false)) return undefined;
  return { categoryId: subCategoryId ?? categoryId, specials: discountedOnly === true, order };
}

const listKey = (list: RememberedList) =>
  `${list.categoryId ?? 'all'}:${list.specials ? 'specials' : 'any'}:${list.order ?? 'id'}`;

/** The ids of `list` that every one of `sets` holds, in the list's order. */
function narrowed(list: Int32Array, sets: readonly (readonly number[])[]): Int32Array {
  let size = 0;
  for (const set of sets) for (const id of set) if (id >= size) size = id + 1;
  const held = new Uint8Array(size);
  for (const set of sets) for (const id of set) held[id] = (held[id] ?? 0) + 1;
  const kept = new Int32Array(Math.min(list.length, ...sets.map((set) => set.length)));
  let n = 0;
  for (const id of list) if (held[id] === sets.length) kept[n++] = id;
  return kept.slice(0, n);
}

/**
 * A remembered list's ids. Every list is the list of all products in its order (read from an index of the listed
 * products), narrowed to the category's products and to the specials: a category's list in any order then costs
 * one read of its index entries, not a read and a sort of its product rows (80–450 ms on 100,000 products).
 */
async function rememberedIds(db: Kysely<Database>, lists: ProductLists, list: RememberedList): Promise<Int32Array> {
  const all = { categoryId: undefined, specials: false, order: list.order };
  const listed = () => lists.ids(listKey(all), () => findListedIds(db, list.order));
  if (list.categoryId === undefined && !list.specials) return listed();
  return lists.ids(listKey(list), async () => {
    const sets = await Promise.all([
      ...(list.categoryId === undefined ? [] : [findCategoryMemberIds(db, list.categoryId)]),
      ...(list.specials ? [findSpecialIds(db)] : []),
    ]);
    return narrowed(await listed(), sets);
  });
}

export async function searchProducts(
  db: Kysely<Database>,
  query: ProductsQuery,
  path: string,
  lists: ProductLists | null = null,
): Promise<Paged<Product>> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const page = query.page ?? 1;
  const offset = (page - 1) * limit;
  const filter = filterOf(query);
  const list = rememberedList(filter, query.sort);
  const ids = lists && list ? await rememberedIds(db, lists, list) : undefined;
  // a remembered list's page is a slice of its ids
  const { rows, total } = ids
    ? { rows: await findProductsByIds(db, Array.from(ids.subarray(offset, offset + limit))), total: ids.length }
    : await findProducts(db, filter, { limit, offset }, query.sort);
  const keep: Record<string, string> = { limit: String(limit) };
  for (const key of KEPT_QUERY) {
    const v = query[key];
    if (v !== undefined) keep[key] = String(v);
  }
  return pageEnvelope(await withRelations(db, rows), { page, perPage: limit, total, path, query: keep });
}

/** The brands a list can be narrowed to, with their product counts (the brand facet of the list's filter). */
export async function brandFacets(db: Kysely<Database>, query: BrandFacetQuery): Promise<BrandFacet[]> {
  return findBrands(db, filterOf(query));
}

export async function productList(db: Kysely<Database>, kind: ProductListKind, limit: number): Promise<Product[]> {
  return withRelations(db, await listProducts(db, kind, limit));
}

export async function productDetails(db: Kysely<Database>, uuid: string): Promise<Product> {
  const row = await findProductByUuid(db, uuid);
  if (!row) throw notFound('product_not_found');
  const relations = await loadRelations(db, [row]);
  const mainId = row.variant_of ?? row.id;
  if (!relations.optionCounts.get(mainId)) return { ...toProduct(row, relations), options: [] };
  // the product page shows its group's options (an option's uuid answers its own details, with the same options)
  const group = await findProductGroup(db, mainId);
  const groupRelations = await loadRelations(db, group);
  return {
    ...toProduct(row, relations),
    options: group.map((g) => toProductOption(g, groupRelations)),
  };
}

/** The spec's availability check (its message as a code, worded by the route): 04 when the shop does not offer it or none is left, 02 when fewer are left than asked, else 01. */
export async function checkQuantity(
  db: Kysely<Database>,
  uuid: string,
  requested: number,
): Promise<Omit<CheckQuantityResult, 'message'> & { message: MessageRef }> {
  const row = await findProductByUuid(db, uuid);
  if (!row) throw notFound('product_not_found');
  if (row.is_available !== 1 || row.quantity <= 0) {
    return {
      messageCode: QUANTITY_CODES.unavailable,
      message: { code: 'quantity_unavailable' },
      available_quantity: 0,
    };
  }
  if (requested > row.quantity) {
    return {
      messageCode: QUANTITY_CODES.exceeds,
      message: { code: 'quantity_exceeds', params: { available: row.quantity } },
      available_quantity: row.quantity,
    };
  }
  return {
    messageCode: QUANTITY_CODES.allowed,
    message: { code: 'quantity_allowed' },
    available_quantity: row.quantity,
  };
}

/** Categories with sub-categories and product counts (cached with the other catalogue answers, see http/response-cache.ts). */
export async function categoryTree(db: Kysely<Database>): Promise<Category[]> {
  return toCategoryTree(await listCategoriesWithCounts(db));
}
