import { DELIVERY_METHODS, type DeliveryMethod } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/i18n';
import { Field } from '../../../lib/ui/field';
import { SearchForm } from '../../../lib/ui/search-form';
import { inputClass, secondaryButton } from '../../../lib/ui/states';
import { useCities } from '../api/get-cities';
import type { DeskFilters } from '../store/desk-filters';

/** Search (order number, phone, names) and the filters by delivery, city and dates. */
export function DeskFiltersBar({
  filters,
  onChange,
}: {
  filters: DeskFilters;
  onChange: (change: Partial<DeskFilters>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cities = useCities();
  /** A day the orders were placed from or up to, the other end of the range bounding it. */
  const dateField = (end: 'from' | 'to', bound: { min?: string | undefined; max?: string | undefined }) => (
    <Field label={t(`orders.${end}`)}>
      {(props) => (
        <input
          {...props}
          {...bound}
          type="date"
          value={filters[end] ?? ''}
          onChange={(e) => onChange({ [end]: e.target.value || undefined })}
          className={inputClass}
        />
      )}
    </Field>
  );
  const filtered = Boolean(filters.delivery_method || filters.city_id || filters.from || filters.to);
  return (
    <div className="flex flex-col gap-2">
      <SearchForm
        id="desk-search"
        label={t('orders.search')}
        placeholder={t('orders.searchPlaceholder')}
        button={t('orders.search')}
        initial={filters.q ?? ''}
        onSearch={(q) => onChange({ q: q || undefined })}
      />
      <details open={filtered} className="rounded-xl bg-white ring-1 ring-slate-200">
        <summary className="min-h-11 px-4 py-2.5 font-semibold">{t('orders.filters')}</summary>
        <div className="grid grid-cols-2 gap-3 p-3 pt-0 md:grid-cols-5 md:items-end">
          <Field label={t('orders.deliveryMethod')}>
            {(props) => (
              <select
                {...props}
                value={filters.delivery_method ?? ''}
                onChange={(e) =>
                  onChange({ delivery_method: (e.target.value || undefined) as DeliveryMethod | undefined })
                }
                className={inputClass}
              >
                <option value="">{t('orders.anyDelivery')}</option>
                {DELIVERY_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(`delivery.${m}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('orders.city')}>
            {(props) => (
              <select
                {...props}
                value={filters.city_id ?? ''}
                onChange={(e) => onChange({ city_id: e.target.value ? Number(e.target.value) : undefined })}
                className={inputClass}
              >
                <option value="">{t('orders.anyCity')}</option>
                {cities.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name[locale] || c.name.ar}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {dateField('from', { max: filters.to })}
          {dateField('to', { min: filters.from })}
          <button
            type="button"
            className={`${secondaryButton} col-span-2 md:col-span-1`}
            disabled={!filtered}
            onClick={() => onChange({ delivery_method: undefined, city_id: undefined, from: undefined, to: undefined })}
          >
            {t('orders.clearFilters')}
          </button>
        </div>
      </details>
    </div>
  );
}
