import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  expressionBuilder,
  sql,
} from 'kysely';
import { SEARCH_COUNT_CAP } from '@dukkan/contracts';
import { binaryCopyRows, copyOut } from '../../db/copy-out.js';
import { isPostgres } from '../../db/dialect.js';
import type { CategoryRow, Database, ProductRow } from '../../db/schema.js';
import { preparedRead } from '../../db/prepared.js';
import { mainNotArchived } from '../../lib/product-sql.js';
import {
  postgresRowSearchValues,
  postgresRowTest,
  type RowSearchValues,
  searchCondition,
  searchWords,
  sqliteSearchIds,
} from '../../lib/product-search.js';

type ProductsEb = ExpressionBuilder<Database, 'products'>;

export interface ProductFilter {
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
  name?: string | undefined;
  specificName?: string | undefined;
  discountedOnly?: boolean | undefined;
  /** thousandths of a dinar, on the price the shopper pays for one unit (after discount and tax) */
  paidMin?: number | undefined;
  paidMax?: number | undefined;
  brand?: string | undefined;
  inStockOnly?: boolean | undefined;
}

export type ProductOrder = 'price_asc' | 'price_desc' | 'newest' | 'best_selling';

export interface ProductRelations {
  images: Map<number, string[]>;
  categories: Map<number, Pick<CategoryRow, 'id' | 'name_ar' | 'name_en' | 'img'>[]>;
  /** the uuids of the main products of the options among the rows */
  mainUuids: Map<number, string>;
  /** by main product id: how many live options it has besides itself */
  optionCounts: Map<number, number>;
}

/**
 * The price a shopper pays for one unit, in thousandths, as `unitPrices` of contracts computes it: the discount
 * (the database keeps it between 0 and the price) off the price, then the tax on that, rounded half up to the
 * thousandth. Integer arithmetic on both databases, so a filter at 735 finds the product shown at 735.000.
 */
const AFTER_DISCOUNT = sql`(products.price_milli - products.discount_milli)`;
const PAID_PRICE = sql`(${AFTER_DISCOUNT} + (${AFTER_DISCOUNT} * products.tax_rate_bp + 5000) / 10000)`;

/** Orders like the paid price (the rounding of the tax aside, which never swaps two products' order). */
const PRICE_ORDER = sql`${AFTER_DISCOUNT} * (10000 + products.tax_rate_bp)`;

/**
 * The products the storefront lists: archived products are kept for their orders only, and options are shown on
 * their main product's page. Migration 0015's partial indexes are over these rows.
 */
function listed(eb: ProductsEb): Expression<SqlBool> {
  return eb.and([eb('products.archived_at', 'is', null), eb('products.variant_of', 'is', null)]);
}

function applyFilter(db: Kysely<Database>, eb: ProductsEb, f: ProductFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [listed(eb)];
  const categoryId = f.subCategoryId ?? f.categoryId;
  if (categoryId !== undefined) {
    conditions.push(
      eb(
        'products.id',
        'in',
        eb.selectFrom('product_categories').select('product_id').where('category_id', '=', categoryId),
      ),
    );
  }
  if (f.specificName !== undefined) {
    conditions.push(eb.or([eb('products.name_ar', '=', f.specificName), eb('products.name_en', '=', f.specificName)]));
  }
  if (f.name !== undefined) {
    const search = searchCondition(db, eb, f.name);
    if (search) conditions.push(search);
  }
  if (f.discountedOnly) conditions.push(eb('products.discount_milli', '>', 0));
  if (f.brand !== undefined) conditions.push(eb('products.brand', '=', f.brand));
  if (f.inStockOnly) {
    // a product with options is in stock when one of them is
    conditions.push(
      eb.or([
        eb.and([eb('products.is_available', '=', 1), eb('products.quantity', '>', 0)]),
        eb.exists(
          eb
            .selectFrom('products as o')
            .select('o.id')
            .whereRef('o.variant_of', '=', 'products.id')
            .where('o.archived_at', 'is', null)
            .where('o.is_available', '=', 1)
            .where('o.quantity', '>', 0),
        ),
      ]),
    );
  }
  if (f.paidMin !== undefined) conditions.push(sql<SqlBool>`${PAID_PRICE} >= ${f.paidMin}`);
  if (f.paidMax !== undefined) conditions.push(sql<SqlBool>`${PAID_PRICE} <= ${f.paidMax}`);
  return eb.and(conditions);
}

/**
 * The ids a filter selects, read from the narrowest index that answers it, when the filter is made only of
 * id sets: a category (`product_categories`' covering index) and, on SQLite, the name search (the FTS5 indexes).
 * A page then walks ids in that index and reads only its own products, and the count reads no products row
 * at all; through `products.id IN (...)` SQLite read every product of the category for each page and each count.
 * Null when the filter needs the products table (exact name, discounted only, the PostgreSQL search).
 */
function idSource(db: Kysely<Database>, f: ProductFilter): RawBuilder<unknown> | null {
  const readsProducts =
    f.specificName !== undefined ||
    f.discountedOnly ||
    f.brand !== undefined ||
    f.inStockOnly ||
    f.paidMin !== undefined ||
    f.paidMax !== undefined;
  if (readsProducts) return null;
  const sources: RawBuilder<unknown>[] = [];
  const categoryId = f.subCategoryId ?? f.categoryId;
  if (categoryId !== undefined) {
    sources.push(sql`SELECT product_id AS id FROM product_categories WHERE category_id = ${categoryId}`);
  }
  const words = f.name === undefined ? [] : searchWords(f.name);
  if (words.length) {
    if (isPostgres(db)) return null;
    const ids = sqliteSearchIds(words);
    if (!ids) return null;
    sources.push(ids);
  }
  return sources.length ? listedIds(db, sources) : null;
}

/** The ids every source holds, but archived products and options. */
function listedIds(db: Kysely<Database>, sources: RawBuilder<unknown>[]): RawBuilder<unknown> {
  // INTERSECT reads each source once (narrowing an FTS5 table by `rowid IN (...)` reruns its search for every id);
  // archived products and options, read from their partial indexes (there are few), are taken out with NOT IN: as
  // the right side of an EXCEPT, SQLite scanned the whole products table instead (190 ms for one category page of
  // 100,000). Options have no categories of their own, but the name search finds them.
  // PostgreSQL cannot turn NOT IN into an anti-join: before its statistics knew how few rows the partial indexes hold
  // (a fresh import, no ANALYZE yet), it re-scanned products for every id and a category page took a minute.
  // NOT EXISTS is an anti-join on the primary key whatever the statistics say.
  const listed = isPostgres(db)
    ? sql`NOT EXISTS (SELECT 1 FROM products p WHERE p.id = source.id AND (p.archived_at IS NOT NULL OR p.variant_of IS NOT NULL))`
    : sql`id NOT IN (SELECT id FROM products WHERE archived_at IS NOT NULL UNION ALL SELECT id FROM products WHERE variant_of IS NOT NULL)`;
  return sql`SELECT id FROM (${sql.join(sources, sql` INTERSECT `)}) AS source WHERE ${listed}`;
}

/**
 * A list's order as SQL terms; every order ends on the id, so pages never overlap nor skip a product whose key ties.
 * With `priceIndex`, the price order is written as migration 0015's index of the listed products has it, so the list
 * of all of them walks that index. A filtered list sorts its own rows instead (`+` hides the index from both
 * databases): walking the index in price order until a rare brand's 20 products turn up read most of the catalogue
 * (0.5–0.9 s on 100,000 products, against 0.05–0.13 s to read and sort the brand's rows).
 */
function orderTerms(order: ProductOrder | undefined, priceIndex = false): [RawBuilder<unknown>, 'asc' | 'desc'][] {
  const id = sql`products.id`;
  const price = priceIndex ? PRICE_ORDER : sql`+(${PRICE_ORDER})`;
  if (order === 'price_asc')
    return [
      [price, 'asc'],
      [id, 'asc'],
    ];
  if (order === 'price_desc')
    return [
      [price, 'desc'],
      [id, 'desc'],
    ];
  if (order === 'newest')
    return [
      [sql`products.created_at`, 'desc'],
      [id, 'desc'],
    ];
  if (order === 'best_selling')
    return [
      [sql`products.sales_count`, 'desc'],
      [id, 'desc'],
    ];
  return [[id, 'desc']];
}

/**
 * The ids of every listed product (archived products and options aside), in the list's order: walked in a partial
 * index of migration 0015 (about 10 ms on 100,000 products), never in the product rows (100–660 ms).
 */
export async function findListedIds(db: Kysely<Database>, order: ProductOrder | undefined): Promise<Int32Array> {
  const terms = orderTerms(order, true);
  if (isPostgres(db)) {
    const by = sql.join(terms.map(([term, direction]) => sql`${term} ${sql.raw(direction)}`));
    const row = await db
      .selectFrom('products')
      .select(idsAsText(db, sql.ref('products.id'), by).as('ids'))
      .where(listed)
      .executeTakeFirst();
    return idsOfText(row?.ids ?? null);
  }
  // SQLite sorts an ordered aggregate instead of walking the index in order: all 100,000 ids in price order 276 ms
  // as one text, 89 ms as rows
  let query = db.selectFrom('products').select('products.id').where(listed);
  for (const [term, direction] of terms) query = query.orderBy(term, direction);
  return Int32Array.from(await query.execute(), (r) => Number(r.id));
}

/**
 * A column of ids as one text ("3,1,2", in `order` when given), for `idsOfText`: `string_agg` on PostgreSQL,
 * `group_concat` on SQLite.
 */
function idsAsText(db: Kysely<Database>, column: RawBuilder<unknown>, order?: RawBuilder<unknown>) {
  const ordered = order ? sql` ORDER BY ${order}` : sql``;
  return isPostgres(db)
    ? sql<string | null>`string_agg(${column}::text, ','${ordered})`
    : sql<string | null>`group_concat(${column}, ','${ordered})`;
}

/**
 * Ids that the database wrote as one text ("3,1,2"). node-postgres makes a row object and parses an integer for each
 * row: reading a list's 100,000 ids as rows was about a fifth of a cold sorted page's time there, most of it in
 * node-postgres, and its garbage besides (docs/performance.md). On SQLite a category's 13,401 ids take about 3 ms as one
 * text, 12 ms as rows.
 */
function idsOfText(text: string | null): Int32Array {
  if (!text) return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === COMMA) count++;
  const ids = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      ids[n++] = value;
      value = 0;
    } else if (c >= ZERO && c <= NINE) value = value * 10 + (c - ZERO);
    else throw new Error(`an id list holds ${JSON.stringify(text[i])}: ids are positive integers`);
  }
  ids[n] = value;
  return ids;
}
const COMMA = 44;
const ZERO = 48;
const NINE = 57;

/** The ids filed under a category or sub-category, in no order (archived products among them). */
export async function findCategoryMemberIds(db: Kysely<Database>, categoryId: number): Promise<Int32Array> {
  const row = await db
    .selectFrom('product_categories')
    .select(idsAsText(db, sql.ref('product_id')).as('ids'))
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return idsOfText(row?.ids ?? null);
}

/** The ids of the listed products sold at a discount (the specials), in no order. */
export async function findSpecialIds(db: Kysely<Database>): Promise<Int32Array> {
  const row = await db
    .selectFrom('products')
    .select(idsAsText(db, sql.ref('products.id')).as('ids'))
    .where(listed)
    .where('products.discount_milli', '>', 0)
    .executeTakeFirst();
  return idsOfText(row?.ids ?? null);
}

/** Products by id, in the order of `ids`: a page of a list whose ids are known. */
export async function findProductsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The ids of a page of products, in order, and how many the filter selects in all. A name search counts up to
 * `countCap` matches, or to the page's end when it is deeper; its `totalRelation` says whether there are more
 * (`gte`) or not (`eq`, decision 0074).
 */
export async function findProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  page: { limit: number; offset: number },
  order: ProductOrder | undefined,
  countCap: number,
): Promise<{ ids: number[]; total: number; totalRelation: 'eq' | 'gte' | undefined }> {
  const source = idSource(db, filter);
  const searching = filter.name !== undefined && searchWords(filter.name).length > 0;
  // a search reads one match past what it counts, to know whether there are more
  const counted = searching ? Math.max(countCap, page.offset + page.limit) : undefined;
  // up to the cap's, the LIMIT is written into the statement rather than bound: FTS5's newest-first walk to 9 matches
  // then cost 52–54 µs on average where a bound LIMIT cost 85–116 µs (docs/performance.md). Deeper pages bind it, so
  // that paging on adds no statement texts; the integer is ours, counted from the validated page and limit.
  const readLimit =
    counted === undefined
      ? undefined
      : Number.isSafeInteger(counted) && counted <= SEARCH_COUNT_CAP
        ? sql.lit(counted + 1)
        : sql`${counted + 1}`;
  const capped = (total: number) => {
    if (counted === undefined) return { total, totalRelation: undefined };
    return total > counted
      ? { total: counted, totalRelation: 'gte' as const }
      : { total, totalRelation: 'eq' as const };
  };
  // `ids` and what these read are subqueries, in parentheses: a query builder's SQL has them, a raw source is given them
  const countOf = async (ids: RawBuilder<unknown>) => {
    const read = counted === undefined ? ids : sql`(SELECT 1 FROM ${ids} AS matched LIMIT ${readLimit})`;
    const { rows } = await sql<{ total: number }>`SELECT count(*) AS total FROM ${read} AS counted`.execute(db);
    return Number(rows[0]?.total ?? 0);
  };
  // built only when read: Kysely calls the filter's callback at once, and an id source's page never needs it
  const matchedRows = () =>
    db
      .selectFrom('products')
      .select('products.id')
      .where((eb) => applyFilter(db, eb, filter));
  // the spec's order (newest id first): the matched ids are read once, as one text, and the page is cut from them
  // sorted. A search reads its newest matches only, up to what it counts: FTS5 walks them newest first and stops
  // there (reading every match of a prefix of the seed's names was 1.5 ms of a 2.1 ms search, docs/performance.md).
  // A category's list comes here on either database when its ids are not remembered.
  const newestFirstIds = (matched: Int32Array) => {
    const ids = matched.sort().reverse();
    return {
      ids: Array.from(ids.subarray(page.offset, page.offset + page.limit)),
      ...capped(ids.length),
    };
  };
  // PostgreSQL sorts what its search index found (`+ 0` hides the primary key's order): walking the key newest first
  // testing each name took 512 ms for a rare two-letter word, whose tsvector costs 30–40 µs a row, against 16 ms
  const newest = isPostgres(db) ? sql`id + 0 DESC` : sql`id DESC`;
  const newestIds = async (ids: RawBuilder<unknown>) => {
    const read =
      counted === undefined ? ids : sql`(SELECT id FROM ${ids} AS matched ORDER BY ${newest} LIMIT ${readLimit})`;
    const { rows } = await sql<{
      ids: string | null;
    }>`SELECT ${idsAsText(db, sql.ref('id'))} AS ids FROM ${read} AS page`.execute(db);
    return newestFirstIds(idsOfText(rows[0]?.ids ?? null));
  };
  if (source && order === undefined) return newestIds(sql`(${source})`);
  if (order === undefined && isPostgres(db) && counted !== undefined) {
    // PostgreSQL's search by name alone tests the newest products first, one by one, and stops at the matches it
    // counts: a word in most names is answered there. Otherwise, and for the older matches of a rarer word, it asks
    // its search indexes: one bitmap scan, the newest matches kept (decision 0077)
    // a page whose end is at or past the walk's is left to the indexes: the walk could not fill it
    const walk = nameOnly(filter) && counted < RECENT_WALK;
    const recent = walk ? await postgresRecentMatches(db, filter.name, counted + 1) : undefined;
    if (!recent) return newestIds(sql`${matchedRows()}`);
    if (recent.ids.length > counted || recent.edge === null) return newestFirstIds(recent.ids);
    // the older matches, below the oldest product walked, from the search indexes. The edge is a bound value, whose
    // selectivity the planner knows: as a subquery it walked the rest of the key testing each row, 1.3 s for "bl";
    // `+ 0` hides the key besides
    const older = matchedRows().where(sql<SqlBool>`products.id + 0 < ${recent.edge}`);
    const { rows } = await sql<{
      ids: string | null;
    }>`SELECT ${idsAsText(db, sql.ref('id'))} AS ids FROM (SELECT id FROM (${older}) AS matched ORDER BY ${newest} LIMIT ${counted + 1 - recent.ids.length}) AS page`.execute(
      db,
    );
    return newestFirstIds(Int32Array.from([...recent.ids, ...idsOfText(rows[0]?.ids ?? null)]));
  }
  const matched = matchedRows();
  let rowsQuery = matched;
  for (const [term, direction] of orderTerms(order)) rowsQuery = rowsQuery.orderBy(term, direction);
  const [rows, total] = await Promise.all([
    rowsQuery.limit(page.limit).offset(page.offset).execute(),
    // a sorted list of id sets alone is still counted in its index, without reading a product row
    countOf(source ? sql`(${source})` : sql`${matched}`),
  ]);
  return { ids: rows.map((r) => r.id), ...capped(total) };
}

/** Whether a filter is a name search and nothing else (the storefront's search box and its suggestions). */
function nameOnly(filter: ProductFilter): filter is ProductFilter & { name: string } {
  const { name, discountedOnly, inStockOnly, ...rest } = filter;
  return name !== undefined && !discountedOnly && !inStockOnly && Object.values(rest).every((v) => v === undefined);
}

/**
 * How many of the newest listed products PostgreSQL's name search tests one by one (decision 0077): a word found in
 * one name in 300 fills the autocomplete's 8 within them, and a word found nowhere costs about 5 ms to walk them.
 */
export const RECENT_WALK = 3000;

/** PostgreSQL's newest `RECENT_WALK` listed products, newest first, read from migration 0015's index of them. */
const recentListed = (db: Kysely<Database>, columns: readonly ('id' | 'search_text')[]) =>
  db.selectFrom('products').select(columns).where(listed).orderBy('id', 'desc').limit(sql.lit(RECENT_WALK));

/**
 * PostgreSQL's newest matches of a name search, up to `limit`, among its newest `RECENT_WALK` listed products, each
 * tested in turn (`LIKE` and a regex, 1–3 µs a row) in the primary key's order, so that the walk stops at the
 * `limit`-th match (the subquery's `LIMIT` keeps the planner from choosing another way). When it finds fewer among
 * `RECENT_WALK` products, `edge` is the oldest product walked, read in the walk's own statement: the older matches
 * are read below it, so the two parts cover apart ids, and a product listed throughout is neither repeated nor
 * missed whatever is written between them. Null when the walk found `limit` or went through every listed product.
 * Undefined when the words can match nothing.
 */
async function postgresRecentMatches(
  db: Kysely<Database>,
  name: string,
  limit: number,
): Promise<{ ids: Int32Array; edge: number | null } | undefined> {
  const values = postgresRowSearchValues(name);
  if (!values) return undefined;
  const [row] = await recentMatchesRead(values)(db, limit, ...values.long.flat(), ...values.short.flat());
  return { ids: idsOfText(row?.ids ?? null), edge: row?.edge ?? null };
}

type RecentMatchesRead = (db: Kysely<Database>, ...values: unknown[]) => Promise<RecentMatchesRow[]>;
interface RecentMatchesRow {
  ids: string | null;
  edge: number | null;
}

/** The walk's prepared reads, by the shape of their search: how many spellings each long word has, how many short words. */
const recentMatchesReads = new Map<string, RecentMatchesRead>();
/**
 * The most shapes kept, past every shape there is (up to 6 words, each long word with one or two spellings: 246), so
 * that early rare shapes cannot keep common ones out; a search of another shape is still answered, by a read built for
 * it alone.
 */
const MOST_WALK_SHAPES = 256;

/**
 * The walk of a search of this shape, built and compiled once and then run with each search's values: building it
 * through Kysely on every request was a third of the bytes a PostgreSQL search allocated, about 113 KB in all (docs/performance.md).
 * Its text is one per shape, so PostgreSQL prepares it once per connection under a name (db/prepared.ts).
 */
function recentMatchesRead(values: RowSearchValues): RecentMatchesRead {
  const spellings = values.long.map((patterns) => patterns.length);
  const shortWords = values.short.length;
  const shape = `${spellings.join(',')}|${shortWords}`;
  const kept = recentMatchesReads.get(shape);
  if (kept) return kept;
  const arity = 1 + spellings.reduce((sum, n) => sum + n, 0) + 2 * shortWords;
  const read = preparedRead(arity, (db, limit: unknown, ...slots: unknown[]) => {
    let at = 0;
    const shaped: RowSearchValues<unknown> = {
      long: spellings.map((n) => slots.slice(at, (at += n))),
      short: Array.from({ length: shortWords }, () => [slots[at++], slots[at++]] as [unknown, unknown]),
    };
    const test = postgresRowTest(expressionBuilder<Database, 'products'>(), shaped);
    // the edge's subquery runs only when its CASE branch is taken: an InitPlan runs when its value is first asked for
    const walk = sql<RecentMatchesRow>`SELECT page.ids,
    CASE WHEN page.found < ${limit} THEN (SELECT CASE WHEN count(*) = ${sql.lit(RECENT_WALK)} THEN min(id) END FROM (${recentListed(db, ['id'])}) AS walked) END AS edge
    FROM (SELECT string_agg(id::text, ',') AS ids, count(*) AS found FROM (SELECT id FROM (${recentListed(db, ['id', 'search_text'])}) AS products WHERE ${test} ORDER BY id DESC LIMIT ${limit}) AS matched) AS page`;
    return { compile: () => walk.compile(db) };
  });
  if (recentMatchesReads.size < MOST_WALK_SHAPES) recentMatchesReads.set(shape, read);
  return read;
}

/** The brands of the products a filter selects, with how many each, by name. */
export async function findBrands(
  db: Kysely<Database>,
  filter: ProductFilter,
): Promise<{ brand: string; products_count: number }[]> {
  const rows = await db
    .selectFrom('products')
    .select(['products.brand', (eb) => eb.fn.countAll<number>().as('products_count')])
    .where((eb) =>
      eb.and([applyFilter(db, eb, filter), eb('products.brand', 'is not', null), eb('products.brand', '!=', '')]),
    )
    .groupBy('products.brand')
    .orderBy('products.brand')
    .execute();
  return rows.flatMap((r) => (r.brand === null ? [] : [{ brand: r.brand, products_count: Number(r.products_count) }]));
}

export type ProductListKind = 'featured' | 'latest' | 'best_seller';

/** The ids of a home page list, in its order. */
export async function listProductIds(db: Kysely<Database>, kind: ProductListKind, limit: number): Promise<number[]> {
  let q = db.selectFrom('products').select('id').where(listed);
  if (kind === 'featured') q = q.where('is_featured', '=', 1).orderBy('id', 'desc');
  else if (kind === 'latest') q = q.orderBy('created_at', 'desc').orderBy('id', 'desc');
  else q = q.where('sales_count', '>', 0).orderBy('sales_count', 'desc').orderBy('id', 'desc');
  return (await q.limit(limit).execute()).map((r) => r.id);
}

/** The live product with this uuid (an option's too, when its main product is live), to select from. */
function liveProduct(db: Kysely<Database>, uuid: string) {
  return db.selectFrom('products').where('uuid', '=', uuid).where('archived_at', 'is', null).where(mainNotArchived);
}

// the cart's check-quantity and the product page are asked with a new uuid each time: their queries are prepared
const liveProductRow = preparedRead(1, (db, uuid: string) => liveProduct(db, uuid).selectAll());

export async function findProductByUuid(db: Kysely<Database>, uuid: string): Promise<ProductRow | undefined> {
  return (await liveProductRow(db, uuid))[0];
}

const liveProductRef = preparedRead(2, (db, uuid: string, format: number) => {
  const stored = (card: RawBuilder<unknown>) =>
    sql<
      Buffer | string | null
    >`(SELECT ${card} FROM product_cards c WHERE c.product_id = products.id AND c.format = ${format})`;
  return liveProduct(db, uuid).select((eb) => [
    'id',
    'variant_of',
    eb
      .exists(
        eb
          .selectFrom('products as o')
          .select('o.id')
          .where('o.variant_of', '=', eb.fn.coalesce('products.variant_of', 'products.id'))
          .where('o.archived_at', 'is', null),
      )
      .as('has_options'),
    // SQLite hands its text over as bytes; PostgreSQL's is made bytes here
    stored(isPostgres(db) ? sql`card` : sql`CAST(card AS BLOB)`).as('card'),
  ]);
});

/**
 * A live product's id, its main product's id, whether its group has live options (from the options' index of
 * migration 0013) and its stored card when built with `format` (as UTF-8; null when not built), by its uuid (an
 * option's uuid too, when its main product is live): the product page's one statement when its card is built.
 */
export async function findLiveProductRef(
  db: Kysely<Database>,
  uuid: string,
  format: number,
): Promise<{ id: number; mainId: number; hasOptions: boolean; card: Buffer | null } | undefined> {
  const [row] = await liveProductRef(db, uuid, format);
  if (!row) return undefined;
  const card = typeof row.card === 'string' ? Buffer.from(row.card) : row.card;
  return { id: row.id, mainId: row.variant_of ?? row.id, hasOptions: Boolean(row.has_options), card };
}

/** A main product and its live options, the main first. */
export async function findProductGroup(db: Kysely<Database>, mainId: number): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', mainId), eb('variant_of', '=', mainId)]))
    .where('archived_at', 'is', null)
    .orderBy(sql`variant_of IS NOT NULL`)
    .orderBy('id')
    .execute();
}

/**
 * Images, categories and option counts for a page of products, in four queries whatever the page size. An option
 * has the categories of its main product, and its pictures when it has none of its own, so the main products of
 * the options among the rows are read too.
 */
export async function loadRelations(
  db: Kysely<Database>,
  rows: Pick<ProductRow, 'id' | 'variant_of'>[],
): Promise<ProductRelations> {
  const images = new Map<number, string[]>();
  const categories: ProductRelations['categories'] = new Map();
  const mainUuids = new Map<number, string>();
  const optionCounts = new Map<number, number>();
  if (!rows.length) return { images, categories, mainUuids, optionCounts };
  const mainIds = [...new Set(rows.map((r) => r.variant_of ?? r.id))];
  const productIds = [...new Set([...rows.map((r) => r.id), ...mainIds])];
  const [imageRows, categoryRows, counts, mains] = await Promise.all([
    db
      .selectFrom('product_images')
      .select(['product_id', 'img_path'])
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('product_categories')
      .innerJoin('categories', 'categories.id', 'product_categories.category_id')
      .select([
        'product_categories.product_id',
        'categories.id',
        'categories.name_ar',
        'categories.name_en',
        'categories.img',
        'categories.parent_id',
      ])
      .where('product_categories.product_id', 'in', productIds)
      // the sub-category first: it is the most specific, and its image is the best fallback
      .orderBy('product_categories.product_id')
      .orderBy(sql`categories.parent_id IS NULL`)
      .orderBy('categories.id')
      .execute(),
    db
      .selectFrom('products')
      .select(['variant_of', (eb) => eb.fn.countAll<number>().as('n')])
      .where('variant_of', 'in', mainIds)
      .where('archived_at', 'is', null)
      .groupBy('variant_of')
      .execute(),
    rows.some((r) => r.variant_of !== null)
      ? db
          .selectFrom('products')
          .select(['id', 'uuid'])
          .where('id', 'in', [...new Set(rows.flatMap((r) => (r.variant_of === null ? [] : [r.variant_of])))])
          .execute()
      : [],
  ]);
  for (const r of counts) if (r.variant_of !== null) optionCounts.set(r.variant_of, Number(r.n));
  for (const r of mains) mainUuids.set(r.id, r.uuid);
  for (const r of imageRows) {
    const list = images.get(r.product_id) ?? [];
    list.push(r.img_path);
    images.set(r.product_id, list);
  }
  for (const r of categoryRows) {
    const list = categories.get(r.product_id) ?? [];
    list.push({ id: r.id, name_ar: r.name_ar, name_en: r.name_en, img: r.img });
    categories.set(r.product_id, list);
  }
  return { images, categories, mainUuids, optionCounts };
}

export interface CategoryWithCount extends CategoryRow {
  products_count: number;
}

export async function listCategoriesWithCounts(db: Kysely<Database>): Promise<CategoryWithCount[]> {
  const rows = await db
    .selectFrom('categories')
    .leftJoin(
      db
        .selectFrom('product_categories')
        .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('products')
                .select('products.id')
                .whereRef('products.id', '=', 'product_categories.product_id')
                .where('products.archived_at', 'is not', null),
            ),
          ),
        )
        .groupBy('category_id')
        .as('counts'),
      'counts.category_id',
      'categories.id',
    )
    .selectAll('categories')
    .select((eb) => eb.fn.coalesce('counts.n', eb.lit(0)).as('products_count'))
    .orderBy('categories.sort_order')
    .orderBy('categories.id')
    .execute();
  return rows.map((r) => ({ ...r, products_count: Number(r.products_count) }));
}

/** A card to build: its product, and the stamp its stored card had when it was found unbuilt. */
export interface UnbuiltCard {
  product_id: number;
  stamp: number;
}

/** SQLite's read of a page's built cards, prepared once for each number of products a page shows (decision 0068). */
const builtCardsReads = new Map<number, ReturnType<typeof builtCardsOf>>();
const builtCardsOf = (count: number) =>
  preparedRead(count + 1, (db, format: number, ...ids: number[]) =>
    db
      .selectFrom('product_cards')
      .select([
        sql<Buffer | null>`CAST(group_concat(card, '') AS BLOB)`.as('cards'),
        sql<string | null>`group_concat(product_id || ' ' || octet_length(card), ' ')`.as('pieces'),
      ])
      .where('product_id', 'in', ids)
      .where('card', 'is not', null)
      .where('format', '=', format),
  );
/** PostgreSQL's read of a page's built cards: the ids are one array value, so one statement serves every page size. */
const postgresBuiltCards = preparedRead(2, (db, ids: readonly number[], format: number) =>
  db
    .selectFrom('product_cards')
    .select(['product_id', sql<string>`encode(convert_to(card, 'UTF8'), 'base64')`.as('card')])
    .where(sql<boolean>`product_id = ANY(${ids}::int[])`)
    .where('card', 'is not', null)
    .where('format', '=', format),
);
/**
 * PostgreSQL's read of a page's built cards as bytes (db/copy-out.ts): the card (text) and the product's id (int4) of
 * each, in COPY's binary format. COPY takes no bound values; its ids and format are checked to be integers.
 */
function builtCardsCopy(ids: readonly number[], format: number): string {
  if (!Number.isSafeInteger(format) || !ids.every(Number.isSafeInteger))
    throw new Error('a COPY of cards holds integers only');
  return `COPY (SELECT product_id, card FROM product_cards WHERE product_id IN (${ids.join(',')}) AND card IS NOT NULL AND format = ${format}) TO STDOUT (FORMAT binary)`;
}
/** The most products a page asks for (the list queries' `limit`); a longer list of ids is not kept prepared. */
const MOST_PREPARED_CARDS = 100;
function builtCardsRead(count: number): ReturnType<typeof builtCardsOf> {
  let read = builtCardsReads.get(count);
  if (!read) {
    read = builtCardsOf(count);
    if (count <= MOST_PREPARED_CARDS) builtCardsReads.set(count, read);
  }
  return read;
}

/**
 * The stored cards of these products that are built with `format` (a card is NULL when not built since its sources
 * last changed), as UTF-8, in no order. SQLite joins them into one value and says which product each piece is and
 * its length in bytes: one value and one short text instead of a row and a buffer for each card (a random page of
 * 20: ≈ 110–125 µs → 80–85 µs, docs/performance.md). Both aggregates read the same rows in the same pass, so their
 * orders agree. PostgreSQL answers a row a card, through COPY as bytes (decision 0079): node-postgres decodes every
 * value of a row into a string, which a request waiting for its answer carried into V8's old generation. In a
 * transaction, whose connection COPY cannot reach, it reads rows of base64 instead: a card's Arabic text would decode
 * into a two-byte string of twice its size, and an ASCII string decodes natively into the bytes. One array parameter
 * keeps that statement's text the same for every page size.
 */
export async function findBuiltCards(
  db: Kysely<Database>,
  ids: readonly number[],
  format: number,
): Promise<{ productId: number; card: Buffer }[]> {
  if (!ids.length) return [];
  if (isPostgres(db)) {
    const copied = await copyOut(db, builtCardsCopy(ids, format));
    if (copied) return binaryCopyRows(copied).map(([id, card]) => ({ productId: id!.readInt32BE(0), card: card! }));
    const rows = await postgresBuiltCards(db, ids, format);
    return rows.map((r) => ({ productId: r.product_id, card: Buffer.from(r.card, 'base64') }));
  }
  const rows = await builtCardsRead(ids.length)(db, format, ...ids);
  const { cards, pieces } = rows[0] ?? { cards: null, pieces: null };
  if (cards === null || pieces === null) return [];
  const numbers = pieces.split(' ').map(Number);
  let at = 0;
  const found = Array.from({ length: numbers.length / 2 }, (_, i) => ({
    productId: numbers[2 * i]!,
    card: cards.subarray(at, (at += numbers[2 * i + 1]!)),
  }));
  if (at !== cards.length) throw new Error(`stored cards of ${at} bytes in a value of ${cards.length}`);
  return found;
}

/** Up to `limit` products whose card is not built, with their stamps. */
export async function findUnbuiltCards(db: Kysely<Database>, limit: number): Promise<UnbuiltCard[]> {
  return db
    .selectFrom('product_cards')
    .select(['product_id', 'stamp'])
    .where('card', 'is', null)
    .orderBy('product_id')
    .limit(limit)
    .execute();
}

/** Empties the cards built with another format than `format` (a release changed what a card holds). */
export async function forgetCardsOfOtherFormats(db: Kysely<Database>, format: number): Promise<number> {
  const result = await db
    .updateTable('product_cards')
    .set((eb) => ({ card: null, stamp: eb('stamp', '+', 1) }))
    .where('card', 'is not', null)
    .where('format', '!=', format)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Keeps built cards, each only where its stamp is still the one read before it was built: a card whose sources
 * changed meanwhile (a trigger of migration 0017 bumped the stamp) is dropped, and built again later. SQLite saves
 * them in one transaction (one write to disk); PostgreSQL one by one, so that a save never holds one card's lock
 * while it waits for another's (an order holds its lines' cards until it commits).
 */
export async function saveCards(
  db: Kysely<Database>,
  cards: readonly (UnbuiltCard & { card: string })[],
  format: number,
): Promise<void> {
  const save = async (trx: Kysely<Database>) => {
    for (const { product_id, card, stamp } of cards)
      await trx
        .updateTable('product_cards')
        .set({ card, format })
        .where('product_id', '=', product_id)
        .where('stamp', '=', stamp)
        .execute();
  };
  if (isPostgres(db)) await save(db);
  else await db.transaction().execute(save);
}
