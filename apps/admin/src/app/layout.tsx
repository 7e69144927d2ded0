import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useMemberKeptCurrent } from '../features/auth/api/get-me';
import { useLogout } from '../features/auth/api/logout';
import { useUnreadMessages } from '../features/messages/api/messages';
import { useNewOrdersCount } from '../features/orders/api/get-order-summary';
import { useLocale, useLocaleStore } from '../lib/i18n/i18n';
import { AREAS, canOpen } from '../lib/roles';
import { useSession } from '../lib/session-store';
import { Count, isolateText } from '../lib/ui/bidi';
import { ScrollStrip } from '../lib/ui/scroll-strip';

function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const setLocale = useLocaleStore((s) => s.setLocale);
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={other}
      aria-label={t('app.languageLabel')}
      onClick={() => setLocale(other)}
      className="min-h-11 rounded-xl px-3 font-semibold text-white hover:bg-teal-800"
    >
      {t('app.language')}
    </button>
  );
}

function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="ms-1.5 inline-flex min-w-6 justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-900">
      <Count value={count} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Reads the member again, so that the menu follows a change of their role (useMemberKeptCurrent). */
function MemberKeptCurrent() {
  useMemberKeptCurrent();
  return null;
}

function OrdersBadge() {
  return <Badge count={useNewOrdersCount()} label="" />;
}

function MessagesBadge() {
  const { t } = useTranslation();
  const count = useUnreadMessages();
  return <Badge count={count} label={` ${t('messages.unreadCount', { count })}`} />;
}

/** The app's frame: a teal bar, the role's screens, language and logout. `bare` keeps only the content (print). */
export function Layout({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  const staff = useSession((s) => s.staff);
  const logout = useLogout();
  if (bare) return <Outlet />;
  const areas = AREAS.filter((a) => canOpen(staff?.role, a));
  return (
    <div className="min-h-dvh">
      <MemberKeptCurrent />
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <header className="no-print bg-teal-700 text-white">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-1.5">
          <span className="text-lg font-bold">{t('app.name')}</span>
          <span className="ms-auto hidden text-sm text-teal-50 sm:inline">
            {staff && t('app.loggedInAs', { name: isolateText(staff.name) })} · {staff && t(`roles.${staff.role}`)}
          </span>
          <span className="ms-auto sm:ms-0">
            <LanguageSwitch />
          </span>
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="min-h-11 rounded-xl px-3 font-semibold text-white hover:bg-teal-800"
          >
            {t('app.logout')}
          </button>
        </div>
        {/* a phone's or a tablet's menu scrolls sideways, its hidden end shown by a fade and an arrow; from 768 px it
            wraps, and at 1280 px the owner's fourteen screens fit on one line in either language */}
        <nav aria-label={t('app.menu')} className="mx-auto max-w-7xl px-1">
          <ScrollStrip className="md:overflow-visible" fadeClassName="from-teal-700 via-teal-700/80">
            <ul className="flex md:flex-wrap">
              {areas.map((a) => (
                <li key={a}>
                  <NavLink
                    to={`/${a}`}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center whitespace-nowrap border-b-4 px-2 font-semibold ${
                        isActive ? 'border-amber-300 text-white' : 'border-transparent text-teal-50 hover:text-white'
                      }`
                    }
                  >
                    {t(`nav.${a}`)}
                    {a === 'orders' && <OrdersBadge />}
                    {a === 'messages' && <MessagesBadge />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </ScrollStrip>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-3 py-4 outline-none sm:px-5">
        <Outlet />
      </main>
    </div>
  );
}
