import type { Locale } from '@dukkan/contracts';
import { useUiLocale } from '../use-ui-locale';

/** The active locale for formatting and `{ar, en}` data; texts come from `useTranslation`. */
export const useLocale = useUiLocale;

/** The `locale` text out of a `{ar, en}` value, the other language's when it has none. */
export function localize(value: { ar: string; en: string } | null | undefined, locale: Locale): string {
  return value ? value[locale] || value.ar || value.en : '';
}

/** Picks the active language's text out of a `{ar, en}` value. */
export function useLocalized(): (value: { ar: string; en: string } | null | undefined) => string {
  const locale = useUiLocale();
  return (value) => localize(value, locale);
}
