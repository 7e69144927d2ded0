import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { QueryState } from '../../../lib/ui/states';
import { useShopSettings } from '../api/settings';
import { SettingsForm } from '../components/settings-form';

export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const settings = useShopSettings();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      <QueryState query={settings}>{(saved) => <SettingsForm settings={saved} />}</QueryState>
    </div>
  );
}
