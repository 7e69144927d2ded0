import type { Category } from '@dukkan/contracts';
import { useTexts } from '../../../lib/i18n';
import { Link } from 'react-router';
import { DEFAULT_IMAGE } from '../../../lib/product-image';
import { routePath } from '../../../lib/routes';
import { ChevronEndIcon } from '../../../lib/ui/icons';
import { FallbackImage } from '../../../lib/ui/product-image';
import { Skeleton } from '../../../lib/ui/states';
import { categoryLink } from '../category-links';
import { useLocalized } from '../../../lib/i18n';

/** The strip's place while the categories load: the same height, so nothing below it moves when they come. */
export function CategoryStripSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3">
      <Skeleton className="h-7 w-32" />
      <div className="flex gap-3 overflow-hidden pb-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex w-20 shrink-0 flex-col items-center gap-2 sm:w-24">
            <Skeleton className="size-18 rounded-full sm:size-20" />
            <Skeleton className="h-8 w-full sm:h-10" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Shop by category: a swipeable row of round category tiles (the sidebar is desktop only). */
export function CategoryStrip({ categories }: { categories: Category[] }) {
  const { t } = useTexts();
  const localized = useLocalized();
  if (!categories.length) return null;
  return (
    <section aria-labelledby="home-categories" className="space-y-3">
      <div className="flex items-end justify-between">
        <h2 id="home-categories" className="text-xl font-bold text-slate-900">
          <span className="me-2 inline-block h-5 w-1.5 translate-y-0.5 rounded-full bg-teal-500" aria-hidden="true" />
          {t('categories.title')}
        </h2>
        <Link
          to={routePath('client.categories')}
          className="inline-flex items-center gap-1 text-sm font-semibold text-teal-700 hover:text-teal-900"
        >
          {t('common.viewAll')}
          <span className="sr-only">: {t('categories.title')}</span>
          <ChevronEndIcon className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <Link
              to={categoryLink(category)}
              className="group flex w-20 flex-col items-center gap-2 text-center sm:w-24"
            >
              <span className="grid size-18 place-items-center overflow-hidden rounded-full bg-white ring-1 ring-slate-200 transition group-hover:ring-2 group-hover:ring-teal-500 sm:size-20">
                <FallbackImage
                  src={category.img || DEFAULT_IMAGE}
                  alt=""
                  width={80}
                  height={80}
                  className="size-full object-contain p-2"
                />
              </span>
              {/* two lines kept for every name, as the skeleton has */}
              <span className="line-clamp-2 min-h-8 text-xs font-semibold text-slate-700 sm:min-h-10 sm:text-sm">
                {localized(category.name)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
