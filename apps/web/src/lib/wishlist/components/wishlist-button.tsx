import type { WishlistProduct } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../i18n';
import { useIsWished, useToggleWishlist } from '../use-wishlist';
import { HeartIcon } from './heart-icon';

/** The heart: a round icon on cards, a full button on the product page. Pressed when the product is on the wishlist. */
export function WishlistButton({ product, variant }: { product: WishlistProduct; variant: 'icon' | 'full' }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const wished = useIsWished(product.uuid);
  const toggle = useToggleWishlist();
  const name = localized(product.name);
  const onClick = () => void toggle(product, wished);

  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={onClick}
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
  return (
    <button
      type="button"
      onClick={onClick}
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
