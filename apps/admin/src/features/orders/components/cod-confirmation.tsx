import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '../../../lib/admin-types';
import { canChangeSettings } from '../../../lib/roles';
import { useSession } from '../../../lib/session-store';
import { errorText, primaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useCodConfirmation, useConfirmByPhone, useSetCodConfirmation } from '../api/cod-confirmation';

/**
 * The desk's switch for cash-on-delivery confirmation (owners and managers; others see nothing). A switch, not a
 * settings screen: the full settings screen is its own work.
 */
export function CodConfirmationSwitch() {
  const { t } = useTranslation();
  const role = useSession((s) => s.staff?.role);
  const setting = useCodConfirmation();
  const save = useSetCodConfirmation();
  const toast = useToast((s) => s.show);
  if (!canChangeSettings(role) || !setting.data) return null;
  const enabled = save.isPending && save.variables !== undefined ? save.variables : setting.data.enabled;
  const toggle = () =>
    save.mutate(!enabled, {
      onSuccess: (data) =>
        toast(t('orders.codSaved', { state: data.enabled ? t('orders.codOn') : t('orders.codOff') })),
      onError: (error) => toast(errorText(error, t('orders.codTitle')), 'error'),
    });
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-describedby="cod-hint"
        onClick={toggle}
        disabled={save.isPending}
        data-testid="cod-switch"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60 ${
          enabled ? 'bg-teal-700' : 'bg-slate-300'
        }`}
      >
        <span className="sr-only">{t('orders.codTitle')}</span>
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            enabled ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'
          }`}
        />
      </button>
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {t('orders.codTitle')}: {enabled ? t('orders.codOn') : t('orders.codOff')}
        </p>
        <p id="cod-hint" className="text-slate-600">
          {t('orders.codHint')}
        </p>
      </div>
    </div>
  );
}

/** On an order waiting for its shopper's confirmation: the call to make, and the button once they said yes. */
export function AwaitingConfirmationCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const confirm = useConfirmByPhone();
  const toast = useToast((s) => s.show);
  if (!order.awaiting_confirmation) return null;
  return (
    <section
      aria-labelledby="awaiting-title"
      className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300"
      data-testid="awaiting-card"
    >
      <h2 id="awaiting-title" className="font-bold text-amber-950">
        {t('details.awaitingTitle')}
      </h2>
      <p className="text-amber-950">{t('details.awaitingText')}</p>
      <button
        type="button"
        className={`${primaryButton} self-start`}
        disabled={confirm.isPending}
        data-testid="confirm-by-phone"
        onClick={() =>
          confirm.mutate(order.uuid, {
            onSuccess: () => toast(t('details.confirmedByPhone', { number: order.number })),
            onError: (error) => toast(errorText(error, t('details.confirmByPhone')), 'error'),
          })
        }
      >
        {t('details.confirmByPhone')}
      </button>
    </section>
  );
}
