import { ORDER_STATUS_CODES, DELIVERY_METHODS, type DeliveryMethod, type OrderStatusCode } from '@dukkan/contracts';

/** The desk's filters, kept in the address (so Back, reload and a shared link keep them). */
export interface DeskFilters {
  status?: OrderStatusCode;
  delivery_method?: DeliveryMethod;
  city_id?: number;
  from?: string;
  to?: string;
  q?: string;
  /** only cash orders waiting for the shopper's confirmation */
  unconfirmed?: boolean;
  page?: number;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** Reads filters from URL search params, dropping anything malformed. */
export function readFilters(params: URLSearchParams): DeskFilters {
  const filters: DeskFilters = {};
  const status = oneOf(ORDER_STATUS_CODES, params.get('status'));
  if (status) filters.status = status;
  const method = oneOf(DELIVERY_METHODS, params.get('delivery_method'));
  if (method) filters.delivery_method = method;
  const city = Number(params.get('city_id'));
  if (Number.isInteger(city) && city > 0) filters.city_id = city;
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && day.test(value)) filters[key] = value;
  }
  // days the wrong way round (typed, or in a shared link) are read as the period they name: the API refuses them
  if (filters.from && filters.to && filters.to < filters.from) [filters.from, filters.to] = [filters.to, filters.from];
  const q = params.get('q')?.trim();
  if (q) filters.q = q;
  if (params.get('unconfirmed') === 'true') filters.unconfirmed = true;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** Writes filters back; any change other than the page goes back to page 1. */
export function writeFilters(current: DeskFilters, change: Partial<DeskFilters>): URLSearchParams {
  const next: DeskFilters = { ...current, ...change };
  if (!('page' in change)) delete next.page;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value !== undefined && value !== '' && value !== null && value !== false) params.set(key, String(value));
  }
  return params;
}
