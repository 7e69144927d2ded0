import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { Locale } from '@dukkan/contracts';
import { useLocale } from '../../../lib/i18n/i18n';
import type { AuditEntry } from '../api/get-audit-log';

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Fields that hold a yes or no (stored as 1/0 or true/false). */
const FLAG = /^(is_|has_)|^(disabled|enabled|totp_enabled)$/;

/**
 * A recorded value as staff typed it: amounts stored in thousandths (`*_milli`) in dinars, a percentage code's
 * value (basis points) in percent, times (`*_at`) on the shop's clock, codes (an order's status, roles, kinds, a stock movement's reason) and
 * flags in the member's language; anything else as recorded.
 */
function shown(
  key: string,
  side: 'before' | 'after',
  entry: AuditEntry,
  t: TFunction,
  exists: (key: string) => boolean,
  locale: Locale,
) {
  const value = entry[side]?.[key];
  if (value === undefined) return '∅';
  if (value === null) return '—';
  const money = (milli: number) => `${formatMoney(milli / 1000)} ${t('app.currency')}`;
  if (typeof value === 'number' && key.endsWith('_milli')) return money(value);
  if (typeof value === 'number' && entry.entity === 'discount_code' && key === 'value') {
    // each side's value in that side's kind, recorded beside it when both changed or the code was made (the kind
    // that did not change is recorded on neither side, and the stored number shows)
    const kind = entry[side]?.['type'];
    if (kind === 'percent') return `${percentFormat.format(value / 100)}%`;
    if (kind === 'amount') return money(value);
  }
  if (FLAG.test(key) && (typeof value === 'boolean' || value === 0 || value === 1)) {
    return t(value ? 'audit.yes' : 'audit.no');
  }
  if (typeof value === 'string') {
    if (key.endsWith('_at') && !Number.isNaN(Date.parse(value))) return formatDateTime(value, locale);
    const code =
      key === 'status' && entry.entity === 'order'
        ? `status.${value}`
        : key === 'role'
          ? `roles.${value}`
          : key === 'reason' && entry.entity === 'product'
            ? `products.reasons.${value}`
            : null;
    if (code && exists(code)) return t(code as never);
    if (entry.entity === 'discount_code' && key === 'type' && exists(`discounts.${value}`)) {
      return t(`discounts.${value}` as never);
    }
    return value;
  }
  return JSON.stringify(value);
}

/**
 * The changed fields, one per line: field: before → after (values isolated, so each reads in its own direction). The
 * arrow points the way the line reads: from the value before to the value after, leftwards in Arabic. A field is
 * named in the member's language where the desk knows it, else as recorded.
 */
export function Changes({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const arrow = locale === 'ar' ? '⟵' : '⟶';
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return null;
  const exists = (key: string) => i18n.exists(key);
  const value = (key: string, side: 'before' | 'after') => shown(key, side, entry, t, exists, locale);
  return (
    <ul className="flex flex-col gap-0.5">
      {keys.map((key) => {
        const before = value(key, 'before');
        const after = value(key, 'after');
        return (
          <li key={key} className="break-words">
            {exists(`audit.fields.${key}`) ? (
              <span className="text-xs text-slate-600">{t(`audit.fields.${key}` as never)}</span>
            ) : (
              <bdi dir="ltr" className="font-mono text-xs text-slate-600">
                {key}
              </bdi>
            )}
            {': '}
            {/* a field recorded unchanged, beside the changed ones it explains (a code's kind), shows once */}
            {entry.before && entry.after && before === after ? (
              <bdi>{after}</bdi>
            ) : (
              <>
                <bdi className="text-red-800 line-through decoration-red-300">{before}</bdi>
                <span aria-hidden="true" data-testid="change-arrow">
                  {` ${arrow} `}
                </span>
                <bdi className="text-emerald-800">{after}</bdi>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
