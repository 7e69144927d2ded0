import type { Config } from '../../config.js';
import { type ImageStorage, localImageStorage } from './image-storage.js';
import { parseS3Url, s3ImageStorage } from './s3-storage.js';

/** The storage the configuration names: an S3 bucket with IMAGE_STORAGE_URL, else the local IMAGES_DIR. */
export function imageStorageFor(config: Config): ImageStorage {
  if (!config.IMAGE_STORAGE_URL) return localImageStorage(config.IMAGES_DIR);
  return s3ImageStorage({
    ...parseS3Url(config.IMAGE_STORAGE_URL),
    endpoint: config.S3_ENDPOINT ?? '',
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
  });
}
