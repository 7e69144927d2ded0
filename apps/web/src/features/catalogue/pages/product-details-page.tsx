import { formatCount, ORDER_LIMITS, type Product, type ProductOption } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTexts } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paragraphs } from '../../../lib/format';
import { productImageSrc } from '../../../lib/product-image';
import { routePath } from '../../../lib/routes';
import { ChevronEndIcon, ZoomIcon } from '../../../lib/ui/icons';
import { loadChunk } from '../../../lib/lazy-chunk';
import { PhoneActionBar } from '../../../lib/ui/phone-action-bar';
import { ShareButtons } from '../../../lib/ui/share-buttons';
import { DocumentTitle } from '../../../lib/ui/document-title';
import { PriceTag } from '../../../lib/ui/price-tag';
import { QuantityStepper } from '../../../lib/ui/quantity-stepper';
import { FallbackImage } from '../../../lib/ui/product-image';
import { EmptyState, primaryActionClass, ProductGridSkeleton, Skeleton } from '../../../lib/ui/states';
import { AddToCartButton } from '../../../lib/cart';
import { CompareButton } from '../../../lib/compare/components/compare-button';
import { WishlistButton } from '../../../lib/wishlist/components/wishlist-button';
import { useLocalized } from '../../../lib/i18n';
import { productQueryOptions } from '../api/get-product';
import { productsQueryOptions } from '../api/get-products';
import { categoriesQueryOptions } from '../../../lib/api/get-categories';
import { categoryIdLink } from '../category-links';
import { ProductGrid } from '../components/product-grid';
import { OptionPicker } from '../components/option-picker';
import { groupOf, withPickedOption } from '../option-choices';
import { BidiText } from '../../../lib/ui/bidi-text';

const ImageLightbox = lazy(() =>
  loadChunk(() => import('../components/image-lightbox')).then((m) => ({ default: m.ImageLightbox })),
);

export function ProductDetailsPage() {
  const { uuid = '' } = useParams();
  const { t } = useTexts();
  const product = useQuery({
    ...productQueryOptions(uuid),
    // another option of the product on screen: it stays while the option's details load (see withPickedOption)
    placeholderData: (previous) => (previous?.options?.some((o) => o.uuid === uuid) ? previous : undefined),
  });

  if (product.isPending) return <DetailsSkeleton />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 422);
    return (
      <EmptyState
        title={missing ? t('product.notFoundTitle') : t('errors.genericTitle')}
        text={missing ? t('product.notFoundText') : t('errors.genericText')}
        action={
          <Link to={routePath('client.home')} className={primaryActionClass}>
            {t('common.backHome')}
          </Link>
        }
      />
    );
  }
  // one page for the options of a product: picking another keeps the picker (and its focus) in place
  return (
    <ProductDetails
      key={groupOf(product.data)}
      product={withPickedOption(product.data, uuid)}
      options={product.data.options ?? []}
    />
  );
}

function ProductDetails({ product, options }: { product: Product; options: ProductOption[] }) {
  const { t } = useTexts();
  const localized = useLocalized();
  // the quantity is the shown option's: another option starts again at one
  const [picked, setPicked] = useState({ uuid: product.uuid, quantity: 1 });
  const quantity = picked.uuid === product.uuid ? picked.quantity : 1;
  const name = localized(product.name);
  const category = product.CategoryProducts[0]?.category;
  // the product's first category may be a sub-category: the categories say which, and so which query names it
  const categories = useQuery(categoriesQueryOptions());
  const categoryHref = category && categoryIdLink(category.id, categories.data);
  const maxQuantity = Math.max(1, product.quantity);

  const specs: [string, string][] = [];
  if (product.brand) specs.push([t('product.brand'), product.brand]);
  if (product.modal) specs.push([t('product.model'), product.modal]);
  // a product sold in options says its colour and size in the picker
  const picking = options.length > 1;
  if (product.color && !picking) specs.push([t('product.color'), localized(product.color)]);
  if (product.size && !picking) specs.push([t('product.size'), localized(product.size)]);
  if (product.sku) specs.push([t('product.sku'), product.sku]);
  // stock is shown only for a product the shop offers
  if (product.is_available) specs.push([t('product.itemsInStock'), formatCount(product.quantity)]);
  // out of stock (quantity 0) is not available either, even while the product is listed as available
  const inStock = product.is_available && product.quantity > 0;
  specs.push([t('product.availability'), inStock ? t('common.inStock') : t('common.notAvailable')]);

  // a number typed above the stock shown is kept, not cut to it: the add asks the server, whose code 02 says how many
  // there are (cutting it here added fewer than the field showed, under a "was added" message)
  const setClamped = (value: number) =>
    setPicked({
      uuid: product.uuid,
      quantity: Math.min(ORDER_LIMITS.maxQuantity, Math.max(1, Math.floor(value) || 1)),
    });
  const buyRef = useRef<HTMLDivElement>(null);
  const buyInView = useInView(buyRef);

  return (
    <div className="space-y-10">
      <DocumentTitle title={name} />
      <nav aria-label={t('nav.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={routePath('client.home')} className="hover:text-teal-700">
              {t('nav.home')}
            </Link>
          </li>
          {category && (
            <li className="flex items-center gap-1">
              <ChevronEndIcon className="size-4 rtl:-scale-x-100" />
              {categoryHref ? (
                <Link to={categoryHref} className="hover:text-teal-700">
                  {localized(category.name)}
                </Link>
              ) : (
                <span>{localized(category.name)}</span>
              )}
            </li>
          )}
          <li className="flex min-w-0 items-center gap-1">
            <ChevronEndIcon className="size-4 rtl:-scale-x-100" />
            {/* `truncate` hides what overflows its box, and Arabic's dots (a final ي's) reach below the line: the
                padding gives them room, the negative margin keeps the line's height (the skeleton's) */}
            <span aria-current="page" className="-my-1 truncate py-1 text-slate-800">
              <BidiText text={name} />
            </span>
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 md:grid-cols-2">
        <Gallery key={product.uuid} product={product} name={name} />
        <div className="space-y-5" data-testid="product-buy-box">
          <div className="space-y-2">
            {product.brand && <p className="text-sm font-semibold tracking-wide text-teal-700">{product.brand}</p>}
            <h1 className="text-2xl leading-snug font-bold text-slate-900 sm:text-3xl" dir="auto">
              <BidiText text={name} />
            </h1>
            {localized(product.short_description) && (
              <p className="text-slate-600" dir="auto">
                {localized(product.short_description)}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <PriceTag size="lg" product={product} t={t} />
            {product.is_there_discount && product.discount_percentage > 0 && (
              <span className="rounded-full bg-rose-50 px-2.5 py-1 text-sm font-bold text-rose-700">
                {t('common.discountBadge', { percent: formatCount(product.discount_percentage) })}
              </span>
            )}
            {product.is_available && product.quantity <= 0 && (
              <span
                className="rounded-full bg-slate-100 px-2.5 py-1 text-sm font-bold text-slate-700"
                data-testid="sold-out"
              >
                {t('product.soldOut')}
              </span>
            )}
          </div>

          {picking && <OptionPicker options={options} shownUuid={product.uuid} />}

          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 ring-1 ring-slate-200 [&>div:last-child:nth-child(odd)]:col-span-2">
            {specs.map(([label, value]) => (
              <div key={label} className="bg-white p-3">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>

          {product.is_available && (
            <div className="flex items-center gap-3">
              <label htmlFor="product-quantity" className="font-semibold text-slate-800">
                {t('common.quantity')}
              </label>
              <QuantityStepper
                id="product-quantity"
                value={quantity}
                onChange={setClamped}
                max={maxQuantity}
                label={t('common.quantity')}
                size="lg"
              />
            </div>
          )}

          {/* the cart button on a row of its own: beside two others it was squeezed to a word a line */}
          <div ref={buyRef} className="flex flex-col gap-3 sm:grid sm:grid-cols-2">
            <AddToCartButton product={product} quantity={quantity} size="md" className="sm:col-span-2" />
            <CompareButton product={product} />
            <WishlistButton product={product} />
          </div>
          <ShareButtons title={name} url={window.location.href} />
        </div>
      </div>

      {/* the phone's sticky bar, once the buy box's own button has scrolled away (none for a product not sold:
          the buy box already says why). Its place is kept from the page's first frame, only unseen while the buy box's
          button is on screen, so its coming and going never moves the bottom navigation or the WhatsApp button. */}
      {product.is_available && (
        <PhoneActionBar>
          <div
            data-testid="sticky-buy-bar"
            className={`flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgba(15,23,42,.06)] md:hidden ${buyInView ? 'invisible' : ''}`}
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-xs text-slate-600" dir="auto">
                <BidiText text={name} />
              </p>
              <PriceTag product={product} t={t} />
            </div>
            <AddToCartButton product={product} quantity={quantity} size="sm" className="shrink-0" />
          </div>
        </PhoneActionBar>
      )}

      {localized(product.description) && (
        <section aria-labelledby="product-description" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200/70">
          <h2 id="product-description" className="mb-3 text-xl font-bold text-slate-900">
            {t('product.description')}
          </h2>
          <div className="space-y-3 leading-relaxed text-slate-700" dir="auto">
            {paragraphs(localized(product.description)).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      )}

      {category && <RelatedProducts categoryId={category.id} exclude={groupOf(product)} />}
    </div>
  );
}

function Gallery({ product, name }: { product: Product; name: string }) {
  const { t } = useTexts();
  const images = [
    ...new Set([productImageSrc(product), ...product.attachments.map((a) => a.img_path).filter(Boolean)]),
  ];
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const current = images[index] ?? images[0] ?? '';
  return (
    <div className="space-y-3">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200/70">
        <button
          type="button"
          onClick={() => setZoomed(true)}
          aria-label={t('product.zoom')}
          data-testid="open-lightbox"
          className="absolute inset-0 z-10 flex cursor-zoom-in items-end justify-end p-3 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-teal-700"
        >
          <span className="grid size-10 place-items-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200">
            <ZoomIcon className="size-5" />
          </span>
        </button>
        <FallbackImage
          src={current}
          alt={t('product.image', { n: index + 1, name })}
          width={640}
          height={640}
          sizes="(min-width: 768px) 50vw, 100vw"
          loading="eager"
          fetchPriority="high"
          className="size-full object-contain p-6"
        />
      </div>
      {zoomed && (
        <Suspense fallback={null}>
          <ImageLightbox images={images} start={index} name={name} onClose={() => setZoomed(false)} />
        </Suspense>
      )}
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('product.showImage', { n: i + 1 })}
                aria-pressed={i === index}
                className={`block size-18 overflow-hidden rounded-xl bg-white ring-2 transition ${
                  i === index ? 'ring-teal-600' : 'ring-slate-200 hover:ring-teal-300'
                }`}
              >
                <FallbackImage src={src} alt="" width={72} height={72} className="size-full object-contain p-1" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Whether an element is on screen (true until measured, so nothing flashes in on load). */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

function RelatedProducts({ categoryId, exclude }: { categoryId: number; exclude: string }) {
  const { t } = useTexts();
  const related = useQuery(productsQueryOptions({ category_id: categoryId, limit: 9 }));
  const items = (related.data?.data ?? []).filter((p) => p.uuid !== exclude).slice(0, 8);
  if (related.isSuccess && items.length === 0) return null;
  if (related.isError) return null;
  return (
    <section aria-labelledby="related-products" className="space-y-4" data-testid="related-products">
      <h2 id="related-products" className="text-xl font-bold text-slate-900">
        {t('product.relatedProducts')}
      </h2>
      {related.isSuccess ? (
        <ProductGrid products={items} />
      ) : (
        <ProductGridSkeleton count={4} label={t('common.loading')} />
      )}
    </section>
  );
}

function DetailsSkeleton() {
  const { t } = useTexts();
  return (
    <div role="status" aria-label={t('common.loading')} className="space-y-10">
      {/* the breadcrumb's line, so the gallery does not move down when the product arrives */}
      <Skeleton className="h-5 w-48" />
      <div className="grid gap-8 md:grid-cols-2">
        <Skeleton className="aspect-square rounded-3xl" />
        <div className="space-y-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-10 w-1/3" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </div>
  );
}
