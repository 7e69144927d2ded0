export { useLocaleStore, getLocale, dirOf, LOCALE_KEY } from './locale-store';
export { initI18n, ensureLanguage, i18next } from './i18n';
export { bindDocumentLocale, DIRECTION_DELAY_MS } from './apply-locale';
export { localize, useLocale, useLocalized } from './use-locale';
export { uiLocaleOf, useTexts, type Translate } from '../use-ui-locale';
export { LanguageSwitch } from './language-switch';
