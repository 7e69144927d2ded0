import type { Locale } from '@dukkan/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './locales/ar';
import type { Translation } from './locales/en';

/**
 * Arabic, the default language, is in the entry chunk, so the first render never waits for a second round trip;
 * English is a chunk of its own, fetched at start by a shopper who chose it or when the shopper switches.
 */
const loaders: Record<Locale, () => Promise<Translation>> = {
  ar: () => Promise.resolve(ar),
  en: () => import('./locales/en').then((m) => m.en),
};

export async function ensureLanguage(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  const resources = await loaders[locale]();
  i18next.addResourceBundle(locale, 'translation', resources, true, true);
}

export async function initI18n(locale: Locale): Promise<typeof i18next> {
  const resources = await loaders[locale]();
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: resources } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return i18next;
}

export { i18next };
