import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { Count, Money, Phone } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { Pager } from '../../../lib/ui/pager';
import { SearchForm } from '../../../lib/ui/search-form';
import { QueryState } from '../../../lib/ui/states';
import { DataTable } from '../../../lib/ui/table-scroll';
import { useCustomers } from '../api/customers';

export function CustomersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('customers.title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const customers = useCustomers(q, page);
  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const text = next.q ?? q;
    if (text) search.set('q', text);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('customers.title')}</h1>
      <SearchForm
        id="customer-search"
        label={t('customers.search')}
        placeholder={t('customers.search')}
        button={t('customers.searchButton')}
        initial={q}
        onSearch={(text) => go({ q: text })}
        className="flex max-w-xl gap-2"
      />
      <QueryState query={customers} isEmpty={(found) => found.data.length === 0} emptyTitle={t('customers.empty')}>
        {(found) => (
          <>
            <DataTable
              label={t('customers.title')}
              columns={[
                t('customers.name'),
                t('customers.phone'),
                t('customers.city'),
                t('customers.orders'),
                t('customers.spent'),
                t('customers.since'),
              ]}
              bodyClassName="divide-y divide-slate-100"
            >
              {found.data.map((c) => (
                <tr key={c.id}>
                  <td className="p-3">
                    <Link
                      to={`/customers/${c.id}`}
                      className="font-semibold text-teal-800 underline decoration-teal-300 underline-offset-4"
                    >
                      {c.name}
                    </Link>
                    {c.email && (
                      <bdi dir="ltr" className="block text-xs text-slate-600">
                        {c.email}
                      </bdi>
                    )}
                    {c.is_subscriber && <span className="block text-xs text-slate-600">{t('customers.guest')}</span>}
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    <Phone value={c.phone} />
                  </td>
                  <td className="p-3">{c.city_name?.[locale] ?? '—'}</td>
                  <td className="p-3">
                    <Count value={c.orders_count} />
                  </td>
                  <td className="p-3">
                    <Money value={c.total_spent} />
                  </td>
                  <td className="p-3 whitespace-nowrap">{formatDate(c.created_at, locale)}</td>
                </tr>
              ))}
            </DataTable>
            <Pager page={page} last={found.meta.last_page} onPage={(p) => go({ page: p })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
