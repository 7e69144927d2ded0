import { useLocale } from '../../../lib/i18n/i18n';
import type { AuditEntry } from '../api/get-audit-log';

const show = (value: unknown) =>
  value === undefined ? '∅' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The changed fields, one per line: field: before → after (values isolated, so each reads in its own direction). The
 * arrow points the way the line reads: from the value before to the value after, leftwards in Arabic.
 */
export function Changes({ entry }: { entry: AuditEntry }) {
  const arrow = useLocale() === 'ar' ? '⟵' : '⟶';
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <bdi dir="ltr" className="font-mono text-xs text-slate-600">
            {key}
          </bdi>
          {': '}
          <bdi className="text-red-800 line-through decoration-red-300">{show(entry.before?.[key])}</bdi>
          <span aria-hidden="true" data-testid="change-arrow">
            {` ${arrow} `}
          </span>
          <bdi className="text-emerald-800">{show(entry.after?.[key])}</bdi>
        </li>
      ))}
    </ul>
  );
}
