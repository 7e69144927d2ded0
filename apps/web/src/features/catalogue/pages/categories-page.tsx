import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '@dukkan/contracts';
import { DEFAULT_IMAGE } from '../../../lib/product-image';
import { ChevronEndIcon, GridIcon } from '../../../lib/ui/icons';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { FallbackImage } from '../../../lib/ui/product-image';
import { EmptyState, PageTitle, Skeleton } from '../../../lib/ui/states';
import { useLocalized } from '../../../lib/i18n';
import { categoriesQueryOptions } from '../../../lib/api/get-categories';
import { categoryLink, subCategoryLink } from '../category-links';

export function CategoriesPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const categories = useQuery(categoriesQueryOptions());

  return (
    <div className="space-y-5">
      <DocumentTitle title={t('categories.title')} />
      <PageTitle>{t('categories.title')}</PageTitle>
      {categories.isPending && (
        <div role="status" aria-label={t('common.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      )}
      {categories.isSuccess && categories.data.length === 0 && (
        <EmptyState icon={<GridIcon className="size-8" />} title={t('categories.empty')} />
      )}
      {categories.isSuccess && categories.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {categories.data.map((category) => {
            const name = localized(category.name);
            return (
              <li key={category.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
                <Link to={categoryLink(category)} className="group flex items-center gap-4">
                  <FallbackImage
                    src={category.img || DEFAULT_IMAGE}
                    alt=""
                    width={72}
                    height={72}
                    className="size-18 shrink-0 rounded-xl bg-slate-50 object-contain p-1"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span
                      className="text-lg leading-snug font-bold text-balance text-slate-900 group-hover:text-teal-700"
                      data-testid="category-name"
                    >
                      {name}
                    </span>
                    <span className="text-sm text-slate-600">
                      {t('common.productsCount', {
                        count: category.ProductsCount,
                        n: formatCount(category.ProductsCount),
                      })}
                    </span>
                  </span>
                  <ChevronEndIcon className="size-5 text-slate-400 rtl:-scale-x-100" />
                </Link>
                {category.SubCategories.length > 0 && (
                  <ul aria-label={`${t('categories.subCategories')}: ${name}`} className="mt-3 flex flex-wrap gap-2">
                    {category.SubCategories.map((sub) => (
                      <li key={sub.id}>
                        <Link
                          to={subCategoryLink(sub)}
                          className="inline-flex items-center gap-1 rounded-full bg-slate-50 px-3 py-1.5 text-sm text-slate-700 ring-1 ring-slate-200 hover:bg-teal-50 hover:text-teal-800"
                        >
                          {localized(sub.name)}
                          <span className="text-xs text-slate-500">({formatCount(sub.ProductsCount)})</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
