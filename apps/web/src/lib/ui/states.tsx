import type { ReactNode } from 'react';
import { useTexts } from '../use-ui-locale';
import { Link } from 'react-router';
import { DocumentTitle } from './document-title';

/** The teal call to action of empty and error states. */
export const primaryActionClass = 'rounded-xl bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800';

/** A calm empty state with an optional action. */
export function EmptyState({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon && <div className="grid size-16 place-items-center rounded-full bg-teal-50 text-teal-700">{icon}</div>}
      {/* a title may hold what the shopper typed (a search of a 100-letter word): it wraps anywhere rather than widen
          the page */}
      <h2 className="max-w-full text-lg font-bold wrap-anywhere text-slate-800">{title}</h2>
      {text && <p className="max-w-sm text-slate-600">{text}</p>}
      {action}
    </div>
  );
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-slate-200/70 ${className}`} />;
}

/** Placeholder cards while a product list loads. */
export function ProductGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200/70">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-[3px] border-teal-600 border-t-transparent ${className}`}
    />
  );
}

/** The page's heading; a word longer than the line (a searched one, "results for «…»") wraps rather than widen it. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="max-w-full min-w-0 text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl">{children}</h1>;
}

/** The tab title and the page's heading, with the same text. */
export function PageHeading({ title }: { title: string }) {
  return (
    <>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
    </>
  );
}

/** A page with nothing to show yet (an empty cart or compare list): its heading, then an empty state linking on. */
export function EmptyPage({
  title,
  icon,
  emptyTitle,
  emptyText,
  linkTo,
  linkLabel,
}: {
  title: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="space-y-5">
      <PageHeading title={title} />
      <EmptyState
        icon={icon}
        title={emptyTitle}
        text={emptyText}
        action={
          <Link to={linkTo} className={primaryActionClass}>
            {linkLabel}
          </Link>
        }
      />
    </div>
  );
}

/** Loading failed: the generic error texts and a retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTexts();
  return (
    <EmptyState
      title={t('errors.genericTitle')}
      text={t('errors.genericText')}
      action={
        <button type="button" onClick={onRetry} className={primaryActionClass}>
          {t('common.retry')}
        </button>
      }
    />
  );
}
