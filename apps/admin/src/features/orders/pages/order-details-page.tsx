import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { OrderNumber } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { AwaitingBadge, StatusBadge } from '../../../lib/ui/status-badge';
import { ErrorState, Loading, secondaryButton } from '../../../lib/ui/states';
import { useOrder } from '../api/get-order';
import { AwaitingConfirmationCard } from '../components/cod-confirmation';
import { OrderNotes } from '../components/order-notes';
import { ClientCard, LinesCard, ReceiverCard, TotalsCard } from '../components/order-summary-cards';
import { StatusActions } from '../components/status-actions';
import { StatusTimeline } from '../components/status-timeline';

export function OrderDetailsPage() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const order = useOrder(uuid);
  useDocumentTitle(order.data ? t('details.title', { number: order.data.number }) : t('orders.title'));

  // the way back is there while the order loads, and when it cannot be shown (a wrong or old link)
  const back = (
    <Link to="/orders" className="self-start font-semibold text-teal-800 underline-offset-4 hover:underline">
      <span aria-hidden="true">{locale === 'ar' ? '→ ' : '← '}</span>
      {t('details.back')}
    </Link>
  );
  if (order.isPending || order.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        {order.isPending ? <Loading /> : <ErrorState error={order.error} onRetry={() => void order.refetch()} />}
      </div>
    );
  }
  const data = order.data;
  const printLink = (doc: 'delivery' | 'invoice') => `/print?uuids=${data.uuid}&doc=${doc}`;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">
          {t('orders.number')} <OrderNumber value={data.number} />
        </h1>
        <StatusBadge status={data.status} />
        {data.awaiting_confirmation && <AwaitingBadge />}
        <p className="basis-full text-slate-600">
          {t('details.placedOn', { date: formatDateTime(data.created_at, locale) })}
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <AwaitingConfirmationCard order={data} />
          <StatusActions order={data} />
          <LinesCard order={data} />
          <TotalsCard order={data} />
        </div>
        <div className="flex flex-col gap-4">
          <ReceiverCard order={data} />
          <ClientCard order={data} />
          <section className="flex flex-wrap gap-2" aria-label={t('details.print')}>
            <Link to={printLink('delivery')} className={secondaryButton}>
              {t('details.print')}: {t('details.printDelivery')}
            </Link>
            <Link to={printLink('invoice')} className={secondaryButton}>
              {t('details.print')}: {t('details.printInvoice')}
            </Link>
          </section>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <StatusTimeline order={data} />
        <OrderNotes order={data} />
      </div>
    </div>
  );
}
