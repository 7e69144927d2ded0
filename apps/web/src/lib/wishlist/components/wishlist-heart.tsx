import type { WishlistProduct } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../i18n';
import { useIsWished, useToggleWishlist } from '../use-wishlist';
import { HeartIcon } from './heart-icon';

/** The heart on product cards: a round icon, pressed when the product is on the wishlist. */
export function WishlistHeart({ product }: { product: WishlistProduct }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const wished = useIsWished(product.uuid);
  const toggle = useToggleWishlist();
  return (
    <button
      type="button"
      onClick={() => void toggle(product, wished)}
      aria-pressed={wished}
      aria-label={t('wishlist.toggleNamed', { name: localized(product.name) })}
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
