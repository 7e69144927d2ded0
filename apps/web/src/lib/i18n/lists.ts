import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';
import { listsAr } from './locales/lists-ar';
import { listsEn } from './locales/lists-en';

/**
 * The `lists` namespace (address book, checkout address picker, wishlist page): both languages are added when one of
 * those screens loads, so a language switch there needs nothing more. Imported only by those lazy screens.
 */
function ensureListTexts(): void {
  if (!i18next.hasResourceBundle('ar', 'lists')) i18next.addResourceBundle('ar', 'lists', listsAr);
  if (!i18next.hasResourceBundle('en', 'lists')) i18next.addResourceBundle('en', 'lists', listsEn);
}

export function useListsTranslation() {
  ensureListTexts();
  return useTranslation('lists');
}
