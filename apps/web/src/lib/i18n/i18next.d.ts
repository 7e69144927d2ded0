import 'i18next';
import type { Translation } from './locales/en';
import type { ListTexts } from './locales/lists-en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation; lists: ListTexts };
  }
}
