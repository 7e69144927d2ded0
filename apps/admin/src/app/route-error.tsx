import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { ErrorState } from '../lib/ui/states';

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="mx-auto max-w-lg p-6">
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-bold">{t('app.notFound')}</h1>
      <Link to="/" className="font-semibold text-teal-800 underline">
        {t('app.backHome')}
      </Link>
    </div>
  );
}
