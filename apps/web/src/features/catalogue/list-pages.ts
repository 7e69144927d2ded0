/**
 * The products of a list's pages loaded so far ("load more"), each once. The pages are cut by offset, so a product
 * added to the list while the shopper reads it moves the next page along by one: that page's first product is the
 * last one already shown. Shown twice it would be two cards with one key (the grid keys cards by uuid).
 */
export function productsOfPages<P extends { uuid: string }>(pages: readonly { data: readonly P[] }[]): P[] {
  const seen = new Set<string>();
  const products: P[] = [];
  for (const page of pages) {
    for (const product of page.data) {
      if (seen.has(product.uuid)) continue;
      seen.add(product.uuid);
      products.push(product);
    }
  }
  return products;
}
