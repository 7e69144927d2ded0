import { ORDER_STATUS_CODES, type OrderStatusCode } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import type { StatusCounts } from '../../../lib/admin-types';
import { Count } from '../../../lib/ui/bidi';
import { totalOf } from '../store/seen-orders';

/** One tab per status with its count; "All" first. Counts follow the other filters, not the status. */
export function StatusTabs({
  active,
  counts,
  onSelect,
}: {
  active: OrderStatusCode | undefined;
  counts: StatusCounts | undefined;
  onSelect: (status: OrderStatusCode | undefined) => void;
}) {
  const { t } = useTranslation();
  const tabs: { key: OrderStatusCode | undefined; label: string; count: number | undefined }[] = [
    { key: undefined, label: t('orders.all'), count: counts && totalOf(counts) },
    ...ORDER_STATUS_CODES.map((s) => ({ key: s, label: t(`status.${s}`), count: counts?.[s] })),
  ];
  return (
    <div role="group" aria-label={t('orders.statusHeader')} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {tabs.map(({ key, label, count }) => {
          const current = key === active;
          return (
            <li key={key ?? 'all'}>
              <button
                type="button"
                aria-pressed={current}
                onClick={() => onSelect(key)}
                className={`flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 font-semibold ring-1 ${
                  current
                    ? 'bg-teal-700 text-white ring-teal-700'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-teal-50'
                }`}
              >
                {label}
                {count !== undefined && (
                  <span
                    className={`rounded-full px-2 text-sm ${current ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}`}
                  >
                    <Count value={count} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
