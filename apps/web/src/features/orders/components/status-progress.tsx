import type { OrderStatus, OrderStatusRef } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../lib/ui/icons';
import { useLocalized } from '../../../lib/i18n';

/** The statuses from GET /status as steps; those up to the order's status are done. A cancelled order says so. */
export function StatusProgress({ statuses, current }: { statuses: OrderStatus[]; current: OrderStatusRef }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  if (current.code === 'cancelled') {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-rose-50 px-4 py-3 font-semibold text-rose-800">
        <AlertIcon className="size-5 shrink-0" />
        {t('orders.cancelled')}
      </p>
    );
  }
  const steps = [...statuses].filter((s) => s.code !== 'cancelled').sort((a, b) => a.sort_order - b.sort_order);
  const currentIndex = steps.findIndex((s) => s.code === current.code);
  return (
    <ol
      aria-label={t('orders.progress')}
      className="grid gap-1"
      style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
      data-testid="status-progress"
    >
      {steps.map((step, i) => {
        const done = i <= currentIndex;
        const isCurrent = i === currentIndex;
        return (
          <li
            key={step.id}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5 text-center"
          >
            <span className="flex w-full items-center">
              <span
                className={`h-1 flex-1 rounded-full ${i === 0 ? 'invisible' : done ? 'bg-teal-600' : 'bg-slate-200'}`}
              />
              <span
                className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  done ? 'bg-teal-700 text-white' : 'bg-slate-100 text-slate-500 ring-1 ring-slate-200'
                } ${isCurrent ? 'ring-4 ring-teal-100' : ''}`}
              >
                {done ? <CheckIcon className="size-4" /> : i + 1}
              </span>
              <span
                className={`h-1 flex-1 rounded-full ${i === steps.length - 1 ? 'invisible' : i < currentIndex ? 'bg-teal-600' : 'bg-slate-200'}`}
              />
            </span>
            <span
              className={`text-[0.7rem] leading-tight sm:text-xs ${isCurrent ? 'font-bold text-teal-800' : 'text-slate-600'}`}
            >
              {localized(step.name)}
              {isCurrent && <span className="sr-only"> ({t('orders.currentStep')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
