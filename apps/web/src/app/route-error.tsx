import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/lazy-chunk';
import { EmptyState, primaryActionClass } from '../lib/ui/states';
import { removeBootShell } from './boot-shell';
import { NotFoundPage } from './not-found-page';

/** Route error boundary: a failed chunk gets a retry, a 404 the not-found page, anything else a calm message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // an error before the layout's page has shown (a failed start) must not stay under the boot shell
  useEffect(removeBootShell, []);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkLoadError(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-10" data-testid={chunk ? 'chunk-error' : 'route-error'}>
      <EmptyState
        title={chunk ? t('errors.chunkTitle') : t('errors.genericTitle')}
        text={chunk ? t('errors.chunkText') : t('errors.genericText')}
        action={
          <button type="button" onClick={() => window.location.reload()} className={primaryActionClass}>
            {t('common.retry')}
          </button>
        }
      />
    </div>
  );
}
