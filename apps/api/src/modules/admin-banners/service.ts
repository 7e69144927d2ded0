import type { AdminBanner, BannerBody, BannerUpdate, MoveBody } from '@dukkan/contracts';
import type { AdvertisementRow, Db } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { StaffAuditActor } from '../../lib/audit/repository.js';
import { type ImageStorage, checkImageStored } from '../../lib/image-storage/image-storage.js';
import { type OrderedRows, changeInOrder, createInOrder, moveInGroup, removeInOrder } from '../../lib/reorder.js';
import { deleteBanner, findBanner, insertBanner, listBanners, placementIds, updateBanner } from './repository.js';

type BannerFields = Omit<AdvertisementRow, 'id'>;

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

/** Banners keep their order within their placement (a carousel's). */
const banners: OrderedRows<Omit<BannerFields, 'sort_order'>, 'placement'> = {
  entity: 'banner',
  missing: 'banner_not_found',
  group: 'placement',
  groupIds: placementIds,
  find: findBanner,
  insert: insertBanner,
  update: updateBanner,
  remove: deleteBanner,
  audited: [
    'placement',
    'title_ar',
    'title_en',
    'subtitle_ar',
    'subtitle_en',
    'img',
    'link',
    'sort_order',
    'is_active',
  ],
};

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
  const id = await createInOrder(db, actor, banners, {
    placement: body.placement,
    title_ar: body.title_ar,
    title_en: body.title_en,
    subtitle_ar: body.subtitle_ar,
    subtitle_en: body.subtitle_en,
    img: body.img,
    link: body.link,
    is_active: body.is_active ? 1 : 0,
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
  const { is_active, ...rest } = body;
  const next: Partial<BannerFields> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (is_active !== undefined) next.is_active = is_active ? 1 : 0;
  await changeInOrder(db, actor, banners, id, async () => next);
  return bannerAnswer(db, id);
}

/** Moves a banner one place among those of its placement (the carousel's order). */
export async function moveBanner(db: Db, actor: StaffAuditActor, id: number, body: MoveBody): Promise<AdminBanner[]> {
  await moveInGroup(db, actor, banners, id, body);
  return bannerList(db);
}

export async function removeBanner(db: Db, actor: StaffAuditActor, id: number): Promise<void> {
  await removeInOrder(db, actor, banners, id);
}
