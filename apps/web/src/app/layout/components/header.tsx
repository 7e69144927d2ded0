import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { formatCount } from '@dukkan/contracts';
import { routePath, specialsOfferPath } from '../../../lib/routes';
import { CompareIcon, LogoutIcon, UserIcon } from '../../../lib/ui/icons';
import { useAuthStore, useLogout, useSession } from '../../../lib/auth';
import { CartLink } from '../../../lib/cart';
import { useCompareStore } from '../../../lib/compare';
import { LanguageSwitch } from '../../../lib/i18n';
import { WishlistLink } from '../../../lib/wishlist';
import { SearchBox } from '../../../features/search';
import { Logo } from '../../../lib/ui/logo';

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const compareCount = useCompareStore((s) => s.products.length);
  const location = useLocation();
  const onSpecials =
    location.pathname === '/category-products' &&
    new URLSearchParams(location.search).get('section_name') === 'discount';

  return (
    <header className="bg-white shadow-[0_1px_0_rgba(15,23,42,.06)]">
      <div className="bg-teal-800 text-sm text-white">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-3 px-4">
          {session.client ? (
            <Link
              to={routePath('client.profile.details')}
              data-testid="welcome-line"
              className="inline-flex min-w-0 items-center gap-1.5 truncate rounded hover:underline"
            >
              <UserIcon className="size-4 shrink-0" />
              <span className="truncate">
                {t('header.welcome', { name: '' })}
                <bdi>{session.client.first_name}</bdi>
              </span>
            </Link>
          ) : (
            <span className="truncate">{t('header.welcomeGuest')}</span>
          )}
          <div className="flex shrink-0 items-center gap-1">
            <LanguageSwitch className="hover:bg-white/10" />
            {session.isLogin && (
              <button
                type="button"
                onClick={() => void logout()}
                data-testid="logout"
                className="inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold hover:bg-white/10"
              >
                <LogoutIcon className="size-4 rtl:-scale-x-100" />
                {t('nav.logout')}
              </button>
            )}
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 md:flex-nowrap">
        <Logo />
        <div className="order-last w-full md:order-none md:flex-1">
          <div className="overflow-visible rounded-xl ring-1 ring-slate-200 focus-within:ring-teal-600 md:mx-auto md:max-w-2xl">
            <SearchBox />
          </div>
        </div>
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          <Link
            to={routePath('client.products.compare')}
            aria-label={`${t('nav.compare')} (${formatCount(compareCount)})`}
            data-testid="header-compare"
            className="relative grid size-11 place-items-center rounded-xl text-teal-700 hover:bg-teal-50"
          >
            <CompareIcon className="size-6" />
            {compareCount > 0 && (
              <span className="absolute top-0.5 end-0.5 grid min-w-5 place-items-center rounded-full bg-slate-800 px-1 text-xs leading-5 font-bold text-white">
                {formatCount(compareCount)}
              </span>
            )}
          </Link>
          <WishlistLink />
          <CartLink variant="header" />
        </div>
      </div>

      <nav aria-label={t('nav.topMenu')} className="border-t border-slate-100">
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-2 text-sm font-semibold whitespace-nowrap text-slate-700 sm:px-4">
          <TopLink to={routePath('client.home')} end wide>
            {t('nav.home')}
          </TopLink>
          <TopLink to={routePath('client.categories')} wide>
            {t('nav.categories')}
          </TopLink>
          {session.isLogin && <TopLink to={routePath('client.Orders')}>{t('nav.orders')}</TopLink>}
          <TopLink to={specialsOfferPath()} active={onSpecials}>
            {t('nav.specialsOffer')}
          </TopLink>
          <TopLink to={routePath('client.terms.conditions')}>{t('nav.terms')}</TopLink>
          <TopLink to={routePath('client.contact.us')}>{t('nav.contact')}</TopLink>
          {!session.isLogin && (
            <li className="ms-auto">
              <button
                type="button"
                onClick={() => useAuthStore.getState().openLoginModal()}
                data-testid="open-login"
                className="my-1.5 inline-flex items-center gap-1.5 rounded-full bg-teal-50 px-4 py-1.5 text-teal-800 hover:bg-teal-100"
              >
                <UserIcon className="size-4" />
                {t('nav.login')}
              </button>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}

function TopLink({
  to,
  end = false,
  wide = false,
  active,
  children,
}: {
  to: string;
  end?: boolean;
  /** shown from tablet width up; phones reach it from the bottom navigation */
  wide?: boolean;
  /** overrides the path match, for links that differ only by query */
  active?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={wide ? 'hidden md:block' : undefined}>
      <NavLink
        to={to}
        end={end}
        aria-current={active === false ? false : undefined}
        className={({ isActive }) =>
          `inline-block border-b-2 px-2 py-2.5 transition hover:text-teal-700 sm:px-3 ${
            (active ?? isActive) ? 'border-teal-600 text-teal-800' : 'border-transparent'
          }`
        }
      >
        {children}
      </NavLink>
    </li>
  );
}
