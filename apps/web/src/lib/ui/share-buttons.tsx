import { useState } from 'react';
import { useTexts } from '../use-ui-locale';
import { ShareIcon } from './icons';
import { WhatsAppIcon, whatsAppUrl } from './whatsapp-link';

/**
 * Share a page: the system's share sheet where the browser has one (phones), else the link copied; and a WhatsApp
 * share (wa.me with the name and the link, to whoever the shopper picks).
 */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const { t } = useTexts();
  const [copied, setCopied] = useState(false);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // the shopper closed the sheet: nothing to do
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      window.prompt(t('share.copyPrompt'), url);
    }
  }

  const buttonClass =
    'inline-flex h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void share()}
        data-testid="share-product"
        className={`${buttonClass} text-slate-800 ring-slate-300 hover:bg-slate-50 focus-visible:outline-teal-700`}
      >
        <ShareIcon className="size-5" />
        {t('share.share')}
      </button>
      <a
        href={whatsAppUrl('', `${title}\n${url}`)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="share-whatsapp"
        className={`${buttonClass} text-emerald-800 ring-emerald-600 hover:bg-emerald-50 focus-visible:outline-emerald-700`}
      >
        <WhatsAppIcon />
        {t('share.whatsapp')}
        <span className="sr-only">{t('whatsapp.opensNewWindow')}</span>
      </a>
      <span role="status" className="text-sm text-teal-800">
        {copied ? t('share.copied') : ''}
      </span>
    </div>
  );
}
