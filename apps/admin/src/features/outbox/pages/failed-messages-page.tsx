import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { oneOf } from '../../../lib/one-of';
import { OrderNumber } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { Pager } from '../../../lib/ui/pager';
import { EmptyState, ErrorState, errorText, Loading, secondaryButton } from '../../../lib/ui/states';
import { DataTable } from '../../../lib/ui/table-scroll';
import { useToast } from '../../../lib/ui/toast';
import { type FailedMessage, useFailedMessages, useRetryMessage } from '../api/failed-messages';

const KINDS = [
  'order_placed',
  'new_order',
  'status_changed',
  'order_cancelled',
  'password_reset',
  'account_changed',
  'staff_password',
  'contact_notice',
  'contact_ack',
] as const;
const isKind = oneOf(KINDS);

/** Messages that kept failing (kept by the outbox, never dropped), with "send again". Owners and managers. */
export function FailedMessagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('outbox.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = useFailedMessages(page);

  return (
    <div className="flex flex-col gap-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('outbox.title')}</h1>
        <p className="max-w-3xl text-slate-600">{t('outbox.intro')}</p>
      </div>
      {messages.isPending ? (
        <Loading />
      ) : messages.isError ? (
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.data.length === 0 ? (
        <EmptyState title={t('outbox.empty')} text={t('outbox.emptyHint')} />
      ) : (
        <div aria-busy={messages.isFetching} className="flex flex-col gap-3">
          <MessageTable rows={messages.data.data} />
          <Pager
            page={messages.data.meta.current_page}
            last={messages.data.meta.last_page}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </div>
      )}
    </div>
  );
}

function MessageTable({ rows }: { rows: FailedMessage[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const retry = useRetryMessage();
  const toast = useToast((s) => s.show);
  return (
    <DataTable
      label={t('outbox.list')}
      bodyClassName="divide-y divide-slate-100 bg-white"
      columns={[
        t('outbox.kind'),
        t('outbox.channel'),
        t('outbox.recipient'),
        t('outbox.order'),
        t('outbox.attempts'),
        t('outbox.lastError'),
        t('outbox.when'),
        <span key="actions" className="sr-only">
          {t('outbox.retry')}
        </span>,
      ]}
    >
      {rows.map((m) => (
        <tr key={m.id} data-testid="failed-message">
          <td className="p-3 font-semibold">{isKind(m.kind) ? t(`outbox.kinds.${m.kind}`) : m.kind}</td>
          <td className="p-3">{t(`outbox.channels.${m.channel}`)}</td>
          <td className="p-3">
            <bdi dir="ltr" className="break-all">
              {m.recipient}
            </bdi>
          </td>
          <td className="p-3">
            {m.order ? (
              <Link to={`/orders/${m.order.uuid}`} className="text-teal-800 underline-offset-4 hover:underline">
                <OrderNumber value={m.order.number} />
              </Link>
            ) : (
              '—'
            )}
          </td>
          <td className="p-3 tabular-nums">
            <bdi>{m.attempts}</bdi>
          </td>
          <td className="max-w-xs p-3">
            <code dir="ltr" className="line-clamp-2 text-xs break-all text-red-800">
              {m.last_error ?? '—'}
            </code>
          </td>
          <td className="p-3 whitespace-nowrap">{formatDateTime(m.updated_at, locale)}</td>
          <td className="p-3">
            <button
              type="button"
              className={secondaryButton}
              disabled={retry.isPending && retry.variables === m.id}
              data-testid="retry-message"
              onClick={() =>
                retry.mutate(m.id, {
                  onSuccess: (answer) => toast(answer.message),
                  onError: (error) => toast(errorText(error, t('outbox.retry')), 'error'),
                })
              }
            >
              {t('outbox.retry')}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
