import { describe, expect, it } from 'vitest';
import { productsOfPages } from './list-pages';

const product = (uuid: string) => ({ uuid, name: uuid });

describe('productsOfPages', () => {
  it('keeps every product of the pages, in their order', () => {
    const pages = [{ data: [product('a'), product('b')] }, { data: [product('c'), product('d')] }];
    expect(productsOfPages(pages).map((p) => p.uuid)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows a product once when a product added meanwhile moved the next page along', () => {
    // page 1 was a, b; then x was added first, so page 2 starts with b
    const pages = [{ data: [product('a'), product('b')] }, { data: [product('b'), product('c')] }];
    expect(productsOfPages(pages).map((p) => p.uuid)).toEqual(['a', 'b', 'c']);
  });

  it('has nothing for no pages', () => {
    expect(productsOfPages([])).toEqual([]);
  });
});
