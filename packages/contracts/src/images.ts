/**
 * Images uploaded through the back office (`POST /api/admin/uploads`) are stored under content-hashed names:
 * `uploads/<hash>.webp` is the widest rendition (at most the last of UPLOAD_WIDTHS pixels wide) and
 * `uploads/<hash>-<width>.webp` the narrower ones. That stored path is what `img_path` / `img` columns keep;
 * the storefront serves them from `/images/<path>` and builds a `srcset` from the path alone.
 * Images that came with the demo catalogue keep their own paths and have no narrower renditions.
 */
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;

export const UPLOADED_IMAGE_PATH = /^uploads\/([0-9a-f]{32})\.webp$/;

/**
 * Images that came with the demo catalogue are stored as URL paths under `/images/` (`/images/products/x.svg`);
 * a stored image path is one of those or an upload path.
 */
export const DEMO_IMAGE_PATH = /^\/images\/[a-z0-9][a-z0-9/_-]*\.(svg|webp|png|jpe?g|avif)$/;

/** Whether a value may be kept in an `img` / `img_path` column: an upload's path or a demo image's URL path. */
export function isStoredImagePath(path: string): boolean {
  return UPLOADED_IMAGE_PATH.test(path) || DEMO_IMAGE_PATH.test(path);
}

/**
 * The address of a stored image: an upload path is served under `baseUrl`; a path that is already an address
 * (`/images/…`, `https://…`) is left as it is, so calling it twice is harmless.
 */
export function imageUrl(path: string, baseUrl = '/images/'): string {
  return UPLOADED_IMAGE_PATH.test(path) ? `${baseUrl}${path}` : path;
}

/**
 * `srcset` for a stored image path or its address (`/images/uploads/<hash>.webp`), or undefined when the image
 * has a single rendition.
 */
export function imageSrcSet(path: string, baseUrl = '/images/'): string | undefined {
  const stored = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path;
  const match = UPLOADED_IMAGE_PATH.exec(stored);
  if (!match) return undefined;
  const hash = match[1];
  const widest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1];
  return UPLOAD_WIDTHS.map((width) =>
    width === widest ? `${baseUrl}uploads/${hash}.webp ${width}w` : `${baseUrl}uploads/${hash}-${width}.webp ${width}w`,
  ).join(', ');
}
