import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n';
import { NavLink, useLocation } from 'react-router';
import { routePath, specialsOfferPath } from '../../../lib/routes';
import { BoxIcon, GridIcon, HomeIcon, TagIcon } from '../../../lib/ui/icons';
import { useSession } from '../../../lib/auth';

/** Spec 2, mobile bottom navigation: home, categories, specials offer, orders when logged in. */
export function BottomNav() {
  const { t } = useTexts();
  const session = useSession();
  const location = useLocation();
  const onSpecials = location.pathname === '/category-products' && location.search.includes('section_name=discount');
  return (
    <nav
      aria-label={t('nav.bottomNav')}
      data-testid="bottom-nav"
      className="border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md">
        <Item to={routePath('client.home')} icon={<HomeIcon />} label={t('nav.home')} end />
        <Item to={routePath('client.categories')} icon={<GridIcon />} label={t('nav.categories')} />
        <Item to={specialsOfferPath()} icon={<TagIcon />} label={t('nav.specialsOffer')} active={onSpecials} />
        {session.isLogin && <Item to={routePath('client.Orders')} icon={<BoxIcon />} label={t('nav.orders')} />}
      </ul>
    </nav>
  );
}

function Item({
  to,
  icon,
  label,
  end = false,
  active,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  end?: boolean;
  active?: boolean;
}) {
  return (
    <li className="flex-1">
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) => {
          const on = active ?? isActive;
          return `flex flex-col items-center gap-0.5 py-2 text-xs font-semibold transition ${
            on ? 'text-teal-700' : 'text-slate-600 hover:text-teal-700'
          }`;
        }}
        aria-current={active === undefined ? undefined : active ? 'page' : undefined}
      >
        {icon}
        {label}
      </NavLink>
    </li>
  );
}
