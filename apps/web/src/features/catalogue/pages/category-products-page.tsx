import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { formatCount } from '@dukkan/contracts';
import { isolateText } from '../../../lib/bidi';
import { routePath } from '../../../lib/routes';
import { BoxIcon, GridIcon } from '../../../lib/ui/icons';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { focusNewPage } from '../../../lib/ui/page-focus';
import { watchUntil } from '../../../lib/ui/watch-until';
import {
  EmptyState,
  LoadFailed,
  PageTitle,
  primaryActionClass,
  ProductGridSkeleton,
  Skeleton,
  Spinner,
} from '../../../lib/ui/states';
import { useLocalized } from '../../../lib/i18n';
import { categoriesQueryOptions } from '../../../lib/api/get-categories';
import { productsInfiniteQueryOptions } from '../api/get-products';
import {
  filterFromQuery,
  productsFilterOf,
  queryFromFilter,
  useCategoryFilterStore,
  type CategoryFilter,
} from '../category-filter-store';
import { ListOptionsBar } from '../components/list-options-bar';
import { ProductGrid } from '../components/product-grid';
import { listOptionsFromQuery, listOptionsQuery, withListOptions, type ListOptions } from '../list-options';
import { productsOfPages } from '../list-pages';

/** The stored filter as a query, with whatever else the current query holds. */
function toSearchParams(query: Record<string, string | number | undefined>, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') next.set(key, String(value));
  return next;
}

export function CategoryProductsPage() {
  const { t } = useTexts();
  const localized = useLocalized();
  const [params, setParams] = useSearchParams();
  const stored = useCategoryFilterStore((s) => s.filter);
  const setFilter = useCategoryFilterStore((s) => s.setFilter);
  const fromQuery = useMemo(() => filterFromQuery(params), [params]);
  const filter = fromQuery ?? stored;

  useEffect(() => {
    if (fromQuery) setFilter(fromQuery);
  }, [fromQuery, setFilter]);

  // another list on this screen (another category, sub-category, search or section) is another page for the
  // keyboard's focus, as another path is for the router's (decision 0076); a sort or a filter is the same list, and
  // so is the stored list written into the address or taken out of it (read as the address would name it, so that
  // a stored value of an older shape is the same list). The same list at another address with the focus let go (a
  // search made again from its sorted results leaves the box) gives it to the heading too
  const shown = JSON.stringify(filterFromQuery(toSearchParams(queryFromFilter(filter), new URLSearchParams())));
  const address = params.toString();
  const last = useRef({ shown, address });
  useEffect(() => {
    const before = last.current;
    last.current = { shown, address };
    const focusLetGo = before.address !== address && document.activeElement === document.body;
    if (before.shown !== shown || focusLetGo) focusNewPage(true);
  }, [shown, address]);

  const options = useMemo(() => listOptionsFromQuery(params), [params]);
  const listFilter = productsFilterOf(filter);
  const products = useInfiniteQuery(productsInfiniteQueryOptions({ ...listFilter, ...options }));
  const categories = useQuery(categoriesQueryOptions());

  // the last page loaded takes "load more" away with it: the keyboard's focus goes on to the first product it brought
  const firstLoaded = useRef<number | null>(null);
  const { isFetchingNextPage, hasNextPage } = products;
  useEffect(() => {
    const first = firstLoaded.current;
    if (first === null || isFetchingNextPage) return;
    firstLoaded.current = null;
    if (hasNextPage || document.activeElement !== document.body) return;
    // the grid renders the new cards a few at a time: the first of them is waited for, unless the shopper moves on
    const main = document.getElementById('main');
    const focusFirst = () => {
      if (document.activeElement !== document.body) return true;
      const card = main?.querySelectorAll('[data-testid="product-card"]')[first];
      const link = card?.querySelector<HTMLElement>('a:not([tabindex="-1"])');
      link?.focus();
      return link !== undefined && link !== null;
    };
    return main ? watchUntil(main, { childList: true, subtree: true }, focusFirst, 2000) : undefined;
  }, [isFetchingNextPage, hasNextPage]);

  const category = categories.data?.find(
    (c) => c.id === filter.category_id || c.SubCategories.some((s) => s.id === filter.sub_category_id),
  );
  const subCategory = category?.SubCategories.find((s) => s.id === filter.sub_category_id);
  // a category or sub-category the shop does not have: say so rather than "all products" over an empty list
  const unknownCategory =
    categories.isSuccess &&
    ((filter.category_id !== undefined && !category) || (filter.sub_category_id !== undefined && !subCategory));

  if (unknownCategory) {
    return (
      <div className="space-y-5" data-testid="category-not-found">
        <DocumentTitle title={t('categoryProducts.categoryNotFoundTitle')} />
        <EmptyState
          icon={<GridIcon className="size-8" />}
          title={t('categoryProducts.categoryNotFoundTitle')}
          text={t('categoryProducts.categoryNotFoundText')}
          action={
            <Link to={routePath('client.categories')} className={primaryActionClass}>
              {t('nav.categories')}
            </Link>
          }
        />
      </div>
    );
  }

  // a category's name and sub-categories come with the categories, which may come after the products: meanwhile the
  // page keeps their places rather than show another heading ("All products") or move the list down when they come
  const categoryComing =
    categories.isPending && (filter.category_id !== undefined || filter.sub_category_id !== undefined);
  const nameComing = categoryComing && filter.section_name !== 'discount' && !filter.name;
  let title = t('categoryProducts.allProducts');
  if (filter.section_name === 'discount') title = t('categoryProducts.discountTitle');
  else if (filter.name) title = t('search.resultsFor', { term: filter.name });
  else if (subCategory) title = localized(subCategory.name);
  else if (category) title = localized(category.name);
  else if (filter.section_name) title = filter.section_name;

  const items = productsOfPages(products.data?.pages ?? []);
  // the last page's count: a search counts up to a cap, or to that page's end (`gte`: there are more, decision 0074)
  const counted = products.data?.pages.at(-1)?.meta;
  const total = counted?.total ?? 0;

  // a sub-category chip keeps the shopper's sort and filters
  const linkFor = (next: Partial<CategoryFilter>) =>
    routePath(
      'client.category.products',
      {},
      { ...queryFromFilter({ ...filter, ...next }), ...listOptionsQuery(options) },
    );
  // the filter comes from the query or, without one, from storage: write both into the query with the options
  const changeOptions = (next: ListOptions) =>
    setParams(withListOptions(fromQuery ? params : toSearchParams(queryFromFilter(filter), params), next));

  return (
    <div className="space-y-5">
      <DocumentTitle title={nameComing ? undefined : title} />
      <div className="flex flex-wrap items-end justify-between gap-2">
        {nameComing ? (
          <Skeleton className="h-8 w-48 sm:h-9" />
        ) : (
          <PageTitle>
            <bdi>{title}</bdi>
          </PageTitle>
        )}
        {products.isSuccess && total > 0 && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t(counted?.total_relation === 'gte' ? 'categoryProducts.showingMore' : 'categoryProducts.showing', {
              shown: formatCount(items.length),
              total: formatCount(total),
            })}
          </p>
        )}
      </div>

      {categoryComing && (
        // the sub-categories' row, whose coming moved the list down 60 px on a phone (a layout shift of 0.05)
        <div aria-hidden="true" className="pb-1" data-testid="sub-categories-placeholder">
          <span className={`${CHIP_CLASS} invisible`}>
            {'\u00a0'}
            <span className="ms-1.5 text-xs">{'\u00a0'}</span>
          </span>
        </div>
      )}
      {category && category.SubCategories.length > 0 && (
        <nav aria-label={t('categoryProducts.subCategories')} className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-1">
            <li>
              <Chip
                to={linkFor({ category_type: 'specific', category_id: category.id, sub_category_id: undefined })}
                active={!filter.sub_category_id}
              >
                {t('categoryProducts.filterAll')}
              </Chip>
            </li>
            {category.SubCategories.map((sub) => (
              <li key={sub.id}>
                <Chip
                  to={linkFor({ category_type: 'specific', category_id: undefined, sub_category_id: sub.id })}
                  active={filter.sub_category_id === sub.id}
                >
                  {localized(sub.name)}
                  <span className="ms-1.5 text-xs opacity-75">({formatCount(sub.ProductsCount)})</span>
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <ListOptionsBar
        options={options}
        onChange={changeOptions}
        filter={listFilter}
        specials={filter.specials_offer === true}
      />

      {products.isPending && <ProductGridSkeleton count={8} label={t('common.loading')} />}
      {products.isError && <LoadFailed onRetry={() => void products.refetch()} />}
      {products.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<BoxIcon className="size-8" />}
          title={
            filter.name
              ? t('categoryProducts.noMatches', { term: isolateText(filter.name) })
              : t('categoryProducts.empty')
          }
          text={t('categoryProducts.emptyHint')}
          action={
            <Link to={routePath('client.categories')} className={primaryActionClass}>
              {t('nav.categories')}
            </Link>
          }
        />
      )}
      {items.length > 0 && <ProductGrid products={items} eagerCount={4} headingLevel={2} />}
      {products.hasNextPage && (
        <div className="flex justify-center pt-2">
          <button
            type="button"
            // not `disabled` while it loads: a disabled button loses the keyboard's focus to the page's body
            onClick={() => {
              if (products.isFetchingNextPage) return;
              firstLoaded.current = items.length;
              void products.fetchNextPage();
            }}
            aria-disabled={products.isFetchingNextPage}
            aria-busy={products.isFetchingNextPage}
            data-testid="load-more"
            className="inline-flex h-12 min-w-48 items-center justify-center gap-2 rounded-xl bg-white px-6 font-semibold text-teal-800 ring-1 ring-teal-600 transition hover:bg-teal-50 aria-disabled:opacity-70"
          >
            {products.isFetchingNextPage && <Spinner className="size-5" />}
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}

const CHIP_CLASS = 'inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap';

function Chip({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`${CHIP_CLASS} ring-1 transition ${
        active ? 'bg-teal-700 text-white ring-teal-600' : 'bg-white text-slate-700 ring-slate-200 hover:ring-teal-500'
      }`}
    >
      {children}
    </Link>
  );
}
