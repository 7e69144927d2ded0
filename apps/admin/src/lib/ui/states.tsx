import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client';

export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-[3px] border-teal-600 border-t-transparent ${className}`}
    />
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600">
      <Spinner />
      <span>{label ?? t('app.loading')}</span>
    </div>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="font-bold text-slate-800">{title}</p>
      {text && <p className="text-sm text-slate-600">{text}</p>}
      {action}
    </div>
  );
}

export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0) return error.message;
  return fallback;
}

/** Whether asking again can help: not when the API answered that the thing is gone or not the member's to see. */
const retryable = (error: unknown) =>
  !(
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-red-50 px-6 py-8 text-center">
      <p className="font-bold text-red-800">{t('app.errorTitle')}</p>
      <p className="text-sm text-red-800">{errorText(error, t('app.networkError'))}</p>
      {onRetry && retryable(error) && (
        <button type="button" onClick={onRetry} className={secondaryButton}>
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * What a screen shows for what it reads: loading, the error with a retry, `emptyTitle` when `isEmpty` says there is
 * nothing, else `children` with the data.
 */
export function QueryState<T>({
  query,
  isEmpty,
  emptyTitle,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
} & ({ isEmpty: (data: T) => boolean; emptyTitle: string } | { isEmpty?: never; emptyTitle?: never })) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState title={emptyTitle ?? ''} />;
  return children(query.data);
}

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60';
export const inputClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-600 aria-[invalid=true]:border-red-600';
export const cardClass = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
export const dangerSolidButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';
