import { formatCount, type Order, type OrderLine } from '@dukkan/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { isolateCode, isolateText } from '../../../lib/bidi';
import { formatDate } from '../../../lib/format';
import { formatPhone } from '../../../lib/phone';
import { productPath, routePath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { ArrowEndIcon, BoxIcon, TrashIcon } from '../../../lib/ui/icons';
import { QuantityStepper } from '../../../lib/ui/quantity-stepper';
import { ProductThumbLink } from '../../../lib/ui/product-image';
import { EmptyState, PageTitle, primaryActionClass, Skeleton, Spinner } from '../../../lib/ui/states';
import { useLocale, useLocalized } from '../../../lib/i18n';
import { changeOrderProduct } from '../api/change-order-product';
import { orderQueryOptions } from '../../../lib/api/get-order';
import { statusesQueryOptions } from '../api/get-statuses';
import { WhatsAppOrderLink } from '../../../lib/ui/whatsapp-link';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Money } from '../../../lib/ui/money';
import { StatusBadge } from '../components/status-badge';
import { StatusProgress } from '../components/status-progress';
import { TotalsList } from '../../../lib/ui/totals-list';
import { BidiText } from '../../../lib/ui/bidi-text';
import { CancelOrderButton } from '../components/cancel-order-button';
import { ReorderButton } from '../components/reorder-button';
import { StatusTimeline } from '../../../lib/ui/status-timeline';

/** What a link to an order may ask: `edit` opens it at its products, the first quantity focused. */
export interface OrderLinkState {
  edit?: boolean;
}

export function OrderDetailsPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const order = useQuery(orderQueryOptions(uuid));

  if (order.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 422);
    return (
      <div className="space-y-5" data-testid={missing ? 'order-not-found' : 'order-error'}>
        <DocumentTitle title={missing ? t('orders.notFoundTitle') : t('errors.genericTitle')} />
        <EmptyState
          icon={<BoxIcon className="size-8" />}
          title={missing ? t('orders.notFoundTitle') : t('errors.genericTitle')}
          text={missing ? t('orders.notFoundText') : t('errors.genericText')}
          action={
            <Link to={routePath('client.Orders')} className={primaryActionClass}>
              {t('orders.backToOrders')}
            </Link>
          }
        />
      </div>
    );
  }
  return <OrderDetails order={order.data} />;
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalized();
  const statuses = useQuery(statusesQueryOptions());
  const title = t('orders.orderNamed', { number: order.number });
  const delivery = order.delivery;
  const linesRef = useRef<HTMLElement>(null);
  const editing = (useLocation().state as OrderLinkState | null)?.edit === true && order.can_change;
  useEffect(() => {
    if (!editing) return;
    const section = linesRef.current;
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLInputElement>('[data-testid="order-line-quantity"]')?.focus({ preventScroll: true });
  }, [editing]);

  return (
    <div className="space-y-5" data-testid="order-details-page">
      <DocumentTitle title={title} />
      <Link
        to={routePath('client.Orders')}
        className="inline-flex items-center gap-1 text-sm font-semibold text-teal-700 hover:underline"
      >
        <ArrowEndIcon className="size-4 ltr:-scale-x-100" />
        {t('orders.backToOrders')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <PageTitle>
            {t('orders.detailsTitle')}{' '}
            <bdi dir="ltr" className="text-teal-800" data-testid="order-number">
              {order.number}
            </bdi>
          </PageTitle>
          <p className="text-sm text-slate-600">
            {t('orders.placedOn', { date: formatDate(order.created_at, locale) })}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      {order.awaiting_confirmation && (
        <p
          className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="order-awaiting-confirmation"
        >
          <strong className="font-semibold">{t('awaitingConfirmation.badge')}: </strong>
          {t('awaitingConfirmation.text')}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <ReorderButton order={order} />
        <WhatsAppOrderLink orderNumber={order.number} />
        <Link
          to={routePath('client.track', {}, { number: order.number, phone: order.receiver.phone })}
          data-testid="order-track-link"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl px-4 font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50"
        >
          {t('track.link')}
        </Link>
        <CancelOrderButton order={order} />
      </div>
      {order.can_cancel && <p className="text-sm text-slate-600">{t('cancelOrder.hint')}</p>}

      <section className="rounded-2xl bg-white p-4 ring-1 ring-slate-200/70 sm:p-5">
        <h2 className="sr-only">{t('orders.progress')}</h2>
        {statuses.data ? (
          <StatusProgress statuses={statuses.data} current={order.status} />
        ) : (
          <Skeleton className="h-14 w-full" />
        )}
      </section>

      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section ref={linesRef} aria-labelledby="order-lines" className="scroll-mt-4 space-y-3">
          <h2 id="order-lines" className="text-lg font-bold text-slate-900">
            {t('orders.products')}
          </h2>
          {order.can_change && (
            <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="order-edit-hint">
              {t('orders.editHint')}
            </p>
          )}
          <ul className="space-y-3">
            {order.lines.map((line) => (
              <li key={line.product_uuid}>
                <OrderLineCard order={order} line={line} />
              </li>
            ))}
          </ul>
        </section>

        <div className="space-y-4">
          {order.history.length > 0 && (
            <InfoCard title={t('orders.timeline')}>
              <StatusTimeline history={order.history} />
            </InfoCard>
          )}
          <InfoCard title={t('orders.totals')}>
            <TotalsList totals={order.totals} testIdPrefix="order-totals" />
          </InfoCard>
          <InfoCard title={t('orders.delivery')}>
            <dl className="space-y-2 text-sm">
              <InfoRow label={t('orders.method')}>
                {delivery.method === 'pickup' ? t('orders.pickup') : t('orders.deliveryCompany')}
              </InfoRow>
              {delivery.city && <InfoRow label={t('orders.city')}>{localized(delivery.city.name)}</InfoRow>}
              {delivery.service_package && (
                <InfoRow label={t('orders.servicePackage')}>
                  {localized(delivery.service_package.name)}
                  <span className="block text-xs text-slate-600">
                    {localized(delivery.service_package.expected_time)}
                  </span>
                </InfoRow>
              )}
              {delivery.near_place && (
                <InfoRow label={t('orders.nearPlace')}>
                  <span dir="auto">{delivery.near_place}</span>
                </InfoRow>
              )}
            </dl>
          </InfoCard>
          {(order.receiver.name || order.receiver.phone) && (
            <InfoCard title={t('orders.receiver')}>
              <dl className="space-y-2 text-sm">
                {order.receiver.name && (
                  <InfoRow label={t('orders.name')}>
                    <span dir="auto">{order.receiver.name}</span>
                  </InfoRow>
                )}
                {order.receiver.phone && (
                  <InfoRow label={t('orders.phone')}>
                    <bdi dir="ltr">{formatPhone(order.receiver.phone)}</bdi>
                  </InfoRow>
                )}
              </dl>
            </InfoCard>
          )}
          <InfoCard title={t('orders.payment')}>
            <dl className="space-y-2 text-sm">
              <InfoRow label={t('orders.payment')}>{t('orders.cashOnDelivery')}</InfoRow>
              {order.discount_code && (
                <InfoRow label={t('orders.discountCode')}>
                  <bdi dir="ltr">{order.discount_code}</bdi>
                </InfoRow>
              )}
              <InfoRow label={t('orders.productsCount')}>
                {t('common.productsCount', {
                  count: order.products_count,
                  n: formatCount(order.products_count),
                })}
              </InfoRow>
            </dl>
          </InfoCard>
        </div>
      </div>
    </div>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200/70">
      <h2 className="font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-end font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

function OrderLineCard({ order, line }: { order: Order; line: OrderLine }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const name = localized(line.name);
  const [draft, setDraft] = useState(line.quantity);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: (quantity: number) =>
      changeOrderProduct({ order_uuid: order.uuid, product_uuid: line.product_uuid, quantity }),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQueryOptions(order.uuid).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
    onError: (e) => {
      setDraft(line.quantity);
      if (e instanceof ApiError && e.status > 0 && e.status < 500) {
        const first = Object.values(e.fieldErrors)[0]?.[0];
        setError(first ?? e.message);
        if (e.status === 404 || e.status === 422)
          void queryClient.invalidateQueries({ queryKey: ['orders', 'one', order.uuid] });
      } else setError(t('common.unexpectedError'));
    },
  });

  const dirty = draft !== line.quantity;
  const errorId = `line-error-${line.product_uuid}`;

  return (
    <article
      data-testid="order-line"
      data-uuid={line.product_uuid}
      className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200/70 sm:gap-4 sm:p-4"
    >
      <ProductThumbLink uuid={line.product_uuid} product={line} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900">
            <Link to={productPath(line.product_uuid)} className="line-clamp-2 hover:text-teal-700" dir="auto">
              <BidiText text={name} />
            </Link>
          </h3>
          {order.can_change && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={change.isPending}
              aria-label={t('orders.removeNamed', { name })}
              data-testid="order-line-remove"
              className="grid size-10 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-rose-50 hover:text-rose-700 disabled:opacity-40"
            >
              <TrashIcon className="size-5" />
            </button>
          )}
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          {order.can_change ? (
            <form
              className="flex flex-wrap items-center gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (dirty) change.mutate(draft);
              }}
            >
              <QuantityStepper
                value={draft}
                onChange={(n) => setDraft(Math.max(1, n))}
                disabled={change.isPending}
                label={t('orders.setQuantity', { name })}
                itemName={name}
                describedBy={error ? errorId : undefined}
                testId="order-line-quantity"
              />
              {dirty && (
                <button
                  type="submit"
                  disabled={change.isPending}
                  data-testid="order-line-save"
                  className="inline-flex h-10 items-center gap-2 rounded-xl bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
                >
                  {change.isPending && <Spinner className="size-4 border-2 border-white border-t-transparent" />}
                  {t('orders.save')}
                </button>
              )}
            </form>
          ) : (
            <p className="text-sm text-slate-700">
              {t('orders.quantity')}: <bdi>{formatCount(line.quantity)}</bdi>
            </p>
          )}
          <div className="text-end">
            <p className="text-xs text-slate-600">
              {t('orders.unitPrice')}: <Money value={line.unit_price_after_tax} />
            </p>
            {line.tax_percentage > 0 && (
              <p className="text-xs text-slate-500">
                {t('common.taxIncluded', { percent: formatCount(line.tax_percentage) })}
              </p>
            )}
            <p className="font-bold text-teal-800" data-testid="order-line-total">
              <Money value={line.line_total} />
            </p>
          </div>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-rose-700" data-testid="order-line-error">
            {error}
          </p>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('orders.confirmRemoveTitle')}
          text={
            order.lines.length === 1
              ? t('orders.confirmLastText', { number: isolateCode(order.number) })
              : t('orders.confirmRemoveText', { name: isolateText(name), number: isolateCode(order.number) })
          }
          confirmText={t('orders.confirmRemove')}
          cancelText={t('orders.keep')}
          onCancel={() => setConfirming(false)}
          // the line goes, its buttons with it: the focus goes on to the heading of the products left, or to the
          // order's heading (the page's main heading) when the last line cancels the order
          focusAfterConfirm={() => (order.lines.length > 1 ? document.getElementById('order-lines') : null)}
          onConfirm={() => {
            setConfirming(false);
            change.mutate(0);
          }}
        />
      )}
    </article>
  );
}
