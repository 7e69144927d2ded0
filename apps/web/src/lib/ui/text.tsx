import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * One of the texts, by its key, worded in the language the page shows at each render. A message kept in state as
 * this element follows a language switch; a string worded when the message was set stays in that language.
 */
export function Text({ k }: { k: ParseKeys }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}
