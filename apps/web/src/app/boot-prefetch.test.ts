import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesQueryOptions } from '../lib/api/get-categories';
import { settingsQueryOptions } from '../lib/api/get-settings';
import { imageSrcSet, imageUrl } from '@dukkan/contracts';
import { bannerPicturePreload, bootRequests, pageChunks, productPicturePreload } from '../lib/boot-prefetch';
import { BANNER_PICTURE_SIZES } from '../features/catalogue/components/hero-carousel';
import { productImageSrc } from '../lib/product-image';
import { bestSellersQueryOptions } from '../features/catalogue';
import { homeQueries } from '../features/catalogue/prefetch-home';
import { productQueryOptions } from '../features/catalogue/api/get-product';
import { productDeepLink } from '../features/catalogue/prefetch-product';
import { productsInfiniteQueryOptions } from '../features/catalogue/api/get-products';
import { filterFromQuery, productsFilterOf } from '../features/catalogue/category-filter-store';
import { listOptionsFromQuery } from '../features/catalogue/list-options';

/** The URL a query function asks for. */
async function requested(options: { queryFn?: unknown }): Promise<string> {
  const fetchMock = vi.fn(async (_url: string) => new Response('{"data":[]}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const queryFn = options.queryFn as (context: Partial<QueryFunctionContext>) => Promise<unknown>;
  await queryFn({ signal: new AbortController().signal, pageParam: 1 });
  return fetchMock.mock.calls[0]![0];
}

/** What the category products screen asks for first, for the query of its address. */
async function categoryRequest(search: string): Promise<string> {
  const params = new URLSearchParams(search);
  const filter = filterFromQuery(params);
  if (!filter) throw new Error('no filter in the address');
  return requested(productsInfiniteQueryOptions({ ...productsFilterOf(filter), ...listOptionsFromQuery(params) }));
}

// The early requests (lib/boot-prefetch.ts) are only of use if they are the very ones the app makes.
describe('boot prefetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the layout's and the home page's data as the app does", async () => {
    const layout = [await requested(categoriesQueryOptions()), await requested(settingsQueryOptions())];
    const home = [];
    for (const query of Object.values(homeQueries)) home.push(await requested(query()));
    for (const hash of ['', '#', '#/', '#/?nextUrl=%2Forders']) {
      expect(new Set(bootRequests(hash, false))).toEqual(new Set([...layout, ...home]));
    }
    expect(bootRequests('#/', true)).toContain(await requested(bestSellersQueryOptions(4)));
  });

  it("asks for a product deep link's product as the app does", async () => {
    const uuid = 'fb7379ee-a9dc-41f9-8a78-a9f015f32294';
    expect(bootRequests(`#/product-details/${uuid}`, false)).toContain(await requested(productQueryOptions(uuid)));
    // and the app puts that answer in its cache before the page renders, under the page's own query (main.tsx)
    for (const hash of [`#/product-details/${uuid}`, `#/product-details/${uuid}?x=1`]) {
      expect(productDeepLink(hash)).toBe(uuid);
    }
    for (const hash of ['#/', `#/product-details/${uuid}/more`, '#/category-products?name=x']) {
      expect(productDeepLink(hash)).toBeUndefined();
    }
  });

  it("asks for a category link's first page as the app does", async () => {
    for (const search of [
      'section_name=category&sub_category_id=1&category_type=all',
      'section_name=category&sub_category_id=12&category_type=specific',
      'category_id=3&category_type=all',
      'section_name=discount&category_type=all',
      'name=%20ساعة%20&category_type=all',
      // longer than the API takes: both cut it to its first 100 units, never inside an emoji
      `name=${encodeURIComponent('هاتف سامسونج '.repeat(10))}&category_type=all`,
      `name=${encodeURIComponent(`${'a'.repeat(99)}😀 b`)}&category_type=all`,
    ]) {
      expect(bootRequests(`#/category-products?${search}`, false)).toContain(await categoryRequest(search));
    }
  });

  it("preloads a product's first picture at the address and with the candidates the page's gallery uses", () => {
    const upload = `uploads/${'ab12'.repeat(8)}.webp`;
    const category = (img: string | null) => [{ category: { img } }];
    for (const product of [
      { main_attachment: { img_path: upload }, CategoryProducts: category('/images/categories/kitchen.svg') },
      { main_attachment: { img_path: '/images/products/teapot-silver-0.svg' }, CategoryProducts: [] },
      { main_attachment: null, CategoryProducts: category(upload) },
      { main_attachment: null, CategoryProducts: category(null) },
      { main_attachment: null },
    ]) {
      const src = productImageSrc(product);
      const preload = productPicturePreload(product);
      expect(preload.href).toBe(imageUrl(src));
      expect(preload.srcset).toBe(imageSrcSet(src));
    }
  });

  it("preloads the home banner's first picture as the banner draws it, and nothing without a banner", () => {
    const upload = `uploads/${'cd34'.repeat(8)}.webp`;
    const second = { img: '/images/ads/hero-home.svg' };
    expect(bannerPicturePreload([{ img: upload }, second])).toEqual({
      href: imageUrl(upload),
      srcset: imageSrcSet(upload),
      sizes: BANNER_PICTURE_SIZES,
    });
    expect(bannerPicturePreload([{ img: '/images/ads/hero-offers.svg' }, second])).toEqual({
      href: '/images/ads/hero-offers.svg',
    });
    expect(bannerPicturePreload([])).toBeUndefined();
  });

  it("asks for a list or product page's code with its data, and for no other screen's", () => {
    const chunks = {
      '/category-products': ['assets/list.js'],
      '/product-details/:uuid': ['assets/p.js', 'assets/q.js'],
    };
    expect(pageChunks('#/category-products?category_id=3&category_type=all&sort=price_asc', chunks)).toEqual([
      'assets/list.js',
    ]);
    expect(pageChunks('#/category-products', chunks)).toEqual(['assets/list.js']);
    expect(pageChunks('#/product-details/fb7379ee-a9dc-41f9-8a78-a9f015f32294', chunks)).toEqual([
      'assets/p.js',
      'assets/q.js',
    ]);
    for (const hash of ['', '#/', '#/product-details/x/more', '#/categories', '#/contact-us']) {
      expect(pageChunks(hash, chunks)).toEqual([]);
    }
  });

  it('leaves to the app what it cannot know: list options, the stored filter, other screens', () => {
    const layout = bootRequests('#/cart-of-nothing', false);
    expect(bootRequests('#/category-products?category_id=3&category_type=all&sort=price_asc', false)).toEqual(layout);
    expect(bootRequests('#/category-products', false)).toEqual(layout);
    expect(bootRequests('#/contact-us', false)).toEqual([]);
  });
});
