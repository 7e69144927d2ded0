import { DEFAULT_LOCALE, isLocale, type Locale } from '@dukkan/contracts';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Translation } from './locales/en';

const loaders: Record<Locale, () => Promise<Translation>> = {
  ar: () => import('./locales/ar').then((m) => m.ar),
  en: () => import('./locales/en').then((m) => m.en),
};

/** Loads a language's texts once (the UI's, or a print's in the other language). */
export async function ensureLanguage(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  i18next.addResourceBundle(locale, 'translation', await loaders[locale](), true, true);
}

export const dirOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The back office's own language choice (Arabic by default), apart from the storefront's `locale` key. */
export const LOCALE_KEY = 'AdminLocale';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>()(
  persist((set) => ({ locale: DEFAULT_LOCALE, setLocale: (locale) => set({ locale }) }), {
    name: LOCALE_KEY,
    partialize: ({ locale }) => ({ locale }),
    merge: (persisted, current) => {
      const locale = (persisted as { locale?: unknown } | undefined)?.locale;
      return isLocale(locale) ? { ...current, locale } : current;
    },
  }),
);

export const getLocale = (): Locale => useLocaleStore.getState().locale;
export const useLocale = (): Locale => useLocaleStore((state) => state.locale);

/** The text of `{ar, en}` in a language, falling back to the other one. */
export const pick = (value: { ar: string; en: string } | null | undefined, locale: Locale): string =>
  value ? value[locale] || value.ar || value.en : '';

function applyDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = dirOf(locale);
}

/** Starts i18next in the stored language and keeps `<html lang dir>` and the texts in step with the store. */
export async function startI18n(): Promise<void> {
  const locale = getLocale();
  applyDocument(locale);
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: await loaders[locale]() } },
    interpolation: { escapeValue: false },
    // a print in the other language re-renders once its texts arrive
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  useLocaleStore.subscribe((state, previous) => {
    if (state.locale === previous.locale) return;
    void ensureLanguage(state.locale)
      .then(() => i18next.changeLanguage(state.locale))
      .then(() => applyDocument(state.locale));
  });
}

/** Texts of a fixed language (a print in English from an Arabic screen); null until they are loaded. */
export function useFixedT(locale: Locale) {
  const { i18n } = useTranslation();
  return i18n.hasResourceBundle(locale, 'translation') ? i18n.getFixedT(locale) : null;
}

export { i18next };
