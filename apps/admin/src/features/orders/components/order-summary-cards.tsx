import type { ReactNode } from 'react';
import { itemsTotal } from '../items-total';
import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '../../../lib/admin-types';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { Money, NameText, Phone, UserText } from '../../../lib/ui/bidi';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-2 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** A row of the totals; a `note` is already in the lines' prices (it is not added again), in smaller type. */
function Row({
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
      className={`flex items-baseline justify-between gap-3 py-1 ${strong ? 'text-lg font-bold' : ''} ${note ? 'ps-4 text-sm text-slate-600' : ''}`}
    >
      <dt className={strong ? '' : 'text-slate-600'}>{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}

export function ReceiverCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card title={t('details.receiver')}>
      <p className="font-semibold">
        <UserText value={order.receiver_name ?? order.client?.name} />
      </p>
      {order.phone && (
        <p className="mt-1 text-lg">
          <Phone value={order.phone} link label={t('details.call', { phone: order.phone })} />
        </p>
      )}
      <dl className="mt-2">
        <Row label={t('details.delivery')}>{t(`delivery.${order.delivery_method}`)}</Row>
        {order.city_name && <Row label={t('details.city')}>{pick(order.city_name, locale)}</Row>}
        {order.package_name && <Row label={t('details.package')}>{pick(order.package_name, locale)}</Row>}
        {order.address && (
          <Row label={t('details.address')}>
            <UserText value={order.address} />
          </Row>
        )}
      </dl>
    </Card>
  );
}

export function ClientCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const { client } = order;
  return (
    <Card title={t('details.client')}>
      {client ? (
        <>
          <p className="font-semibold">
            <UserText value={client.name} />
          </p>
          {client.email && (
            <p>
              <bdi dir="ltr">{client.email}</bdi>
            </p>
          )}
          {client.phone && (
            <p>
              <Phone value={client.phone} link label={t('details.call', { phone: client.phone })} />
            </p>
          )}
        </>
      ) : (
        <p className="text-slate-600">{t('details.guest')}</p>
      )}
    </Card>
  );
}

export function LinesCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card title={t('details.lines')}>
      <ul className="divide-y divide-slate-100">
        {order.lines.map((line) => (
          <li key={line.product_uuid} className="flex items-center gap-3 py-2">
            {line.image ? (
              <img src={line.image} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" />
            ) : (
              <span aria-hidden="true" className="size-12 rounded-lg bg-slate-100" />
            )}
            <div className="min-w-0 grow">
              <p className="font-semibold">
                <NameText locale={locale} ar={line.name_ar} en={line.name_en} />
              </p>
              <p className="text-sm text-slate-600">
                {t('details.quantity')}: <bdi className="font-semibold">{line.quantity}</bdi> ·{' '}
                <Money value={line.unit_price} />
              </p>
            </div>
            <Money value={line.total} className="font-semibold" />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function TotalsCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  return (
    <Card title={t('details.totals')}>
      <dl>
        <Row label={t('details.items')}>
          <Money value={itemsTotal(order)} />
        </Row>
        {order.discount > 0 && (
          <Row label={t('details.productDiscounts')} note>
            − <Money value={order.discount} />
          </Row>
        )}
        {order.tax > 0 && (
          <Row label={t('details.taxIncluded')} note>
            <Money value={order.tax} />
          </Row>
        )}
        {order.code_discount > 0 && (
          <Row label={t('details.discountCode', { code: order.discount_code ?? '' })}>
            <span className="text-emerald-800">
              − <Money value={order.code_discount} />
            </span>
          </Row>
        )}
        <Row label={t('details.deliveryFee')}>
          <Money value={order.delivery_fee} />
        </Row>
        <Row label={t('details.total')} strong>
          <Money value={order.total} />
        </Row>
      </dl>
      <div className="mt-3 flex items-center justify-between rounded-xl bg-amber-100 p-3 text-amber-950">
        <span className="font-semibold">{t('details.cashToCollect')}</span>
        <Money value={order.cash_to_collect} className="text-xl font-bold" />
      </div>
    </Card>
  );
}
