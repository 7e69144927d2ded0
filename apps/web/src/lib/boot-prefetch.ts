/**
 * The first page's data, asked for before the app's JavaScript has loaded (docs/decisions/0055-boot-prefetch.md).
 *
 * index.html loads this file as a small async script of its own: it reads the route from `location.hash`, starts the
 * API requests that page will make and leaves their responses in `window.__dukkanPrefetch`, where the API client
 * takes each one once instead of asking again (lib/api-client.ts). It imports nothing, so it arrives in one request,
 * and it must build each URL exactly as the app's query functions do: boot-prefetch.test.ts holds the two together.
 */

/** A response asked for early, with what it was asked with. */
export interface Prefetched {
  url: string;
  /** the Accept-Language and bearer token it was asked with: the app uses it only if its own are the same */
  lang: string;
  token: string | null;
  /** performance.now() when it was asked for: the app does not use it once it is old */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __dukkanPrefetch?: Prefetched[];
  }
}

/** Products per home section (features/catalogue/prefetch-home.ts) and per list page (api/get-products.ts). */
const SECTION_SIZE = 8;
const PAGE_SIZE = 20;
/** @dukkan/contracts' SEARCH_TEXT_MAX and searchQueryText (this script imports nothing; boot-prefetch.test.ts checks
 * it cuts a long search as the app does) */
const SEARCH_TEXT_MAX = 100;
function searchQueryText(text: string): string {
  let cut = '';
  for (const character of text.trim()) {
    if (cut.length + character.length > SEARCH_TEXT_MAX) break;
    cut += character;
  }
  return cut.trim();
}
/** The spec's storage keys for the language and the client's token. */
const LOCALE_KEY = 'locale';
const TOKEN_KEY = 'client-token';
/** The query keys a shopper's list options use: a list page with any of them is left to the app. */
const LIST_OPTION_KEYS = ['sort', 'price_min', 'price_max', 'brand', 'in_stock', 'discounted'];

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The category products list's first page, as features/catalogue/category-filter-store.ts reads the query. */
function categoryProductsUrl(params: URLSearchParams): string | undefined {
  const keys = ['section_name', 'sub_category_id', 'category_type', 'category_id', 'name'];
  // no filter in the address: the page shows the stored one, which is the app's to read
  if (!keys.some((k) => params.get(k))) return undefined;
  if (LIST_OPTION_KEYS.some((k) => params.has(k))) return undefined;
  const query = new URLSearchParams();
  const categoryId = positiveInt(params.get('category_id'));
  const subCategoryId =
    params.get('category_type') === 'specific' ? positiveInt(params.get('sub_category_id')) : undefined;
  const name = searchQueryText(params.get('name') ?? '');
  if (categoryId) query.set('category_id', String(categoryId));
  if (subCategoryId) query.set('sub_category_id', String(subCategoryId));
  if (name) query.set('name', name);
  if (params.get('section_name') === 'discount') query.set('specials_offer', 'true');
  query.set('limit', String(PAGE_SIZE));
  query.set('page', '1');
  return `/api/client/products?${query}`;
}

/** The API GETs the page at `hash` starts with; `wide` when the screen shows the sidebar. */
export function bootRequests(hash: string, wide: boolean): string[] {
  const route = hash.replace(/^#/, '') || '/';
  const [path = '/', search = ''] = route.split('?');
  // the contact page has no shop layout; the others have its header, footer and (wide) sidebar
  if (path === '/contact-us') return [];
  const urls = ['/api/client/categories', '/api/client/settings'];
  if (wide) urls.push('/api/client/best-seller?limit=4');
  if (path === '/') {
    urls.push(
      '/api/client/home-advertisements',
      `/api/client/featured-products?limit=${SECTION_SIZE}`,
      `/api/client/latest-products?limit=${SECTION_SIZE}`,
      `/api/client/best-seller?limit=${SECTION_SIZE}`,
      `/api/client/products?specials_offer=true&limit=${SECTION_SIZE}&page=1`,
    );
  }
  const product = /^\/product-details\/([^/]+)$/.exec(path)?.[1];
  if (product) urls.push(`/api/client/products/${encodeURIComponent(decodeURIComponent(product))}`);
  if (path === '/category-products') {
    const url = categoryProductsUrl(new URLSearchParams(search));
    if (url) urls.push(url);
  }
  return urls;
}

/**
 * The code of the lazy screens whose data this script asks for, by route: the screen's chunk and the chunks it imports
 * that the entry does not. The build writes it in from its bundle (vite.config.ts); it is empty in the dev server.
 */
const PAGE_CHUNKS: Record<string, string[]> = {};

/** The lazy screen's code at `hash` (`chunks` as PAGE_CHUNKS): a list or product page's, none for the others. */
export function pageChunks(hash: string, chunks: Record<string, string[]>): string[] {
  const path = (hash.replace(/^#/, '') || '/').split('?')[0] ?? '/';
  if (path === '/category-products') return chunks['/category-products'] ?? [];
  if (/^\/product-details\/[^/]+$/.test(path)) return chunks['/product-details/:uuid'] ?? [];
  return [];
}

/** What a product's first picture is read from (the product's part of packages/contracts' Product). */
export interface PictureSource {
  main_attachment?: { img_path: string } | null;
  CategoryProducts?: { category: { img: string | null } }[];
}

/** The `<link rel="preload">` attributes of a picture: what an `<img>` drawing it asks for. */
export interface PicturePreload {
  href: string;
  srcset?: string;
  sizes?: string;
}

/**
 * A stored picture's preload, as FallbackImage draws it with `sizes` (lib/ui/product-image.tsx, its src and srcset
 * from packages/contracts' images.ts): the same address and candidates, so the `<img>` takes the preloaded file.
 */
function picturePreload(path: string, sizes: string): PicturePreload {
  const upload = /^uploads\/([0-9a-f]{32})\.webp$/.exec(path)?.[1];
  if (!upload) return { href: path };
  return {
    href: `/images/${path}`,
    srcset: `/images/uploads/${upload}-320.webp 320w, /images/uploads/${upload}-640.webp 640w, /images/uploads/${upload}.webp 1280w`,
    sizes,
  };
}

/** A product page's first picture, as the page's gallery draws it (lib/product-image.ts's productImageSrc). */
export function productPicturePreload(product: PictureSource): PicturePreload {
  const path =
    product.main_attachment?.img_path || product.CategoryProducts?.[0]?.category.img || '/images/default.svg';
  return picturePreload(path, '(min-width: 768px) 50vw, 100vw');
}

/** The `sizes` of the home banner's pictures (features/catalogue/components/hero-carousel.tsx's BANNER_PICTURE_SIZES). */
const BANNER_SIZES = '(min-width: 640px) 50vw, 100vw';

/** The home banner's first picture, the largest paint of the home page's first screen; none without a banner. */
export function bannerPicturePreload(ads: readonly { img: string }[]): PicturePreload | undefined {
  const first = ads[0]?.img;
  return first ? picturePreload(first, BANNER_SIZES) : undefined;
}

/** Once a first screen's data has come, its largest picture is asked for too, before the app has rendered it. */
function preloadPicture<T>(response: Promise<Response>, pick: (data: T) => PicturePreload | undefined): void {
  void response
    .then((r) => (r.ok ? (r.clone().json() as Promise<{ data?: T }>) : undefined))
    .then((body) => {
      const picture = body?.data === undefined ? undefined : pick(body.data);
      if (!picture) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = picture.href;
      if (picture.srcset && picture.sizes) {
        link.setAttribute('imagesrcset', picture.srcset);
        link.setAttribute('imagesizes', picture.sizes);
      }
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    })
    .catch(() => undefined);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function start(): void {
  const lang = read(LOCALE_KEY) === 'en' ? 'en' : 'ar';
  const token = read(TOKEN_KEY) || null;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const wide = window.matchMedia('(min-width: 64rem)').matches;
  window.__dukkanPrefetch = bootRequests(window.location.hash, wide).map((url) => ({
    url,
    lang,
    token,
    at: performance.now(),
    response: fetch(url, { headers }),
  }));
  // the screen's code comes with its data rather than after the entry's, which would ask for it only once it has run
  for (const file of pageChunks(window.location.hash, PAGE_CHUNKS)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
  const product = window.__dukkanPrefetch.find((p) => p.url.startsWith('/api/client/products/'));
  if (product) preloadPicture(product.response, productPicturePreload);
  const banner = window.__dukkanPrefetch.find((p) => p.url === '/api/client/home-advertisements');
  if (banner) preloadPicture(banner.response, bannerPicturePreload);
}

// a malformed address or a missing API is the app's to report: this script only ever saves time
try {
  if (typeof window !== 'undefined' && !window.__dukkanPrefetch) start();
} catch {
  // nothing asked early: the app asks as usual
}
