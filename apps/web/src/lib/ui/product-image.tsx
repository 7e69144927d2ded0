import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { DEFAULT_IMAGE } from '../product-image';

/** An image that falls back to the default image when its own file is missing. */
export function FallbackImage({
  src,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (!img.src.endsWith(DEFAULT_IMAGE)) img.src = DEFAULT_IMAGE;
  };
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={onError} {...props} />;
}
