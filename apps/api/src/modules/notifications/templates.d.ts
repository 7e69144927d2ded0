import type { OutboxMessageRow } from '../../db/schema.js';
import type { Outgoing } from '../outbox/worker.js';
/**
 * The message templates: Arabic (right to left) and English, plain text and HTML for e-mail, one short text for SMS.
 * The only place besides the error handler where the API writes words for people.
 */
export interface TemplateContext {
    /** the storefront's public address, for links */
    baseUrl: string;
}
/** The message ready to send, or an error when the row cannot be rendered (it then fails, kept for staff). */
export declare function renderMessage(row: OutboxMessageRow, ctx: TemplateContext): Outgoing;
