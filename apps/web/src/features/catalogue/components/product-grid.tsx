import type { Product } from '@dukkan/contracts';
import { ProductCard } from './product-card';

export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel,
}: {
  products: Product[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
      {products.map((product, index) => (
        // a card off screen is laid out and painted only when it comes near (its last size kept meanwhile)
        <li key={product.uuid} className="flex [contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
          <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
