import type { OrderStatusCode } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';

export const STATUS_TONE: Record<OrderStatusCode, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-sky-100 text-sky-900 ring-sky-300',
  preparing: 'bg-violet-100 text-violet-900 ring-violet-300',
  shipped: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelled: 'bg-slate-200 text-slate-700 ring-slate-300',
};

export function StatusBadge({ status }: { status: OrderStatusCode }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${STATUS_TONE[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

/** A cash order that waits for its shopper's confirmation: set apart on the desk until confirmed. */
export function AwaitingBadge() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="awaiting-badge"
      className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300"
    >
      {t('orders.awaitingConfirmation')}
    </span>
  );
}
