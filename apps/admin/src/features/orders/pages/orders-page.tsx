import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { Pager } from '../../../lib/ui/pager';
import { EmptyState, ErrorState, Loading } from '../../../lib/ui/states';
import { useOrders } from '../api/get-orders';
import { orderSummaryQuery, useNewOrdersCount } from '../api/get-order-summary';
import { BulkBar } from '../components/bulk-bar';
import { CodConfirmationSwitch } from '../components/cod-confirmation';
import { DeskFiltersBar } from '../components/desk-filters';
import { OrderList } from '../components/order-list';
import { StatusTabs } from '../components/status-tabs';
import { readFilters, writeFilters, type DeskFilters } from '../store/desk-filters';
import { totalOf, useSeenOrders } from '../store/seen-orders';

/** The orders desk: status tabs with counts, search and filters, the list, bulk actions and new-order alerts. */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const orders = useOrders(filters);
  const queryClient = useQueryClient();
  const newCount = useNewOrdersCount();
  const summary = useQuery(orderSummaryQuery());
  const markSeen = useSeenOrders((s) => s.markSeen);
  useDocumentTitle(t('orders.title'), newCount);
  // where the keyboard lands when a bulk change took the bar (and its buttons) away
  const heading = useRef<HTMLHeadingElement>(null);

  const change = (next: Partial<DeskFilters>) => setParams(writeFilters(filters, next));
  const showNew = () => {
    if (summary.data) markSeen(totalOf(summary.data.counts));
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
  };

  // a list loaded fresh has shown every order up to now
  const loadedAt = orders.dataUpdatedAt;
  useEffect(() => {
    const data = queryClient.getQueryData(orderSummaryQuery().queryKey);
    if (loadedAt && data) markSeen(totalOf(data.counts));
  }, [loadedAt, queryClient, markSeen]);

  return (
    <div className="flex flex-col gap-3 pb-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t('orders.title')}
        </h1>
        {newCount > 0 && (
          <button
            type="button"
            onClick={showNew}
            className="min-h-11 animate-pulse rounded-full bg-amber-300 px-4 font-bold text-slate-900 motion-reduce:animate-none"
          >
            {t('orders.newOrders', { count: newCount })}
          </button>
        )}
      </div>
      <CodConfirmationSwitch />
      <StatusTabs active={filters.status} counts={orders.data?.counts} onSelect={(status) => change({ status })} />
      <label className="flex min-h-11 items-center gap-3 self-start rounded-xl bg-amber-50 px-3 font-semibold text-amber-950 ring-1 ring-amber-300">
        <input
          type="checkbox"
          checked={filters.unconfirmed === true}
          onChange={(e) => change({ unconfirmed: e.target.checked || undefined })}
          className="size-5 accent-amber-700"
          data-testid="unconfirmed-filter"
        />
        {t('orders.unconfirmedOnly')}
      </label>
      <DeskFiltersBar key={filters.q ?? ''} filters={filters} onChange={change} />
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.data.length === 0 ? (
        <EmptyState title={t('orders.empty')} text={t('orders.emptyHint')} />
      ) : (
        <div aria-busy={orders.isFetching} className={orders.isPlaceholderData ? 'opacity-60' : ''}>
          <p className="sr-only" aria-live="polite">
            {t('orders.summaryCount', { count: orders.data.meta.total, n: formatCount(orders.data.meta.total) })}
          </p>
          <OrderList orders={orders.data.data} />
          <Pager
            page={orders.data.meta.current_page}
            last={orders.data.meta.last_page}
            onPage={(page) => change({ page })}
          />
        </div>
      )}
      <BulkBar landing={heading} />
    </div>
  );
}
