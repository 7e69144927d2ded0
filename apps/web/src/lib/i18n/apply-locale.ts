import type { Locale } from '@dukkan/contracts';
import { ensureLanguage, i18next } from './i18n';
import { dirOf, useLocaleStore } from './locale-store';

/** Spec 9: direction and language attribute update delay. */
export const DIRECTION_DELAY_MS = 500;

function setDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = dirOf(locale);
}

/**
 * Keeps `<html lang dir>` and the i18next language in step with the locale store.
 * On a switch the page fades out, and after the spec's 500 ms the texts, `lang` and `dir` change together
 * and the page fades back in, so there is never a moment of English laid out right-to-left.
 */
export function bindDocumentLocale(): () => void {
  setDocumentLocale(useLocaleStore.getState().locale);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = useLocaleStore.subscribe((state, previous) => {
    if (state.locale === previous.locale) return;
    const locale = state.locale;
    const root = document.documentElement;
    root.classList.add('locale-switching');
    const loaded = ensureLanguage(locale);
    clearTimeout(timer);
    timer = setTimeout(() => {
      void loaded
        .then(() => i18next.changeLanguage(locale))
        .finally(() => {
          if (useLocaleStore.getState().locale !== locale) return;
          setDocumentLocale(locale);
          requestAnimationFrame(() => root.classList.remove('locale-switching'));
        });
    }, DIRECTION_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
