import { isLocale, type Locale } from '@dukkan/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The `t` of `useTranslation()`, for components that take their texts from a parent (a list's cards). */
export type Translate = TFunction<'translation', undefined>;

/** The language i18next is showing, as a locale (Arabic until it has one). */
export const uiLocaleOf = (language: string | undefined): Locale => (isLocale(language) ? language : 'ar');

/** The language the page is showing right now (it follows the stored locale after the switch delay). */
export function useUiLocale(): Locale {
  const { i18n } = useTranslation();
  return uiLocaleOf(i18n.language);
}
