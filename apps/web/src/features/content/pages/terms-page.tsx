import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { EmptyState, PageTitle, Skeleton } from '../../../lib/ui/states';
import { useLocalized } from '../../../lib/i18n';
import { settingsQueryOptions } from '../../../lib/api/get-settings';
import { termsSections } from '../terms-sections';

/** The terms from settings as sections with headings and a list of contents (plain text, never parsed as HTML). */
export function TermsPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const settings = useQuery(settingsQueryOptions());
  const text = settings.data ? localized(settings.data.terms) : '';
  const id = useId();
  const sections = useMemo(() => termsSections(text), [text]);
  const headed = sections.flatMap((section, index) => (section.heading ? [{ heading: section.heading, index }] : []));
  // links to sections scroll and focus instead of changing the hash, which the router owns
  const goTo = (index: number) => {
    const heading = document.getElementById(`${id}-section-${index}`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
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
      {sections.length > 0 && (
        <div
          className="space-y-6 rounded-2xl bg-white p-5 leading-loose text-slate-700 ring-1 ring-slate-200/70 sm:p-8"
          dir="auto"
          data-testid="terms"
        >
          {headed.length > 1 && (
            <nav aria-labelledby={`${id}-contents`} className="rounded-xl bg-slate-50 p-4">
              <h2 id={`${id}-contents`} className="text-sm font-bold text-slate-900">
                {t('terms.contents')}
              </h2>
              <ol className="mt-2 list-inside list-decimal space-y-1 text-sm">
                {headed.map((section) => (
                  <li key={section.index}>
                    <button
                      type="button"
                      onClick={() => goTo(section.index)}
                      className="rounded text-teal-700 hover:underline"
                    >
                      {section.heading}
                    </button>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {sections.map((section, index) => (
            <section
              key={index}
              aria-labelledby={section.heading ? `${id}-section-${index}` : undefined}
              className="space-y-3"
              data-testid="terms-section"
            >
              {section.heading && (
                <h2
                  id={`${id}-section-${index}`}
                  tabIndex={-1}
                  className="scroll-mt-4 text-lg font-bold text-slate-900 focus:outline-none"
                >
                  {section.heading}
                </h2>
              )}
              {section.paragraphs.map((p, i) => (
                <p key={i} className="whitespace-pre-line">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
