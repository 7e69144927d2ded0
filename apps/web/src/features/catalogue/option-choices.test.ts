import type { Product, ProductOption } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { groupOf, optionRows, withPickedOption, type OptionRow } from './option-choices';

const COLOURS = {
  black: { ar: 'أسود', en: 'Black' },
  red: { ar: 'أحمر', en: 'Red' },
  white: { ar: 'أبيض', en: 'White' },
};

let serial = 0;
function option(
  color: keyof typeof COLOURS | null,
  size: string | null,
  stock: { quantity?: number; is_available?: boolean } = {},
): ProductOption {
  serial += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    color: color === null ? null : COLOURS[color],
    size: size === null ? null : { ar: size, en: size },
    sku: null,
    quantity: stock.quantity ?? 5,
    is_available: stock.is_available ?? true,
    selling_price: 100,
    selling_price_after_discount: 100,
    selling_price_after_tax: 100,
    is_there_discount: false,
    discount_percentage: 0,
    tax_percentage: 0,
    main_attachment: null,
  };
}

const row = (rows: OptionRow[], axis: OptionRow['axis']) => rows.find((r) => r.axis === axis)!;
const labels = (r: OptionRow) => r.choices.map((c) => c.label.en);
const choice = (r: OptionRow, en: string) => r.choices.find((c) => c.label.en === en)!;

describe('optionRows', () => {
  // shoes: black in 41–43, red in 41 and 42 only; red 42 sold out
  const black42 = option('black', '42');
  const black41 = option('black', '41');
  const black43 = option('black', '43');
  const red41 = option('red', '41');
  const red42 = option('red', '42', { quantity: 0 });
  const shoes = [black42, black41, black43, red41, red42];

  it('has a row for colour then size, the shown option selected, sizes from small to large', () => {
    const rows = optionRows(shoes, black42.uuid);
    expect(rows.map((r) => r.axis)).toEqual(['color', 'size']);
    expect(labels(row(rows, 'color'))).toEqual(['Black', 'Red']);
    expect(labels(row(rows, 'size'))).toEqual(['41', '42', '43']);
    expect(
      row(rows, 'color')
        .choices.filter((c) => c.selected)
        .map((c) => c.label.en),
    ).toEqual(['Black']);
    expect(
      row(rows, 'size')
        .choices.filter((c) => c.selected)
        .map((c) => c.label.en),
    ).toEqual(['42']);
  });

  it('keeps the size when picking a colour that is made in it, and the colour when picking a size', () => {
    const rows = optionRows(shoes, black41.uuid);
    expect(choice(row(rows, 'color'), 'Red').target).toBe(red41.uuid);
    expect(choice(row(rows, 'size'), '43').target).toBe(black43.uuid);
    expect(choice(row(rows, 'size'), '41').target).toBe(black41.uuid);
  });

  it('leads a colour without the current size to its first option in stock', () => {
    const rows = optionRows(shoes, black43.uuid);
    const red = choice(row(rows, 'color'), 'Red');
    expect(red.target).toBe(red41.uuid);
    expect(red.available).toBe(true);
  });

  it('leads a colour sold out in the current size to one of its sizes in stock, unmarked', () => {
    // from black 42 to red: red 42 is sold out, red 41 is not
    const red = choice(row(optionRows(shoes, black42.uuid), 'color'), 'Red');
    expect(red).toMatchObject({ target: red41.uuid, available: true });
    // a colour none of whose options can be bought stays pickable, marked
    const white = option('white', '42', { quantity: 0 });
    const whiteRow = row(optionRows([...shoes, white], black42.uuid), 'color');
    expect(choice(whiteRow, 'White')).toMatchObject({ target: white.uuid, available: false });
  });

  it('disables a size the current colour is not made in', () => {
    const rows = optionRows(shoes, red41.uuid);
    const size43 = choice(row(rows, 'size'), '43');
    expect(size43.target).toBeNull();
    expect(size43.available).toBe(false);
    expect(choice(row(rows, 'size'), '42').target).toBe(red42.uuid);
  });

  it('marks an option out of stock or not offered as not available, but keeps it pickable', () => {
    const hidden = option('white', '41', { is_available: false });
    const rows = optionRows([...shoes, hidden], red41.uuid);
    const size42 = choice(row(rows, 'size'), '42');
    expect(size42).toMatchObject({ target: red42.uuid, available: false });
    expect(choice(row(rows, 'color'), 'White')).toMatchObject({ target: hidden.uuid, available: false });
    expect(choice(row(rows, 'color'), 'Black')).toMatchObject({ target: black41.uuid, available: true });
  });

  it('shows only the axes the options have, clothing sizes in the order they are worn', () => {
    const l = option(null, 'L');
    const s = option(null, 'S');
    const m = option(null, 'M');
    const rows = optionRows([l, s, m], s.uuid);
    expect(rows.map((r) => r.axis)).toEqual(['size']);
    expect(labels(rows[0]!)).toEqual(['S', 'M', 'L']);
    expect(rows[0]!.choices.map((c) => c.target)).toEqual([s.uuid, m.uuid, l.uuid]);
  });

  it('keeps the shop order of sizes that are neither numbers nor S/M/L', () => {
    const rows = optionRows([option(null, 'Queen'), option(null, 'King'), option(null, 'Twin')], '');
    expect(labels(rows[0]!)).toEqual(['Queen', 'King', 'Twin']);
  });

  it('has no rows for a product sold in one form', () => {
    expect(optionRows([], 'x')).toEqual([]);
    const only = option('black', '42');
    expect(optionRows([only], only.uuid)).toEqual([]);
  });
});

describe('withPickedOption', () => {
  const main = option('black', '42');
  const red = option('red', '42', { quantity: 0 });
  const product = {
    ...main,
    name: { ar: 'حذاء', en: 'Shoe' },
    variant_of: null,
    options_count: 2,
    options: [main, { ...red, selling_price: 120, selling_price_after_discount: 120, selling_price_after_tax: 120 }],
    attachments: [{ img_path: '/images/products/black-side.webp' }],
  } as unknown as Product;

  it("shows the picked option's price, stock and uuid under the main product's name until its details arrive", () => {
    const shown = withPickedOption(product, red.uuid);
    expect(shown).toMatchObject({
      uuid: red.uuid,
      variant_of: main.uuid,
      color: COLOURS.red,
      quantity: 0,
      selling_price_after_tax: 120,
      name: { en: 'Shoe' },
      attachments: [],
    });
    expect(groupOf(shown)).toBe(groupOf(product));
  });

  it('is the product itself when it is the one asked for or the uuid is not one of its options', () => {
    expect(withPickedOption(product, main.uuid)).toBe(product);
    expect(withPickedOption(product, 'another')).toBe(product);
  });
});
