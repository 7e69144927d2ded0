import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../lib/admin-types';
import { errorText } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useChangeStatus } from '../api/change-status';
import { NEXT_STATUS } from '../transitions';

/**
 * The order's next forward step in one tap, straight from the desk. While the step is sent the button stays
 * focusable (`aria-disabled`, and a second press is dropped): a disabled button would drop the keyboard's focus to
 * the page, and a keyboard user would start again from its top.
 */
export function QuickStepButton({ order, className }: { order: OrderRow; className: string }) {
  const { t } = useTranslation();
  const change = useChangeStatus();
  const changeOnce = useSingleFlight(change);
  const toast = useToast((s) => s.show);
  const next = NEXT_STATUS[order.status];
  if (!next) return null;
  const action = t(`statusAction.${next}`);
  return (
    <button
      type="button"
      className={className}
      aria-disabled={change.isPending || undefined}
      aria-label={t('orders.moveTo', { action, number: order.number })}
      onClick={() =>
        changeOnce(
          { uuid: order.uuid, status: next, expected_status: order.status },
          {
            onSuccess: () => toast(t('orders.changed', { number: order.number, status: t(`status.${next}`) })),
            onError: (error) => toast(errorText(error, t('app.networkError')), 'error'),
          },
        )
      }
    >
      {action}
    </button>
  );
}
