import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paragraphs } from '../../../lib/format';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { EmptyState, PageTitle, Skeleton } from '../../../lib/ui/states';
import { useLocalized } from '../../../lib/i18n';
import { settingsQueryOptions } from '../../../lib/api/get-settings';

/** The terms from settings, as plain text paragraphs (never parsed as HTML). */
export function TermsPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const settings = useQuery(settingsQueryOptions());
  const text = settings.data ? localized(settings.data.terms) : '';
  return (
    <article className="mx-auto max-w-3xl space-y-5">
      <DocumentTitle title={t('terms.title')} />
      <PageTitle>{t('terms.title')}</PageTitle>
      {settings.isPending && (
        <div role="status" aria-label={t('common.loading')} className="space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      )}
      {settings.isSuccess && !text && <EmptyState title={t('terms.empty')} />}
      {settings.isError && <EmptyState title={t('errors.genericTitle')} text={t('errors.genericText')} />}
      {text && (
        <div
          className="space-y-4 rounded-2xl bg-white p-5 leading-loose text-slate-700 ring-1 ring-slate-200/70 sm:p-8"
          dir="auto"
        >
          {paragraphs(text).map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))}
        </div>
      )}
    </article>
  );
}
