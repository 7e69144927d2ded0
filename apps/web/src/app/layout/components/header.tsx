import { lazy, Suspense, type ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { formatCount } from '@dukkan/contracts';
import { routePath, specialsOfferPath } from '../../../lib/routes';
import { CompareIcon, LogoutIcon, UserIcon } from '../../../lib/ui/icons';
import { loadChunk } from '../../../lib/lazy-chunk';
import { WelcomeLink } from './welcome-link';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { useAuthStore, useLogout, useSession } from '../../../lib/auth';
import { CartLink } from '../../../lib/cart';
import { useCompareStore } from '../../../lib/compare';
import { LanguageSwitch } from '../../../lib/i18n';
import { WishlistLink } from '../../../lib/wishlist';
import { SearchBox } from '../../../features/search';
import { Logo } from '../../../lib/ui/logo';

/** A phone's account menu, for a signed-in client only: fetched when one is shown. */
const AccountMenu = lazy(() => loadChunk(() => import('./account-menu')).then((m) => ({ default: m.AccountMenu })));

export function Header() {
  const { t } = useTexts();
  const session = useSession();
  const logout = useLogout();
  const wide = useMediaQuery(WIDE_SCREEN);
  const compareCount = useCompareStore((s) => s.products.length);
  const location = useLocation();
  const onSpecials =
    location.pathname === '/category-products' &&
    new URLSearchParams(location.search).get('section_name') === 'discount';

  return (
    <header className="bg-white shadow-[0_1px_0_rgba(15,23,42,.06)]">
      {/* the welcome strip: a desktop's; a phone keeps the welcome, orders and logout in the account menu */}
      {wide && (
        <div className="bg-teal-800 text-sm text-white">
          <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-3 px-4">
            {session.client ? (
              <WelcomeLink name={session.client.first_name} className="hover:underline" />
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
      )}

      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 md:flex-nowrap md:gap-x-4 md:px-4 md:py-3">
        <Logo compact />
        <div className="order-last w-full md:order-none md:flex-1">
          <div className="overflow-visible rounded-xl ring-1 ring-slate-200 focus-within:ring-teal-600 md:mx-auto md:max-w-2xl">
            <SearchBox />
          </div>
        </div>
        {/* positioned: the phone's account menu hangs from this row's end, inside the screen */}
        <div className="relative ms-auto flex items-center gap-0.5 md:ms-0 md:gap-1">
          {!wide && <LanguageSwitch compact className="px-2 text-xs text-teal-800 hover:bg-teal-50" />}
          {!session.isLogin && (
            <button
              type="button"
              onClick={() => useAuthStore.getState().openLoginModal()}
              data-testid="open-login"
              aria-label={wide ? undefined : t('nav.login')}
              className="inline-flex h-10 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-teal-800 hover:bg-teal-50 md:h-11 md:rounded-full md:bg-teal-50 md:px-4 md:hover:bg-teal-100"
            >
              <UserIcon className="size-6 md:size-4" />
              {wide && t('nav.login')}
            </button>
          )}
          {session.isLogin && !wide && (
            <Suspense fallback={<span className="size-10" />}>
              <AccountMenu />
            </Suspense>
          )}
          <Link
            to={routePath('client.products.compare')}
            aria-label={`${t('nav.compare')} (${formatCount(compareCount)})`}
            data-testid="header-compare"
            className="relative grid size-10 place-items-center rounded-xl text-teal-700 hover:bg-teal-50 md:size-11"
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

      {/* phones reach these from the bottom navigation and the footer */}
      {wide && (
        <nav aria-label={t('nav.topMenu')} className="border-t border-slate-100">
          <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-4 text-sm font-semibold whitespace-nowrap text-slate-700">
            <TopLink to={routePath('client.home')} end>
              {t('nav.home')}
            </TopLink>
            <TopLink to={routePath('client.categories')}>{t('nav.categories')}</TopLink>
            {session.isLogin && <TopLink to={routePath('client.Orders')}>{t('nav.orders')}</TopLink>}
            <TopLink to={specialsOfferPath()} active={onSpecials}>
              {t('nav.specialsOffer')}
            </TopLink>
            <TopLink to={routePath('client.terms.conditions')}>{t('nav.terms')}</TopLink>
            <TopLink to={routePath('client.contact.us')}>{t('nav.contact')}</TopLink>
          </ul>
        </nav>
      )}
    </header>
  );
}

function TopLink({
  to,
  end = false,
  active,
  children,
}: {
  to: string;
  end?: boolean;
  /** overrides the path match, for links that differ only by query */
  active?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
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
