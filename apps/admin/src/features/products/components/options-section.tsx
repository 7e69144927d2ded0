import type { AdminProduct, AdminProductOption } from '@dukkan/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/i18n';
import { Count, Money, isolateText } from '../../../lib/ui/bidi';
import { DeleteDialog } from '../../../lib/ui/list-editing';
import { cardClass, errorText, primaryButton, secondaryButton } from '../../../lib/ui/states';
import { DataTable } from '../../../lib/ui/table-scroll';
import { useToast } from '../../../lib/ui/toast';
import { useDeleteOption } from '../api/delete-option';
import { OptionDialog } from './option-form';
import { optionLabel, optionName } from './option-label';
import { ProductThumb } from './product-thumb';
import { Sku } from './sku';
import { StockPanel } from './stock-panel';

const smallButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const smallDanger =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50';
const badge = 'rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap';

/** A row of the list: the product itself (its first option) or one of its options. */
interface Row {
  option: AdminProductOption;
  main: boolean;
}

function State({ option }: { option: AdminProductOption }) {
  const { t } = useTranslation();
  if (option.archived_at)
    return <span className={`${badge} bg-slate-200 text-slate-800`}>{t('products.archived')}</span>;
  if (!option.is_available)
    return <span className={`${badge} bg-slate-100 text-slate-700`}>{t('products.unavailable')}</span>;
  if (option.quantity <= 0)
    return <span className={`${badge} bg-amber-100 text-amber-900`}>{t('products.out_of_stock')}</span>;
  return <span className={`${badge} bg-teal-50 text-teal-900`}>{t('products.available')}</span>;
}

function Prices({ option }: { option: AdminProductOption }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col">
      <Money value={option.selling_price} />
      {option.discount > 0 && (
        <span className="text-xs text-slate-600">
          {t('products.discountShort')}: <Money value={option.discount} />
        </span>
      )}
    </span>
  );
}

/**
 * The options of a main product (decision 0053): the product itself first, then each option with its colour, size,
 * SKU, prices, stock, state and picture; an option is added, edited, removed (deleted, or archived when orders name
 * it) and its stock adjusted here.
 */
export function OptionsSection({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const toast = useToast((s) => s.show);
  const remove = useDeleteOption(product.uuid);
  const [editing, setEditing] = useState<AdminProductOption | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminProductOption | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [stockFor, setStockFor] = useState<string | null>(null);
  const stockRef = useRef<HTMLDivElement>(null);

  const productName = locale === 'ar' ? product.name_ar : product.name_en;
  const options = product.options;
  const rows: Row[] = [{ option: product, main: true }, ...options.map((option) => ({ option, main: false }))];
  const stocked = options.find((o) => o.uuid === stockFor) ?? null;
  const label = (o: AdminProductOption) => optionLabel(o, locale) || productName;
  const picture = (o: AdminProductOption) => o.images[0] ?? product.images[0] ?? null;

  useEffect(() => {
    if (stockFor) stockRef.current?.querySelector<HTMLElement>('h3')?.focus();
  }, [stockFor]);
  const closeStock = (uuid: string) => {
    setStockFor(null);
    const buttons = document.querySelectorAll<HTMLElement>(`[data-stock-for="${uuid}"]`);
    Array.from(buttons)
      .find((b) => b.offsetParent !== null)
      ?.focus();
  };

  const actions = (row: Row) =>
    row.main ? (
      <span className="text-xs text-slate-600">{t('products.thisProductHint')}</span>
    ) : (
      <span className="flex flex-wrap gap-1">
        <button
          type="button"
          className={smallButton}
          aria-label={t('products.editOptionOf', { option: label(row.option) })}
          onClick={() => setEditing(row.option)}
        >
          {t('products.editOption')}
        </button>
        <button
          type="button"
          className={smallButton}
          data-stock-for={row.option.uuid}
          aria-label={t('products.optionStockOf', { option: label(row.option) })}
          aria-expanded={stockFor === row.option.uuid}
          onClick={() => setStockFor(stockFor === row.option.uuid ? null : row.option.uuid)}
        >
          {t('products.optionStock')}
        </button>
        {!row.option.archived_at && (
          <button
            type="button"
            className={smallDanger}
            aria-label={t(row.option.in_orders ? 'products.archiveOptionOf' : 'products.deleteOptionOf', {
              option: label(row.option),
            })}
            onClick={() => {
              setRemoveError(null);
              setRemoving(row.option);
            }}
          >
            {row.option.in_orders ? t('products.archive') : t('products.delete')}
          </button>
        )}
      </span>
    );
  const told = (row: Row, field: 'color' | 'size') => {
    const value = locale === 'ar' ? row.option[`${field}_ar`] : row.option[`${field}_en`];
    return value || <span className="text-slate-500">—</span>;
  };

  return (
    <section className={cardClass} aria-labelledby={titleId}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="me-auto text-lg font-bold">
          {t('products.options')}
        </h2>
        {!product.archived_at && (
          <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
            {t('products.addOption')}
          </button>
        )}
      </div>
      <p className="mb-3 text-sm text-slate-600">{t('products.optionsHint')}</p>
      {options.length === 0 && <p className="mb-3 font-semibold text-slate-700">{t('products.optionsEmpty')}</p>}

      {/* phones: cards */}
      <ul className="flex flex-col gap-2 md:hidden" aria-label={t('products.optionsOf', { name: productName })}>
        {rows.map((row) => (
          <li key={row.option.uuid} className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-slate-200">
            <div className="flex items-start gap-3">
              <ProductThumb path={picture(row.option)} className="size-14" />
              <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-bold text-slate-900">{optionLabel(row.option, locale) || '—'}</span>
                  {row.main && <span className={`${badge} bg-teal-700 text-white`}>{t('products.thisProduct')}</span>}
                  <State option={row.option} />
                </span>
                <span className="text-slate-700">
                  {t('products.sku')}: <Sku value={row.option.sku} />
                </span>
                <span className="flex flex-wrap gap-x-3 text-slate-700">
                  <span>
                    {t('products.priceToPay')}: <Money value={row.option.price_to_pay} className="font-semibold" />
                  </span>
                  <span>
                    {t('products.quantityNow')}: <Count value={row.option.quantity} />
                  </span>
                </span>
              </div>
            </div>
            {actions(row)}
          </li>
        ))}
      </ul>

      {/* wider screens: a table */}
      <div className="hidden md:block">
        <DataTable
          label={t('products.optionsOf', { name: productName })}
          columns={[
            <span key="img" className="sr-only">
              {t('products.picture')}
            </span>,
            t('products.color'),
            t('products.size'),
            t('products.sku'),
            t('products.price'),
            t('products.priceToPay'),
            t('products.quantityNow'),
            t('products.status'),
            t('products.actions'),
          ]}
          bodyClassName="divide-y divide-slate-100"
        >
          {rows.map((row) => (
            <tr key={row.option.uuid} className={row.main ? 'bg-teal-50/40' : undefined}>
              <td className="p-3">
                <ProductThumb path={picture(row.option)} className="size-12" />
              </td>
              <td className="p-3">
                <span className="flex flex-col items-start gap-1">
                  {told(row, 'color')}
                  {row.main && <span className={`${badge} bg-teal-700 text-white`}>{t('products.thisProduct')}</span>}
                </span>
              </td>
              <td className="p-3">{told(row, 'size')}</td>
              <td className="p-3">
                <Sku value={row.option.sku} />
              </td>
              <td className="p-3">
                <Prices option={row.option} />
              </td>
              <td className="p-3">
                <Money value={row.option.price_to_pay} className="font-semibold" />
              </td>
              <td className="p-3">
                <Count value={row.option.quantity} />
              </td>
              <td className="p-3">
                <State option={row.option} />
              </td>
              <td className="p-3">{actions(row)}</td>
            </tr>
          ))}
        </DataTable>
      </div>

      {stocked && (
        <div ref={stockRef} className="mt-4">
          <StockPanel
            key={stocked.uuid}
            item={{ uuid: stocked.uuid, name: optionName(productName, stocked, locale), quantity: stocked.quantity }}
            title={t('products.optionStockTitle', { option: isolateText(label(stocked)) })}
            headingLevel={3}
            actions={
              <button
                type="button"
                className={secondaryButton}
                aria-label={t('products.closeStock', { option: label(stocked) })}
                onClick={() => closeStock(stocked.uuid)}
              >
                {t('app.close')}
              </button>
            }
          />
        </div>
      )}

      {editing && (
        <OptionDialog product={product} option={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}

      <DeleteDialog
        open={removing !== null}
        title={removing ? t('products.deleteOptionTitle', { option: isolateText(label(removing)) }) : ''}
        text={t('products.deleteOptionText')}
        confirmLabel={removing?.in_orders ? t('products.archive') : t('products.delete')}
        busy={remove.isPending}
        error={removeError}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.uuid, {
            onSuccess: (r) => {
              setRemoving(null);
              if (stockFor === removing.uuid && r.data.result === 'deleted') setStockFor(null);
              toast(r.message);
            },
            onError: (e) => setRemoveError(errorText(e, t('app.networkError'))),
          });
        }}
      />
    </section>
  );
}
