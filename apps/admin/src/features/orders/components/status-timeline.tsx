import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '../../../lib/admin-types';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { isolateText, UserParagraph } from '../../../lib/ui/bidi';
import { StatusBadge } from '../../../lib/ui/status-badge';

/** Every status change, oldest first: from → to, who (a named staff member, the client or the system), when, note. */
export function StatusTimeline({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="history-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="history-title" className="mb-3 text-lg font-bold">
        {t('details.history')}
      </h2>
      {order.history.length === 0 && <p className="text-slate-600">{t('details.historyEmpty')}</p>}
      <ol className="relative flex flex-col gap-4 border-s-2 border-teal-200 ps-5">
        {order.history.map((entry, index) => (
          <li key={index} className="relative">
            <span aria-hidden="true" className="absolute -start-[1.7rem] top-1.5 size-3 rounded-full bg-teal-600" />
            <p className="flex flex-wrap items-center gap-2">
              {entry.from_status === null && <span className="font-semibold">{t('details.created')}</span>}
              {entry.from_status && (
                <>
                  <StatusBadge status={entry.from_status} />
                  <span aria-hidden="true">{locale === 'ar' ? '←' : '→'}</span>
                </>
              )}
              <StatusBadge status={entry.to_status} />
            </p>
            <p className="text-sm text-slate-600">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
              {' · '}
              {t('details.by', {
                name: entry.staff ? isolateText(entry.staff.name) : t(`details.actor.${entry.actor}`),
              })}
            </p>
            {entry.note && <UserParagraph value={entry.note} className="mt-1 rounded-lg bg-slate-50 p-2 text-sm" />}
          </li>
        ))}
      </ol>
    </section>
  );
}
