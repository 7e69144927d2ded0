import type { WishlistProduct } from '@dukkan/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Translate } from '../../i18n';
import { toggleWishlist } from '../use-wishlist';
import { HeartIcon } from './heart-icon';

/**
 * The heart on product cards: a round icon, pressed when the product is on the wishlist. The card's list reads the
 * wishlist, the texts and the query client once and passes them on.
 */
export function WishlistHeart({
  product,
  wished,
  t,
  name,
  queryClient,
}: {
  product: WishlistProduct;
  wished: boolean;
  t: Translate;
  name: string;
  queryClient: QueryClient;
}) {
  return (
    <button
      type="button"
      onClick={() => void toggleWishlist(queryClient, product, wished)}
      aria-pressed={wished}
      aria-label={t('wishlist.toggleNamed', { name })}
      title={wished ? t('wishlist.remove') : t('wishlist.add')}
      data-testid="wishlist-toggle"
      className={`grid size-9 place-items-center rounded-full bg-white/95 shadow-sm ring-1 transition ${
        wished ? 'text-rose-600 ring-rose-200' : 'text-slate-700 ring-slate-200 hover:text-rose-600'
      }`}
    >
      <HeartIcon filled={wished} className="size-[18px]" />
    </button>
  );
}
