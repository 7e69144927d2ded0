import type { Localized, Product, ProductOption } from '@dukkan/contracts';

/** The two ways the options of one product differ (decision 0053), in the order the picker shows them. */
export type OptionAxis = 'color' | 'size';
const AXES: readonly OptionAxis[] = ['color', 'size'];

/** One chip of the picker. */
export interface OptionChoice {
  /** the value, compared in both languages at once */
  key: string;
  label: Localized;
  /** whether the shown option has this value */
  selected: boolean;
  /**
   * the option picking this value leads to: the one with the other axis' current value, else (colour only) the
   * group's first option of this value; null when no option has this combination (the chip is disabled)
   */
  target: string | null;
  /** whether that option can be bought now (offered and in stock); false chips stay pickable but are marked */
  available: boolean;
}

export interface OptionRow {
  axis: OptionAxis;
  choices: OptionChoice[];
}

const valueKey = (value: Localized | null): string | null =>
  value === null ? null : `${value.ar.trim()}\u0000${value.en.trim()}`;

const canBuy = (option: ProductOption) => option.is_available && option.quantity > 0;

/** Clothing sizes in the order they are worn; sizes outside it keep the order the shop gave them. */
const WORN_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL'];

/** Sizes read small to large: numerically when all are numbers (41, 42, 43), by the worn order when all are S/M/L. */
function sortSizes(choices: OptionChoice[]): OptionChoice[] {
  const latin = (c: OptionChoice) => c.label.en.trim().toUpperCase();
  if (choices.every((c) => /^\d+(\.\d+)?$/.test(latin(c)))) {
    return [...choices].sort((a, b) => Number(latin(a)) - Number(latin(b)));
  }
  if (choices.every((c) => WORN_ORDER.includes(latin(c)))) {
    return [...choices].sort((a, b) => WORN_ORDER.indexOf(latin(a)) - WORN_ORDER.indexOf(latin(b)));
  }
  return choices;
}

/**
 * The picker's rows for a product group (`options`, main first) while `currentUuid` is shown: a row for each axis
 * some option has a value on (colour, then size), with a chip for each value.
 *
 * Picking a value keeps the other axis' value when an option has that combination. A colour without the current
 * size, or sold out in it, leads to the first of its options in stock (else the one in the current size, else its
 * first option), and is marked not available only when none of its options can be bought. A size the current colour
 * is not made in has no target (disabled), since changing the size alone cannot reach it.
 */
export function optionRows(options: readonly ProductOption[], currentUuid: string): OptionRow[] {
  const current = options.find((o) => o.uuid === currentUuid) ?? options[0];
  if (!current || options.length < 2) return [];
  const rows: OptionRow[] = [];
  for (const axis of AXES) {
    const other: OptionAxis = axis === 'color' ? 'size' : 'color';
    const otherValue = valueKey(current[other]);
    const seen = new Map<string, OptionChoice>();
    for (const option of options) {
      const value = option[axis];
      const key = valueKey(value);
      if (value === null || key === null || seen.has(key)) continue;
      const withValue = options.filter((o) => valueKey(o[axis]) === key);
      const exact = withValue.find((o) => valueKey(o[other]) === otherValue);
      // a colour leads to one of its options the shopper can buy when the current size cannot be bought in it, and
      // is marked only when none of its options can: a colour sold out in one size is still there in the others
      const target =
        axis === 'color' ? (exact && canBuy(exact) ? exact : (withValue.find(canBuy) ?? exact ?? withValue[0])) : exact;
      seen.set(key, {
        key,
        label: value,
        selected: valueKey(current[axis]) === key,
        target: target?.uuid ?? null,
        available: target ? canBuy(target) : false,
      });
    }
    if (seen.size > 0) {
      const choices = [...seen.values()];
      rows.push({ axis, choices: axis === 'size' ? sortSizes(choices) : choices });
    }
  }
  return rows;
}

/** What stays the same across a group's options: the main product's uuid (a product sold in one form: its own). */
export const groupOf = (product: Pick<Product, 'uuid' | 'variant_of'>): string => product.variant_of ?? product.uuid;

/**
 * The product to show while an option just picked is loading: the shown product with the option's own uuid, price,
 * stock, SKU, colour, size and picture from the group's list, and no extra pictures until its details arrive. Its
 * buy buttons then already act on the picked option. The product itself when it is the option, or has no such option.
 */
export function withPickedOption(product: Product, uuid: string): Product {
  if (product.uuid === uuid) return product;
  const option = product.options?.find((o) => o.uuid === uuid);
  if (!option) return product;
  const main = groupOf(product);
  return { ...product, ...option, variant_of: option.uuid === main ? null : main, attachments: [] };
}
