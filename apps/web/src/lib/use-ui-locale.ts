import { isLocale, type Locale } from '@dukkan/contracts';
import type { TFunction } from 'i18next';
import { i18next } from './i18n/i18n';
import { useMemo, useSyncExternalStore } from 'react';

/** The `t` of `useTranslation()`, for components that take their texts from a parent (a list's cards). */
export type Translate = TFunction<'translation', undefined>;

/** The language i18next is showing, as a locale (Arabic until it has one). */
export const uiLocaleOf = (language: string | undefined): Locale => (isLocale(language) ? language : 'ar');

const onLanguageChanged = (render: () => void) => {
  i18next.on('languageChanged', render);
  return () => i18next.off('languageChanged', render);
};
const currentLanguage = () => i18next.language;

/** The language i18next is showing; the component renders again when it changes. */
function useLanguage(): string | undefined {
  return useSyncExternalStore(onLanguageChanged, currentLanguage);
}

/**
 * `useTranslation()`'s `t` and language, for the components of every page's first screen (the layout's frame, the
 * home page, a list's and a product's page): react-i18next's hook copies the i18next instance (its forty-odd own
 * properties) for each component that mounts, which was ≈ 3 % of the home page's start-up script time; this one only
 * subscribes to the language (as that hook does by default) and shares one `t` per language (docs/decisions/0067).
 */
export function useTexts(): { t: Translate; locale: Locale } {
  const language = useLanguage();
  return useMemo(() => ({ t: fixedT(language), locale: uiLocaleOf(language) }), [language]);
}

const fixedTs = new Map<string | undefined, Translate>();
/** What each key without options gives, by language; emptied when i18next's store changes or adds or removes texts. */
const plainTexts = new Map<string | undefined, Map<string, unknown>>();
let watchedStore: typeof i18next.store | undefined;
function rememberedTexts(language: string | undefined): Map<string, unknown> {
  if (watchedStore !== i18next.store) {
    watchedStore = i18next.store;
    plainTexts.clear();
    const forget = () => plainTexts.clear();
    watchedStore.on('added', forget);
    watchedStore.on('removed', forget);
  }
  let texts = plainTexts.get(language);
  if (!texts) plainTexts.set(language, (texts = new Map()));
  return texts;
}

/**
 * One `t` per language, remembering what each key without options gives: the first screen asks for the same few
 * dozen texts again and again (every card's buttons), and each i18next lookup is some fifty calls: on the home page's
 * load, half of i18next's lookups and an eighth of all the calls into the first load's code (docs/decisions/0067).
 */
function fixedT(language: string | undefined): Translate {
  let t = fixedTs.get(language);
  if (!t) {
    // i18next's overloads, as the plain function they are underneath
    const translate = (language === undefined
      ? i18next.getFixedT(null, 'translation')
      : i18next.getFixedT(language)) as unknown as (key: unknown, ...rest: unknown[]) => unknown;
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
      const texts = rememberedTexts(language);
      if (!texts.has(key)) texts.set(key, translate(key));
      return texts.get(key);
    };
    t = remembering as unknown as Translate;
    fixedTs.set(language, t);
  }
  return t;
}

/** The language the page is showing right now (it follows the stored locale after the switch delay). */
export function useUiLocale(): Locale {
  return uiLocaleOf(useLanguage());
}
