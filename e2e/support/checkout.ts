import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cartItemOf, fromMilli, milli } from './storefront.js';

export type Locale = 'ar' | 'en';

interface Localized {
  ar: string;
  en: string;
}

export interface StockProduct {
  uuid: string;
  name: Localized;
  short_description: Localized;
  main_attachment: { img_path: string } | null;
  quantity: number;
  is_available: boolean;
  selling_price: number;
  selling_price_after_discount: number;
  selling_price_after_tax: number;
  /** options in the product's group (0: sold in one form) */
  options_count: number;
}

export interface Order {
  uuid: string;
  number: string;
  lines: { product_uuid: string; quantity: number; line_total: number }[];
  totals: {
    subtotal: number;
    discount: number;
    code_discount: number;
    tax: number;
    delivery_fee: number;
    total: number;
  };
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * Products that can be ordered now (available, more than 5 in stock), taken from the end of the list so the
 * catalogue specs, which pick from the start, keep their stock. `offset` keeps parallel tests apart; `page` (50 a
 * page) gives a spec products no other spec orders.
 */
export async function productsInStock(
  request: APIRequestContext,
  count: number,
  offset = 0,
  page = 1,
): Promise<StockProduct[]> {
  const { data } = await getJson<{ data: StockProduct[] }>(request, `/api/client/products?limit=50&page=${page}`);
  const found = data
    // sold in one form: a product with options is ordered by its own spec (product-options.spec.ts)
    .filter((p) => p.is_available && p.quantity > 5 && p.options_count === 0)
    .reverse()
    .slice(offset, offset + count);
  if (found.length < count) throw new Error(`fewer than ${count} products in stock`);
  return found;
}

/** A product the shop lists but has none of (the demo catalogue has several), sold in one form. */
export async function soldOutProduct(request: APIRequestContext): Promise<StockProduct> {
  for (let page = 1; page <= 10; page++) {
    const { data } = await getJson<{ data: StockProduct[] }>(request, `/api/client/products?limit=50&page=${page}`);
    const found = data.find((p) => p.is_available && p.quantity === 0 && p.options_count === 0);
    if (found) return found;
    if (data.length < 50) break;
  }
  throw new Error('no sold-out product in the catalogue');
}

/** A cart line as the storefront keeps it under CartItems (the spec's fields). */
export const cartItem = cartItemOf;

/** What the order's totals should be, the server's rule on thousandths (docs/decisions/0007). */
export function expectedTotals(
  lines: { product: StockProduct; quantity: number }[],
  opts: { percentCode?: { percent: number; max: number }; deliveryFee?: number } = {},
) {
  let subtotal = 0;
  let discount = 0;
  let tax = 0;
  for (const { product, quantity } of lines) {
    subtotal += milli(product.selling_price) * quantity;
    discount += (milli(product.selling_price) - milli(product.selling_price_after_discount)) * quantity;
    tax += (milli(product.selling_price_after_tax) - milli(product.selling_price_after_discount)) * quantity;
  }
  const goods = subtotal - discount;
  const code = opts.percentCode
    ? Math.min(Math.floor((goods * opts.percentCode.percent) / 100 + 0.5), milli(opts.percentCode.max))
    : 0;
  const fee = milli(opts.deliveryFee ?? 0);
  return {
    subtotal: fromMilli(subtotal),
    discount: fromMilli(discount),
    code_discount: fromMilli(code),
    tax: fromMilli(tax),
    delivery_fee: fromMilli(fee),
    total: fromMilli(goods - code + tax + fee),
  };
}

/**
 * Starts a tab in a locale with a cart (and optionally a client token). Storage is written once, before the
 * app's first script, so what the app writes afterwards (the emptied cart) survives reloads.
 */
export async function startWith(
  page: Page,
  opts: { locale: Locale; cart?: ReturnType<typeof cartItem>[]; token?: string },
): Promise<void> {
  const entries: Record<string, string> = { locale: opts.locale, CartItems: JSON.stringify(opts.cart ?? []) };
  if (opts.token) entries['client-token'] = opts.token;
  await page.addInitScript((values: Record<string, string>) => {
    if (sessionStorage.getItem('checkout-seeded')) return;
    sessionStorage.setItem('checkout-seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** Opens a hash route and waits for its screen. */
export async function open(page: Page, hashPath: string, locale: Locale): Promise<void> {
  await page.goto(`/#${hashPath}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('main#main')).toBeAttached();
}

let registered = 0;

/** A registered client, made through the API; answers its bearer token. */
export async function registerClient(request: APIRequestContext, label: string): Promise<string> {
  const { data: countries } = await getJson<{ data: { id: number; code: string }[] }>(request, '/api/client/countries');
  const libya = countries.find((c) => c.code === 'LY') ?? countries[0]!;
  const { data: cities } = await getJson<{ data: { id: number }[] }>(
    request,
    `/api/client/countries/${libya.id}/cities`,
  );
  registered += 1;
  const response = await request.post('/api/client/registration', {
    data: {
      first_name: 'Huda',
      last_name: 'Salem',
      email: `checkout-${label}-${Date.now()}-${registered}-${Math.random().toString(36).slice(2, 8)}@example.ly`,
      password: 'a-strong-password-1',
      password_confirmation: 'a-strong-password-1',
      country_id: libya.id,
      city_id: cities[0]!.id,
      near_place: 'Gorji, near the mosque',
      phone: '0925551234',
    },
  });
  expect(response.status(), 'registration').toBe(201);
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

/** Places an order through the API, as the storefront would. */
export async function placeOrderByApi(
  request: APIRequestContext,
  token: string,
  products: { uuid: string; quantity: number }[],
): Promise<Order> {
  const response = await request.post('/api/client/sales', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: { products, delivery_method: 'pickup', payment_method: 'cash_on_delivery' },
  });
  expect(response.status(), 'POST /sales').toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

/** Whitespace and bidi marks removed, so amounts compare as read. */
export const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u200e\u200f\u2060\u2066-\u2069\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
