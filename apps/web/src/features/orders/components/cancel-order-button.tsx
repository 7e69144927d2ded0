import type { Order } from '@dukkan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { isolateCode } from '../../../lib/bidi';
import { preloadDialogs, showAlert, showConfirm } from '../../../lib/dialogs';
import { orderQueryOptions } from '../../../lib/api/get-order';
import { CloseIcon } from '../../../lib/ui/icons';
import { Spinner } from '../../../lib/ui/states';
import { cancelOrder } from '../api/cancel-order';

/**
 * Cancels the shopper's own order while it is pending or confirmed, after a confirmation dialog (SweetAlert2, like the
 * spec's dialogs). The answer replaces the order on the page; a refusal (the shop moved it meanwhile) is said and the
 * order read again.
 */
export function CancelOrderButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.uuid),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQueryOptions(order.uuid).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      // this button goes with the cancellation: once the dialog closes the focus falls back to the order's heading
      void showAlert({
        icon: 'success',
        title: t('cancelOrder.done'),
        text: answer.message,
        confirmText: t('common.ok'),
      });
    },
    onError: (e) => {
      const known = e instanceof ApiError && e.status > 0 && e.status < 500;
      setError(known ? e.message : t('common.unexpectedError'));
      if (known) void queryClient.invalidateQueries({ queryKey: ['orders', 'one', order.uuid] });
    },
  });

  if (!order.can_cancel) return null;

  const ask = async () => {
    const yes = await showConfirm({
      title: t('cancelOrder.title', { number: isolateCode(order.number) }),
      text: t('cancelOrder.text'),
      confirmText: t('cancelOrder.confirm'),
      cancelText: t('cancelOrder.keep'),
    });
    if (yes) cancel.mutate();
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void ask()}
        onPointerEnter={preloadDialogs}
        onFocus={preloadDialogs}
        disabled={cancel.isPending}
        data-testid="cancel-order"
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl px-4 font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:opacity-70 sm:w-auto"
      >
        {cancel.isPending ? (
          <Spinner className="size-4 border-2 border-rose-700 border-t-transparent" />
        ) : (
          <CloseIcon className="size-5" />
        )}
        {cancel.isPending ? t('cancelOrder.busy') : t('cancelOrder.button')}
      </button>
      {error && (
        <p role="alert" className="text-sm text-rose-700" data-testid="cancel-order-error">
          {error}
        </p>
      )}
    </div>
  );
}
