import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres, type ColumnBuilder } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */
export const initial: Migration = {
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    const idType = pg ? 'serial' : 'integer';
    const text = 'text';

    await db.schema
      .createTable('categories')
      .addColumn('id', idType, id)
      .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
      .addColumn('name_ar', text, (c) => c.notNull())
      .addColumn('name_en', text, (c) => c.notNull())
      .addColumn('img', text)
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'sort_order']).execute();

    await db.schema
      .createTable('products')
      .addColumn('id', idType, id)
      .addColumn('uuid', text, (c) => c.notNull().unique())
      .addColumn('name_ar', text, (c) => c.notNull())
      .addColumn('name_en', text, (c) => c.notNull())
      .addColumn('short_description_ar', text, (c) => c.notNull().defaultTo(''))
      .addColumn('short_description_en', text, (c) => c.notNull().defaultTo(''))
      .addColumn('description_ar', text, (c) => c.notNull().defaultTo(''))
      .addColumn('description_en', text, (c) => c.notNull().defaultTo(''))
      .addColumn('brand', text)
      .addColumn('model', text)
      .addColumn('color_ar', text)
      .addColumn('color_en', text)
      .addColumn('quantity', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`quantity >= 0`),
      )
      .addColumn('is_available', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('price_milli', 'integer', (c) => c.notNull().check(sql`price_milli >= 0`))
      .addColumn('discount_milli', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`discount_milli >= 0`),
      )
      .addColumn('tax_rate_bp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('search_text', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('products_latest').on('products').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('products_featured').on('products').columns(['is_featured', 'id']).execute();
    await db.schema.createIndex('products_best_seller').on('products').columns(['sales_count', 'id']).execute();
    await db.schema.createIndex('products_discount').on('products').columns(['discount_milli', 'id']).execute();

    // Search: a trigram index matches words of three letters or more anywhere, also inside words;
    // a word index matches shorter words by their beginning. See docs/decisions/0004-search.md.
    if (pg) {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops)`.execute(db);
      await sql`CREATE INDEX products_search_words ON products USING gin (to_tsvector('simple', search_text))`.execute(
        db,
      );
    } else {
      for (const [table, tokenizer] of [
        ['products_fts', 'trigram'],
        ['products_words', 'unicode61 remove_diacritics 0'],
      ] as const) {
        await sql
          .raw(
            `CREATE VIRTUAL TABLE ${table} USING fts5(search_text, content='products', content_rowid='id', tokenize='${tokenizer}')`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER ${table}_insert AFTER INSERT ON products BEGIN
              INSERT INTO ${table}(rowid, search_text) VALUES (new.id, new.search_text); END`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER ${table}_delete AFTER DELETE ON products BEGIN
              INSERT INTO ${table}(${table}, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`,
          )
          .execute(db);
        await sql
          .raw(
            `CREATE TRIGGER ${table}_update AFTER UPDATE OF search_text ON products BEGIN
              INSERT INTO ${table}(${table}, rowid, search_text) VALUES ('delete', old.id, old.search_text);
              INSERT INTO ${table}(rowid, search_text) VALUES (new.id, new.search_text); END`,
          )
          .execute(db);
      }
    }

    await db.schema
      .createTable('product_images')
      .addColumn('id', idType, id)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('img_path', text, (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('product_images_product')
      .on('product_images')
      .columns(['product_id', 'sort_order'])
      .execute();

    await db.schema
      .createTable('product_categories')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
      .execute();
    await db.schema
      .createIndex('product_categories_category')
      .on('product_categories')
      .columns(['category_id', 'product_id'])
      .execute();

    await db.schema
      .createTable('countries')
      .addColumn('id', idType, id)
      .addColumn('code', text, (c) => c.notNull().unique())
      .addColumn('name_ar', text, (c) => c.notNull())
      .addColumn('name_en', text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('cities')
      .addColumn('id', idType, id)
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('name_ar', text, (c) => c.notNull())
      .addColumn('name_en', text, (c) => c.notNull())
      .addColumn('is_delivery', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('cities_country').on('cities').column('country_id').execute();

    await db.schema
      .createTable('service_packages')
      .addColumn('id', idType, id)
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
      .addColumn('name_ar', text, (c) => c.notNull())
      .addColumn('name_en', text, (c) => c.notNull())
      .addColumn('price_milli', 'integer', (c) => c.notNull())
      .addColumn('expected_time_ar', text, (c) => c.notNull())
      .addColumn('expected_time_en', text, (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('service_packages_city').on('service_packages').column('city_id').execute();

    await db.schema
      .createTable('clients')
      .addColumn('id', idType, id)
      .addColumn('uuid', text, (c) => c.notNull().unique())
      .addColumn('first_name', text, (c) => c.notNull())
      .addColumn('last_name', text, (c) => c.notNull().defaultTo(''))
      .addColumn('email', text)
      .addColumn('email_normalized', text, (c) => c.unique())
      .addColumn('password_hash', text)
      .addColumn('phone', text)
      .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
      .addColumn('near_place', text)
      .addColumn('is_subscriber', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('access_tokens')
      .addColumn('id', idType, id)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('last_used_at', text)
      .addColumn('revoked_at', text)
      .execute();
    await db.schema.createIndex('access_tokens_client').on('access_tokens').column('client_id').execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('id', idType, id)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('used_at', text)
      .execute();

    await db.schema
      .createTable('discount_codes')
      .addColumn('id', idType, id)
      .addColumn('code', text, (c) => c.notNull().unique())
      .addColumn('type', text, (c) => c.notNull().check(sql`type in ('percent', 'amount')`))
      .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
      .addColumn('max_discount_milli', 'integer')
      .addColumn('min_order_milli', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_uses', 'integer')
      .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('per_client_limit', 'integer')
      .addColumn('starts_at', text)
      .addColumn('expires_at', text)
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', text, (c) => c.notNull())
      .addCheckConstraint('discount_codes_uses', sql`max_uses is null or used_count <= max_uses`)
      .execute();

    await db.schema
      .createTable('order_statuses')
      .addColumn('id', idType, id)
      .addColumn('code', text, (c) => c.notNull().unique())
      .addColumn('name_ar', text, (c) => c.notNull())
      .addColumn('name_en', text, (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', idType, id)
      .addColumn('uuid', text, (c) => c.notNull().unique())
      .addColumn('number', text, (c) => c.notNull().unique())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
      .addColumn('status_id', 'integer', (c) => c.notNull().references('order_statuses.id'))
      .addColumn('delivery_method', text, (c) =>
        c.notNull().check(sql`delivery_method in ('pickup', 'delivery_company')`),
      )
      .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
      .addColumn('service_package_id', 'integer', (c) => c.references('service_packages.id'))
      .addColumn('near_place', text)
      .addColumn('receiver_name', text)
      .addColumn('receiver_phone', text)
      .addColumn('payment_method', text, (c) => c.notNull().defaultTo('cash_on_delivery'))
      .addColumn('subtotal_milli', 'integer', (c) => c.notNull())
      .addColumn('discount_milli', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('discount_code_id', 'integer', (c) => c.references('discount_codes.id'))
      .addColumn('code_discount_milli', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tax_milli', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('delivery_fee_milli', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_milli', 'integer', (c) => c.notNull())
      .addColumn('idempotency_key', text)
      .addColumn('request_hash', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .addUniqueConstraint('orders_idempotency', ['client_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('orders_client').on('orders').columns(['client_id', 'id']).execute();

    await db.schema
      .createTable('order_lines')
      .addColumn('id', idType, id)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('product_uuid', text, (c) => c.notNull())
      .addColumn('name_ar', text, (c) => c.notNull())
      .addColumn('name_en', text, (c) => c.notNull())
      .addColumn('img_path', text)
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('unit_price_milli', 'integer', (c) => c.notNull())
      .addColumn('unit_discount_milli', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unit_tax_milli', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tax_rate_bp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('line_total_milli', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

    await db.schema
      .createTable('discount_code_uses')
      .addColumn('id', idType, id)
      .addColumn('discount_code_id', 'integer', (c) => c.notNull().references('discount_codes.id'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('discount_code_uses_code_client')
      .on('discount_code_uses')
      .columns(['discount_code_id', 'client_id'])
      .execute();

    await db.schema
      .createTable('advertisements')
      .addColumn('id', idType, id)
      .addColumn('placement', text, (c) => c.notNull())
      .addColumn('title_ar', text, (c) => c.notNull())
      .addColumn('title_en', text, (c) => c.notNull())
      .addColumn('subtitle_ar', text, (c) => c.notNull().defaultTo(''))
      .addColumn('subtitle_en', text, (c) => c.notNull().defaultTo(''))
      .addColumn('img', text, (c) => c.notNull())
      .addColumn('link', text)
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('advertisements_placement')
      .on('advertisements')
      .columns(['placement', 'sort_order'])
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', text, (c) => c.primaryKey())
      .addColumn('value', text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', idType, id)
      .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('email', text, (c) => c.notNull())
      .addColumn('subject', text, (c) => c.notNull())
      .addColumn('message', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
  },
  // forward-only: no down (docs/decisions/0028-migration-policy.md)
};
