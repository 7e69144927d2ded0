import type { UploadedImage } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type StaffAuditActor, recordAudit } from '../../lib/audit/repository.js';
import type { ImageStorage } from '../../lib/image-storage/image-storage.js';
import { processImage } from '../../lib/image-storage/process-image.js';

/**
 * Makes the renditions of an uploaded picture, stores them, and records the upload in the audit log. The same
 * picture uploaded twice gets the same name (its content's hash), so nothing is stored twice.
 */
export async function uploadImage(
  db: Kysely<Database>,
  storage: ImageStorage,
  actor: StaffAuditActor,
  bytes: Buffer,
): Promise<UploadedImage> {
  const image = await processImage(bytes);
  for (const r of image.renditions) await storage.put(r.key, r.bytes, 'image/webp');
  const widest = image.renditions[image.renditions.length - 1]!;
  const answer = { path: widest.key, width: widest.width, height: widest.height };
  await db.transaction().execute((trx) =>
    recordAudit(trx, actor, {
      action: 'image.uploaded',
      entity: 'image',
      entityId: image.hash,
      before: null,
      after: { ...answer, format: image.format, bytes: bytes.length },
    }),
  );
  return answer;
}
