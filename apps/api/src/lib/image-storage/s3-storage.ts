import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { type ImageStorage, checkedKey } from './image-storage.js';

export interface S3Options {
  /** the service's address; objects are addressed path-style: `<endpoint>/<bucket>/<prefix><key>` */
  endpoint: string;
  bucket: string;
  /** '' or a folder ending in `/` */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How long one call to the bucket may take before the request fails (a hung store must not hold requests). */
const TIMEOUT_MS = 15_000;

/** `s3://bucket/some/prefix` → bucket and prefix (`some/prefix/`). */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const [bucket = '', ...rest] = url.replace(/^s3:\/\//, '').split('/');
  const folder = rest.filter(Boolean).join('/');
  return { bucket, prefix: folder ? `${folder}/` : '' };
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2 …) through signed HTTP calls (aws4fetch:
 * SigV4 over fetch, no SDK). Objects are written with their content type and a year-long immutable cache; the
 * API still serves them at `/images/uploads/…` (one origin for the storefront's CSP), reading from the bucket.
 */
export function s3ImageStorage(opts: S3Options): ImageStorage {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: 's3',
    region: opts.region,
    retries: 2,
  });
  const base = `${opts.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(opts.bucket)}/${opts.prefix}`;
  const call = (key: string, init: RequestInit) =>
    client.fetch(`${base}${checkedKey(key)}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const failed = (what: string, key: string, status: number) =>
    new Error(`image storage: ${what} ${key} answered HTTP ${status}`);

  return {
    async put(key, bytes, contentType) {
      const response = await call(key, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      await response.body?.cancel();
      if (!response.ok) throw failed('PUT', key, response.status);
    },
    async exists(key) {
      const response = await call(key, { method: 'HEAD' });
      if (response.status === 404) return false;
      if (!response.ok) throw failed('HEAD', key, response.status);
      return true;
    },
    async read(key) {
      const response = await call(key, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw failed('GET', key, response.status);
      return {
        stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },
  };
}
