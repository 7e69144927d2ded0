import type { AdminDiscountCode } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { Count, Money } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { focusFirstField, useInPlaceEditor } from '../../../lib/ui/list-editing';
import { cardClass, primaryButton, QueryState, secondaryButton } from '../../../lib/ui/states';
import { RecordTable, type RecordColumn } from '../../../lib/ui/table-scroll';
import { useDiscountCodes } from '../api/discount-codes';
import { CodeForm } from '../components/code-form';

function Terms({ code }: { code: AdminDiscountCode }) {
  const { t } = useTranslation();
  return code.type === 'percent' ? (
    <span>
      <bdi dir="ltr" className="tabular-nums">
        {code.value}%
      </bdi>
      {code.max_discount !== null && (
        <span className="block text-xs text-slate-600">
          {t('discounts.cap')}: <Money value={code.max_discount} />
        </span>
      )}
    </span>
  ) : (
    <Money value={code.value} />
  );
}

function Period({ code }: { code: AdminDiscountCode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!code.starts_at && !code.expires_at) return <>{t('discounts.always')}</>;
  return (
    <span className="flex flex-col text-xs">
      {code.starts_at && <span>{t('discounts.from', { date: formatDate(code.starts_at, locale) })}</span>}
      {code.expires_at && <span>{t('discounts.until', { date: formatDate(code.expires_at, locale) })}</span>}
    </span>
  );
}

function Uses({ code }: { code: AdminDiscountCode }) {
  const { t } = useTranslation();
  return (
    <>
      {code.max_uses === null ? (
        <Count value={code.used_count} />
      ) : (
        t('discounts.usesOf', { used: code.used_count, max: code.max_uses })
      )}
      {code.per_client_limit !== null && (
        <span className="block text-xs text-slate-600">
          {t('discounts.perClient')}: <Count value={code.per_client_limit} />
        </span>
      )}
    </>
  );
}

/**
 * Whether a code takes orders now, and if not why: switched off, not started, ended or used up. A code switched on
 * but past its end date looked "active" in the list while the shop refused it.
 */
export function codeState(
  code: Pick<AdminDiscountCode, 'is_active' | 'starts_at' | 'expires_at' | 'max_uses' | 'used_count'>,
  now: number,
): 'active' | 'inactive' | 'scheduled' | 'expired' | 'usedUp' {
  if (!code.is_active) return 'inactive';
  if (code.expires_at !== null && Date.parse(code.expires_at) <= now) return 'expired';
  if (code.starts_at !== null && Date.parse(code.starts_at) > now) return 'scheduled';
  if (code.max_uses !== null && code.used_count >= code.max_uses) return 'usedUp';
  return 'active';
}

export function DiscountsPage() {
  const { t } = useTranslation();
  // the moment the list was drawn: a code's state is read against it
  const [now] = useState(() => Date.now());
  useDocumentTitle(t('discounts.title'));
  const codes = useDiscountCodes();
  // null: no form; 'new': adding; a code: editing it
  const { editing, open, close, addButton } = useInPlaceEditor<AdminDiscountCode | 'new'>();
  const columns: RecordColumn<AdminDiscountCode>[] = [
    {
      label: t('discounts.code'),
      cell: (code) => (
        <bdi dir="ltr" className="font-mono font-semibold">
          {code.code}
        </bdi>
      ),
    },
    { label: t('discounts.value'), cell: (code) => <Terms code={code} /> },
    { label: t('discounts.minOrder'), cell: (code) => <Money value={code.min_order} /> },
    { label: t('discounts.uses'), cell: (code) => <Uses code={code} />, className: 'whitespace-nowrap' },
    { label: t('discounts.period'), cell: (code) => <Period code={code} /> },
    {
      label: t('discounts.stateLabel'),
      cell: (code) => t(`discounts.state.${codeState(code, now)}`),
    },
    {
      label: <span className="sr-only">{t('orders.actions')}</span>,
      cell: (code) => (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => open(code)}
          aria-label={t('discounts.edit', { code: code.code })}
        >
          {t('app.edit')}
        </button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('discounts.title')}</h1>
        {editing === null && (
          <button ref={addButton} type="button" className={primaryButton} onClick={() => open('new')}>
            {t('discounts.add')}
          </button>
        )}
      </div>
      {editing !== null && (
        <section className={cardClass} aria-labelledby="code-form">
          <h2 id="code-form" className="mb-3 text-lg font-bold">
            {editing === 'new' ? t('discounts.add') : t('discounts.edit', { code: editing.code })}
          </h2>
          <div key={editing === 'new' ? 'new' : editing.id} ref={focusFirstField}>
            <CodeForm code={editing === 'new' ? null : editing} onDone={close} />
          </div>
        </section>
      )}
      <QueryState query={codes} isEmpty={(list) => list.length === 0} emptyTitle={t('discounts.empty')}>
        {(list) => (
          <RecordTable
            label={t('discounts.title')}
            columns={columns}
            records={list}
            rowClassName={(code) => (codeState(code, now) === 'active' ? '' : 'bg-slate-50 text-slate-500')}
          />
        )}
      </QueryState>
    </div>
  );
}
