import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type Locale = 'ar' | 'en';
export const LOCALES: readonly Locale[] = ['ar', 'en'];

/** Storage keys of the spec (section 9). */
export const KEYS = {
  token: 'client-token',
  locale: 'locale',
  cart: 'CartItems',
  compare: 'CompareItems',
  categoryFilter: 'categoryFilter',
} as const;

let seedCounter = 0;

/**
 * Seeds localStorage before the app's first script runs, once per tab: a reload keeps whatever the app wrote
 * since (so persistence is really tested), while every new test starts from exactly these values.
 */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  const marker = `e2e-seeded-${++seedCounter}`;
  await page.addInitScript(
    ([values, key]: [Record<string, string>, string]) => {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
      for (const [name, value] of Object.entries(values)) localStorage.setItem(name, value);
    },
    [entries, marker] as [Record<string, string>, string],
  );
}
/** Opens a hash route (`/`, `/categories`, `/product-details/<uuid>`…) and waits until navigation is over. */
export async function openRoute(page: Page, hashPath: string): Promise<void> {
  await page.goto(`/#${hashPath}`);
  await waitForIdle(page);
}

/** The route loading bar goes back to idle when a navigation (and its lazy chunk) is done. */
export async function waitForIdle(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeAttached();
  const bar = page.getByTestId('route-loading-bar');
  if ((await bar.count()) > 0) await expect(bar).toHaveAttribute('data-state', 'idle');
}

/** Starts the app in a locale: `<html lang>` is set from storage before the first paint. */
export async function startIn(page: Page, locale: Locale, hashPath = '/', extra: Record<string, string> = {}) {
  await seedStorage(page, { [KEYS.locale]: locale, ...extra });
  await openRoute(page, hashPath);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

export const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

export async function storageJson<T>(page: Page, key: string): Promise<T | null> {
  const raw = await storageItem(page, key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

/**
 * The shop's one amount format (docs/decisions/0020), written here independently of the storefront's code:
 * Western digits in both languages, a comma between thousands, a point and always three dirham digits,
 * a minus sign (U+2212) in front of a negative amount.
 */
export function amountText(value: number): string {
  const thousandths = Math.round(value * 1000);
  const abs = Math.abs(thousandths);
  const whole = Math.floor(abs / 1000).toLocaleString('en-US');
  return `${thousandths < 0 ? '\u2212' : ''}${whole}.${String(abs % 1000).padStart(3, '0')}`;
}

/** Counts in both languages: Western digits, a comma between thousands. */
export const countText = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Money in thousandths, the way the shop adds it up. */
export const milli = (amount: number) => Math.round(amount * 1000);
export const fromMilli = (amount: number) => amount / 1000;

/** Normalises whitespace and bidi marks so texts compare as the shopper reads them. */
export const plain = (text: string) =>
  text
    .replace(/[\u200e\u200f\u2060\u2066-\u2069\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

// ---------- SweetAlert2 dialogs (the spec's alerts) ----------

/** The visible SweetAlert2 dialog. */
export const alertDialog = (page: Page): Locator => page.locator('.swal2-popup[role="dialog"]');

/**
 * The keyboard's focus is on `target` and not on the page's body, e.g. once a dialog has closed whose button is gone:
 * a keyboard or screen-reader user keeps their place.
 */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(
    true,
  );
}

export async function expectTealButton(button: Locator): Promise<void> {
  // whatever notation the browser reports (rgb, oklab while a hover tint fades…), read it back as sRGB bytes
  const [r, g, b] = await button.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return [red / 255, green / 255, blue / 255] as [number, number, number];
  });
  const color = `rgb(${[r, g, b].map((c) => Math.round(c * 255)).join(', ')})`;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let hue = 0;
  if (max !== min) {
    if (max === g) hue = 60 * ((b - r) / (max - min) + 2);
    else if (max === b) hue = 60 * ((r - g) / (max - min) + 4);
    else hue = 60 * (((g - b) / (max - min)) % 6);
  }
  if (hue < 0) hue += 360;
  // teal sits between green (120°) and blue (240°), nearer cyan (180°), and is clearly saturated
  expect(hue, `hue of ${color}`).toBeGreaterThan(160);
  expect(hue, `hue of ${color}`).toBeLessThan(190);
  expect(max - min, `saturation of ${color}`).toBeGreaterThan(0.3);
}

// ---------- API data ----------

export interface Localized {
  ar: string;
  en: string;
}

export interface ApiProduct {
  uuid: string;
  name: Localized;
  short_description: Localized;
  description: Localized;
  quantity: number;
  is_available: boolean;
  selling_price: number;
  selling_price_after_discount: number;
  selling_price_after_tax: number;
  is_there_discount: boolean;
  tax_percentage: number;
  brand: string | null;
  modal: string | null;
  color: Localized | null;
  main_attachment: { img_path: string } | null;
  attachments: { img_path: string }[];
  CategoryProducts: { category: { id: number; name: Localized; img: string } }[];
  /** options in the product's group (decision 0053); 0 for a product sold in one form */
  options_count: number;
}

export interface ApiCategory {
  id: number;
  name: Localized;
  ProductsCount: number;
  SubCategories: { id: number; name: Localized; ProductsCount: number }[];
}

export interface Paged<T> {
  data: T[];
  meta: { total: number; last_page: number };
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  return (await response.json()) as T;
}

/** Every product of the demo catalogue, in the API's order. */
export async function allProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const first = await getJson<Paged<ApiProduct>>(request, '/api/client/products?limit=100&page=1');
  const products = [...first.data];
  for (let page = 2; page <= first.meta.last_page; page++) {
    products.push(...(await getJson<Paged<ApiProduct>>(request, `/api/client/products?limit=100&page=${page}`)).data);
  }
  return products;
}

export async function categories(request: APIRequestContext): Promise<ApiCategory[]> {
  return (await getJson<{ data: ApiCategory[] }>(request, '/api/client/categories')).data;
}

export const nameIn = (product: ApiProduct, locale: Locale) => product.name[locale];

/** Products whose names appear once in the catalogue, so a search by exact name finds exactly them. */
export function withUniqueNames(products: ApiProduct[]): ApiProduct[] {
  const count = new Map<string, number>();
  for (const p of products) {
    for (const key of [`ar:${p.name.ar}`, `en:${p.name.en}`]) count.set(key, (count.get(key) ?? 0) + 1);
  }
  return products.filter((p) => count.get(`ar:${p.name.ar}`) === 1 && count.get(`en:${p.name.en}`) === 1);
}

/**
 * In stock, orderable, at a sane price: what most tests add to the cart. Sold in one form: the card of a product sold
 * in options links to its page instead of adding to the cart (decision 0053).
 */
export const buyable = (p: ApiProduct) => p.is_available && p.quantity >= 5 && !p.options_count;

export function pick(products: ApiProduct[], predicate: (p: ApiProduct) => boolean, what: string): ApiProduct {
  const found = products.find(predicate);
  if (!found) throw new Error(`the demo catalogue has no ${what}`);
  return found;
}

export function pickMany(products: ApiProduct[], n: number, predicate: (p: ApiProduct) => boolean, what: string) {
  const found = products.filter(predicate).slice(0, n);
  if (found.length < n) throw new Error(`the demo catalogue has fewer than ${n} ${what}`);
  return found;
}

// ---------- clients ----------

let clientCounter = 0;

/** Registers a fresh client through the API; returns its token and first name. */
export async function registerClient(request: APIRequestContext): Promise<{ token: string; firstName: string }> {
  const countries = await getJson<{ data: { id: number }[] }>(request, '/api/client/countries');
  const country = countries.data[0]!;
  const cities = await getJson<{ data: { id: number }[] }>(request, `/api/client/countries/${country.id}/cities`);
  const unique = `${Date.now().toString(36)}-${process.pid}-${++clientCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const password = 'Correct-Horse-42';
  const firstName = 'Salma';
  const response = await request.post('/api/client/registration', {
    data: {
      first_name: firstName,
      last_name: 'Tester',
      email: `e2e-${unique}@example.com`,
      password,
      password_confirmation: password,
      country_id: country.id,
      city_id: cities.data[0]!.id,
      near_place: 'Martyrs Square',
      phone: '0912345678',
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { data: { access_token: string } };
  return { token: body.data.access_token, firstName };
}

// ---------- UI texts the tests expect (an independent copy of the spec's and the design's wording) ----------

export const TEXT = {
  ar: {
    switchLabel: 'English',
    currency: 'د.ل',
    information: 'معلومات',
    ok: 'حسناً',
    added: 'تمت إضافة المنتج إلى سلة المشتريات',
    repriced: 'تغيّرت أسعار بعض المنتجات منذ أضفتها إلى السلة، والسلة الآن بأسعار اليوم.',
    noneLeft: 'لم يعد متوفراً',
    fixShort: 'احذف ما لم يعد متوفراً أو قلّل كميته لإتمام الشراء.',
    // Arabic counts: 1, 2, 3–10, 11–99, 100+
    onlyLeft: (n: number) =>
      n === 1
        ? 'بقيت قطعة واحدة فقط'
        : n === 2
          ? 'بقيت قطعتان فقط'
          : n % 100 >= 3 && n % 100 <= 10
            ? `بقيت ${n} قطع فقط`
            : `بقيت ${n} قطعة فقط`,
    exceeds: (n: string) => `الكمية المطلوبة أكبر من الكمية المتوفرة من المنتج (المتوفر: ${n})`,
    unavailable: 'المنتج غير متوفر',
    notAvailable: 'غير متوفر',
    addToCart: (name: string) => `أضف ${name} إلى السلة`,
    addToCartFull: 'أضف إلى السلة',
    removeFromCart: (name: string) => `احذف ${name} من السلة`,
    quantityOf: (name: string) => `كمية ${name}`,
    increase: 'زيادة الكمية',
    decrease: 'إنقاص الكمية',
    compare: (name: string) => `أضف ${name} إلى المقارنة`,
    uncompare: (name: string) => `أزل ${name} من المقارنة`,
    home: 'الرئيسية',
    categories: 'الأقسام',
    specials: 'العروض الخاصة',
    orders: 'طلباتي',
    loadMore: 'عرض المزيد',
    brand: 'العلامة التجارية',
    model: 'الموديل',
  },
  en: {
    switchLabel: 'العربية',
    currency: 'LYD',
    information: 'information',
    ok: 'OK',
    added: 'the product was added to the shopping cart',
    repriced: 'Some prices have changed since you added them; your cart now shows today’s prices.',
    noneLeft: 'No longer available',
    fixShort: 'Remove what is no longer available, or lower its quantity, to check out.',
    onlyLeft: (n: number) => `Only ${n} left`,
    exceeds: (n: string) =>
      `the requested quantity is more than the available quantity of the product (available: ${n})`,
    unavailable: 'the item is not available',
    notAvailable: 'Not available',
    addToCart: (name: string) => `Add ${name} to cart`,
    addToCartFull: 'Add to cart',
    removeFromCart: (name: string) => `Remove ${name} from cart`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
    compare: (name: string) => `Add ${name} to compare`,
    uncompare: (name: string) => `Remove ${name} from compare`,
    home: 'Home',
    categories: 'Categories',
    specials: 'Special offers',
    orders: 'My orders',
    loadMore: 'Load more',
    brand: 'Brand',
    model: 'Model',
  },
} as const;

/** A case-insensitive exact-text regular expression (the spec writes its English messages in lower case). */
export const exactText = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i');

/** A cart line in the spec's CartItems shape, for seeding a cart before the app starts. */
export function cartItemOf(
  product: Pick<
    ApiProduct,
    | 'uuid'
    | 'name'
    | 'short_description'
    | 'main_attachment'
    | 'selling_price'
    | 'selling_price_after_discount'
    | 'selling_price_after_tax'
  >,
  quantity: number,
) {
  return {
    uuid: product.uuid,
    name_ar: product.name.ar,
    name_en: product.name.en,
    main_attachment: product.main_attachment,
    short_description_ar: product.short_description.ar,
    short_description_en: product.short_description.en,
    quantity,
    selling_price: product.selling_price,
    selling_price_after_discount: product.selling_price_after_discount,
    selling_price_after_tax: product.selling_price_after_tax,
    total: fromMilli(milli(product.selling_price_after_tax) * quantity),
  };
}

/** The spec's add-to-cart dialog: checks its title, text and teal OK button, then closes it. */
export async function expectCartDialog(page: Page, locale: Locale, text: string | RegExp, icon: 'success' | 'warning') {
  const dialog = alertDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.swal2-title')).toHaveText(exactText(TEXT[locale].information));
  await expect(dialog.locator('.swal2-html-container')).toHaveText(typeof text === 'string' ? exactText(text) : text);
  await expect(dialog.locator(`.swal2-icon.swal2-${icon}`)).toBeVisible();
  const ok = dialog.getByRole('button', { name: TEXT[locale].ok });
  await expectTealButton(ok);
  await ok.click();
  await expect(dialog).toBeHidden();
}
