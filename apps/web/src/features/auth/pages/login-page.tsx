import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
      <DocumentTitle title={t('nav.login')} />
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{t('auth.loginTitle')}</h1>
      <LoginForm />
    </div>
  );
}
