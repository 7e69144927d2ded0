import type { Product } from '@dukkan/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTexts } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ChevronEndIcon } from '../../../lib/ui/icons';
import { ProductGridSkeleton } from '../../../lib/ui/states';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { ProductGrid } from './product-grid';

/**
 * A titled product row on the home page: skeleton while loading, hidden when the list is empty.
 * A `deferred` row (below the fold) renders its cards only when the shopper scrolls near it.
 */
export function ProductSection({
  title,
  query,
  viewAllTo,
  testId,
  deferred = false,
}: {
  title: string;
  query: UseQueryResult<Product[]>;
  viewAllTo?: string;
  testId: string;
  deferred?: boolean;
}) {
  const { t } = useTexts();
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>(deferred);
  if (query.isSuccess && query.data.length === 0) return null;
  if (query.isError) return null;
  return (
    <section ref={ref} aria-labelledby={headingId} data-testid={testId} className="space-y-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          <span className="me-2 inline-block h-5 w-1.5 translate-y-0.5 rounded-full bg-teal-500" aria-hidden="true" />
          {title}
        </h2>
        {viewAllTo && (
          <Link
            to={viewAllTo}
            className="inline-flex items-center gap-1 text-sm font-semibold text-teal-700 hover:text-teal-900"
          >
            {t('common.viewAll')}
            <span className="sr-only">: {title}</span>
            <ChevronEndIcon className="size-4 rtl:-scale-x-100" />
          </Link>
        )}
      </div>
      {query.isSuccess && near ? (
        <ProductGrid products={query.data} />
      ) : query.isSuccess ? (
        // loaded, waiting for the shopper to scroll near: room for the cards, nothing to announce
        <div aria-hidden="true" className="min-h-96" />
      ) : (
        <ProductGridSkeleton count={4} label={t('common.loading')} />
      )}
    </section>
  );
}
