import type { WishlistProduct } from '@dukkan/contracts';
import { useTexts } from '../../use-ui-locale';
import { useIsWished, useToggleWishlist } from '../use-wishlist';
import { HeartIcon } from './heart-icon';

/**
 * The wishlist button of the product page, pressed when the product is on the wishlist. Apart from the cards' heart
 * (`wishlist-heart.tsx`) so it loads with the product page, not with the first page.
 */
export function WishlistButton({ product }: { product: WishlistProduct }) {
  const { t } = useTexts();
  const wished = useIsWished(product.uuid);
  const toggle = useToggleWishlist();
  return (
    <button
      type="button"
      onClick={() => void toggle(product, wished)}
      aria-pressed={wished}
      data-testid="wishlist-toggle"
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-xl px-5 font-semibold ring-1 transition ${
        wished ? 'bg-rose-50 text-rose-700 ring-rose-200' : 'bg-white text-slate-800 ring-slate-300 hover:ring-rose-400'
      }`}
    >
      <HeartIcon filled={wished} className="size-5" />
      {wished ? t('wishlist.inWishlist') : t('wishlist.add')}
    </button>
  );
}
