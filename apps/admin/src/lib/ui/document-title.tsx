import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab's title: "<page> — <app>", with a "(n)" prefix for unseen new orders. */
export function useDocumentTitle(page: string, badge = 0): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = `${badge > 0 ? `(${badge}) ` : ''}${page} — ${app}`;
  }, [page, app, badge]);
}
