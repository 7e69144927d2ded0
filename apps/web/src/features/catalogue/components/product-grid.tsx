import type { Product } from '@dukkan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTexts } from '../../../lib/i18n';
import { useCompareStore } from '../../../lib/compare';
import { firstScreenCount, useProgressiveCount } from '../../../lib/use-progressive-count';
import { useWishlistUuids } from '../../../lib/wishlist';
import { ProductCard, type CardContext } from './product-card';

/** Cards rendered per task after the first screen's. */
const CARDS_PER_TASK = 4;

export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel,
}: {
  products: Product[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  // the first screen's cards in the first render, the rest a few at a time in the tasks after it (they are below it)
  const shown = useProgressiveCount(products.length, firstScreenCount, CARDS_PER_TASK);
  // the texts, the compare list and the wishlist are read here once for all the cards (docs/decisions/0060)
  const { t, locale } = useTexts();
  const queryClient = useQueryClient();
  const context = useMemo<CardContext>(() => ({ t, locale, queryClient }), [t, locale, queryClient]);
  const compared = useCompareStore((s) => s.products);
  const wished = useWishlistUuids();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
      {products.slice(0, shown).map((product, index) => (
        // a card off screen is laid out and painted only when it comes near (its last size kept meanwhile)
        <li key={product.uuid} className="flex [contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
          <ProductCard
            product={product}
            compared={compared.some((p) => p.uuid === product.uuid)}
            wished={wished.includes(product.uuid)}
            context={context}
            eager={index < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
