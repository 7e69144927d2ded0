import { type Kysely, type Migration, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * Product options (issues 11 and 13, decision 0053): an option is a products row whose `variant_of` names its
 * main product, so each keeps a uuid of its own on the spec's routes, its own price, stock, SKU and pictures, and
 * orders, stock movements and the CSV need no new shape. Sizes join the colours the spec already has; SKUs are unique.
 * A partial index lists the options (few beside the catalogue) so the storefront's lists leave them out cheaply.
 */
export const productOptions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('products')
      .addColumn('variant_of', 'integer', (c) => c.references('products.id'))
      .execute();
    await db.schema.alterTable('products').addColumn('sku', 'text').execute();
    await db.schema.alterTable('products').addColumn('size_ar', 'text').execute();
    await db.schema.alterTable('products').addColumn('size_en', 'text').execute();
    await sql`CREATE INDEX products_variant_of ON products (variant_of) WHERE variant_of IS NOT NULL`.execute(db);
    await sql`CREATE UNIQUE INDEX products_sku ON products (sku) WHERE sku IS NOT NULL`.execute(db);
  },
};
