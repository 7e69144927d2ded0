import type { Category } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { filterFromQuery } from './category-filter-store';
import { categoryIdLink } from './category-links';

const name = (en: string) => ({ ar: en, en });
const categories: Category[] = [
  {
    id: 6,
    name: name('Computers'),
    img: null,
    ProductsCount: 10,
    SubCategories: [
      { id: 7, name: name('Laptops'), img: null, ProductsCount: 4 },
      { id: 8, name: name('Monitors'), img: null, ProductsCount: 6 },
    ],
  },
  { id: 11, name: name('Books'), img: null, ProductsCount: 3, SubCategories: [] },
];

/** The filter the category products screen reads from a link's query. */
const filterOf = (link: string) => filterFromQuery(new URLSearchParams(link.split('?')[1]));

describe('categoryIdLink', () => {
  it('sends a top-level category in category_id', () => {
    const link = categoryIdLink(6, categories)!;
    expect(filterOf(link)).toMatchObject({ category_type: 'specific', category_id: 6 });
    expect(filterOf(link)?.sub_category_id).toBeUndefined();
    expect(categoryIdLink(11, categories)).toContain('category_id=11');
  });

  it('sends a sub-category in sub_category_id, never in category_id', () => {
    const link = categoryIdLink(7, categories)!;
    expect(filterOf(link)).toMatchObject({ category_type: 'specific', sub_category_id: 7 });
    expect(filterOf(link)?.category_id).toBeUndefined();
  });

  it('has no link while the categories are not known, nor for a category the shop does not have', () => {
    expect(categoryIdLink(7, undefined)).toBeUndefined();
    expect(categoryIdLink(99, categories)).toBeUndefined();
  });
});
