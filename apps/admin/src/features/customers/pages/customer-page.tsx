import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { Count, Money, OrderNumber, Phone, UserText } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { cardClass, QueryState } from '../../../lib/ui/states';
import { StatusBadge } from '../../../lib/ui/status-badge';
import { DataTable } from '../../../lib/ui/table-scroll';
import { useCustomer } from '../api/customers';

export function CustomerPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams()['id']);
  const customer = useCustomer(id);
  useDocumentTitle(customer.data?.name ?? t('customers.title'));
  return (
    <div className="flex flex-col gap-4">
      <Link to="/customers" className="self-start font-semibold text-teal-800 underline underline-offset-4">
        {t('customers.back')}
      </Link>
      <QueryState query={customer}>
        {(found) => (
          <>
            <section className={cardClass} aria-labelledby="customer-name">
              <h1 id="customer-name" className="text-xl font-bold wrap-anywhere">
                <UserText value={found.name} />
              </h1>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex gap-2">
                  <dt className="font-semibold">{t('customers.phone')}:</dt>
                  <dd>{found.phone ? <Phone value={found.phone} link /> : '—'}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-semibold">{t('customers.email')}:</dt>
                  <dd>{found.email ? <bdi dir="ltr">{found.email}</bdi> : '—'}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-semibold">{t('customers.city')}:</dt>
                  <dd>
                    {found.city_name?.[locale] ?? '—'}
                    {found.near_place && ` · ${t('customers.nearPlace')} ${found.near_place}`}
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-semibold">{t('customers.orders')}:</dt>
                  <dd>
                    <Count value={found.orders_count} />
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-semibold">{t('customers.spent')}:</dt>
                  <dd>
                    <Money value={found.total_spent} />
                  </dd>
                </div>
              </dl>
            </section>
            <h2 className="text-lg font-bold">{t('customers.ordersOf')}</h2>
            {found.orders.length === 0 ? (
              <p className="text-sm text-slate-600">{t('customers.noOrders')}</p>
            ) : (
              <DataTable
                label={t('customers.ordersOf')}
                columns={[t('customers.number'), t('customers.status'), t('customers.total'), t('customers.date')]}
                bodyClassName="divide-y divide-slate-100"
              >
                {found.orders.map((o) => (
                  <tr key={o.uuid}>
                    <td className="p-3">
                      <Link to={`/orders/${o.uuid}`} className="text-teal-800 underline underline-offset-4">
                        <OrderNumber value={o.number} />
                      </Link>
                    </td>
                    <td className="p-3">
                      <StatusBadge status={o.status} />
                    </td>
                    <td className="p-3">
                      <Money value={o.total} />
                    </td>
                    <td className="p-3 whitespace-nowrap">{formatDateTime(o.created_at, locale)}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
