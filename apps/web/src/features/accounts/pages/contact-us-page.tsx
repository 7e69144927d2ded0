import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { PageTitle } from '../../../lib/ui/states';

/** /contact-us lives outside the layout (spec 2); its form arrives with the accounts module. */
export function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4 py-10">
      <DocumentTitle title={t('pending.contact')} />
      <Link to={routePath('client.home')} className="text-2xl font-bold text-teal-800">
        {t('appName')}
      </Link>
      <PageTitle>{t('pending.contact')}</PageTitle>
      <p className="text-slate-600">{t('pending.text')}</p>
      <Link to={routePath('client.home')} className="font-semibold text-teal-700 hover:underline">
        {t('common.backHome')}
      </Link>
    </main>
  );
}
