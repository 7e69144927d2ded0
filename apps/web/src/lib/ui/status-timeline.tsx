import type { OrderHistoryEntry } from '@dukkan/contracts';
import { formatDateTime } from '../format';
import { useLocale, useLocalized } from '../i18n';

/** Each status the order has had, oldest first, with when it came (the progress above marks the current step). */
export function StatusTimeline({ history }: { history: OrderHistoryEntry[] }) {
  const locale = useLocale();
  const localized = useLocalized();
  return (
    <ol className="space-y-0" data-testid="status-timeline">
      {history.map((entry, i) => {
        const latest = i === history.length - 1;
        const cancelled = entry.status.code === 'cancelled';
        return (
          <li key={`${entry.status.code}-${entry.created_at}`} className="relative flex gap-3 pb-4 last:pb-0">
            {!latest && (
              <span aria-hidden="true" className="absolute start-[0.4375rem] top-4 h-full w-0.5 bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-1 size-4 shrink-0 rounded-full ring-4 ${
                cancelled
                  ? 'bg-rose-600 ring-rose-100'
                  : latest
                    ? 'bg-teal-700 ring-teal-100'
                    : 'bg-teal-600 ring-white'
              }`}
            />
            <div className="min-w-0">
              <p className={`text-sm ${latest ? 'font-bold text-slate-900' : 'font-semibold text-slate-700'}`}>
                {localized(entry.status.name)}
              </p>
              <time dateTime={entry.created_at} className="text-xs text-slate-600">
                <bdi>{formatDateTime(entry.created_at, locale)}</bdi>
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
