import { type Advertisement, formatCount } from '@dukkan/contracts';
import { useRef, useState } from 'react';
import { useTexts } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ChevronEndIcon } from '../../../lib/ui/icons';
import { FallbackImage } from '../../../lib/ui/product-image';
import { useLocalized } from '../../../lib/i18n';

/** The pictures' `sizes`: half the width beside the text from 640 px, the page's width on a phone. */
export const BANNER_PICTURE_SIZES = '(min-width: 640px) 50vw, 100vw';

/** The home advertisements as a swipeable carousel (scroll snap), with previous/next buttons and slide dots. */
export function HeroCarousel({ ads }: { ads: Advertisement[] }) {
  const { t } = useTexts();
  const localized = useLocalized();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  const goTo = (next: number) => {
    const el = track.current;
    if (!el) return;
    const target = (next + ads.length) % ads.length;
    const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollTo({ left: sign * target * el.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };

  const onScroll = () => {
    const el = track.current;
    if (el) setIndex(Math.round(Math.abs(el.scrollLeft) / Math.max(1, el.clientWidth)));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.hero')}
      className="relative overflow-hidden rounded-3xl bg-teal-900"
      data-testid="hero-carousel"
    >
      <div
        ref={track}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {ads.map((ad, i) => {
          const title = localized(ad.title);
          const subtitle = localized(ad.subtitle);
          return (
            <div
              key={ad.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide', { n: formatCount(i + 1), total: formatCount(ads.length) })}
              aria-hidden={i !== index}
              inert={i !== index}
              className="grid w-full shrink-0 snap-start grid-rows-[auto_1fr] sm:min-h-72 sm:grid-cols-2 sm:grid-rows-1 lg:min-h-80"
            >
              {/* text beside the picture (below it on a phone), never over it, in either direction */}
              <div className="relative aspect-[2/1] overflow-hidden sm:order-last sm:aspect-auto">
                <FallbackImage
                  src={ad.img}
                  alt=""
                  width={1200}
                  height={450}
                  sizes={BANNER_PICTURE_SIZES}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  className="absolute inset-0 size-full object-cover object-left"
                />
              </div>
              <div className="flex min-h-44 min-w-0 flex-col items-start justify-center gap-2 p-5 pb-9 text-white sm:min-h-0 sm:p-8 sm:ps-16 lg:p-10 lg:ps-16">
                <h2 className="text-2xl leading-tight font-bold sm:text-3xl lg:text-4xl" dir="auto">
                  {title}
                </h2>
                {subtitle && (
                  <p className="text-sm text-white/90 sm:text-lg" dir="auto">
                    {subtitle}
                  </p>
                )}
                {ad.link && <AdLink link={ad.link} label={`${t('home.shopNow')}: ${title}`} />}
              </div>
            </div>
          );
        })}
      </div>
      {ads.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            aria-label={t('home.previous')}
            className="absolute start-3 top-1/2 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow sm:grid"
          >
            <ChevronEndIcon className="size-5 -scale-x-100 rtl:scale-x-100" />
          </button>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            aria-label={t('home.next')}
            className="absolute end-3 top-1/2 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow sm:grid"
          >
            <ChevronEndIcon className="size-5 rtl:-scale-x-100" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {ads.map((ad, i) => (
              <button
                key={ad.id}
                type="button"
                onClick={() => goTo(i)}
                aria-label={t('home.slide', {
                  n: formatCount(i + 1),
                  total: formatCount(ads.length),
                })}
                aria-current={i === index}
                className="grid h-6 min-w-6 place-items-center px-0.5"
              >
                <span
                  aria-hidden="true"
                  className={`h-2 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2 bg-white/60'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function AdLink({ link, label }: { link: string; label: string }) {
  const { t } = useTexts();
  const className =
    'mt-2 inline-flex items-center gap-2 rounded-xl bg-white px-5 py-2.5 text-sm font-bold text-teal-800 shadow hover:bg-teal-50';
  const content = (
    <>
      {t('home.shopNow')}
      <ChevronEndIcon className="size-4 rtl:-scale-x-100" />
    </>
  );
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} aria-label={label} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link} aria-label={label} className={className} rel="noopener noreferrer">
      {content}
    </a>
  );
}

/** Shown when there are no advertisements: a calm brand banner. */
export function HeroFallback() {
  const { t } = useTexts();
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-teal-700 to-teal-900 p-6 text-white sm:p-10">
      <div className="absolute -end-10 -top-10 size-48 rounded-full bg-white/10" aria-hidden="true" />
      <div className="absolute -bottom-16 end-24 size-40 rounded-full bg-white/5" aria-hidden="true" />
      <h2 className="relative max-w-lg text-2xl font-bold sm:text-4xl">{t('home.heroFallbackTitle')}</h2>
      <p className="relative mt-2 max-w-md text-white/90">{t('home.heroFallbackText')}</p>
    </section>
  );
}
