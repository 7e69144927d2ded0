import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../lib/routes';
import { DocumentTitle } from '../lib/ui/document-title';
import { SearchIcon } from '../lib/ui/icons';
import { primaryActionClass } from '../lib/ui/states';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center" data-testid="not-found">
      <DocumentTitle title={t('notFound.title')} />
      <p className="text-7xl font-bold text-teal-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="max-w-md text-slate-600">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={routePath('client.home')} className={primaryActionClass}>
          {t('common.backHome')}
        </Link>
        <Link
          to={routePath('client.categories')}
          className="inline-flex items-center gap-2 rounded-xl px-5 py-2.5 font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50"
        >
          <SearchIcon className="size-5" />
          {t('nav.categories')}
        </Link>
      </div>
    </div>
  );
}
