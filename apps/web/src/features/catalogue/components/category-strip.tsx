import type { Category } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_IMAGE } from '../../../lib/product-image';
import { routePath } from '../../../lib/routes';
import { ChevronEndIcon } from '../../../lib/ui/icons';
import { FallbackImage } from '../../../lib/ui/product-image';
import { categoryLink } from '../category-links';
import { useLocalized } from '../../../lib/i18n';

/** Shop by category: a swipeable row of round category tiles (the sidebar is desktop only). */
export function CategoryStrip({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
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
              <span className="line-clamp-2 text-xs font-semibold text-slate-700 sm:text-sm">
                {localized(category.name)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
