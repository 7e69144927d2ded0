import { type Insertable, type Kysely, sql } from 'kysely';
import { optimizeSearchIndexes, productSearchText } from '../../lib/product-search.js';
import { isPostgres } from '../dialect.js';
import type { Database, ProductImagesTable, ProductCategoriesTable } from '../schema.js';
import {
  CATALOGUE,
  COLOUR_SENTENCE,
  COLOURS,
  GENERIC_CLOSINGS,
  INTROS,
  type Brand,
  type CategoryData,
  type ColourKey,
  type Model,
  type ProductTemplate,
  type SubCategoryData,
  type Text,
  type Variant,
} from './data.js';
import type { IllustrationKind } from './illustrations.js';
import { ImageLibrary } from './images.js';
import {
  AD_SIZES,
  ADVERTISEMENTS,
  COUNTRIES,
  DISCOUNT_CODES,
  ORDER_STATUSES,
  PACKAGE_TYPES,
  SETTINGS,
} from './store-data.js';

export interface SeedOptions {
  /** folder the SVG images are written to; it is served as `/images/` */
  imagesDir: string;
  /** number of products, 240 by default */
  products?: number;
  /** random source in [0, 1); a fixed-seed mulberry32 by default, so the catalogue is the same every time */
  random?: () => number;
}

export interface SeedSummary {
  categories: number;
  products: number;
  product_images: number;
  product_categories: number;
  /** options of products (rows of \`products\` with \`variant_of\`), besides \`products\` */
  product_options: number;
  countries: number;
  cities: number;
  service_packages: number;
  order_statuses: number;
  discount_codes: number;
  advertisements: number;
  settings: number;
  /** image files written, `default.svg` included */
  image_files: number;
}

export const DEFAULT_PRODUCT_COUNT = 240;

/** Rows per INSERT: 500 products × 23 columns stays well under SQLite's 32766 and PostgreSQL's 65535 parameters. */
const PRODUCT_BATCH = 500;
/** how many generated products become products with options (their sizes and colours as options) */
const OPTION_GROUPS = 12;
const SIZED_KINDS = new Set<string>(['sneaker', 'dress', 'robe']);
const DAY_MS = 86_400_000;
/** added to each sub-category's number of distinct products when sharing the catalogue out */
const SLOT_WEIGHT_FLOOR = 20;
/** item references run over five digits: 10000–99999 */
const REFERENCES = 90_000;
/** multipliers coprime with REFERENCES, so references of one product line, and of neighbouring lines, look unrelated */
const REFERENCE_STEP = 2_654_435_761;
const LINE_STEP = 7_919;

/** A version 4 UUID from the seeded random source, so the same catalogue has the same uuids on every database. */
export function seededUuid(rnd: () => number): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(rnd() * 4294967296)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Small, fast, seedable PRNG (mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SubSlot {
  id: number;
  parentId: number;
  category: CategoryData;
  sub: SubCategoryData;
  /** every distinct product the sub-category's templates describe, most different first */
  combos: Combo[];
  /** products made for this sub-category so far */
  made: number;
}

/** One distinct product of a template: a model of a brand, in one colour, maybe in one variant. */
interface Combo {
  tpl: ProductTemplate;
  brand: Brand;
  model: Model;
  colourKey: ColourKey;
  variant: Variant | undefined;
}

/**
 * The sub-category's distinct products, ordered so that the first ones differ most: every model of every
 * template in its first colour and variant, then the next colour, then the next variant.
 */
function combosOf(sub: SubCategoryData): Combo[] {
  const keyed: { combo: Combo; order: number[] }[] = [];
  for (const [ti, tpl] of sub.templates.entries()) {
    const models = tpl.brands.flatMap((b) => b.models.map((model) => ({ brand: b.brand, model })));
    // colour is part of the name only where it shows; food and books come in one "colour"
    const colours = tpl.showColour === false ? tpl.colours.slice(0, 1) : tpl.colours;
    const variants = tpl.variants?.length ? tpl.variants : [undefined];
    for (const [vi, variant] of variants.entries())
      for (const [ci, colourKey] of colours.entries())
        for (const [mi, { brand, model }] of models.entries())
          keyed.push({ combo: { tpl, brand, model, colourKey, variant }, order: [vi + ci, ci, mi, ti] });
  }
  keyed.sort((a, b) => compareOrders(a.order, b.order));
  return keyed.map((k) => k.combo);
}

function compareOrders(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * How many products each sub-category gets, interleaved: in proportion to how many distinct products it has,
 * plus a floor so small ones (first aid, car care) are never empty. Smooth weighted round robin, so any prefix
 * of the catalogue is spread like the whole.
 */
function* slotSequence(slots: SubSlot[]): Generator<SubSlot> {
  const weights = slots.map((s) => s.combos.length + SLOT_WEIGHT_FLOOR);
  const total = weights.reduce((a, b) => a + b, 0);
  const current = slots.map(() => 0);
  for (;;) {
    let best = 0;
    for (let i = 0; i < slots.length; i++) {
      current[i] = (current[i] ?? 0) + (weights[i] ?? 0);
      if ((current[i] ?? 0) > (current[best] ?? 0)) best = i;
    }
    current[best] = (current[best] ?? 0) - total;
    yield slots[best] as SubSlot;
  }
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Rounds a price the way a shop would label it: 1249, 244.5, 12.75. */
function shopPrice(lyd: number, rnd: () => number): number {
  if (lyd >= 1000) return Math.round(lyd / 10) * 10 - (rnd() < 0.5 ? 1 : 0);
  if (lyd >= 100) return Math.round(lyd / 5) * 5 - (rnd() < 0.3 ? 0.5 : 0);
  if (lyd >= 20) return Math.round(lyd * 2) / 2 - (rnd() < 0.25 ? 0.25 : 0);
  return Math.max(1, Math.round(lyd * 4) / 4);
}

function pick<T>(items: readonly T[], rnd: () => number): T {
  const item = items[Math.floor(rnd() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export async function seedDatabase(db: Kysely<Database>, opts: SeedOptions): Promise<SeedSummary> {
  const rnd = opts.random ?? mulberry32(0x5eed_d0cc);
  const productCount = opts.products ?? DEFAULT_PRODUCT_COUNT;
  const images = new ImageLibrary(opts.imagesDir);
  const now = new Date();
  const nowIso = now.toISOString();
  const summary: SeedSummary = {
    categories: 0,
    products: 0,
    product_images: 0,
    product_categories: 0,
    product_options: 0,
    countries: 0,
    cities: 0,
    service_packages: 0,
    order_statuses: 0,
    discount_codes: 0,
    advertisements: 0,
    settings: 0,
    image_files: 0,
  };

  await db.transaction().execute(async (trx) => {
    // Categories: a handful of rows, inserted one at a time to learn their ids portably.
    const slots: SubSlot[] = [];
    for (const [ci, category] of CATALOGUE.entries()) {
      const parent = await trx
        .insertInto('categories')
        .values({
          parent_id: null,
          name_ar: category.name.ar,
          name_en: category.name.en,
          img: images.category(category.slug, category.kind, COLOURS[category.colour].hex),
          sort_order: ci,
          created_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      summary.categories++;
      for (const [si, sub] of category.subs.entries()) {
        const first = sub.templates[0];
        if (!first) throw new Error(`sub-category ${sub.name.en} has no templates`);
        const colour = COLOURS[first.colours[0] ?? category.colour];
        const row = await trx
          .insertInto('categories')
          .values({
            parent_id: parent.id,
            name_ar: sub.name.ar,
            name_en: sub.name.en,
            img: images.category(`${category.slug}-${slugify(sub.name.en)}`, first.kind, colour.hex),
            sort_order: si,
            created_at: nowIso,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        summary.categories++;
        slots.push({ id: row.id, parentId: parent.id, category, sub, combos: combosOf(sub), made: 0 });
      }
    }

    // Products, streamed in batches with their images and category links. Names are unique, as in a real
    // shop: a picked search suggestion fetches its product by exact name.
    const usedNames = new Set<string>();
    const grouped: { main: Insertable<Database['products']> & { id: number }; plan: OptionPlan }[] = [];
    const uuidRnd = mulberry32(Math.floor(rnd() * 4294967296));
    const sequence = slotSequence(slots);
    for (let start = 0; start < productCount; start += PRODUCT_BATCH) {
      const end = Math.min(productCount, start + PRODUCT_BATCH);
      const batch: Built[] = [];
      for (let i = start; i < end; i++) {
        const slot = sequence.next().value;
        if (!slot) throw new Error('no sub-categories');
        batch.push(buildProduct(slot, slot.made++, { rnd, uuidRnd }, now, images, usedNames));
      }
      const inserted = await trx
        .insertInto('products')
        .values(batch.map((b) => b.product))
        .returning(['id', 'uuid'])
        .execute();
      const idByUuid = new Map(inserted.map((r) => [r.uuid, r.id]));
      const imageRows: Insertable<ProductImagesTable>[] = [];
      const linkRows: Insertable<ProductCategoriesTable>[] = [];
      for (const { product, slot, imgs, plan } of batch) {
        const id = idByUuid.get(product.uuid);
        if (id === undefined) throw new Error(`product ${product.uuid} was not inserted`);
        imgs.forEach((img_path, sort_order) => imageRows.push({ product_id: id, img_path, sort_order }));
        linkRows.push({ product_id: id, category_id: slot.id }, { product_id: id, category_id: slot.parentId });
        if (plan && grouped.length < OPTION_GROUPS && !usedNames.has(plan.base.en) && !usedNames.has(plan.base.ar)) {
          usedNames.add(plan.base.en);
          usedNames.add(plan.base.ar);
          grouped.push({ main: { ...product, id }, plan });
        }
      }
      await trx.insertInto('product_images').values(imageRows).execute();
      await trx.insertInto('product_categories').values(linkRows).execute();
      summary.products += inserted.length;
      summary.product_images += imageRows.length;
      summary.product_categories += linkRows.length;
    }

    // Products with options: the first few shoes and clothes sold in sizes, in their template's colours and sizes.
    const optionRnd = mulberry32(0x0971_0115);
    for (const { main, plan } of grouped) {
      const name = {
        name_ar: plan.base.ar,
        name_en: plan.base.en,
        description_ar: plan.description.ar,
        description_en: plan.description.en,
      };
      await trx
        .updateTable('products')
        .set({
          ...name,
          size_ar: plan.size.ar,
          size_en: plan.size.en,
          sku: `DK-${main.id}-${(plan.colours[0] ?? '').slice(0, 3).toUpperCase()}-${plan.size.en.replace(/[^A-Za-z0-9]/g, '')}`,
          search_text: productSearchText(`${plan.base.ar} ${plan.base.en} ${main.brand ?? ''} ${main.model ?? ''}`),
        })
        .where('id', '=', main.id)
        .execute();
      const options = optionRows(
        {
          ...main,
          ...name,
          search_text: productSearchText(`${plan.base.ar} ${plan.base.en} ${main.brand ?? ''} ${main.model ?? ''}`),
        },
        plan,
        images,
        optionRnd,
        uuidRnd,
      );
      const inserted = await trx
        .insertInto('products')
        .values(options.map((o) => o.product))
        .returning(['id', 'uuid'])
        .execute();
      const imageRows = inserted.flatMap((r, i) =>
        (options[i]?.imgs ?? []).map((img_path, sort_order) => ({ product_id: r.id, img_path, sort_order })),
      );
      if (imageRows.length) await trx.insertInto('product_images').values(imageRows).execute();
      summary.product_options += inserted.length;
      summary.product_images += imageRows.length;
    }

    // Countries, cities and delivery packages.
    for (const country of COUNTRIES) {
      const c = await trx
        .insertInto('countries')
        .values({ code: country.code, name_ar: country.ar, name_en: country.en })
        .returning('id')
        .executeTakeFirstOrThrow();
      summary.countries++;
      for (const city of country.cities) {
        const packages = city.packages ?? [];
        const row = await trx
          .insertInto('cities')
          .values({ country_id: c.id, name_ar: city.ar, name_en: city.en, is_delivery: packages.length > 0 ? 1 : 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        summary.cities++;
        if (packages.length === 0) continue;
        await trx
          .insertInto('service_packages')
          .values(
            packages.map(([type, lyd]) => {
              const pkg = PACKAGE_TYPES[type];
              if (!pkg) throw new Error(`unknown package type ${type}`);
              return {
                city_id: row.id,
                name_ar: pkg.name.ar,
                name_en: pkg.name.en,
                price_milli: lyd * 1000,
                expected_time_ar: pkg.time.ar,
                expected_time_en: pkg.time.en,
                is_active: 1,
              };
            }),
          )
          .execute();
        summary.service_packages += packages.length;
      }
    }

    await trx
      .insertInto('order_statuses')
      .values(ORDER_STATUSES.map((s, i) => ({ code: s.code, name_ar: s.ar, name_en: s.en, sort_order: i + 1 })))
      .execute();
    summary.order_statuses = ORDER_STATUSES.length;

    const codes = DISCOUNT_CODES(now).map((c) => ({ ...c, used_count: 0 }));
    await trx.insertInto('discount_codes').values(codes).execute();
    summary.discount_codes = codes.length;

    const subIdByName = new Map(slots.map((s) => [s.sub.name.en, s.id]));
    await trx
      .insertInto('advertisements')
      .values(
        ADVERTISEMENTS.map((ad, i) => ({
          placement: ad.placement,
          title_ar: ad.title.ar,
          title_en: ad.title.en,
          subtitle_ar: ad.subtitle.ar,
          subtitle_en: ad.subtitle.en,
          img: images.ad(ad.name, ad.items, AD_SIZES[ad.placement], ad.tone),
          link: ad.link.replace(/\{sub:([^}]+)\}/g, (whole, name: string) => String(subIdByName.get(name) ?? whole)),
          sort_order: i,
          is_active: 1,
        })),
      )
      .execute();
    summary.advertisements = ADVERTISEMENTS.length;

    const settings = Object.entries(SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
    await trx.insertInto('settings').values(settings).execute();
    summary.settings = settings.length;
  });

  // PostgreSQL's statistics learn the new rows, and its visibility map marks their pages (which lets the product
  // lists be read from their indexes alone), now rather than at the next autovacuum, which may be minutes away
  // (SQLite's queries are planned without statistics, by their indexes)
  if (isPostgres(db)) await sql`VACUUM ANALYZE`.execute(db);
  // SQLite's search indexes, written a name at a time, merged into one segment each
  await optimizeSearchIndexes(db);
  summary.image_files = await images.writeAll();
  return summary;
}

/** Two capitals for an item reference: the brand's initials ("Dar Al-Adab" → DA) or its first letters (SA). */
function referencePrefix(brand: Brand): string {
  const words = brand.en.toUpperCase().match(/[A-Z]+/g) ?? ['DK'];
  const [first = 'DK', second] = words;
  return second ? `${first[0]}${second[0]}` : first.slice(0, 2).padEnd(2, 'K');
}

/**
 * One product of a sub-category. `k` counts the products already made for it: the first ones are its distinct
 * products (model × colour × variant, see `combosOf`); once they run out, the same product line comes again
 * under another manufacturer's item reference ("Ref. SA-48213"), the way large shops tell apart lines that
 * share a name. Prices stay in the model's range, whatever the size of the catalogue.
 */
function buildProduct(
  slot: SubSlot,
  k: number,
  random: { rnd: () => number; uuidRnd: () => number },
  now: Date,
  images: ImageLibrary,
  usedNames: Set<string>,
): Built {
  const { rnd } = random;
  const line = (k % slot.combos.length) + slot.id * slot.combos.length;
  const combo = slot.combos[k % slot.combos.length];
  if (!combo) throw new Error(`sub-category ${slot.sub.name.en} has no products`);
  const { tpl, brand, model, variant } = combo;
  const round = Math.floor(k / slot.combos.length);
  // where the colour is not in the name, it only tints the packaging in the picture: vary it per round
  const colourKey =
    tpl.showColour === false ? (tpl.colours[round % tpl.colours.length] ?? combo.colourKey) : combo.colourKey;
  const colour = COLOURS[colourKey];

  const modelAr = model.ar ?? model.en;
  const baseAr = tpl.titleOnly ? modelAr : `${tpl.type.ar} ${brand.ar} ${modelAr}`;
  const baseEn = tpl.titleOnly ? model.en : `${brand.en} ${model.en} ${tpl.type.en}`;
  const name: Text = {
    ar: variant ? `${baseAr} - ${variant.ar}` : baseAr,
    en: variant ? `${baseEn} - ${variant.en}` : baseEn,
  };
  // The same model in another colour is another product: its colour goes into the name.
  if (usedNames.has(name.en) && tpl.showColour !== false) {
    name.ar = `${name.ar} - ${colour.ar}`;
    name.en = `${name.en} - ${colour.en}`;
  }
  const plain = { ...name };
  for (let r = round; usedNames.has(name.en) || usedNames.has(name.ar); r++) {
    const reference = `${referencePrefix(brand)}-${10_000 + ((r * REFERENCE_STEP + line * LINE_STEP) % REFERENCES)}`;
    name.ar = `${plain.ar} - مرجع ${reference}`;
    name.en = `${plain.en} - Ref. ${reference}`;
  }
  usedNames.add(name.en);
  usedNames.add(name.ar);

  // Money: a price in the model's range, higher for the bigger variants (a 512 GB phone is not the cheapest),
  // shop-rounded and kept in the range; about 30 % carry a discount of 5–40 %.
  const [lo, hi] = model.price ?? tpl.price;
  const floor = Math.min(lo * (variant?.f ?? 1), hi);
  const price = Math.min(hi, Math.max(lo, shopPrice(floor + rnd() * (hi - floor), rnd)));
  const priceMilli = Math.round(price * 1000);
  let discountMilli = 0;
  if (rnd() < 0.3) {
    const step = price >= 100 ? 5000 : 500;
    discountMilli = Math.round((priceMilli * (0.05 + rnd() * 0.35)) / step) * step;
    if (discountMilli <= 0) discountMilli = Math.min(step, Math.floor(priceMilli / 10));
    if (discountMilli >= priceMilli) discountMilli = Math.floor(priceMilli / 2);
  }

  // Description: an intro, one or two features, maybe the colour, and a closing line (2–4 sentences).
  const showColour = tpl.showColour !== false;
  const features = [...tpl.features];
  const f1 = features.splice(Math.floor(rnd() * features.length), 1)[0];
  const f2 = rnd() < 0.5 ? features[Math.floor(rnd() * features.length)] : undefined;
  const closing = pick(rnd() < 0.5 ? slot.category.closing : GENERIC_CLOSINGS, rnd);
  const values = { name: baseEn, colourLower: colour.en.toLowerCase() };
  const valuesAr = { name: baseAr, colourThe: colour.arThe };
  const intro = pick(INTROS, rnd);
  const sentences: Text[] = [intro];
  if (f1) sentences.push(f1);
  if (f2 && f2 !== f1) sentences.push(f2);
  if (showColour && sentences.length < 3 && rnd() < 0.6) sentences.push(COLOUR_SENTENCE);
  if (rnd() < 0.8 || sentences.length < 2) sentences.push(closing);
  const description = sentences.slice(0, 4);
  const descriptionAr = (parts: Text[]) => parts.map((s) => fill(s.ar, valuesAr)).join(' ');
  // titles such as "The Bleeding of the Stone" already carry their article
  const descriptionEn = (parts: Text[]) =>
    parts
      .map((s) => fill(s.en, values))
      .join(' ')
      .replace(/\b[Tt]he (The )/g, '$1');
  const short = pick(tpl.short, rnd);

  const created = new Date(now.getTime() - rnd() * 120 * DAY_MS);
  const updated = new Date(created.getTime() + rnd() * (now.getTime() - created.getTime()) * 0.3);
  const brandName = brand.en;
  const modelName = tpl.titleOnly ? null : model.en;

  // 1–3 pictures: the studio shot, then the podium shot (kept for the first two colours of a template so the
  // image set stays bounded) or the product in its next colour.
  const colourIdx = tpl.colours.indexOf(colourKey);
  const nextKey = tpl.colours[(colourIdx + 1) % tpl.colours.length] ?? colourKey;
  const imgs = [images.product(tpl.kind, colourKey, colour.hex, 0)];
  const extra = rnd();
  if (extra < 0.45) {
    imgs.push(
      colourIdx < 2
        ? images.product(tpl.kind, colourKey, colour.hex, 1)
        : images.product(tpl.kind, nextKey, COLOURS[nextKey].hex, 0),
    );
  }
  if (extra < 0.2 && nextKey !== colourKey && colourIdx < 2) {
    imgs.push(images.product(tpl.kind, nextKey, COLOURS[nextKey].hex, 0));
  }

  const product: Insertable<Database['products']> = {
    uuid: seededUuid(random.uuidRnd),
    name_ar: name.ar,
    name_en: name.en,
    short_description_ar: short.ar,
    short_description_en: short.en,
    description_ar: descriptionAr(description),
    description_en: descriptionEn(description),
    brand: brandName,
    model: modelName,
    color_ar: showColour ? colour.ar : null,
    color_en: showColour ? colour.en : null,
    quantity: rnd() < 0.08 ? 0 : 1 + Math.floor(rnd() ** 2 * 120),
    is_available: rnd() < 0.04 ? 0 : 1,
    price_milli: priceMilli,
    discount_milli: discountMilli,
    tax_rate_bp: slot.category.taxBp,
    is_featured: rnd() < 0.15 ? 1 : 0,
    // Heavy-tailed, so a few products clearly lead the best-seller list.
    sales_count: Math.floor(rnd() ** 5 * 2400) + Math.floor(rnd() * 12),
    search_text: productSearchText(`${name.ar} ${name.en} ${brandName ?? ''} ${modelName ?? ''}`),
    created_at: created.toISOString(),
    updated_at: updated.toISOString(),
  };
  // shoes and clothes sold in sizes and colours can become one product with options (decision 0053)
  const plan =
    variant && SIZED_KINDS.has(tpl.kind) && tpl.showColour !== false && tpl.colours.length > 1 && tpl.variants
      ? {
          kind: tpl.kind,
          base: { ar: baseAr, en: baseEn },
          colours: [colourKey, nextKey].filter((c, i, all) => all.indexOf(c) === i),
          size: sizeOf(variant),
          sizes: tpl.variants.map(sizeOf),
          description: (() => {
            const colourless = description.filter((sentence) => sentence !== COLOUR_SENTENCE);
            return { ar: descriptionAr(colourless), en: descriptionEn(colourless) };
          })(),
        }
      : undefined;
  return { product, slot, imgs, plan };
}

/** "مقاس 42" / "Size 42" -> 42 */
function sizeOf(variant: Text): Text {
  return { ar: variant.ar.replace(/^مقاس\s*/, ''), en: variant.en.replace(/^Size\s*/, '') };
}

interface OptionPlan {
  kind: IllustrationKind;
  base: Text;
  colours: string[];
  size: Text;
  sizes: Text[];
  /** the description without its colour sentence: the group's options, in other colours, share it */
  description: Text;
}

interface Built {
  product: Insertable<Database['products']>;
  slot: SubSlot;
  imgs: string[];
  plan?: OptionPlan | undefined;
}

/**
 * Turns a generated product sold in a size into a product with options: its name loses the size, and one option is
 * added for every other colour and size of its template, each with its own SKU and stock (0 for some, so the
 * picker shows what is sold out) and, for another colour, its own picture. The options get new ids, so the lists'
 * pages (by id, main products only) do not move.
 */
function optionRows(
  main: Insertable<Database['products']> & { id: number },
  plan: OptionPlan,
  images: ImageLibrary,
  rnd: () => number,
  uuidRnd: () => number,
): { product: Insertable<Database['products']>; imgs: string[] }[] {
  const skuOf = (colour: string, size: Text) =>
    `DK-${main.id}-${colour.slice(0, 3).toUpperCase()}-${size.en.replace(/[^A-Za-z0-9]/g, '')}`;
  const rows: { product: Insertable<Database['products']>; imgs: string[] }[] = [];
  for (const colourKey of plan.colours) {
    for (const size of plan.sizes) {
      if (colourKey === plan.colours[0] && size.en === plan.size.en) continue;
      const colour = COLOURS[colourKey as keyof typeof COLOURS];
      rows.push({
        product: {
          ...main,
          id: undefined,
          uuid: seededUuid(uuidRnd),
          variant_of: main.id,
          color_ar: colour.ar,
          color_en: colour.en,
          size_ar: size.ar,
          size_en: size.en,
          sku: skuOf(colourKey, size),
          quantity: rnd() < 0.2 ? 0 : 1 + Math.floor(rnd() * 25),
          sales_count: Math.floor(rnd() * 40),
        },
        imgs: colourKey === plan.colours[0] ? [] : [images.product(plan.kind, colourKey, colour.hex, 0)],
      });
    }
  }
  return rows;
}
