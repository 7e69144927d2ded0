import { formatLibyanPhone, type Locale, type Settings } from '@dukkan/contracts';
import { itemsTotal } from '../items-total';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { OrderDetails } from '../../../lib/admin-types';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { dirOf, pick } from '../../../lib/i18n/i18n';
import { NameText, UserText } from '../../../lib/ui/bidi';
import { QrCode } from '../../../lib/ui/qr-code';

export type PrintDoc = 'delivery' | 'invoice';
export type PrintSize = 'a4' | 'receipt';

function Amount({ value, t }: { value: number; t: TFunction }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      <bdi dir="ltr">{formatMoney(value)}</bdi> {t('print.currency')}
    </span>
  );
}

/** A row of the totals; a `note` is already in the lines' prices (it is not added again), in smaller type. */
function TotalRow({
  label,
  children,
  strong = false,
  note = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  note?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-black pt-1 font-bold' : ''} ${note ? 'ps-3 text-[0.85em]' : ''}`}
    >
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One order on paper, in a fixed language: the shop, the order number with its QR code, receiver, lines, totals. */
export function PrintSheet({
  order,
  shop,
  doc,
  size,
  locale,
  t,
}: {
  order: OrderDetails;
  shop: Settings | undefined;
  doc: PrintDoc;
  size: PrintSize;
  locale: Locale;
  t: TFunction;
}) {
  const receipt = size === 'receipt';
  // a cancelled order's sheet must not pass for a live one in a courier's hands: it says so under the header, and a
  // delivery note has no line to sign for it
  const cancelled = order.status === 'cancelled';
  return (
    <article
      lang={locale}
      dir={dirOf(locale)}
      aria-label={`${t(`print.${doc}`)} ${order.number}`}
      className={`print-sheet mx-auto bg-white text-black shadow-md ${
        receipt
          ? 'w-[80mm] p-[4mm] text-[11px] leading-snug print:w-full print:p-0'
          : 'w-full max-w-[210mm] p-4 text-sm sm:p-[12mm] print:p-0'
      }`}
    >
      <header
        className={`flex gap-3 border-b-2 border-black pb-2 ${receipt ? 'flex-col items-center text-center' : 'flex-col sm:flex-row sm:items-start sm:justify-between'}`}
      >
        <div>
          <p className={`font-bold ${receipt ? 'text-base' : 'text-2xl'}`}>{shop?.shop_name[locale] ?? ''}</p>
          {shop && (
            <p>
              <UserText value={shop.address[locale]} />
            </p>
          )}
          {shop?.phone && (
            <p>
              {t('print.phone')}: <bdi dir="ltr">{formatLibyanPhone(shop.phone)}</bdi>
            </p>
          )}
        </div>
        <div className={`flex items-center gap-3 ${receipt ? 'flex-col' : ''}`}>
          <div className={receipt ? 'text-center' : 'sm:text-end'}>
            <p className={`font-bold ${receipt ? 'text-sm' : 'text-xl'}`}>{t(`print.${doc}`)}</p>
            <p>
              {t('print.orderNumber')}:{' '}
              <bdi dir="ltr" className="font-bold">
                {order.number}
              </bdi>
            </p>
            <p>
              {t('print.date')}: {formatDateTime(order.created_at, locale)}
            </p>
          </div>
          <QrCode value={order.number} label={t('print.qrLabel', { number: order.number })} className="size-24" />
        </div>
      </header>

      {cancelled && (
        <p
          data-testid="print-cancelled"
          className={`my-2 border-4 border-double border-black p-2 text-center font-black ${receipt ? 'text-sm' : 'text-xl'}`}
        >
          {t(doc === 'delivery' ? 'print.cancelledDelivery' : 'print.cancelledInvoice')}
        </p>
      )}

      <section className={`grid gap-x-4 gap-y-0.5 border-b border-black py-2 ${receipt ? '' : 'sm:grid-cols-2'}`}>
        <p>
          <span className="font-bold">{t('print.receiver')}: </span>
          <UserText value={order.receiver_name ?? order.client?.name} />
        </p>
        <p>
          <span className="font-bold">{t('print.phone')}: </span>
          <bdi dir="ltr" className="font-bold whitespace-nowrap">
            {order.phone && formatLibyanPhone(order.phone)}
          </bdi>
        </p>
        <p>
          <span className="font-bold">{t('print.deliveryMethod')}: </span>
          {t(`delivery.${order.delivery_method}`)}
          {order.city_name ? ` — ${pick(order.city_name, locale)}` : ''}
        </p>
        {order.address && (
          <p>
            <span className="font-bold">{t('print.address')}: </span>
            <UserText value={order.address} />
          </p>
        )}
      </section>

      <table className="my-2 w-full border-collapse">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-1 text-start">
              {t('print.item')}
            </th>
            <th scope="col" className="py-1 ps-3 text-center">
              {t('print.qty')}
            </th>
            {!receipt && (
              <th scope="col" className="py-1 ps-3 text-end">
                {t('print.price')}
              </th>
            )}
            <th scope="col" className="py-1 ps-3 text-end">
              {t('print.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.product_uuid} className="border-b border-dotted border-slate-400 align-top">
              <td className="py-1">
                <NameText locale={locale} ar={line.name_ar} en={line.name_en} />
              </td>
              <td className="py-1 ps-3 text-center tabular-nums">
                <bdi>{line.quantity}</bdi>
              </td>
              {!receipt && (
                <td className="py-1 ps-3 text-end">
                  <Amount value={line.unit_price} t={t} />
                </td>
              )}
              <td className="py-1 ps-3 text-end">
                <Amount value={line.total} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={`flex flex-col gap-0.5 ${receipt ? '' : 'sm:ms-auto sm:w-1/2'}`}>
        <TotalRow label={t('print.items')}>
          <Amount value={itemsTotal(order)} t={t} />
        </TotalRow>
        {order.discount > 0 && (
          <TotalRow label={t('print.productDiscounts')} note>
            − <Amount value={order.discount} t={t} />
          </TotalRow>
        )}
        {order.tax > 0 && (
          <TotalRow label={t('print.taxIncluded')} note>
            <Amount value={order.tax} t={t} />
          </TotalRow>
        )}
        {order.code_discount > 0 && (
          <TotalRow label={t('print.discountCode', { code: order.discount_code ?? '' })}>
            − <Amount value={order.code_discount} t={t} />
          </TotalRow>
        )}
        <TotalRow label={t('print.deliveryFee')}>
          <Amount value={order.delivery_fee} t={t} />
        </TotalRow>
        <TotalRow label={t('print.total')} strong>
          <Amount value={order.total} t={t} />
        </TotalRow>
      </dl>

      <p className={`mt-3 border-2 border-black p-2 text-center font-bold ${receipt ? 'text-sm' : 'text-lg'}`}>
        {order.cash_to_collect > 0 ? (
          <>
            {t('print.cashToCollect')}: <Amount value={order.cash_to_collect} t={t} />
          </>
        ) : (
          t('print.nothingToCollect')
        )}
      </p>

      {cancelled ? null : doc === 'delivery' ? (
        <p className="mt-8 border-t border-black pt-1 text-center">{t('print.signature')}</p>
      ) : (
        <p className="mt-4 text-center">{t('print.thanks')}</p>
      )}
    </article>
  );
}
