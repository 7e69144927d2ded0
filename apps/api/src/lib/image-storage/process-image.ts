import { createHash } from 'node:crypto';
import { UPLOAD_FORMATS, UPLOAD_WIDTHS } from '@dukkan/contracts';
import type { Metadata, default as Sharp } from 'sharp';
import { HttpError, fieldProblem } from '../../http/errors.js';

/** The most pixels a picture may have (a 40-megapixel photo); past that decoding costs too much memory. */
export const MAX_MEGAPIXELS = 40;

export interface Rendition {
  key: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  hash: string;
  /** the picture's format as read from its content */
  format: (typeof UPLOAD_FORMATS)[number];
  /** narrowest first; the last is the widest, stored as `uploads/<hash>.webp` */
  renditions: Rendition[];
}

const refusedType = () => new HttpError(422, 'image_type_refused', fieldProblem('file', 'image_type_refused'));

/**
 * sharp (libvips) is loaded by the first picture a member of staff uploads: it adds about 20 MB to a process's
 * resident memory, which the storefront's requests never need (docs/performance.md). A load that fails (no native
 * binary) is a 500 for that upload and is tried again by the next one.
 */
let loaded: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (loaded ??= import('sharp').then(
    (m) => m.default,
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  ));

/** The format sharp reads from the bytes, if it is one we take (AVIF is HEIF with AV1 compression). */
async function formatOf(bytes: Buffer): Promise<{ format: ProcessedImage['format']; pixels: number }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refusedType();
  }
  const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : meta.format;
  if (!format || !(UPLOAD_FORMATS as readonly string[]).includes(format) || !meta.width || !meta.height) {
    throw refusedType();
  }
  return { format: format as ProcessedImage['format'], pixels: meta.width * meta.height };
}

/** At most `limit` pictures are decoded at once (sharp works off the event loop; this bounds memory and cores). */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

const oneAtATime = limiter(2);

/**
 * Reads the type from the content (JPEG, PNG, WebP, AVIF; anything else is 422), turns the picture upright by its
 * EXIF orientation, drops every metadata block (EXIF, GPS, XMP, ICC; colours end in sRGB), and makes a WebP per width of
 * UPLOAD_WIDTHS (never enlarged), named by the first 32 hex digits of the original's sha256.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    const { format, pixels } = await formatOf(bytes);
    if (pixels > MAX_MEGAPIXELS * 1_000_000) {
      const params = { max: MAX_MEGAPIXELS };
      throw new HttpError(
        422,
        'image_too_many_pixels',
        fieldProblem('file', 'image_too_many_pixels', params),
        undefined,
        params,
      );
    }
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const sharp = await loadSharp();
    const widest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1];
    const renditions: Rendition[] = [];
    try {
      for (const width of UPLOAD_WIDTHS) {
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000 })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        const key = width === widest ? `uploads/${hash}.webp` : `uploads/${hash}-${width}.webp`;
        renditions.push({ key, width: info.width, height: info.height, bytes: data });
      }
    } catch {
      // a header that reads but a body that does not decode (a truncated or forged file)
      throw refusedType();
    }
    return { hash, format, renditions };
  });
}
