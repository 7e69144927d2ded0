import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { Pager } from '../../../lib/ui/pager';
import { QueryState } from '../../../lib/ui/states';
import { DataTable } from '../../../lib/ui/table-scroll';
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
      <QueryState query={messages} isEmpty={(found) => found.data.length === 0} emptyTitle={t('messages.empty')}>
        {(found) => (
          <>
            <DataTable
              label={t('messages.title')}
              columns={[t('messages.state'), t('messages.from'), t('messages.subject'), t('messages.received')]}
              bodyClassName="divide-y divide-slate-100"
            >
              {found.data.map((m) => {
                const unread = m.read_at === null;
                return (
                  <tr key={m.id} className={unread ? 'bg-amber-50 font-semibold' : ''}>
                    <td className="p-3 whitespace-nowrap">
                      {unread ? t('messages.new') : m.replies_count > 0 ? t('messages.replied') : t('messages.read')}
                    </td>
                    <td className="p-3">
                      <bdi className="block">{m.name}</bdi>
                      <bdi dir="ltr" className="text-xs font-normal text-slate-600">
                        {m.email}
                      </bdi>
                    </td>
                    <td className="p-3">
                      <Link
                        to={`/messages/${m.id}`}
                        className="text-teal-800 underline decoration-teal-300 underline-offset-4 hover:text-teal-900"
                        aria-label={`${t('messages.open', { name: m.name })}: ${m.subject}`}
                      >
                        <bdi>{m.subject}</bdi>
                      </Link>
                    </td>
                    <td className="p-3 whitespace-nowrap font-normal">{formatDateTime(m.created_at, locale)}</td>
                  </tr>
                );
              })}
            </DataTable>
            <Pager page={page} last={found.meta.last_page} onPage={(p) => go({ page: p })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
