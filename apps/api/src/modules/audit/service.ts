import { type AuditEntry, type Paged, type auditQuerySchema, pageEnvelope } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { type AuditRow, findAuditEntries } from '../../lib/audit/repository.js';
import { givenParams } from '../../lib/query-params.js';

export const AUDIT_PAGE_SIZE = 50;

const parseFields = (json: string | null): Record<string, unknown> | null =>
  json === null ? null : (JSON.parse(json) as Record<string, unknown>);

/** A product's name, with its colour and size when it has them: a product's options share their main product's name. */
const named = (name: string, color: string | null, size: string | null) =>
  [name, [color, size].filter(Boolean).join(' · ')].filter(Boolean).join(' — ');

function toEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    staff: r.staff_id !== null && r.staff_name !== null ? { id: r.staff_id, name: r.staff_name } : null,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    entity_number: r.order_number,
    entity_name:
      r.product_name_ar !== null && r.product_name_en !== null
        ? {
            ar: named(r.product_name_ar, r.product_color_ar, r.product_size_ar),
            en: named(r.product_name_en, r.product_color_en, r.product_size_en),
          }
        : null,
    before: parseFields(r.before),
    after: parseFields(r.after),
    ip: r.ip,
    created_at: r.created_at,
  };
}

export async function auditLog(
  db: Kysely<Database>,
  query: z.output<typeof auditQuerySchema>,
): Promise<Paged<AuditEntry>> {
  const page = query.page ?? 1;
  const { rows, total } = await findAuditEntries(
    db,
    { staffId: query.staff_id, entity: query.entity, entityId: query.entity_id },
    { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
  );
  const kept = givenParams({ staff_id: query.staff_id, entity: query.entity, entity_id: query.entity_id });
  return pageEnvelope(rows.map(toEntry), {
    page,
    perPage: AUDIT_PAGE_SIZE,
    total,
    path: '/api/admin/audit-log',
    query: kept,
  });
}
