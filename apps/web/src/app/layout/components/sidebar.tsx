import { formatCount, type Product } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath } from '../../../lib/routes';
import { ChevronDownIcon } from '../../../lib/ui/icons';
import { PriceTag } from '../../../lib/ui/price-tag';
import { ProductThumb } from '../../../lib/ui/product-image';
import { Skeleton } from '../../../lib/ui/states';
import { CardBuyButton, CartLink } from '../../../lib/cart';
import { bestSellersQueryOptions, categoryLink, subCategoryLink } from '../../../features/catalogue';
import { categoriesQueryOptions } from '../../../lib/api/get-categories';
import { useLocalized } from '../../../lib/i18n';
import { BidiText } from '../../../lib/ui/bidi-text';

/** Spec 2 sidebar: cart link, categories with counts (first expanded), best-seller cards. */
export function Sidebar() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const categories = useQuery(categoriesQueryOptions());
  const bestSellers = useQuery(bestSellersQueryOptions(4));

  return (
    <aside aria-label={t('sidebar.label')} className="space-y-6">
      <CartLink variant="sidebar" />

      <section aria-labelledby="sidebar-categories" className="rounded-2xl bg-white p-2 ring-1 ring-slate-200/70">
        <h2 id="sidebar-categories" className="px-3 pt-2 pb-1 text-base font-bold text-slate-900">
          {t('sidebar.categories')}
        </h2>
        {categories.isPending && (
          <div className="space-y-2 p-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        )}
        <ul className="divide-y divide-slate-100">
          {categories.data?.map((category, index) => (
            <li key={category.id}>
              <details open={index === 0} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 py-2.5 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <span className="font-semibold text-slate-800">{localized(category.name)}</span>
                  <span className="flex items-center gap-2">
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      {formatCount(category.ProductsCount)}
                    </span>
                    <ChevronDownIcon className="size-4 text-slate-500 transition group-open:rotate-180" />
                  </span>
                </summary>
                <ul className="pb-2">
                  <li>
                    <Link
                      to={categoryLink(category)}
                      className="flex justify-between rounded-lg px-3 py-1.5 ps-6 text-sm text-teal-800 hover:bg-teal-50"
                    >
                      {t('sidebar.allOfCategory', { name: localized(category.name) })}
                    </Link>
                  </li>
                  {category.SubCategories.map((sub) => (
                    <li key={sub.id}>
                      <Link
                        to={subCategoryLink(sub)}
                        className="flex items-center justify-between gap-2 rounded-lg px-3 py-1.5 ps-6 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-800"
                      >
                        <span>{localized(sub.name)}</span>
                        <span className="rounded-full bg-slate-50 px-2 py-0.5 text-xs text-slate-600 tabular-nums">
                          {formatCount(sub.ProductsCount)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </section>

      {(bestSellers.data?.length ?? 0) > 0 && (
        <section aria-labelledby="sidebar-best-sellers" className="space-y-3">
          <h2 id="sidebar-best-sellers" className="text-base font-bold text-slate-900">
            {t('sidebar.bestSellers')}
          </h2>
          <ul className="space-y-3">
            {bestSellers.data?.map((product) => (
              <li key={product.uuid}>
                <BestSellerCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}

function BestSellerCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const reasonId = `not-offered-${useId()}`;
  const name = localized(product.name);
  return (
    <article className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200/70" data-testid="best-seller-card">
      <ProductThumb product={product} size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-800" dir="auto">
          <BidiText text={name} />
        </h3>
        <PriceTag product={product} t={t} />
        <div className="flex items-center gap-2">
          <Link
            to={productPath(product.uuid)}
            aria-label={t('product.openDetails', { name })}
            className="text-xs font-semibold text-teal-700 hover:underline"
          >
            {t('common.details')}
          </Link>
          <CardBuyButton product={product} t={t} name={name} reasonId={reasonId} size="xs" className="ms-auto" />
        </div>
      </div>
    </article>
  );
}
