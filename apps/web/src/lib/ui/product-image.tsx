import { imageSrcSet, imageUrl } from '@dukkan/contracts';
import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { DEFAULT_IMAGE, productImageSrc, type ImageSource } from '../product-image';
import { productPath } from '../routes';

/**
 * An image that falls back to the default image when its own file is missing. An uploaded image gets a `srcset` of
 * its renditions (320, 640 and 1280 pixels wide); `sizes` says how wide it shows, by default its `width` attribute.
 */
export function FallbackImage({
  src,
  alt,
  sizes,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.src.endsWith(DEFAULT_IMAGE)) return;
    img.removeAttribute('srcset');
    img.src = DEFAULT_IMAGE;
  };
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={imageUrl(src)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={onError}
      {...(srcSet ? { srcSet, sizes: sizes ?? (props.width ? `${props.width}px` : '100vw') } : {})}
      {...props}
    />
  );
}

const THUMB = {
  sm: { px: 48, className: 'size-12 rounded-lg p-0.5' },
  md: { px: 72, className: 'size-18 rounded-xl p-1' },
  lg: { px: 96, className: 'size-20 rounded-xl p-1 sm:size-24' },
} as const;

/** A product's small picture on a line (cart, order, checkout, best sellers); decorative, the name says what it is. */
export function ProductThumb({ product, size }: { product: ImageSource; size: keyof typeof THUMB }) {
  const { px, className } = THUMB[size];
  return (
    <FallbackImage
      src={productImageSrc(product)}
      alt=""
      width={px}
      height={px}
      className={`${className} shrink-0 bg-slate-50 object-contain`}
    />
  );
}

/** The same picture as a link to the product, left out of the tab order (the name beside it is the link). */
export function ProductThumbLink({ uuid, ...props }: { uuid: string; product: ImageSource; size: keyof typeof THUMB }) {
  return (
    <Link to={productPath(uuid)} tabIndex={-1} aria-hidden="true" className="shrink-0">
      <ProductThumb {...props} />
    </Link>
  );
}
