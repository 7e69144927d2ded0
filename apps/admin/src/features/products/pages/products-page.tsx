import { PRODUCT_AVAILABILITY, PRODUCT_STATES, type AdminProductListItem } from '@dukkan/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatCount } from '../../../lib/format';
import { pick, useLocale } from '../../../lib/i18n/i18n';
import { Count, Money, NameText } from '../../../lib/ui/bidi';
import { useDocumentTitle } from '../../../lib/ui/document-title';
import { Pager } from '../../../lib/ui/pager';
import {
  EmptyState,
  ErrorState,
  Loading,
  errorText,
  inputClass,
  primaryButton,
  secondaryButton,
} from '../../../lib/ui/states';
import { DataTable } from '../../../lib/ui/table-scroll';
import { useToast } from '../../../lib/ui/toast';
import { type ProductFilters, downloadCsv, useCategories, useProducts } from '../api/products';
import { ProductThumb } from '../components/product-thumb';
import { Sku } from '../components/sku';
import { struckPrice } from '../struck-price';

function useFilters(): [ProductFilters, (next: Partial<ProductFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const num = (k: string) => (params.get(k) ? Number(params.get(k)) : undefined);
  const filters: ProductFilters = {
    q: params.get('q') ?? undefined,
    category_id: num('category_id'),
    availability: (PRODUCT_AVAILABILITY as readonly string[]).includes(params.get('availability') ?? '')
      ? (params.get('availability') as ProductFilters['availability'])
      : undefined,
    low_stock: params.get('low_stock') === 'true' || undefined,
    discounted: params.get('discounted') === 'true' || undefined,
    state: (PRODUCT_STATES as readonly string[]).includes(params.get('state') ?? '')
      ? (params.get('state') as ProductFilters['state'])
      : undefined,
    page: num('page'),
  };
  const set = (next: Partial<ProductFilters>) => {
    const merged = { ...filters, page: undefined, ...next };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== '' && v !== false) out.set(k, String(v));
    setParams(out, { replace: true });
  };
  return [filters, set];
}

function Badges({ p }: { p: AdminProductListItem }) {
  const { t } = useTranslation();
  const badge = 'rounded-full px-2 py-0.5 text-xs font-bold';
  return (
    <span className="flex flex-wrap gap-1">
      {p.archived_at && <span className={`${badge} bg-slate-200 text-slate-800`}>{t('products.archivedBadge')}</span>}
      {!p.is_available && <span className={`${badge} bg-slate-100 text-slate-700`}>{t('products.unavailable')}</span>}
      {p.quantity === 0 ? (
        <span className={`${badge} bg-red-100 text-red-900`}>{t('products.outBadge')}</span>
      ) : (
        p.low_stock && <span className={`${badge} bg-amber-100 text-amber-900`}>{t('products.lowBadge')}</span>
      )}
      {p.is_featured && <span className={`${badge} bg-teal-50 text-teal-900`}>{t('products.featured')}</span>}
    </span>
  );
}

/** How many options the product has besides itself, beside its name. */
function OptionsBadge({ p }: { p: AdminProductListItem }) {
  const { t } = useTranslation();
  if (p.options_count <= 0) return null;
  return (
    <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-indigo-900">
      {t('products.optionsBadge', { count: p.options_count })}
    </span>
  );
}

/** What the shopper pays, tax included, and when discounted what they would without the discount, tax included too. */
function PriceCell({ p }: { p: AdminProductListItem }) {
  return (
    <span className="flex flex-col">
      <Money value={p.price_to_pay} className="font-semibold" />
      {p.discount > 0 && <Money value={struckPrice(p)} className="text-xs text-slate-500 line-through" />}
    </span>
  );
}

export function ProductsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('products.title'));
  const [filters, setFilters] = useFilters();
  const [text, setText] = useState(filters.q ?? '');
  const products = useProducts(filters);
  const categories = useCategories();
  const toast = useToast((s) => s.show);
  const [exporting, setExporting] = useState(false);

  // search as the member types, a moment after the last key
  useEffect(() => {
    const id = setTimeout(() => {
      if ((filters.q ?? '') !== text.trim()) setFilters({ q: text.trim() || undefined });
    }, 300);
    return () => clearTimeout(id);
  });

  const exportCsv = () => {
    setExporting(true);
    downloadCsv()
      .catch((e: unknown) => toast(errorText(e, t('app.networkError')), 'error'))
      .finally(() => setExporting(false));
  };
  const name = (p: AdminProductListItem) => <NameText locale={locale} ar={p.name_ar} en={p.name_en} />;
  const threshold = products.data?.low_stock_threshold ?? 5;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="me-auto text-2xl font-bold">{t('products.title')}</h1>
        <button type="button" className={secondaryButton} onClick={exportCsv} disabled={exporting}>
          {exporting ? t('products.exporting') : t('products.exportCsv')}
        </button>
        <Link to="/products/import" className={secondaryButton}>
          {t('products.importCsv')}
        </Link>
        <Link to="/products/new" className={primaryButton}>
          {t('products.new')}
        </Link>
      </div>

      <div
        role="search"
        className="grid gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700 sm:col-span-2">
          {t('products.search')}
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('products.searchPlaceholder')}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          {t('products.category')}
          <select
            value={filters.category_id ?? ''}
            onChange={(e) => setFilters({ category_id: e.target.value ? Number(e.target.value) : undefined })}
            className={inputClass}
          >
            <option value="">{t('products.allCategories')}</option>
            {categories.data?.map((c) => [
              <option key={c.id} value={c.id}>
                {pick(c.name, locale)}
              </option>,
              ...c.SubCategories.map((s) => (
                <option key={s.id} value={s.id}>
                  {`— ${pick(s.name, locale)}`}
                </option>
              )),
            ])}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          {t('products.availability')}
          <select
            value={filters.availability ?? ''}
            onChange={(e) =>
              setFilters({ availability: (e.target.value || undefined) as ProductFilters['availability'] })
            }
            className={inputClass}
          >
            <option value="">{t('products.anyAvailability')}</option>
            {PRODUCT_AVAILABILITY.map((a) => (
              <option key={a} value={a}>
                {t(`products.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:col-span-2 lg:col-span-3">
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-700">
            <input
              type="checkbox"
              checked={!!filters.low_stock}
              onChange={(e) => setFilters({ low_stock: e.target.checked || undefined })}
              className="size-5 accent-teal-700"
            />
            {t('products.lowStock', { n: threshold })}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-700">
            <input
              type="checkbox"
              checked={!!filters.discounted}
              onChange={(e) => setFilters({ discounted: e.target.checked || undefined })}
              className="size-5 accent-teal-700"
            />
            {t('products.discounted')}
          </label>
        </div>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          {t('products.state')}
          <select
            value={filters.state ?? 'active'}
            onChange={(e) => setFilters({ state: e.target.value as ProductFilters['state'] })}
            className={inputClass}
          >
            {PRODUCT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`products.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.data.length === 0 ? (
        <EmptyState title={t('products.empty')} text={t('products.emptyHint')} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('products.count', { count: products.data.meta.total, n: formatCount(products.data.meta.total) })}
          </p>
          {/* phones: cards */}
          <ul className="flex flex-col gap-3 md:hidden" aria-label={t('products.title')}>
            {products.data.data.map((p) => (
              <li key={p.uuid}>
                <Link
                  to={`/products/${p.uuid}`}
                  className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
                >
                  <ProductThumb path={p.image} />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="truncate font-semibold text-slate-900">{name(p)}</span>
                      <OptionsBadge p={p} />
                    </span>
                    {p.sku && (
                      <span className="text-xs text-slate-600">
                        {t('products.sku')}: <Sku value={p.sku} />
                      </span>
                    )}
                    <span className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
                      <PriceCell p={p} />
                      <span>
                        {t('products.stock')}: <Count value={p.quantity} />
                      </span>
                    </span>
                    <Badges p={p} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {/* wider screens: a table */}
          <div className="hidden md:block">
            <DataTable
              label={t('products.title')}
              columns={[
                <span key="img" className="sr-only">
                  {t('products.images')}
                </span>,
                t('products.name'),
                t('products.sku'),
                t('products.price'),
                t('products.stock'),
                t('products.status'),
              ]}
              bodyClassName="divide-y divide-slate-100"
            >
              {products.data.data.map((p) => (
                <tr key={p.uuid} className="hover:bg-slate-50">
                  <td className="p-3">
                    <ProductThumb path={p.image} className="size-12" />
                  </td>
                  <td className="p-3">
                    <span className="flex flex-wrap items-center gap-2">
                      <Link
                        to={`/products/${p.uuid}`}
                        className="font-semibold text-teal-800 underline decoration-teal-300 underline-offset-4"
                      >
                        {name(p)}
                      </Link>
                      <OptionsBadge p={p} />
                    </span>
                    {p.brand && <span className="block text-xs text-slate-500">{p.brand}</span>}
                  </td>
                  <td className="p-3">
                    <Sku value={p.sku} />
                  </td>
                  <td className="p-3">
                    <PriceCell p={p} />
                  </td>
                  <td className="p-3 tabular-nums">
                    <Count value={p.quantity} />
                  </td>
                  <td className="p-3">
                    <Badges p={p} />
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
          <Pager
            page={products.data.meta.current_page}
            last={products.data.meta.last_page}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}
