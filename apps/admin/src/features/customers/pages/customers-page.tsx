import type { AdminCustomer } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { Count, Money, Phone, UserText } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { PagedList } from '../../../lib/ui/pager';
import { SearchForm } from '../../../lib/ui/search-form';
import { dateColumn, RecordTable, type RecordColumn } from '../../../lib/ui/table-scroll';
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
  const columns: RecordColumn<AdminCustomer>[] = [
    {
      label: t('customers.name'),
      cell: (c) => (
        <>
          <Link
            to={`/customers/${c.id}`}
            className="font-semibold text-teal-800 underline decoration-teal-300 underline-offset-4"
          >
            <UserText value={c.name} />
          </Link>
          {c.email && (
            <bdi dir="ltr" className="block text-xs text-slate-600">
              {c.email}
            </bdi>
          )}
          {c.is_subscriber && <span className="block text-xs text-slate-600">{t('customers.guest')}</span>}
        </>
      ),
    },
    { label: t('customers.phone'), cell: (c) => <Phone value={c.phone} />, className: 'whitespace-nowrap' },
    { label: t('customers.city'), cell: (c) => c.city_name?.[locale] ?? '—' },
    { label: t('customers.orders'), cell: (c) => <Count value={c.orders_count} /> },
    { label: t('customers.spent'), cell: (c) => <Money value={c.total_spent} /> },
    dateColumn(t('customers.since'), (c) => c.created_at, formatDate, locale),
  ];
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
      <PagedList query={customers} emptyTitle={t('customers.empty')} page={page} onPage={(p) => go({ page: p })}>
        {(found) => <RecordTable label={t('customers.title')} columns={columns} records={found} />}
      </PagedList>
    </div>
  );
}
