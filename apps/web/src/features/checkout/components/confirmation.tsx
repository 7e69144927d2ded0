import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { CheckIcon } from '../../../lib/ui/icons';
import { WhatsAppOrderLink } from '../../../lib/ui/whatsapp-link';
import { useLocalized } from '../../../lib/i18n';
import { Money } from '../../../lib/ui/money';
import type { PlacedOrder } from '../checkout-draft';

/** After the order: its number and total, what happens next, and the ways on (kept in the tab: see checkout-draft). */
export function Confirmation({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  const pack = order.delivery.service_package;
  const steps = [
    t('checkout.nextConfirm'),
    order.delivery.method === 'pickup'
      ? t('checkout.nextPickup')
      : t('checkout.nextDelivery', { time: pack ? localized(pack.expected_time) : '' }),
    t('checkout.nextPay'),
    t('checkout.nextChange'),
  ];

  return (
    <div className="mx-auto max-w-2xl space-y-5" data-testid="order-confirmation">
      <DocumentTitle title={t('checkout.confirmTitle')} />
      <div className="flex flex-col items-center gap-3 rounded-3xl bg-white px-5 py-8 text-center ring-1 ring-slate-200/70">
        <span className="grid size-16 place-items-center rounded-full bg-teal-700 text-white">
          <CheckIcon className="size-9" />
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
          {t('checkout.confirmTitle')}
        </h1>
        <p className="text-slate-600">{t('checkout.confirmText')}</p>
        <dl className="mt-2 grid w-full gap-3 sm:grid-cols-2">
          <div className="rounded-2xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{t('checkout.orderNumber')}</dt>
            <dd className="text-xl font-bold text-teal-800" data-testid="confirmation-number">
              <bdi dir="ltr">{order.number}</bdi>
            </dd>
          </div>
          <div className="rounded-2xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{t('checkout.toPay')}</dt>
            <dd className="text-xl font-bold text-teal-800" data-testid="confirmation-total">
              <Money value={order.totals.total} />
            </dd>
          </div>
        </dl>
        {order.awaiting_confirmation && (
          <p
            className="w-full rounded-xl bg-amber-50 px-4 py-3 text-start text-sm text-amber-900 ring-1 ring-amber-200"
            data-testid="confirmation-awaiting"
          >
            <strong className="font-semibold">{t('awaitingConfirmation.badge')}: </strong>
            {t('awaitingConfirmation.text')}
          </p>
        )}
        <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:flex-row">
          <WhatsAppOrderLink orderNumber={order.number} className="w-full sm:w-auto" />
          <Link
            to={routePath('client.track', {}, { number: order.number, phone: order.receiver.phone })}
            data-testid="confirmation-track-link"
            className="inline-flex h-12 items-center justify-center rounded-xl px-4 font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50"
          >
            {t('track.link')}
          </Link>
        </div>
      </div>
      <section aria-labelledby="next-steps" className="space-y-3 rounded-3xl bg-white p-5 ring-1 ring-slate-200/70">
        <h2 id="next-steps" className="text-lg font-bold text-slate-900">
          {t('checkout.nextTitle')}
        </h2>
        <ol className="space-y-3">
          {steps.map((step, i) => (
            <li key={step} className="flex items-start gap-3 text-slate-700">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-teal-50 text-sm font-bold text-teal-800">
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={routePath('client.Orders.details', { uuid: order.uuid })}
          data-testid="confirmation-view-order"
          className="flex h-12 shrink-0 items-center justify-center rounded-xl bg-teal-700 font-semibold text-white hover:bg-teal-800 sm:flex-1"
        >
          {t('checkout.viewOrder')}
        </Link>
        <Link
          to={routePath('client.home')}
          className="flex h-12 shrink-0 items-center justify-center rounded-xl font-semibold text-teal-800 ring-1 ring-teal-600 hover:bg-teal-50 sm:flex-1"
        >
          {t('checkout.keepShopping')}
        </Link>
      </div>
    </div>
  );
}
