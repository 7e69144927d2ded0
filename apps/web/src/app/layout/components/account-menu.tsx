import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogout, useSession } from '../../../lib/auth';
import { routePath } from '../../../lib/routes';
import { BoxIcon, LogoutIcon, UserIcon } from '../../../lib/ui/icons';
import { WelcomeLink } from './welcome-link';

/** A phone's account button for a client: the welcome line (to the profile), orders and logout in a small menu. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  // open on the page it was opened on only: going back (a phone's back button) or any other way away closes it
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  // closes on a choice, on Escape and on a tap outside
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpenOn(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const itemClass = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-start hover:bg-teal-50';
  // the menu hangs from the header's row of buttons (the positioned box around this one), at its end: from the button
  // itself it ran off a phone's screen, the button being mid-row (x = 159–399 in Arabic, −11–229 in English)
  return (
    <div ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('header.account')}
        onClick={() => setOpen(!open)}
        data-testid="account-menu"
        className="grid size-10 place-items-center rounded-xl text-teal-800 hover:bg-teal-50"
      >
        <UserIcon className="size-6" />
      </button>
      <div
        id={`${id}-menu`}
        hidden={!open}
        onClick={() => setOpen(false)}
        className="absolute end-0 top-full z-50 mt-1 w-60 max-w-[calc(100vw-1rem)] rounded-xl bg-white p-1.5 text-sm font-semibold text-slate-800 shadow-xl ring-1 ring-slate-200"
      >
        {session.client && <WelcomeLink name={session.client.first_name} className={itemClass} />}
        <Link to={routePath('client.Orders')} className={itemClass}>
          <BoxIcon className="size-4" />
          {t('nav.orders')}
        </Link>
        <button type="button" onClick={() => void logout()} data-testid="logout" className={itemClass}>
          <LogoutIcon className="size-4 rtl:-scale-x-100" />
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}
