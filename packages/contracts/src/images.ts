/**
 * Images uploaded through the back office (`POST /api/admin/uploads`) are stored under content-hashed names:
 * `uploads/<hash>.webp` is the widest rendition (at most the last of UPLOAD_WIDTHS pixels wide) and
 * `uploads/<hash>-<width>.webp` the narrower ones. That stored path is what `img_path` / `img` columns keep;
 * the storefront serves them from `/images/<path>` and builds a `srcset` from the path alone.
 * Images that came with the demo catalogue keep their own paths and have no narrower renditions.
 */
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;

export const UPLOADED_IMAGE_PATH = /^uploads\/([0-9a-f]{32})\.webp$/;

/** `srcset` for a stored image path, or undefined when the image has a single rendition. */
export function imageSrcSet(path: string, baseUrl = '/images/'): string | undefined {
  const match = UPLOADED_IMAGE_PATH.exec(path);
  if (!match) return undefined;
  const hash = match[1];
  const widest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1];
  return UPLOAD_WIDTHS.map((width) =>
    width === widest ? `${baseUrl}uploads/${hash}.webp ${width}w` : `${baseUrl}uploads/${hash}-${width}.webp ${width}w`,
  ).join(', ');
}
