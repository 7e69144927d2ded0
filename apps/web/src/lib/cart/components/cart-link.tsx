import { useTexts } from '../../use-ui-locale';
import { Link } from 'react-router';
import { formatCount } from '@dukkan/contracts';
import { routePath } from '../../routes';
import { CartIcon } from '../../ui/icons';
import { Money, useMoneyText } from '../../ui/money';
import { useCartTotals } from '../cart-store';

/**
 * Cart total with currency and the item count, linking to the cart (header and sidebar). On a phone narrower than
 * 400 px the header's total sits under the cart icon, so a total in the thousands keeps the header's icons on the
 * logo's row.
 */
export function CartLink({ variant }: { variant: 'header' | 'sidebar' }) {
  const { t } = useTexts();
  const { count, total } = useCartTotals();
  const totalText = useMoneyText()(total);
  const label = t('header.cartSummary', { count: formatCount(count), total: totalText });
  if (variant === 'sidebar') {
    return (
      <Link
        to={routePath('client.shopping.cart')}
        aria-label={label}
        className="flex items-center gap-3 rounded-2xl bg-teal-700 p-4 text-white shadow-sm transition hover:bg-teal-800"
      >
        <span className="relative rounded-xl bg-white/15 p-2">
          <CartIcon className="size-6" />
        </span>
        <span className="flex flex-col">
          <span className="text-sm opacity-90">{t('common.itemsCount', { count, n: formatCount(count) })}</span>
          <span className="text-lg font-bold">
            <Money value={total} />
          </span>
        </span>
      </Link>
    );
  }
  return (
    <Link
      to={routePath('client.shopping.cart')}
      aria-label={label}
      data-testid="header-cart"
      className="relative inline-flex items-center gap-2 rounded-xl px-1.5 py-2 text-slate-800 transition hover:bg-teal-50 max-[399px]:flex-col max-[399px]:gap-0 max-[399px]:px-1 max-[399px]:py-0.5 sm:gap-3 sm:px-3"
    >
      <span className="relative">
        <CartIcon className="size-7 text-teal-700" />
        <span
          data-testid="cart-count"
          className="absolute -top-2 -start-2 grid min-w-5 place-items-center rounded-full bg-teal-700 px-1 text-xs font-bold leading-5 text-white"
        >
          {formatCount(count)}
        </span>
      </span>
      <span className="flex flex-col leading-tight">
        <span className="hidden text-xs text-slate-600 sm:inline">{t('nav.cart')}</span>
        <span data-testid="cart-total" className="text-xs font-bold whitespace-nowrap sm:text-sm">
          <Money value={total} />
        </span>
      </span>
    </Link>
  );
}
