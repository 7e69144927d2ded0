import { useTranslation } from 'react-i18next';

/** Sets the tab title for the screen (React 19 hoists <title> into the head). */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const shop = t('appName');
  return <title>{title ? `${title} | ${shop}` : `${shop} — ${t('tagline')}`}</title>;
}
