import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres, type ColumnBuilder } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

export const STOCK_REASONS_SQL = `'received', 'damaged', 'returned', 'count_correction', 'initial', 'import', 'sale', 'order_changed', 'order_cancelled'`;

/**
 * The catalogue back office (issue 13): products that orders reference are archived rather than deleted
 * (`archived_at`; a partial index lists the few archived ones so storefront queries can leave them out cheaply),
 * and every change of stock is a row of `stock_movements` (docs/decisions/0043-product-admin.md).
 */
export const productAdmin: Migration = {
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    await db.schema.alterTable('products').addColumn('archived_at', 'text').execute();
    await sql`CREATE INDEX products_archived ON products (archived_at) WHERE archived_at IS NOT NULL`.execute(db);

    await db.schema
      .createTable('stock_movements')
      .addColumn('id', pg ? 'serial' : 'integer', id)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('quantity_after', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull().check(sql.raw(`reason in (${STOCK_REASONS_SQL})`)))
      .addColumn('note', 'text')
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('stock_movements_product')
      .on('stock_movements')
      .columns(['product_id', 'id'])
      .execute();
  },
};
