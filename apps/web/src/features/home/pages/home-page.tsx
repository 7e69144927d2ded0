import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { specialsOfferPath } from '../../../lib/routes';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { Skeleton } from '../../../lib/ui/states';
import {
  bestSellersQueryOptions,
  categoriesQueryOptions,
  featuredProductsQueryOptions,
  latestProductsQueryOptions,
  ProductSection,
  productsQueryOptions,
} from '../../catalogue';
import { homeAdvertisementsQueryOptions } from '../../content';
import { CategoryStrip } from '../components/category-strip';
import { HeroCarousel, HeroFallback } from '../components/hero-carousel';

const SECTION_SIZE = 8;

export function HomePage() {
  const { t } = useTranslation();
  const ads = useQuery(homeAdvertisementsQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const featured = useQuery(featuredProductsQueryOptions(SECTION_SIZE));
  const latest = useQuery(latestProductsQueryOptions(SECTION_SIZE));
  const bestSellers = useQuery(bestSellersQueryOptions(SECTION_SIZE));
  const discounted = useQuery({
    ...productsQueryOptions({ specials_offer: true, limit: SECTION_SIZE }),
    select: (page) => page.data,
  });

  return (
    <div className="space-y-10">
      <DocumentTitle />
      <h1 className="sr-only">{t('appName')}</h1>
      {ads.isPending ? (
        <Skeleton className="aspect-[4/3] w-full rounded-3xl sm:aspect-[16/7] lg:aspect-[16/6]" />
      ) : ads.data?.length ? (
        <HeroCarousel ads={ads.data} />
      ) : (
        <HeroFallback />
      )}
      {categories.data && <CategoryStrip categories={categories.data} />}
      <ProductSection title={t('home.featured')} query={featured} testId="home-featured" />
      <ProductSection title={t('home.latest')} query={latest} testId="home-latest" />
      <ProductSection title={t('home.bestSellers')} query={bestSellers} testId="home-best-sellers" />
      <ProductSection
        title={t('home.discounted')}
        query={discounted}
        viewAllTo={specialsOfferPath()}
        testId="home-discounted"
      />
    </div>
  );
}
