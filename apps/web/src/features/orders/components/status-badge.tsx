import type { OrderStatusRef } from '@dukkan/contracts';
import { useLocalized } from '../../../lib/i18n';

const TONES: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-200',
  preparing: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  shipped: 'bg-teal-50 text-teal-800 ring-teal-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-rose-50 text-rose-800 ring-rose-200',
};

/** An order's status with its localized name; the colour only repeats what the text says. */
export function StatusBadge({ status }: { status: OrderStatusRef }) {
  const localized = useLocalized();
  return (
    <span
      data-testid="order-status"
      data-status={status.code}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${TONES[status.code] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}
    >
      {localized(status.name)}
    </span>
  );
}
