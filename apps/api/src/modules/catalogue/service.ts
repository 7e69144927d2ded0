import {
  type Category,
  type CheckQuantityResult,
  type MessageRef,
  type ProductOption,
  type BrandFacet,
  type BrandFacetQuery,
  type ProductsQuery,
  QUANTITY_CODES,
  SEARCH_COUNT_CAP,
  toMilli,
  pageEnvelope,
} from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { ProductLists } from '../../http/product-lists.js';
import { JsonBytes, jsonPage } from '../../lib/json-text.js';
import { CARD_FORMAT, toCategoryTree, toProduct, toProductOption } from './mappers.js';
import {
  type ProductFilter,
  type ProductListKind,
  type ProductOrder,
  findBrands,
  findProductByUuid,
  findProductGroup,
  findBuiltCards,
  forgetCardsOfOtherFormats,
  findCategoryMemberIds,
  findListedIds,
  findLiveProductRef,
  findProducts,
  findProductsByIds,
  findSpecialIds,
  findUnbuiltCards,
  listCategoriesWithCounts,
  listProductIds,
  loadRelations,
  saveCards,
} from './repository.js';

export const DEFAULT_LIMIT = 20;

/** The cards of these products (their JSON in a list), built from their rows, images and categories, by id. */
async function buildCards(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await findProductsByIds(db, ids);
  const relations = await loadRelations(db, rows);
  return new Map(rows.map((row) => [row.id, JSON.stringify(toProduct(row, relations))]));
}

/**
 * The cards of `ids`, in their order: stored ones as they are, the others (not built since their sources changed)
 * built now; the card filler stores those (decision 0063).
 */
async function cardsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Buffer[]> {
  const cards = new Map<number, Buffer>();
  for (const { productId, card } of await findBuiltCards(db, ids, CARD_FORMAT)) cards.set(productId, card);
  const unbuilt = ids.filter((id) => !cards.has(id));
  if (unbuilt.length) for (const [id, card] of await buildCards(db, unbuilt)) cards.set(id, Buffer.from(card));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** Empties the stored cards that an earlier release built (the card filler's first step). */
export function forgetOldCards(db: Kysely<Database>): Promise<number> {
  return forgetCardsOfOtherFormats(db, CARD_FORMAT);
}

/** Builds and stores up to `limit` cards that are not built; answers how many it found (the card filler's step). */
export async function fillCards(db: Kysely<Database>, limit: number): Promise<number> {
  // the stamps are read before the rows the cards are built from
  const unbuilt = await findUnbuiltCards(db, limit);
  if (!unbuilt.length) return 0;
  const built = await buildCards(
    db,
    unbuilt.map((c) => c.product_id),
  );
  await saveCards(
    db,
    unbuilt.flatMap((c) => {
      const card = built.get(c.product_id);
      return card === undefined ? [] : [{ ...c, card }];
    }),
    CARD_FORMAT,
  );
  return unbuilt.length;
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
  'count',
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
function narrowed(list: Int32Array, sets: readonly Int32Array[]): Int32Array {
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
): Promise<JsonBytes> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const page = query.page ?? 1;
  const offset = (page - 1) * limit;
  const filter = filterOf(query);
  const list = rememberedList(filter, query.sort);
  const ids = lists && list ? await rememberedIds(db, lists, list) : undefined;
  // with count=page a search has no cap of its own: it counts to its page's end (decision 0075)
  const countCap = query.count === 'page' ? 0 : SEARCH_COUNT_CAP;
  // a remembered list's page is a slice of its ids
  const {
    ids: pageIds,
    total,
    totalRelation,
  } = ids
    ? { ids: Array.from(ids.subarray(offset, offset + limit)), total: ids.length, totalRelation: undefined }
    : await findProducts(db, filter, { limit, offset }, query.sort, countCap);
  const keep: Record<string, string> = { limit: String(limit) };
  for (const key of KEPT_QUERY) {
    const v = query[key];
    if (v !== undefined) keep[key] = String(v);
  }
  const cards = await cardsOf(db, pageIds);
  const { links, meta } = pageEnvelope(cards, { page, perPage: limit, total, path, query: keep, totalRelation });
  return jsonPage(cards, links, meta);
}

/** The brands a list can be narrowed to, with their product counts (the brand facet of the list's filter). */
export async function brandFacets(db: Kysely<Database>, query: BrandFacetQuery): Promise<BrandFacet[]> {
  return findBrands(db, filterOf(query));
}

/** A home page list's cards, as a JSON array. */
export async function productList(db: Kysely<Database>, kind: ProductListKind, limit: number): Promise<JsonBytes> {
  const cards = await cardsOf(db, await listProductIds(db, kind, limit));
  return JsonBytes.array(cards);
}

/** A product's card with its group's options (the product page's picker). */
export async function productDetails(db: Kysely<Database>, uuid: string): Promise<JsonBytes> {
  const ref = await findLiveProductRef(db, uuid, CARD_FORMAT);
  if (!ref) throw notFound('product_not_found');
  const built = ref.card ? undefined : (await buildCards(db, [ref.id])).get(ref.id);
  const card = ref.card ?? (built === undefined ? undefined : Buffer.from(built));
  if (card === undefined) throw notFound('product_not_found');
  let options: ProductOption[] = [];
  if (ref.hasOptions) {
    // the product page shows its group's options (an option's uuid answers its own details, with the same options)
    const group = await findProductGroup(db, ref.mainId);
    const relations = await loadRelations(db, group);
    options = group.map((g) => toProductOption(g, relations));
  }
  // the card is an object: its closing brace makes room for one more field
  return new JsonBytes([card.subarray(0, -1), `,"options":${JSON.stringify(options)}}`]);
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
