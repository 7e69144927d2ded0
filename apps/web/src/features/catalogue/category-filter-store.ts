import { searchQueryText } from '@dukkan/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { parseJson, plainStorage } from '../../lib/persist';
import { PRODUCTS_PAGE_SIZE, type ProductsFilter } from './api/get-products';

export const CATEGORY_FILTER_KEY = 'categoryFilter';

/** What the category products screen shows: the spec's search filter plus the screen's own query. */
export interface CategoryFilter extends ProductsFilter {
  limit: number;
  specials_offer: 'all' | boolean;
  section_name?: string | undefined;
  category_type: 'specific' | 'all';
}

export const DEFAULT_CATEGORY_FILTER: CategoryFilter = {
  limit: PRODUCTS_PAGE_SIZE,
  specials_offer: 'all',
  category_type: 'all',
};

const positiveInt = (value: string | null | undefined): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the screen's query (section_name, sub_category_id, category_type; and our category_id, name). */
export function filterFromQuery(params: URLSearchParams): CategoryFilter | null {
  const keys = ['section_name', 'sub_category_id', 'category_type', 'category_id', 'name'];
  if (!keys.some((k) => params.get(k))) return null;
  const sectionName = params.get('section_name') || undefined;
  const specific = params.get('category_type') === 'specific';
  return {
    limit: PRODUCTS_PAGE_SIZE,
    section_name: sectionName,
    category_type: specific ? 'specific' : 'all',
    specials_offer: sectionName === 'discount' ? true : 'all',
    category_id: positiveInt(params.get('category_id')),
    sub_category_id: specific ? positiveInt(params.get('sub_category_id')) : undefined,
    name: searchQueryText(params.get('name') ?? '') || undefined,
  };
}

export function queryFromFilter(filter: CategoryFilter): Record<string, string | number | undefined> {
  return {
    section_name: filter.section_name,
    category_type: filter.category_type,
    category_id: filter.category_id,
    sub_category_id: filter.sub_category_id,
    name: filter.name,
  };
}

/** The products API query of a filter. */
export function productsFilterOf(filter: CategoryFilter): ProductsFilter {
  return {
    category_id: filter.category_id,
    sub_category_id: filter.sub_category_id,
    name: filter.name,
    specials_offer: filter.specials_offer === true ? true : undefined,
    limit: filter.limit,
  };
}

interface CategoryFilterState {
  filter: CategoryFilter;
  setFilter: (filter: CategoryFilter) => void;
}

export const useCategoryFilterStore = create<CategoryFilterState>()(
  persist((set) => ({ filter: DEFAULT_CATEGORY_FILTER, setFilter: (filter) => set({ filter }) }), {
    name: CATEGORY_FILTER_KEY,
    storage: plainStorage<{ filter: CategoryFilter }>({
      read: (raw) => {
        const parsed = parseJson(raw);
        return parsed && typeof parsed === 'object'
          ? { filter: { ...DEFAULT_CATEGORY_FILTER, ...(parsed as Partial<CategoryFilter>) } }
          : null;
      },
      write: (value) => JSON.stringify(value.filter),
    }),
    partialize: (state) => ({ filter: state.filter }),
  }),
);
