import type { AdminProduct, AdminProductOption } from '@dukkan/contracts';
import { vi } from 'vitest';

export const fetchMock = vi.fn<typeof fetch>();

export const MAIN = '11111111-1111-4111-8111-111111111111';
export const RED = '22222222-2222-4222-8222-222222222222';

export const red42: AdminProductOption = {
  uuid: RED,
  sku: 'SH-RED-42',
  color_ar: 'أحمر',
  color_en: 'Red',
  size_ar: '42',
  size_en: '42',
  selling_price: 120,
  discount: 20,
  tax_rate: 0,
  price_to_pay: 100,
  quantity: 4,
  is_available: true,
  images: [],
  archived_at: null,
  revision: 'o1',
  in_orders: true,
};

export const product: AdminProduct = {
  uuid: MAIN,
  name_ar: 'حذاء رياضي',
  name_en: 'Running shoe',
  short_description_ar: '',
  short_description_en: '',
  description_ar: '',
  description_en: '',
  selling_price: 110,
  discount: 0,
  tax_rate: 0,
  price_to_pay: 110,
  quantity: 7,
  is_available: true,
  is_featured: false,
  brand: null,
  model: null,
  color_ar: 'أسود',
  color_en: 'Black',
  size_ar: '41',
  size_en: '41',
  sku: 'SH-BLK-41',
  category_ids: [1],
  images: ['products/shoe-black.svg'],
  sales_count: 0,
  archived_at: null,
  in_orders: false,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  revision: 'r1',
  options: [red42],
};

/** The answers of the API the section calls, by method and path; anything else is a failed test. */
export function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).replace(/\?.*$/, '')}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call: ${key}`);
    return route();
  });
}
export const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url) === path);
export const bodyOf = (method: string, path: string) =>
  JSON.parse(String(calls(method, path)[0]?.[1]?.body)) as unknown;
