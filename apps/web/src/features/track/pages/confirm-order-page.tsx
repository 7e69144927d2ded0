import type { ConfirmedOrder } from '@dukkan/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { routePath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { AlertIcon, CheckIcon } from '../../../lib/ui/icons';
import { primaryActionClass, Spinner } from '../../../lib/ui/states';
import { confirmOrder } from '../api/track-calls';

/**
 * client.confirm: the single-use link of a cash-on-delivery order's message. Opening the page confirms once (a POST,
 * so link previews that only fetch the page confirm nothing) and says so; a used or unknown link says that.
 */
export function ConfirmOrderPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useMutation({ mutationFn: () => confirmOrder(token) });
  const started = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return (
    <div className="mx-auto max-w-lg space-y-5" data-testid="confirm-order-page">
      <DocumentTitle title={t('confirm.title')} />
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-5 py-8 text-center ring-1 ring-slate-200/70">
        {confirm.isSuccess ? (
          <Confirmed order={confirm.data.data} message={confirm.data.message} />
        ) : confirm.isError ? (
          <Failed error={confirm.error} />
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 text-slate-700">
            <Spinner />
            <p>{t('confirm.confirming')}</p>
          </div>
        )}
      </div>
    </div>
  );
}

function Confirmed({ order, message }: { order: ConfirmedOrder; message: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="grid size-16 place-items-center rounded-full bg-teal-700 text-white">
        <CheckIcon className="size-9" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900" data-testid="confirm-done">
        {t('confirm.done')}
        <bdi dir="ltr">{order.number}</bdi>
      </h1>
      <p className="text-slate-600" role="status">
        {message}
      </p>
      <Link to={routePath('client.track', {}, { number: order.number })} className={primaryActionClass}>
        {t('confirm.trackIt')}
      </Link>
    </>
  );
}

function Failed({ error }: { error: Error }) {
  const { t } = useTranslation();
  const known = error instanceof ApiError && error.status > 0 && error.status < 500;
  return (
    <>
      <span className="grid size-16 place-items-center rounded-full bg-amber-100 text-amber-800">
        <AlertIcon className="size-9" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{t('confirm.failedTitle')}</h1>
      <p role="alert" className="text-slate-600" data-testid="confirm-error">
        {known ? error.message : t('common.unexpectedError')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={routePath('client.track')} className={primaryActionClass}>
          {t('confirm.trackIt')}
        </Link>
        <Link
          to={routePath('client.home')}
          className="rounded-xl px-5 py-2.5 font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50"
        >
          {t('confirm.home')}
        </Link>
      </div>
    </>
  );
}
