import type { Product } from '@dukkan/contracts';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTexts } from '../../../lib/i18n';
import { specialsOfferPath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { Skeleton } from '../../../lib/ui/states';
import { ProductSection } from '../components/product-section';
import { CategoryStrip, CategoryStripSkeleton } from '../components/category-strip';
import { HeroCarousel, HeroFallback } from '../components/hero-carousel';
import { homeQueries } from '../prefetch-home';

/**
 * The home queries start before the first render (prefetch-home.ts); a request that failed there has raised
 * its alert and gone on to the caller, so mounting the page does not ask again.
 */
const once = { retryOnMount: false } as const;

export function HomePage() {
  const { t } = useTexts();
  return (
    <div className="space-y-10">
      <DocumentTitle />
      <h1 className="sr-only">{t('appName')}</h1>
      <Hero />
      <Categories />
      <HomeSection title={t('home.featured')} options={homeQueries.featured()} testId="home-featured" />
      <HomeSection title={t('home.latest')} options={homeQueries.latest()} testId="home-latest" deferred />
      <HomeSection
        title={t('home.bestSellers')}
        options={homeQueries.bestSellers()}
        testId="home-best-sellers"
        deferred
      />
      <HomeSection
        title={t('home.discounted')}
        options={{ ...homeQueries.discounted(), select: (page) => page.data }}
        viewAllTo={specialsOfferPath()}
        testId="home-discounted"
        deferred
      />
    </div>
  );
}

function Hero() {
  const ads = useQuery({ ...homeQueries.ads(), ...once });
  if (ads.isPending) {
    // the banner's size (hero-carousel.tsx): on a phone a 2:1 picture (the page's width less 2rem) over 11rem of text
    return <Skeleton className="h-[calc(50vw+10rem)] w-full rounded-3xl sm:h-72 lg:h-80" />;
  }
  return ads.data?.length ? <HeroCarousel ads={ads.data} /> : <HeroFallback />;
}

function Categories() {
  const categories = useQuery({ ...homeQueries.categories(), ...once });
  if (categories.isPending) return <CategoryStripSkeleton />;
  return categories.data ? <CategoryStrip categories={categories.data} /> : null;
}

/** Each section reads its own query, so one answer arriving re-renders that section only. */
function HomeSection<T, K extends QueryKey>({
  options,
  ...props
}: {
  title: string;
  options: UseQueryOptions<T, Error, Product[], K>;
  viewAllTo?: string;
  testId: string;
  deferred?: boolean;
}) {
  const query = useQuery({ ...options, ...once });
  return <ProductSection query={query} {...props} />;
}
