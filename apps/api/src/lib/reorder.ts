import type { AuditEntity } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { type StaffAuditActor, recordAudit } from './audit/repository.js';

/**
 * The order of a list after moving one of its ids a place up (towards the start) or down; null when it cannot move
 * (not in the list, or already first or last). Categories and banners keep their order as 0, 1, 2 … by this.
 */
export function moveInOrder(ids: number[], id: number, direction: 'up' | 'down'): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}

/**
 * Moves a row one place among `ids` (its siblings, in their order, itself included), renumbers them 0, 1, 2 … through
 * `setSortOrder`, and audits `<entity>.moved` with the row's place before and after; nothing when it cannot move.
 * Call inside the write's transaction.
 */
export async function moveAndAudit(
  trx: Kysely<Database>,
  actor: StaffAuditActor,
  move: {
    entity: AuditEntity;
    id: number;
    sortOrder: number;
    ids: number[];
    direction: 'up' | 'down';
    setSortOrder: (id: number, sortOrder: number) => Promise<unknown>;
  },
): Promise<void> {
  const order = moveInOrder(move.ids, move.id, move.direction);
  if (!order) return;
  for (const [index, id] of order.entries()) await move.setSortOrder(id, index);
  await recordAudit(trx, actor, {
    action: `${move.entity}.moved`,
    entity: move.entity,
    entityId: move.id,
    before: { sort_order: move.sortOrder },
    after: { sort_order: order.indexOf(move.id) },
  });
}
