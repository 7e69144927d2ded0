import type { Product } from '@dukkan/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { parseJson, plainStorage, syncAcrossTabs } from '../persist';
import { productImageSrc } from '../product-image';

export const COMPARE_KEY = 'CompareItems';

/** The spec's compare list (section 3): parallel lists, index i describing products[i]. */
export interface CompareItems {
  uuids: string[];
  names_ar: string[];
  names_en: string[];
  short_descriptions_ar: string[];
  short_descriptions_en: string[];
  descriptions_ar: string[];
  descriptions_en: string[];
  quantities: number[];
  is_available: boolean[];
  selling_prices: number[];
  selling_prices_after_discount: number[];
  selling_prices_after_tax: number[];
  brands: (string | null)[];
  modals: (string | null)[];
  images: string[];
  is_there_discounts: boolean[];
  products: Product[];
}

export function compareItemsOf(products: Product[]): CompareItems {
  return {
    uuids: products.map((p) => p.uuid),
    names_ar: products.map((p) => p.name.ar),
    names_en: products.map((p) => p.name.en),
    short_descriptions_ar: products.map((p) => p.short_description.ar),
    short_descriptions_en: products.map((p) => p.short_description.en),
    descriptions_ar: products.map((p) => p.description.ar),
    descriptions_en: products.map((p) => p.description.en),
    quantities: products.map((p) => p.quantity),
    is_available: products.map((p) => p.is_available),
    selling_prices: products.map((p) => p.selling_price),
    selling_prices_after_discount: products.map((p) => p.selling_price_after_discount),
    selling_prices_after_tax: products.map((p) => p.selling_price_after_tax),
    brands: products.map((p) => p.brand),
    modals: products.map((p) => p.modal),
    images: products.map((p) => productImageSrc(p)),
    is_there_discounts: products.map((p) => p.is_there_discount),
    products,
  };
}

interface CompareState {
  products: Product[];
  /** ignored when the product is already listed */
  add: (product: Product) => void;
  remove: (uuid: string) => void;
  clear: () => void;
}

function readProducts(raw: string): { products: Product[] } | null {
  const parsed = parseJson(raw);
  if (!parsed || typeof parsed !== 'object' || !('products' in parsed) || !Array.isArray(parsed.products)) return null;
  const products = (parsed.products as unknown[]).filter(
    (p): p is Product => !!p && typeof p === 'object' && typeof (p as { uuid?: unknown }).uuid === 'string',
  );
  return { products };
}

export const useCompareStore = create<CompareState>()(
  persist(
    (set) => ({
      products: [],
      add: (product) =>
        set((s) => (s.products.some((p) => p.uuid === product.uuid) ? s : { products: [...s.products, product] })),
      remove: (uuid) => set((s) => ({ products: s.products.filter((p) => p.uuid !== uuid) })),
      clear: () => set({ products: [] }),
    }),
    {
      name: COMPARE_KEY,
      storage: plainStorage<{ products: Product[] }>({
        read: readProducts,
        write: (value) => JSON.stringify(compareItemsOf(value.products)),
      }),
      partialize: (state) => ({ products: state.products }),
    },
  ),
);

syncAcrossTabs(COMPARE_KEY, () => useCompareStore.persist.rehydrate());

export const useIsCompared = (uuid: string): boolean => useCompareStore((s) => s.products.some((p) => p.uuid === uuid));

/** Adds a product to the compare list, or takes it off when it is there. */
export function toggleCompared(product: Product): void {
  const state = useCompareStore.getState();
  if (state.products.some((p) => p.uuid === product.uuid)) state.remove(product.uuid);
  else state.add(product);
}
