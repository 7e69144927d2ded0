import { ORDER_STATUS_CODES } from '@dukkan/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDay } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { Count, Money } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { ColumnHeaders } from '../../../lib/ui/table-scroll';
import { cardClass, EmptyState, ErrorState, Loading } from '../../../lib/ui/states';
import { PERIODS, useDashboard, type Period } from '../api/get-dashboard';

const SalesChart = lazy(() => import('../components/sales-chart').then((m) => ({ default: m.SalesChart })));

const periodKey = { today: 'dashboard.today', '7d': 'dashboard.d7', '30d': 'dashboard.d30' } as const;

function Tile({ label, note, children }: { label: string; note?: string | null; children: ReactNode }) {
  return (
    // min-w-0: a grid cell as narrow as its column, so a large amount wraps its currency instead of widening the page
    <div className={`${cardClass} min-w-0`}>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-teal-900 sm:text-2xl">{children}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={cardClass} aria-label={title}>
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [period, setPeriod] = useState<Period>('today');
  const dashboard = useDashboard(period);
  const cancelled = dashboard.data?.by_status.cancelled ?? 0;
  useDocumentTitle(t('dashboard.title'));
  const name = (p: { name_ar: string; name_en: string }) => (locale === 'ar' ? p.name_ar : p.name_en || p.name_ar);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
        <div
          role="group"
          aria-label={t('dashboard.period')}
          className="flex rounded-xl bg-white p-1 ring-1 ring-slate-300"
        >
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
              className={`min-h-11 rounded-lg px-4 font-semibold ${p === period ? 'bg-teal-700 text-white' : 'text-slate-800 hover:bg-teal-50'}`}
            >
              {t(periodKey[p])}
            </button>
          ))}
        </div>
      </div>
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div
          className={`flex flex-col gap-4 ${dashboard.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={dashboard.isFetching}
        >
          {/* one tile a row on a phone: a month's revenue ("336,943.250 LYD") is wider than half of a 390 px screen */}
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {/* the count holds cancelled orders, the amounts do not: said beside each, so they are not read as one */}
            <Tile
              label={t('dashboard.orders')}
              note={
                cancelled > 0 ? t('dashboard.cancelledAmong', { count: cancelled, n: formatCount(cancelled) }) : null
              }
            >
              <Count value={dashboard.data.orders_count} />
            </Tile>
            <Tile label={t('dashboard.revenue')} note={cancelled > 0 ? t('dashboard.withoutCancelled') : null}>
              <Money value={dashboard.data.revenue} wrap />
            </Tile>
            <Tile label={t('dashboard.averageOrder')} note={cancelled > 0 ? t('dashboard.withoutCancelled') : null}>
              <Money value={dashboard.data.average_order_value} wrap />
            </Tile>
            <Tile label={t('dashboard.newClients')}>
              <Count value={dashboard.data.new_clients} />
            </Tile>
          </dl>

          {period !== 'today' && (
            <Panel title={t('dashboard.dailySales')}>
              {dashboard.data.daily.every((d) => d.revenue === 0) ? (
                <p className="text-slate-600">{t('dashboard.noSales')}</p>
              ) : (
                <>
                  <Suspense fallback={<Loading label={t('dashboard.chartLoading')} />}>
                    <SalesChart daily={dashboard.data.daily} locale={locale} />
                  </Suspense>
                  <table className="sr-only">
                    <caption>{t('dashboard.chartLabel')}</caption>
                    <tbody>
                      {dashboard.data.daily.map((d) => (
                        <tr key={d.date}>
                          <th scope="row">{formatDay(d.date, locale)}</th>
                          <td>
                            <Money value={d.revenue} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </Panel>
          )}

          <div className="grid gap-4 lg:grid-cols-3">
            <Panel title={t('dashboard.byStatus')}>
              <ul className="flex flex-col gap-2">
                {ORDER_STATUS_CODES.map((s) => (
                  <li key={s}>
                    <Link
                      to={`/orders?status=${s}`}
                      className="flex items-center justify-between gap-2 rounded-lg p-1 hover:bg-slate-50"
                    >
                      <StatusBadge status={s} />
                      <span className="font-bold">
                        <Count value={dashboard.data.by_status[s] ?? 0} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Panel>

            <Panel title={t('dashboard.topProducts')}>
              {dashboard.data.top_products.length === 0 ? (
                <EmptyState title={t('dashboard.noSales')} />
              ) : (
                <table className="w-full text-sm">
                  {/* (shown below the rows) a product's lines before the orders' codes and delivery, which the revenue above
                      has: said, so a best seller's figure above the day's revenue is not read as an error */}
                  <caption className="caption-bottom pt-2 text-start text-xs text-slate-600">
                    {t('dashboard.soldForNote')}
                  </caption>
                  <thead>
                    <ColumnHeaders
                      className="text-slate-600"
                      cellClassName="pb-1"
                      columns={[
                        { label: t('dashboard.product') },
                        { label: t('dashboard.quantity'), end: true, className: 'ps-3' },
                        { label: t('dashboard.soldFor'), end: true, className: 'ps-3' },
                      ]}
                    />
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {dashboard.data.top_products.map((p) => (
                      <tr key={p.uuid}>
                        <td className="py-1.5">{name(p)}</td>
                        <td className="py-1.5 ps-3 text-end">
                          <Count value={p.quantity} />
                        </td>
                        <td className="py-1.5 ps-3 text-end">
                          <Money value={p.revenue} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Panel>

            <Panel title={t('dashboard.lowStock')}>
              <p className="mb-2 text-sm text-slate-600">
                {t('dashboard.lowStockHint', {
                  count: dashboard.data.low_stock_threshold,
                  n: formatCount(dashboard.data.low_stock_threshold),
                })}
              </p>
              {dashboard.data.low_stock.length === 0 ? (
                <p className="text-slate-700">{t('dashboard.noLowStock')}</p>
              ) : (
                <ul className="divide-y divide-slate-100 text-sm">
                  {dashboard.data.low_stock.map((p) => (
                    <li key={p.uuid} className="flex justify-between gap-2 py-1.5">
                      <span>{name(p)}</span>
                      <span className={`font-bold ${p.quantity === 0 ? 'text-red-700' : 'text-amber-800'}`}>
                        <Count value={p.quantity} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}
