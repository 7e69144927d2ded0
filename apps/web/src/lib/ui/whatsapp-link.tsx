import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useTexts } from '../use-ui-locale';
import { settingsQueryOptions } from '../api/get-settings';

/**
 * https://wa.me/<number>?text=…: a chat with the shop, the message typed in for the shopper; without a number,
 * WhatsApp asks whom to send the text to (sharing a product).
 */
export function whatsAppUrl(number: string, text: string): string {
  // wa.me takes the number in international form as digits only: "+218 91 234 5678" -> 218912345678
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export const WhatsAppIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={`${className} shrink-0`} fill="currentColor">
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.4-.2Z" />
  </svg>
);

/** How many parts of the page ask the floating button to step aside: while there is one, it does. */
const useAsides = create<{ asking: number }>(() => ({ asking: 0 }));

/**
 * While the calling component is mounted (and `active`), the floating button is not: a page with its own link to
 * the same chat, or whose main action sits where the button floats (the checkout's "place order" on a phone).
 */
export function useWhatsAppButtonAside(active = true): void {
  useEffect(() => {
    if (!active) return;
    useAsides.setState((s) => ({ asking: s.asking + 1 }));
    return () => useAsides.setState((s) => ({ asking: s.asking - 1 }));
  }, [active]);
}

/**
 * A link to chat with the shop on WhatsApp about an order, its number filled in; nothing when the shop has not set
 * its WhatsApp number in the settings. While it is on the page, the floating button is not (one way to the same
 * chat, and none over the order's steps on a phone).
 */
export function WhatsAppOrderLink({ orderNumber, className = '' }: { orderNumber: string; className?: string }) {
  const { t } = useTexts();
  const settings = useQuery(settingsQueryOptions());
  const number = settings.data?.whatsapp;
  useWhatsAppButtonAside(Boolean(number));
  if (!number) return null;
  return (
    <a
      href={whatsAppUrl(number, t('whatsapp.orderText', { number: orderNumber }))}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-order-link"
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-xl px-4 font-semibold text-emerald-800 ring-1 ring-emerald-600 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${className}`}
    >
      <WhatsAppIcon />
      {t('whatsapp.aboutOrder')}
      <span className="sr-only">{t('whatsapp.opensNewWindow')}</span>
    </a>
  );
}

/**
 * The floating "chat with us" button for the shop's WhatsApp number (the layout shows it, loaded on its own, when the
 * settings carry one): at the end side of the screen, unless the page asks it to step aside (`useWhatsAppButtonAside`),
 * above whatever is fixed to the bottom (the phone's navigation and the product page's bar, `--bottom-stack`).
 */
export function WhatsAppFloatingButton({ number }: { number: string }) {
  const { t } = useTexts();
  const asked = useAsides((s) => s.asking > 0);
  if (asked) return null;
  // a landmark of its own: fixed over every page, it belongs to none of the page's landmarks (axe `region`)
  return (
    <aside aria-label={t('whatsapp.contact')}>
      <a
        href={whatsAppUrl(number, t('whatsapp.contactText'))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t('whatsapp.contact')} ${t('whatsapp.opensNewWindow')}`}
        data-testid="whatsapp-float"
        style={{ bottom: 'calc(var(--bottom-stack, 0px) + 1rem)' }}
        className="fixed end-4 z-30 grid size-14 place-items-center rounded-full bg-emerald-600 text-white shadow-lg shadow-emerald-900/20 transition hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 print:hidden"
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </aside>
  );
}
