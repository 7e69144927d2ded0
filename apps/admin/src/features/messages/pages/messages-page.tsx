import type { AdminContactMessage } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { PagedList } from '../../../lib/ui/pager';
import { dateColumn, RecordTable, type RecordColumn } from '../../../lib/ui/table-scroll';
import { useMessages } from '../api/messages';

const tab = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-xl px-4 font-semibold ${
    active ? 'bg-teal-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'
  }`;

export function MessagesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('messages.title'));
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = useMessages(filter, page);
  const go = (next: { filter?: string; page?: number }) => {
    const search = new URLSearchParams();
    const f = next.filter ?? filter;
    if (f === 'unread') search.set('filter', f);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const columns: RecordColumn<AdminContactMessage>[] = [
    {
      label: t('messages.state'),
      cell: (m) =>
        m.read_at === null ? t('messages.new') : m.replies_count > 0 ? t('messages.replied') : t('messages.read'),
      className: 'whitespace-nowrap',
    },
    {
      label: t('messages.from'),
      cell: (m) => (
        <>
          <bdi className="block">{m.name}</bdi>
          <bdi dir="ltr" className="text-xs font-normal text-slate-600">
            {m.email}
          </bdi>
        </>
      ),
    },
    {
      label: t('messages.subject'),
      cell: (m) => (
        <Link
          to={`/messages/${m.id}`}
          className="text-teal-800 underline decoration-teal-300 underline-offset-4 hover:text-teal-900"
          aria-label={`${t('messages.open', { name: m.name })}: ${m.subject}`}
        >
          <bdi>{m.subject}</bdi>
        </Link>
      ),
    },
    // an unread row is bold; its date is not
    {
      ...dateColumn(t('messages.received'), (m) => m.created_at, formatDateTime, locale),
      className: 'whitespace-nowrap font-normal',
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('messages.title')}</h1>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('messages.state')}>
        <button
          type="button"
          className={tab(filter === 'all')}
          aria-pressed={filter === 'all'}
          onClick={() => go({ filter: 'all' })}
        >
          {t('messages.all')}
        </button>
        <button
          type="button"
          className={tab(filter === 'unread')}
          aria-pressed={filter === 'unread'}
          onClick={() => go({ filter: 'unread' })}
        >
          {t('messages.unread')}
        </button>
        {messages.data && (
          <span className="text-sm text-slate-600">{t('messages.unreadCount', { count: messages.data.unread })}</span>
        )}
      </div>
      <PagedList query={messages} emptyTitle={t('messages.empty')} page={page} onPage={(p) => go({ page: p })}>
        {(found) => (
          <RecordTable
            label={t('messages.title')}
            columns={columns}
            records={found}
            rowClassName={(m) => (m.read_at === null ? 'bg-amber-50 font-semibold' : '')}
          />
        )}
      </PagedList>
    </div>
  );
}
