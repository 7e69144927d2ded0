import { type Kysely, type Migration, sql } from 'kysely';
import { type ColumnBuilder, isPostgres } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * The client's address book and wishlist (issue 11). New tables only. A partial unique index lets a client have at
 * most one default address, whatever the application does; see docs/decisions/0050-address-book-and-wishlist.md.
 */
export const addressBookAndWishlist: Migration = {
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    const idType = pg ? 'serial' : 'integer';

    await db.schema
      .createTable('client_addresses')
      .addColumn('id', idType, id)
      .addColumn('uuid', 'text', (c) => c.notNull().unique())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('recipient_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
      .addColumn('address_line', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('is_default', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`is_default in (0, 1)`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('client_addresses_client').on('client_addresses').column('client_id').execute();
    await db.schema
      .createIndex('client_addresses_one_default')
      .on('client_addresses')
      .column('client_id')
      .unique()
      .where(sql.ref('is_default'), '=', 1)
      .execute();

    await db.schema
      .createTable('wishlist_items')
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('wishlist_items_pk', ['client_id', 'product_id'])
      .execute();
    await db.schema.createIndex('wishlist_items_product').on('wishlist_items').column('product_id').execute();
  },
};
