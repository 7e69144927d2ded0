import { createHash, randomUUID } from 'node:crypto';
import {
  CSV_IMPORT_MAX_ROWS,
  CSV_LIST_SEPARATOR,
  type MessageRef,
  PRODUCT_CSV_COLUMNS,
  type ProductCreate,
  type ProductCsvColumn,
  UPLOADED_IMAGE_PATH,
  imagePathSchema,
  issueMessage,
  productCreateSchema,
  toAsciiDigits,
} from '@dukkan/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { nowIso } from '../../db/connection.js';
import { shopDate } from '../../lib/shop-time.js';
import { fieldProblem, unprocessable } from '../../http/errors.js';
import type { Db, ProductRow } from '../../db/schema.js';
import { type StaffAuditActor, recordAudit } from '../../lib/audit/repository.js';
import { insertStockMovements } from '../../lib/stock-movements/repository.js';
import { referenceProblems, toAdminProduct, toColumns } from './mappers.js';
import { type OptionChoice, clashingField, sameChoice } from './option-clash.js';
import * as repo from './repository.js';
import { diffFields } from './service.js';

/** Thousandths as the file writes them: always three decimals ("12.500"). */
const milliText = (m: number) => `${Math.trunc(m / 1000)}.${String(m % 1000).padStart(3, '0')}`;
/** Basis points as a percentage with two decimals ("15.00"). */
const bpText = (bp: number) => `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
const flag = (v: number | boolean) => (v === 1 || v === true ? '1' : '0');

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula; such a cell is written with a leading apostrophe
 * (and so is one that already starts with an apostrophe before such a sign), which the import takes off again.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const escapeCell = (v: string) => (FORMULA.test(v) ? `'${v}` : v);
const unescapeCell = (v: string) => (v.startsWith("'") && FORMULA.test(v) ? v.slice(1) : v);

function toRecord(row: ProductRow, images: string[], categoryIds: number[], mainUuid: string | undefined): string[] {
  const cells: Record<ProductCsvColumn, string> = {
    uuid: row.uuid,
    name_ar: row.name_ar,
    name_en: row.name_en,
    short_description_ar: row.short_description_ar,
    short_description_en: row.short_description_en,
    description_ar: row.description_ar,
    description_en: row.description_en,
    selling_price: milliText(row.price_milli),
    discount: milliText(row.discount_milli),
    tax_rate: bpText(row.tax_rate_bp),
    quantity: String(row.quantity),
    quantity_exported: String(row.quantity),
    is_available: flag(row.is_available),
    is_featured: flag(row.is_featured),
    brand: row.brand ?? '',
    model: row.model ?? '',
    color_ar: row.color_ar ?? '',
    color_en: row.color_en ?? '',
    size_ar: row.size_ar ?? '',
    size_en: row.size_en ?? '',
    sku: row.sku ?? '',
    variant_of: mainUuid ?? '',
    category_ids: categoryIds.join(CSV_LIST_SEPARATOR),
    images: images.join(CSV_LIST_SEPARATOR),
    archived: flag(row.archived_at !== null),
  };
  return PRODUCT_CSV_COLUMNS.map((c) => escapeCell(cells[c]));
}

/** Every product, one row each in id order, as UTF-8 CSV with a byte-order mark (Excel then reads Arabic). */
export async function exportCsv(db: Db): Promise<string> {
  const records: string[][] = [];
  // an option comes after its main product (it was added later), so the main's uuid is known by then
  const uuidOf = new Map<number, string>();
  let afterId = 0;
  for (;;) {
    const { rows, images, categories } = await repo.findProductsForExport(db, afterId, 1000);
    if (!rows.length) break;
    for (const r of rows) {
      if (r.variant_of === null) uuidOf.set(r.id, r.uuid);
      const main = r.variant_of === null ? undefined : uuidOf.get(r.variant_of);
      records.push(toRecord(r, images.get(r.id) ?? [], categories.get(r.id) ?? [], main));
    }
    afterId = (rows[rows.length - 1] as ProductRow).id;
  }
  return stringify(records, {
    header: true,
    columns: [...PRODUCT_CSV_COLUMNS],
    bom: true,
    record_delimiter: '\r\n',
    // a cell holding any line break is quoted (csv-stringify quotes only the record delimiter's own "\r\n"): Excel,
    // LibreOffice and this import end a row at a bare "\n" or "\r" outside quotes
    quoted_match: /[\r\n]/,
  });
}

// ---------------------------------------------------------------------------------------------
// Import

export interface ImportProblemRef {
  row: number;
  column: string | null;
  message: MessageRef;
}

export interface ImportOutcome {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblemRef[];
}

const KNOWN = new Set<string>(PRODUCT_CSV_COLUMNS);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ParsedRow {
  row: number;
  uuid: string | null;
  existing: ProductRow | undefined;
  values: ProductCreate;
  archived: boolean;
  /** the stock change a row with `quantity_exported` makes, applied to the stock as the import finds it */
  stockDelta: number | undefined;
  /** an option's main product, by uuid (decision 0053) */
  variantOf: string | null;
  /**
   * The uuid of the main product whose colours and sizes the row is one of (its own for a main product), or null
   * for a new product without a uuid, which no option can name, and for a row whose `variant_of` is refused
   */
  group: string | null;
}

type FoundProducts = Awaited<ReturnType<typeof repo.findProductsByUuids>>;

/**
 * Whether the file's cells are separated by semicolons: Excel writes its "CSV" so where the comma is the decimal mark
 * (its header line then holds semicolons and no comma); such a file writes its prices with a decimal comma too.
 */
function semicolonSeparated(text: string): boolean {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return header.includes(';') && !header.includes(',');
}

function readRecords(text: string, delimiter: string): { records: string[][] } | { problem: ImportProblemRef } {
  try {
    const records = parse(text, {
      bom: true,
      delimiter,
      // any line ending, even mixed in one file (rows added in an editor to a file the shop exported with CRLF):
      // csv-parse alone takes the first line's for the whole file, and the rest ran together as one row
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
    return { records };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { problem: { row: line, column: null, message: { code: 'csv_malformed', params: { line } } } };
  }
}

/** The header's problems: unknown and repeated columns. */
function headerProblems(header: string[]): ImportProblemRef[] {
  const problems: ImportProblemRef[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (!KNOWN.has(column))
      problems.push({ row: 1, column, message: { code: 'csv_unknown_column', params: { column } } });
    else if (seen.has(column)) {
      problems.push({ row: 1, column, message: { code: 'csv_duplicate_column', params: { column } } });
    }
    seen.add(column);
  }
  return problems;
}

/** The product's current fields in the shape the create schema reads, for the columns a file leaves out. */
function currentFields(row: ProductRow, images: string[], categoryIds: number[]): Record<string, unknown> {
  const p = toAdminProduct(row, { images, categoryIds, inOrders: false, options: [] });
  return {
    name_ar: p.name_ar,
    name_en: p.name_en,
    short_description_ar: p.short_description_ar,
    short_description_en: p.short_description_en,
    description_ar: p.description_ar,
    description_en: p.description_en,
    selling_price: p.selling_price,
    discount: p.discount,
    tax_rate: p.tax_rate,
    quantity: p.quantity,
    is_available: p.is_available,
    is_featured: p.is_featured,
    brand: p.brand,
    model: p.model,
    color_ar: p.color_ar,
    color_en: p.color_en,
    size_ar: p.size_ar,
    size_en: p.size_en,
    sku: p.sku,
    category_ids: p.category_ids,
    images: p.images,
  };
}

/** What an option takes from its main product, whatever its row says (its own cells would be overwritten anyway). */
const SHARED_FIELDS = [
  'name_ar',
  'name_en',
  'short_description_ar',
  'short_description_en',
  'description_ar',
  'description_en',
  'brand',
  'model',
  'is_featured',
] as const;

const BOOLEANS: Record<string, boolean> = { '1': true, '0': false, true: true, false: false };

/** The columns of amounts, whose decimal mark is a comma in a file separated by semicolons. */
const AMOUNTS = new Set(['selling_price', 'discount', 'tax_rate']);

/** A cell of whole units, in ASCII or Arabic-Indic digits; null when it is no such number. */
function wholeUnits(cell: string): number | null {
  const digits = toAsciiDigits(cell.trim());
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * One record over the product's current fields (or nothing, for a new one); the cells' own problems; and, for a
 * product the shop has whose row carries `quantity_exported`, the stock change the file makes (`stockDelta`).
 */
function overlay(
  header: string[],
  cells: string[],
  base: Record<string, unknown>,
  decimalComma: boolean,
): {
  input: Record<string, unknown>;
  archived: boolean | undefined;
  stockDelta: number | undefined;
  problems: [string, MessageRef][];
} {
  const input = { ...base };
  let archived: boolean | undefined;
  const problems: [string, MessageRef][] = [];
  let exported: string | undefined;
  header.forEach((column, i) => {
    const raw = unescapeCell(cells[i] ?? '');
    if (column === 'uuid' || column === 'variant_of') return;
    if (column === 'quantity_exported') {
      exported = raw.trim();
      return;
    }
    if (column === 'is_available' || column === 'is_featured' || column === 'archived') {
      const value = raw.trim() === '' ? undefined : BOOLEANS[raw.trim().toLowerCase()];
      if (raw.trim() !== '' && value === undefined) problems.push([column, { code: 'csv_boolean' }]);
      if (column === 'archived') archived = value;
      else input[column] = value;
      return;
    }
    if (column === 'category_ids' || column === 'images') {
      const items = raw.split(CSV_LIST_SEPARATOR).map((s) => s.trim());
      const list = raw.trim() === '' ? [] : items;
      if (list.some((s) => s === '')) problems.push([column, { code: 'csv_list' }]);
      if (column === 'category_ids') {
        if (list.some((s) => !/^\d+$/.test(s))) problems.push([column, { code: 'csv_list' }]);
        input[column] = list.filter((s) => /^\d+$/.test(s)).map(Number);
      } else input[column] = list.filter(Boolean);
      return;
    }
    input[column] = decimalComma && AMOUNTS.has(column) ? raw.replace(',', '.') : raw;
  });
  // a file exported earlier changes the stock by what was typed over it, not back to what it was then: re-importing an
  // unedited export after sales put the sold units back (a staff review). The change is applied to the stock as it is
  // when the import writes (sales go on while it runs); here it is checked against the stock as read. A new
  // product's quantity is its opening stock.
  const current = base['quantity'];
  let stockDelta: number | undefined;
  const was = exported ? wholeUnits(exported) : null;
  // a count that is no whole number is told about on any row, a new product's too, where it changes nothing
  if (exported && was === null) problems.push(['quantity_exported', { code: 'integer' }]);
  else if (was !== null && typeof current === 'number' && header.includes('quantity')) {
    const typed = wholeUnits(String(input['quantity']));
    if (typed === null) problems.push(['quantity', { code: 'integer' }]);
    else {
      stockDelta = typed - was;
      if (current + stockDelta < 0) {
        problems.push(['quantity', { code: 'stock_below_zero', params: { available: current } }]);
      }
      input['quantity'] = Math.max(0, current + stockDelta);
    }
  }
  return { input, archived, stockDelta, problems };
}

/**
 * Reads a catalogue file and checks every row (its row number as a spreadsheet shows it, the header being row 1);
 * unless it is a dry run and when no row has a problem, creates and updates the products in one transaction.
 * A row with a uuid updates that product, or creates it with that uuid when the shop has none (on purpose, decision
 * 0044: a file moves products between shops with their ids, and a new main product's options name it by its uuid,
 * 0053); a row without a uuid updates the product holding its SKU, or creates a new one.
 * Columns a file leaves out keep their current values (updates) or defaults (new products).
 */
export async function importCsv(db: Db, actor: StaffAuditActor, text: string, dryRun: boolean): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { dry_run: dryRun, rows: 0, created: 0, updated: 0, unchanged: 0, problems: [] };
  // bytes that are not UTF-8 (Excel's older "CSV" saves Arabic in Windows-1256) were read as U+FFFD: refuse the
  // file rather than write replacement characters over the shop's names
  const unreadable = text.indexOf('\uFFFD');
  if (unreadable !== -1) {
    const line = text.slice(0, unreadable).split('\n').length;
    return { ...outcome, problems: [{ row: line, column: null, message: { code: 'csv_not_utf8', params: { line } } }] };
  }
  const semicolons = semicolonSeparated(text);
  const read = readRecords(text, semicolons ? ';' : ',');
  if ('problem' in read) return { ...outcome, problems: [read.problem] };
  const [rawHeader, ...records] = read.records;
  if (!rawHeader) return { ...outcome, problems: [{ row: 1, column: null, message: { code: 'csv_empty' } }] };
  // a file that is no catalogue (a picture, a document) is told by its first line's unknown columns, not as empty
  const header = rawHeader.map((h) => h.trim());
  const problems = headerProblems(header);
  if (problems.length) return { ...outcome, problems };
  if (!records.length) return { ...outcome, problems: [{ row: 1, column: null, message: { code: 'csv_empty' } }] };
  outcome.rows = records.length;
  if (records.length > CSV_IMPORT_MAX_ROWS) {
    const message: MessageRef = { code: 'csv_too_many_rows', params: { max: CSV_IMPORT_MAX_ROWS } };
    return { ...outcome, problems: [{ row: CSV_IMPORT_MAX_ROWS + 2, column: null, message }] };
  }

  // the products the file names, the categories, and the images it names that are not uploads
  const cellOf = (column: ProductCsvColumn, r: string[]) => {
    const at = header.indexOf(column);
    return at >= 0 ? unescapeCell(r[at] ?? '').trim() : '';
  };
  // a row without a uuid updates the product that holds its SKU, if any
  const skus = records.map((r) => cellOf('sku', r));
  const bySku = await repo.findUuidsBySku(db, [...new Set(skus.filter(Boolean))]);
  const uuids = records.map((r, i) => cellOf('uuid', r).toLowerCase() || bySku.get(repo.foldSku(skus[i] ?? '')) || '');
  const variantOf = records.map((r) => cellOf('variant_of', r).toLowerCase());
  const existing = await repo.findProductsByUuids(db, [
    ...new Set([...uuids, ...variantOf].filter((u) => UUID.test(u))),
  ]);
  const skuHolders = bySku;
  const categories = await repo.allCategoryIds(db);
  const imagesAt = header.indexOf('images');
  const paths = new Set(
    imagesAt < 0
      ? []
      : records.flatMap((r) =>
          (r[imagesAt] ?? '')
            .split(CSV_LIST_SEPARATOR)
            .map((s) => s.trim())
            .filter((s) => s && !UPLOADED_IMAGE_PATH.test(s)),
        ),
  );
  const knownImages = await repo.knownImagePaths(db, [...paths]);
  // the pictures a product has are known: a file without the images column keeps them
  for (const list of existing.images.values()) for (const path of list) knownImages.add(path);

  const firstRowOf = new Map<string, number>();
  const skuRowOf = new Map<string, number>();
  const parsed: ParsedRow[] = [];
  const parsedMains = new Map<string, ParsedRow>();
  records.forEach((cells, index) => {
    const row = index + 2;
    const add = (column: string | null, message: MessageRef) => problems.push({ row, column, message });
    if (cells.length !== header.length) {
      return add(null, { code: 'csv_row_length', params: { found: cells.length, expected: header.length } });
    }
    const uuid = uuids[index] || null;
    if (uuid !== null) {
      if (!UUID.test(uuid)) add('uuid', { code: 'uuid' });
      const first = firstRowOf.get(uuid);
      if (first !== undefined) add('uuid', { code: 'csv_duplicate_uuid', params: { row: first } });
      else firstRowOf.set(uuid, row);
    }
    const current = uuid === null ? undefined : existing.found.get(uuid);
    const base = current
      ? currentFields(current, existing.images.get(current.id) ?? [], existing.categories.get(current.id) ?? [])
      : {};
    const { input, archived, stockDelta, problems: cellProblems } = overlay(header, cells, base, semicolons);
    for (const [column, message] of cellProblems) add(column, message);
    // an option: its main product is one already in the shop or a new one earlier in the file; it stays its option
    // (a file without the column keeps it; an empty cell is a main product)
    const currentMain = current?.variant_of == null ? null : existing.byId.get(current.variant_of);
    const wantedMain = header.includes('variant_of') ? variantOf[index] || null : (currentMain?.uuid ?? null);
    let group = wantedMain ?? uuid;
    if (current && wantedMain !== (currentMain?.uuid ?? null)) {
      add('variant_of', { code: 'variant_of_fixed' });
      group = null;
    } else if (wantedMain !== null) {
      const inShop = existing.found.get(wantedMain);
      const inFile = parsedMains.get(wantedMain);
      // a new option needs a main product the shop offers (an archived one's options stay hidden)
      const usable = inShop && inShop.variant_of === null && (current || inShop.archived_at === null);
      const main = inFile?.values ?? (usable ? currentFields(inShop, [], []) : undefined);
      if (!main || wantedMain === uuid) {
        add('variant_of', { code: 'variant_of_unknown', params: { uuid: wantedMain } });
        group = null;
      } else {
        for (const field of SHARED_FIELDS) input[field] = main[field];
        input['category_ids'] = [];
      }
    }
    const sku = typeof input['sku'] === 'string' ? input['sku'].trim() : '';
    if (sku) {
      // one code whatever its letters' case, in the shop and in the file
      const holder = skuHolders.get(repo.foldSku(sku));
      const earlier = skuRowOf.get(repo.foldSku(sku));
      if (holder !== undefined && holder !== uuid) add('sku', { code: 'sku_taken', params: { sku } });
      // a code given twice in the file names the other row: no product in the shop holds it yet
      else if (earlier !== undefined) add('sku', { code: 'csv_duplicate_sku', params: { sku, row: earlier } });
      else skuRowOf.set(repo.foldSku(sku), row);
    }
    const result = productCreateSchema.safeParse(input, { reportInput: true });
    if (!result.success) {
      // a cell already told about (a stock count that is no whole number, say) is not told about twice
      const told = new Set(cellProblems.map(([column]) => column));
      for (const issue of result.error.issues) {
        const column = String(issue.path[0] ?? '') || null;
        if (column === null || !told.has(column))
          add(column, issueMessage(issue as Parameters<typeof issueMessage>[0]));
      }
    }
    const lists = {
      category_ids: (input['category_ids'] ?? []) as number[],
      images: ((input['images'] ?? []) as string[]).filter((path) => imagePathSchema.safeParse(path).success),
    };
    const refs = referenceProblems(lists, categories, knownImages);
    for (const [field, list] of Object.entries(refs)) for (const m of list) add(field.split('.')[0] ?? field, m);
    if (!result.success) return;
    const entry = {
      row,
      uuid,
      existing: current,
      values: result.data,
      archived: archived ?? current?.archived_at != null,
      stockDelta,
      variantOf: wantedMain,
      group,
    };
    parsed.push(entry);
    if (uuid !== null && wantedMain === null) parsedMains.set(uuid, entry);
  });
  problems.push(...(await choiceProblems(db, parsed, existing)));
  if (problems.length) return { ...outcome, problems: sortProblems(problems, header) };

  const plan = parsed.map((p) => ({ ...p, change: p.existing ? changeOf(p, existing) : null }));
  outcome.created = plan.filter((p) => !p.existing).length;
  outcome.updated = plan.filter((p) => p.existing && p.change).length;
  outcome.unchanged = plan.length - outcome.created - outcome.updated;
  // a file's stock changes are what was typed over its exported counts, and its rows without a uuid or SKU are new
  // products: the same file imported again (a retry, a second press) would change the stock again and make those
  // products twice, so it is refused, in the dry run too; a new export carries the stock and the products as they are
  const file = createHash('sha256').update(text).digest('hex');
  const repeats = plan.some((p) => p.stockDelta) || outcome.created > 0;
  const refused = (earlier: { created_at: string }): ImportOutcome => {
    const message: MessageRef = { code: 'csv_already_imported', params: { date: shopDate(earlier.created_at) } };
    return { ...outcome, created: 0, updated: 0, unchanged: 0, problems: [{ row: 1, column: null, message }] };
  };
  const earlier = repeats ? await repo.findFileImport(db, file) : undefined;
  if (earlier) return refused(earlier);
  if (dryRun || outcome.created + outcome.updated === 0) return outcome;

  // asked again in the write's transaction, which two imports of one file pass one at a time (a lock on PostgreSQL;
  // SQLite's transactions share one connection): the second finds the first's audit entry
  const imported = await db.transaction().execute(async (trx) => {
    if (repeats) {
      await repo.lockFileImport(trx, file);
      const first = await repo.findFileImport(trx, file);
      if (first) return first;
    }
    // main products first, so new options find the ids of their new main products
    const created = plan.filter((p) => !p.existing);
    const ids = await createAll(
      trx,
      actor,
      created.filter((p) => p.variantOf === null),
      new Map(),
    );
    for (const [uuid, row] of existing.found) ids.set(uuid, row.id);
    await createAll(
      trx,
      actor,
      created.filter((p) => p.variantOf !== null),
      ids,
    );
    for (const p of plan) if (p.existing && p.change) await updateOne(trx, actor, p.existing, p, p.change);
    await recordAudit(trx, actor, {
      action: 'products.imported',
      entity: 'product',
      entityId: null,
      before: null,
      after: {
        rows: outcome.rows,
        created: outcome.created,
        updated: outcome.updated,
        unchanged: outcome.unchanged,
        file_sha256: file,
      },
    });
    return undefined;
  });
  return imported ? refused(imported) : outcome;
}

/**
 * A row adds a choice to its product's picker, or changes one: it is new, brings an archived row back, or changes
 * its colour or size. Only such rows are checked, as in the editor, so a pair saved before the check existed does
 * not block a file that changes a price.
 */
const addsChoice = (p: ParsedRow) =>
  !p.archived && (!p.existing || p.existing.archived_at !== null || !sameChoice(p.values, p.existing));

/**
 * The rows that would show a colour and size twice in their product's picker (decision 0053, `option_duplicate`),
 * compared as the editor compares them (`clashingField`) with the product as the file leaves it: its main product
 * and live options in the shop, each as its row in the file says when the file has one, and the file's new ones
 * (so two options may swap their sizes). Of two rows alike the later one is refused, naming the earlier; a row alike
 * a choice the file does not name is refused as the editor refuses it.
 */
async function choiceProblems(db: Db, parsed: ParsedRow[], existing: FoundProducts): Promise<ImportProblemRef[]> {
  const rowsOf = new Map<string, ParsedRow[]>();
  for (const p of parsed) {
    if (p.group === null) continue;
    const rows = rowsOf.get(p.group);
    if (rows) rows.push(p);
    else rowsOf.set(p.group, [p]);
  }
  const checked = [...rowsOf].filter(([, rows]) => rows.some(addsChoice));
  if (!checked.length) return [];
  // the shop's choices of those products: each main product and its options
  const mains = checked.flatMap(([group]) => existing.found.get(group) ?? []);
  const storedOf = new Map(mains.map((m) => [m.id, [m]]));
  for (const o of await repo.findOptionsOfMains(db, [...storedOf.keys()])) {
    if (o.variant_of !== null) storedOf.get(o.variant_of)?.push(o);
  }

  const problems: ImportProblemRef[] = [];
  for (const [group, rows] of checked) {
    const main = existing.found.get(group);
    const named = new Set(rows.map((p) => p.uuid));
    const stored = (main ? (storedOf.get(main.id) ?? []) : []).filter(
      (r) => r.archived_at === null && !named.has(r.uuid),
    );
    for (const p of rows) {
      if (!addsChoice(p)) continue;
      // the shop's choices first (they are there already), then the file's; a later row that adds a choice too is
      // compared with this one in its turn
      const candidates: { choice: OptionChoice; row: number | null }[] = [
        ...stored.map((r) => ({ choice: r, row: null })),
        ...rows
          .filter((o) => o !== p && !o.archived && (o.row < p.row || !addsChoice(o)))
          .map((o) => ({ choice: o.values, row: o.row })),
      ];
      for (const other of candidates) {
        const column = clashingField(p.values, [other.choice]);
        if (column === null) continue;
        const message: MessageRef =
          other.row === null
            ? { code: 'option_duplicate' }
            : { code: 'csv_duplicate_option', params: { row: other.row } };
        problems.push({ row: p.row, column, message });
        break;
      }
    }
  }
  return problems;
}

function sortProblems(problems: ImportProblemRef[], header: string[]): ImportProblemRef[] {
  const order = (c: string | null) => (c === null ? -1 : header.indexOf(c));
  return problems.sort((a, b) => a.row - b.row || order(a.column) - order(b.column));
}

interface Change {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  lists: boolean;
  archived: boolean;
}

/** What a row changes of its product, or null when the row says what the product already is. */
function changeOf(p: ParsedRow, existing: FoundProducts): Change | null {
  const row = p.existing as ProductRow;
  const images = existing.images.get(row.id) ?? [];
  const categoryIds = existing.categories.get(row.id) ?? [];
  const before = { ...currentFields(row, images, categoryIds), archived: row.archived_at !== null };
  const after = {
    ...p.values,
    category_ids: [...new Set(p.values.category_ids)].sort((a, b) => a - b),
    archived: p.archived,
  };
  const diff = diffFields(before, after);
  if (!Object.keys(diff.after).length) return null;
  return {
    ...diff,
    lists: 'images' in diff.after || 'category_ids' in diff.after,
    archived: 'archived' in diff.after,
  };
}

/** Creates the rows' products (options with their main products' ids); the ids of those created, by uuid. */
async function createAll(
  trx: Db,
  actor: StaffAuditActor,
  rows: ParsedRow[],
  mainIds: Map<string, number>,
): Promise<Map<string, number>> {
  const now = nowIso();
  const createdIds = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200).map((p) => ({ ...p, uuid: p.uuid ?? randomUUID() }));
    const ids = await repo.insertProducts(
      trx,
      batch.map((p) => ({
        uuid: p.uuid,
        ...toColumns(p.values),
        variant_of: p.variantOf === null ? null : (mainIds.get(p.variantOf) ?? null),
        quantity: p.values.quantity,
        sales_count: 0,
        archived_at: p.archived ? now : null,
        created_at: now,
        updated_at: now,
      })),
    );
    const withIds = batch.map((p, k) => ({ ...p, id: ids[k] as number }));
    for (const p of withIds) createdIds.set(p.uuid, p.id);
    await repo.replaceImages(trx, new Map(withIds.map((p) => [p.id, p.values.images])));
    await repo.replaceCategories(trx, new Map(withIds.map((p) => [p.id, p.values.category_ids])));
    await insertStockMovements(
      trx,
      withIds
        .filter((p) => p.values.quantity > 0)
        .map((p) => ({
          productId: p.id,
          delta: p.values.quantity,
          quantityAfter: p.values.quantity,
          reason: 'import' as const,
          note: null,
          staffId: actor.staffId,
          orderId: null,
        })),
    );
    for (const p of withIds) {
      await recordAudit(trx, actor, {
        action: 'product.imported',
        entity: 'product',
        entityId: p.uuid,
        before: null,
        after: { ...p.values, archived: p.archived, ...(p.variantOf ? { variant_of: p.variantOf } : {}) },
      });
    }
  }
  return createdIds;
}

async function updateOne(trx: Db, actor: StaffAuditActor, row: ProductRow, p: ParsedRow, change: Change) {
  const now = nowIso();
  await repo.updateProduct(trx, row.id, {
    ...toColumns(p.values),
    ...(change.archived ? { archived_at: p.archived ? now : null } : {}),
    updated_at: now,
  });
  if (row.variant_of === null) {
    const { price_milli: _p, discount_milli: _d, tax_rate_bp: _t, is_available: _a, ...rest } = toColumns(p.values);
    const { sku: _s, color_ar: _ca, color_en: _ce, size_ar: _sa, size_en: _se, ...shared } = rest;
    await repo.updateOptionsOf(trx, row.id, shared);
  }
  if (change.lists) {
    await repo.replaceImages(trx, new Map([[row.id, p.values.images]]));
    await repo.replaceCategories(trx, new Map([[row.id, p.values.category_ids]]));
  }
  if ('quantity' in change.after) {
    // by the file's change, from the stock as it is now (locked on PostgreSQL): sales made while the import ran stay
    const before = await repo.lockedStock(trx, row.id);
    const quantity = p.stockDelta === undefined ? p.values.quantity : before + p.stockDelta;
    if (quantity < 0) {
      throw unprocessable(fieldProblem('quantity', 'stock_below_zero', { available: before }));
    }
    if (before !== quantity) {
      await repo.setQuantity(trx, row.id, quantity);
      await insertStockMovements(trx, [
        {
          productId: row.id,
          delta: quantity - before,
          quantityAfter: quantity,
          reason: 'import',
          note: null,
          staffId: actor.staffId,
          orderId: null,
        },
      ]);
    }
  }
  await recordAudit(trx, actor, {
    action: 'product.imported',
    entity: 'product',
    entityId: row.uuid,
    before: change.before,
    after: change.after,
  });
}
