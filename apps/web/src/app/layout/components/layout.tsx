import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTexts } from '../../../lib/i18n';
import { Outlet, ScrollRestoration, useLocation, useSearchParams } from 'react-router';
import { ROUTES, safeNextUrl } from '../../../lib/routes';
import { LoginModalHost } from '../../../features/auth';
import { useAuthStore, useSessionEndRedirect } from '../../../lib/auth';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { LoadingBar } from './loading-bar';
import { LoadingOverlay } from './loading-overlay';
import { PhoneActionBarSlot, useBottomStackHeight } from '../../../lib/ui/phone-action-bar';
import { settingsQueryOptions } from '../../../lib/api/get-settings';
import { loadChunk } from '../../../lib/lazy-chunk';
import { DESKTOP_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { useNextTask } from '../../../lib/use-next-task';
import { removeBootShell } from '../../boot-shell';

const WhatsAppFloatingButton = lazy(() =>
  loadChunk(() => import('../../../lib/ui/whatsapp-link')).then((m) => ({ default: m.WhatsAppFloatingButton })),
);

/** The sidebar shows on wide screens only: a phone does not even load its code. */
const Sidebar = lazy(() => loadChunk(() => import('./sidebar')).then((m) => ({ default: m.Sidebar })));

/** The footer is below the fold: its code comes after the first screen's. */
const Footer = lazy(() => loadChunk(() => import('./footer')).then((m) => ({ default: m.Footer })));

/** The floating WhatsApp button, when the shop has set its number. */
function WhatsAppFloat() {
  const number = useQuery(settingsQueryOptions()).data?.whatsapp;
  if (!number) return null;
  return (
    <Suspense fallback={null}>
      <WhatsAppFloatingButton number={number} />
    </Suspense>
  );
}

/** The shop's frame: header, sidebar (desktop), page, footer and the phone's bottom navigation. */
export function Layout() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const token = useAuthStore((s) => s.token);
  const { pathname } = useLocation();
  // sent home from an auth-required screen (requireAuth, useSessionEndRedirect); elsewhere nextUrl is where a
  // login or a registration goes next, and that screen is the login itself
  const nextUrl = pathname === ROUTES['client.home'] ? safeNextUrl(params.get('nextUrl')) : null;
  // the checkout is the shopper's task alone: no categories and best sellers beside it, its own summary instead
  const focused = pathname === ROUTES['client.checkout'];
  // the sidebar shows on wide screens only: a phone neither renders nor asks for it
  const wide = useMediaQuery(DESKTOP_SCREEN);
  const [bottomStack, setBottomStack] = useState<HTMLDivElement | null>(null);
  const [actionBarSlot, setActionBarSlot] = useState<HTMLDivElement | null>(null);
  useBottomStackHeight(bottomStack);
  useSessionEndRedirect();
  // the frame (header, navigation) is the first render; the page comes a task later, then the boot shell goes
  const pageShown = useNextTask();
  useEffect(() => {
    if (pageShown) removeBootShell();
  }, [pageShown]);

  // Sent home from an auth-required screen: offer the login right away.
  useEffect(() => {
    if (nextUrl && !token) useAuthStore.getState().openLoginModal();
  }, [nextUrl, token]);

  return (
    <PhoneActionBarSlot.Provider value={actionBarSlot}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          onClick={(e) => {
            e.preventDefault();
            document.getElementById('main')?.focus();
          }}
          className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-teal-800 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
        >
          {t('common.skipToContent')}
        </a>
        <LoadingBar />
        <Header />
        <div
          className={`mx-auto w-full max-w-7xl flex-1 px-4 py-6 ${focused ? '' : 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8'}`}
        >
          {!focused && wide && (
            <div className="hidden lg:block">
              <Suspense fallback={null}>
                <Sidebar />
              </Suspense>
            </div>
          )}
          <main id="main" tabIndex={-1} className="min-w-0 outline-none">
            {nextUrl && !token && (
              <p
                role="status"
                className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
              >
                {t('auth.loginRequired')}
              </p>
            )}
            {pageShown && <Outlet />}
          </main>
        </div>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        {/* what is fixed to the phone's bottom edge: a page's action bar, then the navigation (measured: --bottom-stack).
            It first paints with the page, so a page's bar (the product page's) is in it from its first frame rather
            than growing it under the boot shell, which counts as a layout shift all the same. */}
        {pageShown && (
          <div ref={setBottomStack} className="fixed inset-x-0 bottom-0 z-40 print:hidden">
            <div ref={setActionBarSlot} />
            <BottomNav />
          </div>
        )}
        <WhatsAppFloat />
        <LoadingOverlay />
        <LoginModalHost />
        <ScrollRestoration />
      </div>
    </PhoneActionBarSlot.Provider>
  );
}
