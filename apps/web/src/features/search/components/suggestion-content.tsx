import { shelfPrice, type Product } from '@dukkan/contracts';
import { Money } from '../../../lib/ui/money';
import { ProductThumb } from '../../../lib/ui/product-image';
import { HighlightedName } from './highlighted-name';

/** One suggestion: the product's picture, its name with the typed words marked, and the price the shopper pays. */
export function SuggestionContent({ product, name, term }: { product: Product; name: string; term: string }) {
  return (
    <>
      <ProductThumb product={product} size="sm" />
      <span className="line-clamp-2 min-w-0 flex-1" data-testid="suggestion-name">
        <HighlightedName text={name} term={term} />
      </span>
      <span className="shrink-0 text-xs font-bold text-teal-800" data-testid="suggestion-price">
        <Money value={shelfPrice(product).pays} />
      </span>
    </>
  );
}
