import { isLocale, type Locale } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';

/** The language the page is showing right now (it follows the stored locale after the switch delay). */
export function useUiLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'ar';
}
