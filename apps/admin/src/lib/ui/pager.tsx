import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../admin-types';
import { QueryState, secondaryButton } from './states';

export function Pager({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  return (
    <nav aria-label={t('app.pageOf', { page, last })} className="flex items-center justify-center gap-3 py-4">
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('app.previous')}
      </button>
      <span className="text-sm text-slate-700">{t('app.pageOf', { page, last })}</span>
      <button type="button" className={secondaryButton} disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('app.next')}
      </button>
    </nav>
  );
}

/** A paged list's loading, error and empty states, then the page's records (`children`) above the pager. */
export function PagedList<T>({
  query,
  emptyTitle,
  page,
  onPage,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  emptyTitle: string;
  /** the page asked for, shown while the previous page's answer stands in for it; else the answer's own page */
  page?: number;
  onPage: (page: number) => void;
  children: (records: T[]) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(found) => found.data.length === 0} emptyTitle={emptyTitle}>
      {(found) => (
        <>
          {children(found.data)}
          <Pager page={page ?? found.meta.current_page} last={found.meta.last_page} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}
