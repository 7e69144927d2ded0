import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatCount, type OrderSummary } from '@dukkan/contracts';
import { formatDate } from '../../../lib/format';
import { routePath } from '../../../lib/routes';
import { BoxIcon, ChevronEndIcon } from '../../../lib/ui/icons';
import { EmptyState, LoadFailed, PageHeading, primaryActionClass, Skeleton } from '../../../lib/ui/states';
import { useLocale } from '../../../lib/i18n';
import { ordersQueryOptions } from '../api/get-orders';
import { Money } from '../../../lib/ui/money';
import { StatusBadge } from '../components/status-badge';
import type { OrderLinkState } from './order-details-page';

const orderPath = (uuid: string) => routePath('client.Orders.details', { uuid });
/** "Change" opens the order at its products, ready to be changed (history state: the spec's route stays as it is). */
const EDIT_ORDER: OrderLinkState = { edit: true };

export function OrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const orders = useQuery(ordersQueryOptions(page));

  return (
    <div className="space-y-5">
      <PageHeading title={t('orders.title')} />
      {orders.isPending ? (
        <div role="status" aria-label={t('orders.loading')} className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : orders.isError ? (
        <LoadFailed onRetry={() => void orders.refetch()} />
      ) : orders.data.data.length === 0 && orders.data.meta.total === 0 ? (
        <EmptyState
          icon={<BoxIcon className="size-8" />}
          title={t('orders.empty')}
          text={t('orders.emptyHint')}
          action={
            <Link to={routePath('client.home')} data-testid="orders-shop" className={primaryActionClass}>
              {t('orders.startShopping')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('orders.title')} data-testid="orders-list">
            {orders.data.data.map((order) => (
              <li key={order.uuid}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          <Pagination page={orders.data.meta.current_page} pages={orders.data.meta.last_page} />
        </>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cell = 'min-w-0 space-y-0.5';
  const label = 'text-xs text-slate-600';
  return (
    <article
      data-testid="order-row"
      data-uuid={order.uuid}
      aria-labelledby={`order-${order.uuid}`}
      className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200/70 md:grid-cols-[1.3fr_1fr_0.8fr_1fr_1fr_auto] md:items-center"
    >
      <div className={cell}>
        <p className={label}>{t('orders.orderNumber')}</p>
        <h2 id={`order-${order.uuid}`} className="font-bold text-slate-900">
          <Link to={orderPath(order.uuid)} className="hover:text-teal-700" data-testid="order-number">
            <bdi dir="ltr">{order.number}</bdi>
          </Link>
        </h2>
      </div>
      <div className={`${cell} text-end md:text-start`}>
        <p className={label}>{t('orders.status')}</p>
        <StatusBadge status={order.status} />
      </div>
      <div className={cell}>
        <p className={label}>{t('orders.date')}</p>
        <p className="text-sm text-slate-800">
          <time dateTime={order.created_at}>{formatDate(order.created_at, locale)}</time>
        </p>
      </div>
      <div className={`${cell} text-end md:text-start`}>
        <p className={label}>{t('orders.productsCount')}</p>
        <p className="text-sm text-slate-800" data-testid="order-products-count">
          {t('common.productsCount', {
            count: order.products_count,
            n: formatCount(order.products_count),
          })}
        </p>
      </div>
      <div className={cell}>
        <p className={label}>{t('orders.total')}</p>
        <p className="font-bold text-teal-800" data-testid="order-total">
          <Money value={order.total} />
        </p>
      </div>
      <div className="flex items-center justify-end gap-2">
        {order.can_change && (
          <Link
            to={orderPath(order.uuid)}
            state={EDIT_ORDER}
            aria-label={t('orders.changeOf', { number: order.number })}
            data-testid="order-change"
            className="inline-flex h-10 items-center rounded-xl px-3 text-sm font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50"
          >
            {t('orders.change')}
          </Link>
        )}
        <Link
          to={orderPath(order.uuid)}
          aria-label={t('orders.detailsOf', { number: order.number })}
          data-testid="order-details"
          className="inline-flex h-10 items-center gap-1 rounded-xl bg-teal-700 px-3 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t('orders.details')}
          <ChevronEndIcon className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </article>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const link = (target: number, text: string, rel: 'prev' | 'next') =>
    target < 1 || target > pages ? (
      <span aria-disabled="true" className="rounded-xl px-4 py-2 text-slate-400 ring-1 ring-slate-200">
        {text}
      </span>
    ) : (
      <Link
        to={routePath('client.Orders', {}, { page: target })}
        rel={rel}
        className="rounded-xl px-4 py-2 font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50"
      >
        {text}
      </Link>
    );
  return (
    <nav aria-label={t('orders.pagination')} className="flex items-center justify-center gap-3 text-sm">
      {link(page - 1, t('orders.previous'), 'prev')}
      <span aria-current="page" className="text-slate-700">
        {t('orders.pageOf', { page: formatCount(page), pages: formatCount(pages) })}
      </span>
      {link(page + 1, t('orders.next'), 'next')}
    </nav>
  );
}
