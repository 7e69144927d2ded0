import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderRow } from '../../../lib/admin-types';
import { formatDateTime } from '../../../lib/format';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { Money, OrderNumber, Phone, UserText } from '../../../lib/ui/bidi';
import { AwaitingBadge, StatusBadge } from '../../../lib/ui/status-badge';
import { useSelection } from '../store/selection';
import { QuickStepButton } from './quick-step-button';
import { ColumnHeaders, TableScroll } from '../../../lib/ui/table-scroll';

const stepButton =
  'min-h-11 shrink-0 whitespace-nowrap rounded-xl bg-teal-700 px-3 py-2 text-sm font-bold text-white hover:bg-teal-800 aria-disabled:opacity-60';

function SelectBox({ order }: { order: OrderRow }) {
  const { t } = useTranslation();
  const checked = useSelection((s) => s.selected.has(order.uuid));
  const toggle = useSelection((s) => s.toggle);
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={() => toggle(order.uuid, order.number)}
      aria-label={t('orders.select', { number: order.number })}
      className="size-5 accent-teal-700"
    />
  );
}

function SelectAllBox({ orders }: { orders: OrderRow[] }) {
  const { t } = useTranslation();
  const setMany = useSelection((s) => s.setMany);
  const allSelected = useSelection((s) => orders.length > 0 && orders.every((o) => s.selected.has(o.uuid)));
  return (
    <input
      type="checkbox"
      checked={allSelected}
      onChange={(e) => setMany(orders, e.target.checked)}
      aria-label={t('orders.selectAll')}
      className="size-5 accent-teal-700"
    />
  );
}

/** Phones: one card per order, the next step a thumb away. */
function OrderCards({ orders }: { orders: OrderRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="md:hidden">
      <label className="mb-2 flex min-h-11 items-center gap-3 px-3 text-sm font-semibold text-slate-700">
        <SelectAllBox orders={orders} />
        <span aria-hidden="true">{t('orders.selectAll')}</span>
      </label>
      <ul aria-label={t('orders.list')} className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.uuid} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center gap-3">
              <label className="grid size-11 place-items-center">
                <SelectBox order={order} />
              </label>
              <Link to={`/orders/${order.uuid}`} className="min-w-0 grow">
                <span className="flex flex-wrap items-center gap-2">
                  <OrderNumber value={order.number} />
                  <StatusBadge status={order.status} />
                  {order.awaiting_confirmation && <AwaitingBadge />}
                </span>
                <span className="block text-sm text-slate-600">{formatDateTime(order.created_at, locale)}</span>
              </Link>
            </div>
            <Link to={`/orders/${order.uuid}`} className="mt-2 block">
              <span className="block font-semibold">
                <UserText value={order.receiver_name ?? order.client_name} />
              </span>
              <span className="flex flex-wrap gap-x-3 text-sm text-slate-700">
                <Phone value={order.phone} />
                {order.city_name && <span>{pick(order.city_name, locale)}</span>}
                <span>{t(`delivery.${order.delivery_method}`)}</span>
                <span>{t('orders.items', { count: order.items_count })}</span>
              </span>
            </Link>
            <div className="mt-2 flex items-center justify-between gap-2 border-t border-slate-100 pt-2">
              <div className="text-sm">
                <span className="text-slate-600">{t('orders.cashToCollect')}: </span>
                <Money value={order.cash_to_collect} className="font-bold" />
              </div>
              <QuickStepButton order={order} className={stepButton} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Desktops: a table; numbers and amounts line up at the end of their cells in both directions. */
function OrderTable({ orders }: { orders: OrderRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableScroll label={t('orders.list')} className="hidden md:block">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('orders.list')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <ColumnHeaders
            cellClassName="p-3"
            columns={[
              { label: <SelectAllBox orders={orders} />, className: 'w-10' },
              { label: t('orders.number') },
              { label: t('orders.date') },
              { label: t('orders.receiver') },
              { label: t('orders.city') },
              { label: t('orders.itemsHeader'), end: true },
              { label: t('orders.total'), end: true },
              { label: t('orders.cashToCollect'), end: true },
              { label: t('orders.statusHeader') },
              { label: t('orders.actions') },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.uuid} className="hover:bg-teal-50/40">
              <td className="p-3">
                <SelectBox order={order} />
              </td>
              <td className="p-3">
                <Link to={`/orders/${order.uuid}`} className="text-teal-800 underline-offset-4 hover:underline">
                  <OrderNumber value={order.number} />
                </Link>
              </td>
              <td className="p-3 whitespace-nowrap">{formatDateTime(order.created_at, locale)}</td>
              <td className="p-3">
                <span className="block font-semibold">
                  <UserText value={order.receiver_name ?? order.client_name} />
                </span>
                <Phone value={order.phone} />
              </td>
              <td className="p-3">
                {order.city_name ? pick(order.city_name, locale) : t(`delivery.${order.delivery_method}`)}
              </td>
              <td className="p-3 text-end tabular-nums">
                <bdi>{order.items_count}</bdi>
              </td>
              <td className="p-3 text-end">
                <Money value={order.total} />
              </td>
              <td className="p-3 text-end font-bold">
                <Money value={order.cash_to_collect} />
              </td>
              <td className="p-3">
                <span className="flex flex-wrap gap-1">
                  <StatusBadge status={order.status} />
                  {order.awaiting_confirmation && <AwaitingBadge />}
                </span>
              </td>
              <td className="p-3">
                <QuickStepButton order={order} className={stepButton} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function OrderList({ orders }: { orders: OrderRow[] }) {
  return (
    <>
      <OrderCards orders={orders} />
      <OrderTable orders={orders} />
    </>
  );
}
