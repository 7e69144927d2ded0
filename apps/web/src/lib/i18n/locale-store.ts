import { DEFAULT_LOCALE, isLocale, type Locale } from '@dukkan/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plainStorage, syncAcrossTabs } from '../persist';

export const LOCALE_KEY = 'locale';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

/** Spec 4: read at start from storage key `locale` (default ar); switching stores it as plain `ar` / `en`. */
export const useLocaleStore = create<LocaleState>()(
  persist(
    (set) => ({
      locale: DEFAULT_LOCALE,
      setLocale: (locale) => set({ locale }),
    }),
    {
      name: LOCALE_KEY,
      storage: plainStorage<{ locale: Locale }>({
        read: (raw) => (isLocale(raw) ? { locale: raw } : null),
        write: (value) => value.locale,
      }),
      partialize: (state) => ({ locale: state.locale }),
    },
  ),
);

syncAcrossTabs(LOCALE_KEY, () => useLocaleStore.persist.rehydrate());

export const getLocale = (): Locale => useLocaleStore.getState().locale;
export const dirOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');
