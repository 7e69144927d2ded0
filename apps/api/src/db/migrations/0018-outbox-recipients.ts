import { type Kysely, type Migration, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * The messages sent to one address or number, newest last: the outbox worker counts a recipient's last hour before
 * sending a shopper's message, so that orders placed with someone else's e-mail or phone cannot flood them
 * (`RECIPIENT_LIMITED_KINDS`, notifications/payloads.ts). An e-mail address is counted in lower case, as it is
 * delivered ("Huda@x.ly" and "huda@x.ly" are one mailbox).
 */
export const outboxRecipients: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('outbox_messages_recipient')
      .on('outbox_messages')
      .expression(sql`lower(recipient), channel, updated_at`)
      .execute();
  },
};
