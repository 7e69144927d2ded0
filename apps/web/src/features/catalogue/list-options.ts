import { PRODUCT_SORTS, type ProductSort, toAsciiDigits } from '@dukkan/contracts';

/** What a shopper picked on a list (sort and filters), kept in the route's query so back, forward and share keep it. */
export interface ListOptions {
  sort?: ProductSort | undefined;
  price_min?: string | undefined;
  price_max?: string | undefined;
  brand?: string | undefined;
  in_stock?: true | undefined;
  discounted?: true | undefined;
}

export const LIST_OPTION_KEYS = ['sort', 'price_min', 'price_max', 'brand', 'in_stock', 'discounted'] as const;

const PRICE = /^\d{1,8}(\.\d{1,3})?$/;
const price = (value: string | null) => (value && PRICE.test(value) ? value : undefined);

/**
 * A price as a shopper types it in the filter: Arabic-Indic digits and the Arabic decimal separator (٫) read as
 * ASCII, as the search box and phone fields read them. Empty is '' (no bound); text that is no price is null.
 */
export function typedPrice(text: string): string | null {
  const value = toAsciiDigits(text.trim()).replace(/\u066b/g, '.');
  if (value === '') return '';
  return PRICE.test(value) ? value : null;
}
const isSort = (value: string | null): value is ProductSort => PRODUCT_SORTS.some((s) => s === value);

/** Reads the options from the query; a value the API would refuse is left out rather than shown as an error page. */
export function listOptionsFromQuery(params: URLSearchParams): ListOptions {
  const sort = params.get('sort');
  let min = price(params.get('price_min'));
  let max = price(params.get('price_max'));
  if (min !== undefined && max !== undefined && Number(min) > Number(max)) [min, max] = [max, min];
  return {
    sort: isSort(sort) ? sort : undefined,
    price_min: min,
    price_max: max,
    brand: params.get('brand')?.trim().slice(0, 100) || undefined,
    in_stock: params.get('in_stock') === 'true' ? true : undefined,
    discounted: params.get('discounted') === 'true' ? true : undefined,
  };
}

/** The query with the options replaced (other keys, such as the category, kept as they are). */
export function withListOptions(params: URLSearchParams, options: ListOptions): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of LIST_OPTION_KEYS) {
    const value = options[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** How many filters (not the sort) are on, for the filters button. */
export const activeFilterCount = (o: ListOptions) =>
  [o.price_min ?? o.price_max, o.brand, o.in_stock, o.discounted].filter((v) => v !== undefined).length;

/** The options as query entries, for links that keep them. */
export const listOptionsQuery = (options: ListOptions): Record<string, string> =>
  Object.fromEntries(withListOptions(new URLSearchParams(), options));
