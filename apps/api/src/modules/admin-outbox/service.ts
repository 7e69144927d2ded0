import { FAILED_MESSAGES_PAGE_SIZE, type FailedMessage, type Paged, pageEnvelope } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { type AuditActor, recordAudit } from '../../lib/audit/repository.js';
import { listFailedMessages, retryFailedMessage } from '../outbox/repository.js';

/** Messages that kept failing, newest first: what, to whom, about which order, how often tried, the last error. */
export async function failedMessages(db: Db, query: { page?: number | undefined }): Promise<Paged<FailedMessage>> {
  const page = query.page ?? 1;
  const perPage = FAILED_MESSAGES_PAGE_SIZE;
  const { rows, total } = await listFailedMessages(db, { limit: perPage, offset: (page - 1) * perPage });
  const data: FailedMessage[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    channel: r.channel === 'sms' ? 'sms' : 'email',
    recipient: r.recipient,
    order: r.order_uuid !== null && r.order_number !== null ? { uuid: r.order_uuid, number: r.order_number } : null,
    attempts: r.attempts,
    last_error: r.last_error,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
  return pageEnvelope(data, { page, perPage, total, path: '/api/admin/outbox/failed', query: {} });
}

/** Puts a failed message back in the queue (its key is unchanged: it still goes at most once). Audited. */
export async function retryMessage(db: Db, actor: AuditActor, id: number): Promise<void> {
  const retried = await db.transaction().execute(async (trx) => {
    if (!(await retryFailedMessage(trx, id, nowIso()))) return false;
    await recordAudit(trx, actor, {
      action: 'outbox.retried',
      entity: 'outbox_message',
      entityId: id,
      before: { status: 'failed' },
      after: { status: 'pending' },
    });
    return true;
  });
  if (!retried) throw new HttpError(404, 'outbox_message_not_failed');
}
