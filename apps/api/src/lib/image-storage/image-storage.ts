import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOADED_IMAGE_PATH } from '@dukkan/contracts';
import { HttpError, fieldProblem } from '../../http/errors.js';

/**
 * Where uploaded images live, behind one small interface so several API machines can share an object store later
 * (docs/decisions/0046-image-uploads-and-storage.md). Keys are the stored paths (`uploads/<hash>.webp`,
 * `uploads/<hash>-640.webp`); the API serves them at `/images/<key>`.
 */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** the stored bytes as a stream, or null when there is no such image */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
}

/** Keys an upload makes: the widest rendition and the narrower ones. Nothing else is read or written. */
export const UPLOAD_KEY = /^uploads\/[0-9a-f]{32}(-[0-9]{2,4})?\.webp$/;

/** The key, or an error when it is not an upload key (no path can reach outside the uploads). */
export function checkedKey(key: string): string {
  if (!UPLOAD_KEY.test(key)) throw new Error(`not an image storage key: ${key}`);
  return key;
}

/** The local folder (IMAGES_DIR): files written whole (a temporary name, then a rename), readable by the web server. */
export function localImageStorage(root: string): ImageStorage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, bytes, { mode: 0o644 });
      await fs.promises.rename(temporary, file);
    },
    async exists(key) {
      try {
        return (await fs.promises.stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async read(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.promises.stat(file);
        return stat.isFile() ? { stream: fs.createReadStream(file), size: stat.size } : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Refuses (422 on `field`) an uploaded image path whose file is not in the storage, so a category or banner never
 * points at nothing. Demo image paths are not uploads and are taken as they are.
 */
export async function checkImageStored(storage: ImageStorage, field: string, imagePath: string): Promise<void> {
  if (!UPLOADED_IMAGE_PATH.test(imagePath)) return;
  if (!(await storage.exists(imagePath))) {
    throw new HttpError(422, 'validation_failed', fieldProblem(field, 'image_not_uploaded'));
  }
}
