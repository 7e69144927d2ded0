import { formatCount, type Locale, type Product } from '@dukkan/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { productImageSrc } from '../../../lib/product-image';
import { productPath } from '../../../lib/routes';
import { PriceTag } from '../../../lib/ui/price-tag';
import { FallbackImage } from '../../../lib/ui/product-image';
import { CardBuyButton } from '../../../lib/cart';
import { CompareToggle } from '../../../lib/compare';
import { WishlistHeart } from '../../../lib/wishlist';
import { localize, type Translate } from '../../../lib/i18n';
import { BidiText } from '../../../lib/ui/bidi-text';

/** What every card of a list shares, read once by the list: the texts, the shown language, the query client. */
export interface CardContext {
  t: Translate;
  locale: Locale;
  queryClient: QueryClient;
}

/**
 * The shop's product card: image, discount badge, compare toggle, name, price tag and add-to-cart (for a product sold
 * in options, how many and a link to pick one). Its list reads the stores and the texts once and passes them in, and
 * a card renders again only when its own props change (a list that grows does not render its earlier cards again).
 */
export const ProductCard = memo(function ProductCard({
  product,
  compared,
  wished,
  context: { t, locale, queryClient },
  eager = false,
  headingLevel = 3,
}: {
  product: Product;
  /** whether the product is on the compare list, and on the wishlist */
  compared: boolean;
  wished: boolean;
  context: CardContext;
  eager?: boolean;
  /** 2 where the page has no section headings between its h1 and the cards. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const reasonId = `not-offered-${useId()}`;
  const name = localize(product.name, locale);
  const href = productPath(product.uuid);
  return (
    <article
      data-testid="product-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-[0_1px_2px_rgba(15,23,42,.04),0_8px_24px_-12px_rgba(15,23,42,.12)] ring-1 ring-slate-200/70 transition hover:-translate-y-0.5 hover:shadow-[0_12px_32px_-12px_rgba(15,23,42,.22)]"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-square bg-slate-50">
        <FallbackImage
          src={productImageSrc(product)}
          alt=""
          width={400}
          height={400}
          sizes="(min-width: 1280px) 260px, (min-width: 640px) 33vw, 50vw"
          loading={eager ? 'eager' : 'lazy'}
          className="size-full object-contain p-3 transition duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      {product.is_there_discount && product.discount_percentage > 0 && (
        <span className="absolute start-2 top-2 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
          {t('common.discountBadge', { percent: formatCount(product.discount_percentage) })}
        </span>
      )}
      <div className="absolute end-2 top-2 flex flex-col gap-1.5">
        <CompareToggle product={product} compared={compared} t={t} name={name} />
        <WishlistHeart product={product} wished={wished} t={t} name={name} queryClient={queryClient} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="min-h-[2.75rem] text-sm leading-snug font-semibold text-slate-800">
          <Link to={href} className="line-clamp-2 hover:text-teal-700" dir="auto">
            <BidiText text={name} />
          </Link>
        </Heading>
        <PriceTag product={product} t={t} />
        {/* listed but none left (a product sold in options has its own stock in each): said here, and its button
            below is disabled with the reason */}
        {product.is_available && product.quantity <= 0 && product.options_count === 0 && (
          <p className="text-xs font-semibold text-rose-700" data-testid="sold-out">
            {t('product.soldOut')}
          </p>
        )}
        {product.options_count > 0 && (
          <p className="text-xs text-slate-600" data-testid="options-count">
            {t('product.optionsCount', { count: product.options_count, n: formatCount(product.options_count) })}
          </p>
        )}
        <CardBuyButton product={product} t={t} name={name} reasonId={reasonId} className="mt-auto w-full" />
      </div>
    </article>
  );
});
