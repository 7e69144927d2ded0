import { useUiLocale } from '../use-ui-locale';

/** The active locale for formatting and `{ar, en}` data; texts come from `useTranslation`. */
export const useLocale = useUiLocale;

/** Picks the active language's text out of a `{ar, en}` value. */
export function useLocalized(): (value: { ar: string; en: string } | null | undefined) => string {
  const locale = useUiLocale();
  return (value) => (value ? value[locale] || value.ar || value.en : '');
}
