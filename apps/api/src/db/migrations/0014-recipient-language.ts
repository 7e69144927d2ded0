import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * The language a person reads, kept with what is sent to them, is data: `orders.language` (the shopper's messages
 * about the order), `outbox_messages.language` (the language a message is rendered in) and `contact_replies.language`
 * (the greeting and signature around a reply). They were named `locale`, the word the API keeps for the language a
 * request is answered in, which only routes and the error handler read (issue 10).
 */
export const recipientLanguage: Migration = {
  async up(db: Kysely<any>) {
    for (const table of ['orders', 'outbox_messages', 'contact_replies']) {
      await db.schema.alterTable(table).renameColumn('locale', 'language').execute();
    }
  },
};
