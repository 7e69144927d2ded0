import type { AdminCategory, CategoryBody, CategoryUpdate, MoveBody } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { CategoryRow, Db } from '../../db/schema.js';
import { HttpError, fieldProblem, notFound, unprocessable } from '../../http/errors.js';
import type { StaffAuditActor } from '../../lib/audit/repository.js';
import { type ImageStorage, checkImageStored } from '../../lib/image-storage/image-storage.js';
import { type OrderedRows, changeInOrder, createInOrder, moveInGroup, removeInOrder } from '../../lib/reorder.js';
import {
  type CategoryListRow,
  countCategoryLinks,
  deleteCategory,
  findCategory,
  takenNames,
  insertCategory,
  listCategories,
  siblingIds,
  updateCategory,
} from './repository.js';

function toAdminCategory(row: CategoryListRow): AdminCategory {
  return {
    id: row.id,
    parent_id: row.parent_id,
    name: { ar: row.name_ar, en: row.name_en },
    img: row.img,
    sort_order: row.sort_order,
    products_count: row.products_count,
    subcategories_count: row.subcategories_count,
  };
}

/** Categories keep their order among their siblings (a parent's, or the top level's); each write locks the row. */
const categories: OrderedRows<Omit<CategoryRow, 'id' | 'sort_order'>, 'parent_id'> = {
  entity: 'category',
  missing: 'category_not_found',
  group: 'parent_id',
  groupIds: siblingIds,
  find: (trx, id) => findCategory(trx, id, { lock: true }),
  insert: insertCategory,
  update: updateCategory,
  remove: deleteCategory,
  audited: ['parent_id', 'name_ar', 'name_en', 'img', 'sort_order'],
};

/** Every category in tree order: each top-level category, then its sub-categories, each level in its order. */
export async function categoryList(db: Db): Promise<AdminCategory[]> {
  const rows = await listCategories(db);
  return rows
    .filter((r) => r.parent_id === null)
    .flatMap((top) => [top, ...rows.filter((r) => r.parent_id === top.id)])
    .map(toAdminCategory);
}

async function categoryAnswer(db: Db, id: number): Promise<AdminCategory> {
  const found = (await listCategories(db)).find((r) => r.id === id);
  if (!found) throw notFound('category_not_found');
  return toAdminCategory(found);
}

/** A parent must be another top-level category; a category with sub-categories stays top-level. */
async function checkParent(db: Db, parentId: number | null, self: CategoryRow | null): Promise<void> {
  if (parentId === null) return;
  const parent = await findCategory(db, parentId);
  if (!parent || parent.parent_id !== null || parent.id === self?.id) {
    throw unprocessable(fieldProblem('parent_id', 'category_parent_invalid'));
  }
  if (self && (await countCategoryLinks(db, self.id)).subcategories > 0) {
    throw unprocessable(fieldProblem('parent_id', 'category_cannot_nest'));
  }
}

/** Refuses names another category under the same parent has (`takenNames`), on the fields that hold them. */
async function checkNames(
  db: Db,
  parentId: number | null,
  names: { name_ar: string; name_en: string },
  self: number | null,
): Promise<void> {
  const taken = await takenNames(db, parentId, names, self);
  if (taken.length)
    throw unprocessable(Object.assign({}, ...taken.map((field) => fieldProblem(field, 'category_name_taken'))));
}

export async function createCategory(
  db: Db,
  storage: ImageStorage,
  actor: StaffAuditActor,
  body: CategoryBody,
): Promise<AdminCategory> {
  const parentId = body.parent_id ?? null;
  const img = body.img ?? null;
  if (img) await checkImageStored(storage, 'img', img);
  const values = { parent_id: parentId, name_ar: body.name_ar, name_en: body.name_en, img, created_at: nowIso() };
  const id = await createInOrder(db, actor, categories, values, async (trx) => {
    await checkParent(trx, parentId, null);
    await checkNames(trx, parentId, values, null);
  });
  return categoryAnswer(db, id);
}

export async function changeCategory(
  db: Db,
  storage: ImageStorage,
  actor: StaffAuditActor,
  id: number,
  body: CategoryUpdate,
): Promise<AdminCategory> {
  if (body.img) await checkImageStored(storage, 'img', body.img);
  await changeInOrder(db, actor, categories, id, async (trx, current) => {
    const parentId = body.parent_id;
    const moves = parentId !== undefined && parentId !== current.parent_id;
    if (moves) await checkParent(trx, parentId, current);
    const names = { name_ar: body.name_ar ?? current.name_ar, name_en: body.name_en ?? current.name_en };
    if (moves || body.name_ar !== undefined || body.name_en !== undefined)
      await checkNames(trx, moves ? parentId : current.parent_id, names, current.id);
    return {
      ...(body.name_ar !== undefined ? { name_ar: body.name_ar } : {}),
      ...(body.name_en !== undefined ? { name_en: body.name_en } : {}),
      ...(body.img !== undefined ? { img: body.img } : {}),
      ...(moves ? { parent_id: parentId } : {}),
    };
  });
  return categoryAnswer(db, id);
}

/** Moves a category one place among its siblings; their order is renumbered 0, 1, 2 … */
export async function moveCategory(
  db: Db,
  actor: StaffAuditActor,
  id: number,
  body: MoveBody,
): Promise<AdminCategory[]> {
  await moveInGroup(db, actor, categories, id, body);
  return categoryList(db);
}

/** Deletes an empty category; one that products or sub-categories belong to is refused (409), saying how many. */
export async function removeCategory(db: Db, actor: StaffAuditActor, id: number): Promise<void> {
  await removeInOrder(db, actor, categories, id, async (trx) => {
    const links = await countCategoryLinks(trx, id);
    if (links.subcategories > 0) {
      throw new HttpError(409, 'category_has_subcategories', undefined, undefined, { count: links.subcategories });
    }
    if (links.products > 0) {
      throw new HttpError(409, 'category_has_products', undefined, undefined, { count: links.products });
    }
  });
}
