import { STOCK_ADJUST_REASONS, type StockAdjustReason } from '@dukkan/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/i18n';
import { Count, OrderNumber, UserText, isolateText } from '../../../lib/ui/bidi';
import { Field } from '../../../lib/ui/field';
import { FormAlert } from '../../../lib/ui/form-alert';
import {
  ErrorState,
  Loading,
  cardClass,
  errorText,
  inputClass,
  primaryButton,
  secondaryButton,
} from '../../../lib/ui/states';
import { DataTable } from '../../../lib/ui/table-scroll';
import { useToast } from '../../../lib/ui/toast';
import { PRODUCTS_KEY, useAdjustStock, useStockHistory } from '../api/products';

/** What the panel counts: a product or one of its options, by its own uuid. */
export interface Stocked {
  uuid: string;
  /** as a member reads it: the product's name, with the option's colour and size for an option */
  name: string;
  quantity: number;
}

function AdjustDialog({ item, open, onClose }: { item: Stocked; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const adjust = useAdjustStock(item.uuid);
  const toast = useToast((s) => s.show);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<StockAdjustReason>('received');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const queryClient = useQueryClient();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // the stock shown is read again as the dialog opens: sales since the page was read change it, and a count
    // worked out from an older number would end off by them (a staff review)
    if (!open) return;
    void queryClient.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'one'] });
    void queryClient.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'stock', item.uuid] });
  }, [open, queryClient, item.uuid]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    adjust.mutate(
      { delta: delta as unknown as number, reason, ...(note.trim() ? { note } : {}) },
      {
        onSuccess: (saved) => {
          toast(saved.message);
          setDelta('');
          setNote('');
          onClose();
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fieldErrors : {};
          const next = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? '']));
          setErrors(Object.keys(next).length ? next : { _: errorText(e, t('app.networkError')) });
        },
      },
    );
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold">
          {t('products.adjustTitle', { name: isolateText(item.name) })}
        </h2>
        <p className="text-sm text-slate-700">
          {t('products.quantityNow')}: <Count value={item.quantity} />
        </p>
        {errors['_'] && <FormAlert className="text-sm">{errors['_']}</FormAlert>}
        <Field label={t('products.delta')} error={errors['delta']}>
          {(props) => (
            <input
              {...props}
              value={delta}
              onChange={(e) => setDelta(e.target.value)}
              inputMode="numeric"
              dir="ltr"
              className={inputClass}
              autoFocus
            />
          )}
        </Field>
        <Field label={t('products.reason')} error={errors['reason']}>
          {(props) => (
            <select
              {...props}
              value={reason}
              onChange={(e) => setReason(e.target.value as StockAdjustReason)}
              className={inputClass}
            >
              {STOCK_ADJUST_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`products.reasons.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('products.note')} error={errors['note']}>
          {(props) => (
            <textarea
              {...props}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={2}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('app.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={adjust.isPending}>
            {adjust.isPending ? t('app.saving') : t('products.adjust')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * The stock of a product or of one of its options: how many, an adjust button and the history of every movement.
 * `title` names the panel (the product's own is the stock history); `actions` go beside the adjust button.
 */
export function StockPanel({
  item,
  title,
  headingLevel = 2,
  actions,
}: {
  item: Stocked;
  title: string;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const history = useStockHistory(item.uuid, true);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cardClass} aria-labelledby={titleId}>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <Heading id={titleId} tabIndex={-1} className="me-auto text-lg font-bold">
          {title}
        </Heading>
        <span className="text-sm text-slate-700">
          {t('products.quantityNow')}:{' '}
          <strong className="text-lg">
            <Count value={item.quantity} />
          </strong>
        </span>
        <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
          {t('products.adjust')}
        </button>
        {actions}
      </div>
      <AdjustDialog item={item} open={open} onClose={() => setOpen(false)} />
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('products.historyEmpty')}</p>
      ) : (
        <DataTable
          label={t('products.history')}
          columns={[
            t('products.when'),
            t('products.reason'),
            t('products.change'),
            t('products.after'),
            t('products.by'),
          ]}
          bodyClassName="divide-y divide-slate-100"
        >
          {history.data.data.map((m) => (
            <tr key={m.id}>
              <td className="p-3 whitespace-nowrap">{formatDateTime(m.created_at, locale)}</td>
              <td className="p-3">
                {t(`products.reasons.${m.reason}`)}
                {m.note && <UserText value={m.note} className="block text-xs text-slate-600" />}
              </td>
              <td className={`p-3 font-semibold ${m.delta < 0 ? 'text-red-700' : 'text-teal-800'}`}>
                <bdi dir="ltr" className="tabular-nums">
                  {m.delta > 0 ? `+${m.delta}` : `−${Math.abs(m.delta)}`}
                </bdi>
              </td>
              <td className="p-3">
                <Count value={m.quantity_after} />
              </td>
              <td className="p-3">
                {m.staff ? (
                  <UserText value={m.staff.name} />
                ) : m.order_number ? (
                  <OrderNumber value={m.order_number} />
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
