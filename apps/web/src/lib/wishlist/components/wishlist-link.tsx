import { formatCount } from '@dukkan/contracts';
import { useTexts } from '../../use-ui-locale';
import { Link } from 'react-router';
import { routePath } from '../../routes';
import { useWishlistUuids } from '../use-wishlist';
import { HeartIcon } from './heart-icon';

/** The header's heart: the wishlist page, with the number of products on it. */
export function WishlistLink() {
  const { t } = useTexts();
  const count = useWishlistUuids().length;
  return (
    <Link
      to={routePath('client.wishlist')}
      aria-label={`${t('wishlist.title')} (${formatCount(count)})`}
      data-testid="header-wishlist"
      className="relative grid size-11 place-items-center rounded-xl text-teal-700 hover:bg-teal-50"
    >
      <HeartIcon className="size-6" />
      {count > 0 && (
        <span
          className="absolute end-0.5 top-0.5 grid min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-xs leading-5 font-bold text-white"
          data-testid="header-wishlist-count"
        >
          {formatCount(count)}
        </span>
      )}
    </Link>
  );
}
