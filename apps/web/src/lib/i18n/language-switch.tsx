import { useTexts } from '../use-ui-locale';
import { GlobeIcon } from '../ui/icons';
import { useLocaleStore } from './locale-store';

/** Shows the Arabic label when English is active and the English label otherwise (spec 2, header). */
/** `compact` (a phone's header) leaves the globe out, to keep the header on one row with the cart. */
export function LanguageSwitch({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTexts();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  const next = locale === 'en' ? 'ar' : 'en';
  return (
    <button
      type="button"
      onClick={() => setLocale(next)}
      lang={next}
      title={t('header.switchLanguage')}
      data-testid="language-switch"
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold ${className}`}
    >
      {!compact && <GlobeIcon className="size-4" />}
      {next === 'ar' ? 'العربية' : 'English'}
    </button>
  );
}
