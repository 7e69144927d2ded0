import type { Product } from '@dukkan/contracts';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { specialsOfferPath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { Skeleton } from '../../../lib/ui/states';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { ProductSection } from '../components/product-section';
import { CategoryStrip, CategoryStripSkeleton } from '../components/category-strip';
import { HeroCarousel, HeroFallback } from '../components/hero-carousel';
import { homeQueries } from '../prefetch-home';

/**
 * The home queries start before the first render (prefetch-home.ts); a request that failed there has raised
 * its alert and gone on to the caller, so mounting the page does not ask again.
 */
const once = { retryOnMount: false } as const;

/** Calls `done` once the frame after this one has been painted. */
function afterNextPaint(done: () => void): void {
  requestAnimationFrame(() => setTimeout(done, 0));
}

/**
 * The rows below the fold ask for their products once the banner has been painted (or when the shopper scrolls near
 * them first), so their requests do not come before the page's largest paint (docs/decisions/0065).
 */
export function HomePage() {
  const { t } = useTranslation();
  const [heroPainted, setHeroPainted] = useState(false);
  const onHeroShown = useCallback(() => afterNextPaint(() => setHeroPainted(true)), []);
  return (
    <div className="space-y-10">
      <DocumentTitle />
      <h1 className="sr-only">{t('appName')}</h1>
      <Hero onShown={onHeroShown} />
      <Categories />
      <HomeSection title={t('home.featured')} options={homeQueries.featured()} testId="home-featured" />
      <HomeSection
        title={t('home.latest')}
        options={homeQueries.latest()}
        testId="home-latest"
        deferred
        firstScreenPainted={heroPainted}
      />
      <HomeSection
        title={t('home.bestSellers')}
        options={homeQueries.bestSellers()}
        testId="home-best-sellers"
        deferred
        firstScreenPainted={heroPainted}
      />
      <HomeSection
        title={t('home.discounted')}
        options={{ ...homeQueries.discounted(), select: (page) => page.data }}
        viewAllTo={specialsOfferPath()}
        testId="home-discounted"
        deferred
        firstScreenPainted={heroPainted}
      />
    </div>
  );
}

/** The banner; `onShown` once its first picture has loaded (or there is no picture to wait for). */
function Hero({ onShown }: { onShown: () => void }) {
  const ads = useQuery({ ...homeQueries.ads(), ...once });
  const pictureless = !ads.isPending && !ads.data?.length;
  useEffect(() => {
    if (pictureless) onShown();
  }, [pictureless, onShown]);
  if (ads.isPending) {
    // the banner's size (hero-carousel.tsx): on a phone a 2:1 picture (the page's width less 2rem) over 11rem of text
    return <Skeleton className="h-[calc(50vw+10rem)] w-full rounded-3xl sm:h-72 lg:h-80" />;
  }
  return ads.data?.length ? <HeroCarousel ads={ads.data} onFirstPicture={onShown} /> : <HeroFallback />;
}

function Categories() {
  const categories = useQuery({ ...homeQueries.categories(), ...once });
  if (categories.isPending) return <CategoryStripSkeleton />;
  return categories.data ? <CategoryStrip categories={categories.data} /> : null;
}

/**
 * Each section reads its own query, so one answer arriving re-renders that section only. A `deferred` row (below
 * the fold) asks for its products once the first screen has been painted or the shopper scrolls near it, whichever
 * comes first, and renders its cards only when near.
 */
function HomeSection<T, K extends QueryKey>({
  options,
  deferred = false,
  firstScreenPainted = true,
  ...props
}: {
  title: string;
  options: UseQueryOptions<T, Error, Product[], K>;
  viewAllTo?: string;
  testId: string;
  deferred?: boolean;
  firstScreenPainted?: boolean;
}) {
  const [ref, near] = useNearViewport<HTMLElement>(deferred);
  const query = useQuery({ ...options, ...once, enabled: firstScreenPainted || near });
  return <ProductSection query={query} sectionRef={ref} near={near} {...props} />;
}
