import { PRODUCT_SORTS, formatCount } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../lib/i18n';
import { ChevronDownIcon } from '../../../lib/ui/icons';
import { brandsQueryOptions } from '../api/get-brands';
import type { ProductsFilter } from '../api/get-products';
import { activeFilterCount, type ListOptions, typedPrice } from '../list-options';

const controlClass =
  'h-11 rounded-xl bg-white px-3 text-slate-900 ring-1 ring-slate-300 outline-none focus-visible:ring-2 focus-visible:ring-teal-600';
const fieldClass = `${controlClass} w-full`;

/**
 * Sort and filters of a product list (category, search, specials). Every change becomes a new entry in the route's
 * query through `onChange`, so back undoes it and a shared link shows the same list.
 */
export function ListOptionsBar({
  options,
  onChange,
  filter,
  specials,
}: {
  options: ListOptions;
  onChange: (next: ListOptions) => void;
  /** the list's own filter, for its brands */
  filter: ProductsFilter;
  /** the specials list is discounted already: no "discounted only" there */
  specials: boolean;
}) {
  const { t } = useTexts();
  const id = useId();
  const active = activeFilterCount(options);
  const [open, setOpen] = useState(active > 0);
  /** the price fields whose text is no price, shown as such rather than dropped */
  const [wrongPrices, setWrongPrices] = useState<('min' | 'max')[]>([]);
  const brands = useQuery({
    ...brandsQueryOptions({
      category_id: filter.category_id,
      sub_category_id: filter.sub_category_id,
      name: filter.name,
      specials_offer: filter.specials_offer,
    }),
    enabled: open,
  });
  const set = (patch: Partial<ListOptions>) => onChange({ ...options, ...patch });
  // the price fields show the list's range as it changes (applied, swapped into order, cleared, back and forward);
  // the form is not made anew for it, which would drop the keyboard's focus from its field or button
  const prices = useRef<HTMLFormElement>(null);
  const { price_min: priceMin, price_max: priceMax } = options;
  // another list (a search, a category) or another range starts without the last one's typing or its message
  const listKey = `${JSON.stringify(filter)}|${priceMin}|${priceMax}`;
  const [wrongFor, setWrongFor] = useState(listKey);
  if (wrongFor !== listKey) {
    setWrongFor(listKey);
    setWrongPrices([]);
  }
  useEffect(() => {
    const fields = prices.current?.elements;
    for (const [name, value] of [
      ['price_min', priceMin],
      ['price_max', priceMax],
    ] as const) {
      const field = fields?.namedItem(name);
      if (field instanceof HTMLInputElement) field.value = value ?? '';
    }
  }, [listKey, priceMin, priceMax]);

  /** One end of the price range: its input, named for the screen reader. */
  const priceInput = (end: 'min' | 'max') => {
    const label = t(end === 'min' ? 'listOptions.priceMin' : 'listOptions.priceMax');
    return (
      <>
        <label className="sr-only" htmlFor={`${id}-${end}`}>
          {label}
        </label>
        <input
          id={`${id}-${end}`}
          name={`price_${end}`}
          inputMode="decimal"
          dir="ltr"
          placeholder={label}
          defaultValue={options[`price_${end}`] ?? ''}
          aria-invalid={wrongPrices.includes(end) || undefined}
          aria-describedby={wrongPrices.includes(end) ? `${id}-price-error` : undefined}
          data-testid={`price-${end}`}
          className={`${fieldClass} min-w-0 text-start`}
        />
      </>
    );
  };

  function applyPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = (['min', 'max'] as const).map((end) => typedPrice(String(data.get(`price_${end}`) ?? '')));
    const wrong = (['min', 'max'] as const).filter((_, i) => typed[i] === null);
    setWrongPrices(wrong);
    if (wrong.length) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="price_${wrong[0]}"]`)?.focus();
      return;
    }
    let [min, max] = typed.map((v) => v || undefined);
    if (min !== undefined && max !== undefined && Number(min) > Number(max)) [min, max] = [max, min];
    set({ price_min: min, price_max: max });
  }

  return (
    <section aria-label={t('listOptions.label')} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((o) => !o)}
          data-testid="filters-toggle"
          className={`inline-flex h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold ring-1 transition ${
            active
              ? 'bg-teal-50 text-teal-900 ring-teal-600'
              : 'bg-white text-slate-800 ring-slate-300 hover:ring-teal-500'
          }`}
        >
          {active ? t('listOptions.filtersOn', { n: formatCount(active) }) : t('listOptions.filters')}
          <ChevronDownIcon className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
        </button>
        <label htmlFor={`${id}-sort`} className="ms-auto text-sm text-slate-600 max-sm:sr-only">
          {t('listOptions.sortBy')}
        </label>
        <select
          id={`${id}-sort`}
          value={options.sort ?? ''}
          onChange={(e) => set({ sort: PRODUCT_SORTS.find((s) => s === e.target.value) })}
          data-testid="sort-select"
          className={`${controlClass} max-w-[60%] min-w-0 text-sm max-sm:ms-auto sm:max-w-none`}
        >
          <option value="">{t('listOptions.sort.default')}</option>
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`listOptions.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>

      <div
        id={`${id}-filters`}
        hidden={!open}
        data-testid="filters-panel"
        className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto]"
      >
        <form onSubmit={applyPrices} className="min-w-0" ref={prices}>
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">
              {t('listOptions.price', { currency: t('currency') })}
            </legend>
            <div className="flex items-center gap-2">
              {priceInput('min')}
              <span aria-hidden="true" className="text-slate-500">
                –
              </span>
              {priceInput('max')}
              <button
                type="submit"
                data-testid="price-apply"
                className="h-11 shrink-0 rounded-xl bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
              >
                {t('listOptions.apply')}
              </button>
            </div>
            {wrongPrices.length > 0 && (
              <p id={`${id}-price-error`} role="alert" className="mt-1.5 text-sm font-medium text-rose-700">
                {t('listOptions.priceInvalid')}
              </p>
            )}
          </fieldset>
        </form>

        <div className="min-w-0">
          <label htmlFor={`${id}-brand`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('listOptions.brand')}
          </label>
          <select
            id={`${id}-brand`}
            value={options.brand ?? ''}
            onChange={(e) => set({ brand: e.target.value || undefined })}
            data-testid="brand-select"
            className={`${fieldClass} text-sm`}
          >
            <option value="">{t('listOptions.allBrands')}</option>
            {options.brand && !brands.data?.some((b) => b.brand === options.brand) && (
              <option value={options.brand}>{options.brand}</option>
            )}
            {brands.data?.map((b) => (
              <option key={b.brand} value={b.brand}>
                {`${b.brand} (${formatCount(b.products_count)})`}
              </option>
            ))}
          </select>
        </div>

        <div className="flex flex-col justify-end gap-2 text-sm font-semibold text-slate-800 sm:col-span-2 sm:flex-row sm:flex-wrap sm:items-center lg:col-span-1 lg:flex-col lg:items-start">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={options.in_stock === true}
              onChange={(e) => set({ in_stock: e.target.checked ? true : undefined })}
              data-testid="in-stock"
              className="size-5 accent-teal-700"
            />
            {t('listOptions.inStock')}
          </label>
          {!specials && (
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={options.discounted === true}
                onChange={(e) => set({ discounted: e.target.checked ? true : undefined })}
                data-testid="discounted"
                className="size-5 accent-teal-700"
              />
              {t('listOptions.discounted')}
            </label>
          )}
          {active > 0 && (
            <button
              type="button"
              onClick={() =>
                set({
                  price_min: undefined,
                  price_max: undefined,
                  brand: undefined,
                  in_stock: undefined,
                  discounted: undefined,
                })
              }
              data-testid="filters-clear"
              className="min-h-11 self-start text-teal-800 underline underline-offset-4 hover:text-teal-900"
            >
              {t('listOptions.clear')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
