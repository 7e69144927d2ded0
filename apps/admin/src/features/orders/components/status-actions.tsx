import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatusCode } from '@dukkan/contracts';
import type { OrderDetails, TargetStatus } from '../../../lib/admin-types';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { FormAlert } from '../../../lib/ui/form-alert';
import { dangerButton, dangerSolidButton, errorText, inputClass } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useChangeStatus } from '../api/change-status';

const bigStep =
  'flex min-h-14 grow items-center justify-center rounded-2xl bg-teal-700 px-5 text-lg font-bold text-white shadow-sm hover:bg-teal-800 disabled:opacity-60';

/** The statuses this order may move to, as big buttons; cancelling asks first. */
export function StatusActions({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const change = useChangeStatus();
  const changeOnce = useSingleFlight(change);
  const toast = useToast((s) => s.show);
  const [note, setNote] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  // the pressed step's button goes with the step (and is disabled meanwhile, which drops the keyboard's focus to the
  // page): once the step is answered, focus lost on the way lands on the section's heading, or on the last word
  const landing = useRef<HTMLElement>(null);
  // the status the order shows once the step is answered: its new one (the answer and the order's new details may
  // render one after the other), or any when refused (a 409's order, read again, may come before or after)
  const landOn = useRef<OrderStatusCode | 'any' | null>(null);
  useEffect(() => {
    if (landOn.current === null || (landOn.current !== 'any' && order.status !== landOn.current)) return;
    landOn.current = null;
    if (document.activeElement === null || document.activeElement === document.body) landing.current?.focus();
  });
  const forward = order.allowed_transitions.filter((s) => s !== 'cancelled');
  const canCancel = order.allowed_transitions.includes('cancelled');

  const move = (status: TargetStatus) => {
    setError(null);
    setConfirmCancel(false);
    changeOnce(
      { uuid: order.uuid, status, expected_status: order.status, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          landOn.current = status;
          setNote('');
          toast(t('orders.changed', { number: order.number, status: t(`status.${status}`) }));
        },
        onError: (e) => {
          landOn.current = 'any';
          setError(
            e instanceof ApiError && e.status === 409
              ? t('orders.conflict')
              : e instanceof ApiError
                ? (e.fieldErrors['status']?.[0] ?? e.message)
                : errorText(e, t('app.networkError')),
          );
        },
      },
    );
  };

  if (order.allowed_transitions.length === 0) {
    return (
      <p
        ref={(p) => {
          landing.current = p;
        }}
        tabIndex={-1}
        className="rounded-xl bg-slate-100 p-3 text-slate-700"
      >
        {t('details.noNextStep')}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="next-step"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="next-step"
        ref={(h) => {
          landing.current = h;
        }}
        tabIndex={-1}
        className="text-lg font-bold"
      >
        {t('details.nextStep')}
      </h2>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {forward.map((status) => (
          <button
            key={status}
            type="button"
            className={bigStep}
            disabled={change.isPending}
            onClick={() => move(status)}
          >
            {t(`statusAction.${status}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-semibold text-slate-700">
          {t('details.note')}
        </label>
        <input
          id={noteId}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('details.notePlaceholder')}
          className={inputClass}
        />
      </div>
      {canCancel && (
        <button
          type="button"
          className={`${dangerButton} self-start`}
          disabled={change.isPending}
          onClick={() => setConfirmCancel(true)}
        >
          {t('statusAction.cancelled')}
        </button>
      )}
      <ConfirmDialog
        open={confirmCancel}
        title={t('details.cancelTitle', { number: order.number })}
        confirmLabel={t('details.cancelConfirm')}
        cancelLabel={t('details.keep')}
        confirmClass={dangerSolidButton}
        busy={change.isPending}
        onConfirm={() => move('cancelled')}
        onClose={() => setConfirmCancel(false)}
      >
        {t('details.cancelText')}
      </ConfirmDialog>
    </section>
  );
}
