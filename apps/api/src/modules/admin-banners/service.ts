import type { AdminBanner, BannerBody, BannerUpdate, MoveBody } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { AdvertisementRow, Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { type StaffAuditActor, recordCreated, recordDeleted, updateAudited } from '../../lib/audit/repository.js';
import { type ImageStorage, checkImageStored } from '../../lib/image-storage/image-storage.js';
import { moveAndAudit } from '../../lib/reorder.js';
import { deleteBanner, findBanner, insertBanner, listBanners, placementIds, updateBanner } from './repository.js';

type Db = Kysely<Database>;
type BannerFields = Omit<AdvertisementRow, 'id'>;

const auditFields = (row: BannerFields) => ({
  placement: row.placement,
  title_ar: row.title_ar,
  title_en: row.title_en,
  subtitle_ar: row.subtitle_ar,
  subtitle_en: row.subtitle_en,
  img: row.img,
  link: row.link,
  sort_order: row.sort_order,
  is_active: row.is_active,
});

function toAdminBanner(row: AdvertisementRow): AdminBanner {
  return {
    id: row.id,
    placement: row.placement,
    title: { ar: row.title_ar, en: row.title_en },
    subtitle: { ar: row.subtitle_ar, en: row.subtitle_en },
    img: row.img,
    link: row.link,
    sort_order: row.sort_order,
    is_active: row.is_active === 1,
  };
}

export async function bannerList(db: Db): Promise<AdminBanner[]> {
  return (await listBanners(db)).map(toAdminBanner);
}

async function bannerAnswer(db: Db, id: number): Promise<AdminBanner> {
  const row = await findBanner(db, id);
  if (!row) throw notFound('banner_not_found');
  return toAdminBanner(row);
}

export async function createBanner(
  db: Db,
  storage: ImageStorage,
  actor: StaffAuditActor,
  body: BannerBody,
): Promise<AdminBanner> {
  await checkImageStored(storage, 'img', body.img);
  const id = await db.transaction().execute(async (trx) => {
    const values: BannerFields = {
      placement: body.placement,
      title_ar: body.title_ar,
      title_en: body.title_en,
      subtitle_ar: body.subtitle_ar,
      subtitle_en: body.subtitle_en,
      img: body.img,
      link: body.link,
      sort_order: (await placementIds(trx, body.placement)).length,
      is_active: body.is_active ? 1 : 0,
    };
    const newId = await insertBanner(trx, values);
    await recordCreated(trx, actor, 'banner', newId, auditFields(values));
    return newId;
  });
  return bannerAnswer(db, id);
}

export async function changeBanner(
  db: Db,
  storage: ImageStorage,
  actor: StaffAuditActor,
  id: number,
  body: BannerUpdate,
): Promise<AdminBanner> {
  if (body.img) await checkImageStored(storage, 'img', body.img);
  await db.transaction().execute(async (trx) => {
    const current = await findBanner(trx, id);
    if (!current) throw notFound('banner_not_found');
    const { is_active, ...rest } = body;
    const next: Partial<BannerFields> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    if (is_active !== undefined) next.is_active = is_active ? 1 : 0;
    // a banner moved to another placement goes last there
    if (next.placement !== undefined && next.placement !== current.placement) {
      next.sort_order = (await placementIds(trx, next.placement)).length;
    }
    await updateAudited(trx, actor, { entity: 'banner', id, before: auditFields(current), next }, () =>
      updateBanner(trx, id, next),
    );
  });
  return bannerAnswer(db, id);
}

/** Moves a banner one place among those of its placement (the carousel's order). */
export async function moveBanner(db: Db, actor: StaffAuditActor, id: number, body: MoveBody): Promise<AdminBanner[]> {
  await db.transaction().execute(async (trx) => {
    const current = await findBanner(trx, id);
    if (!current) throw notFound('banner_not_found');
    await moveAndAudit(trx, actor, {
      entity: 'banner',
      id,
      sortOrder: current.sort_order,
      ids: await placementIds(trx, current.placement),
      direction: body.direction,
      setSortOrder: (bannerId, sort_order) => updateBanner(trx, bannerId, { sort_order }),
    });
  });
  return bannerList(db);
}

export async function removeBanner(db: Db, actor: StaffAuditActor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findBanner(trx, id);
    if (!current) throw notFound('banner_not_found');
    await deleteBanner(trx, id);
    await recordDeleted(trx, actor, 'banner', id, auditFields(current));
  });
}
