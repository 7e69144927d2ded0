import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * Every product's card — the storefront's JSON of one product in a list (name, prices, pictures, categories, option
 * count) — kept with the product (decision 0063). A page of 20 products was five queries, 20 rows of 27 columns, four
 * relations mapped and 31 KB serialised on every request; with the cards it is one query of 20 cards joined.
 *
 * `card` is NULL until the API builds it (lazily, and by its card filler), and set back to NULL by these triggers
 * whenever anything it is made of changes: the product's row, its pictures, its categories and their names, pictures
 * and nesting, and for a product with options, what makes an option live (their count is on every card of the
 * group; an option shows its main product's pictures and categories). Each such change also bumps `stamp`, and a
 * built card is saved only where the stamp is still the one read before building it, so a card built from rows
 * that changed meanwhile is never kept. `format` is the mapper's version the card was built with
 * (`CARD_FORMAT` of the catalogue): a card of another format is built again.
 *
 * Locks (PostgreSQL): a change of stock or price marks its own card only, so an order locks the cards of its lines
 * in the order it locks their products (by id); a change that marks many cards (a category renamed, an option
 * archived) locks them by id first, so it never waits in a cycle with an order.
 */
export const productCards: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('product_cards')
      .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
      .addColumn('card', 'text')
      .addColumn('stamp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('format', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`CREATE INDEX product_cards_unbuilt ON product_cards (product_id) WHERE card IS NULL`.execute(db);
    await sql`INSERT INTO product_cards (product_id) SELECT id FROM products`.execute(db);
    if (isPostgres(db)) await postgresTriggers(db);
    else await sqliteTriggers(db);
  },
};

const MARK = 'UPDATE product_cards SET card = NULL, stamp = stamp + 1';

/** The cards of these products and of their options (an option's card shows its main product's categories). */
const staleSqlite = (ids: string) =>
  `${MARK} WHERE product_id IN (${ids});
   ${MARK} WHERE product_id IN (SELECT id FROM products WHERE variant_of IN (${ids}));`;

/** What makes an option part of its group's count (and its main product's uuid, which its card shows). */
const GROUP_COLUMNS = ['archived_at', 'variant_of', 'uuid'];
/** What a card shows of a category, and its nesting (a card lists a product's sub-categories first). */
const CATEGORY_COLUMNS = ['name_ar', 'name_en', 'img', 'parent_id'];
const changed = (columns: string[], sqlite: boolean) =>
  columns.map((c) => `old.${c} IS ${sqlite ? 'NOT' : 'DISTINCT FROM'} new.${c}`).join(' OR ');

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const triggers = [
    `CREATE TRIGGER products_cards_insert AFTER INSERT ON products BEGIN
       INSERT INTO product_cards (product_id) VALUES (new.id); ${staleSqlite('new.variant_of')} END`,
    `CREATE TRIGGER products_cards_update AFTER UPDATE ON products BEGIN ${MARK} WHERE product_id = new.id; END`,
    `CREATE TRIGGER products_cards_group AFTER UPDATE OF ${GROUP_COLUMNS.join(', ')} ON products
       WHEN ${changed(GROUP_COLUMNS, true)} BEGIN ${staleSqlite('new.id, old.variant_of, new.variant_of')} END`,
    `CREATE TRIGGER products_cards_delete AFTER DELETE ON products BEGIN ${staleSqlite('old.variant_of')} END`,
    ...['product_images', 'product_categories'].flatMap((table) => [
      `CREATE TRIGGER ${table}_cards_insert AFTER INSERT ON ${table} BEGIN ${staleSqlite('new.product_id')} END`,
      `CREATE TRIGGER ${table}_cards_update AFTER UPDATE ON ${table} BEGIN
         ${staleSqlite('old.product_id, new.product_id')} END`,
      `CREATE TRIGGER ${table}_cards_delete AFTER DELETE ON ${table} BEGIN ${staleSqlite('old.product_id')} END`,
    ]),
    `CREATE TRIGGER categories_cards_update AFTER UPDATE OF ${CATEGORY_COLUMNS.join(', ')} ON categories
       WHEN ${changed(CATEGORY_COLUMNS, true)} BEGIN
       ${staleSqlite('SELECT product_id FROM product_categories WHERE category_id = new.id')} END`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  // PL/pgSQL keeps its statements' plans for the session (a SQL function called by PERFORM plans them every time)
  // PL/pgSQL keeps its statements' plans for the session (a SQL function called by PERFORM plans them every time);
  // the ids are gathered first, so that each statement is an index lookup (an OR of the two made it a scan)
  await sql`CREATE FUNCTION product_cards_stale(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE marked integer[];
  BEGIN
    ids := array_remove(ids, NULL);
    IF cardinality(ids) = 0 THEN RETURN; END IF;
    marked := ARRAY(SELECT unnest(ids) UNION SELECT id FROM products WHERE variant_of = ANY(ids));
    -- the rows locked by id first, as orders lock theirs
    PERFORM 1 FROM product_cards WHERE product_id = ANY(marked) ORDER BY product_id FOR UPDATE;
    UPDATE product_cards SET card = NULL, stamp = stamp + 1 WHERE product_id = ANY(marked);
  END $$`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION products_cards() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO product_cards (product_id) VALUES (NEW.id);
      PERFORM product_cards_stale(ARRAY[NEW.variant_of]);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM product_cards_stale(ARRAY[OLD.variant_of]);
    ELSIF ${changed(GROUP_COLUMNS, false)} THEN
      PERFORM product_cards_stale(ARRAY[NEW.id, OLD.variant_of, NEW.variant_of]);
    ELSE
      ${MARK} WHERE product_id = NEW.id;
    END IF;
    RETURN NULL;
  END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER products_cards AFTER INSERT OR UPDATE OR DELETE ON products
    FOR EACH ROW EXECUTE FUNCTION products_cards()`.execute(db);
  // pictures and categories of a product: OLD is NULL on an insert, NEW on a delete
  await sql`CREATE FUNCTION product_links_cards() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    PERFORM product_cards_stale(ARRAY[OLD.product_id, NEW.product_id]);
    RETURN NULL;
  END $$`.execute(db);
  for (const table of ['product_images', 'product_categories'])
    await sql
      .raw(
        `CREATE TRIGGER ${table}_cards AFTER INSERT OR UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION product_links_cards()`,
      )
      .execute(db);
  await sql`CREATE FUNCTION categories_cards() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    PERFORM product_cards_stale(ARRAY(SELECT product_id FROM product_categories WHERE category_id = NEW.id));
    RETURN NULL;
  END $$`.execute(db);
  await sql
    .raw(
      `CREATE TRIGGER categories_cards AFTER UPDATE OF ${CATEGORY_COLUMNS.join(', ')} ON categories
       FOR EACH ROW WHEN (${changed(CATEGORY_COLUMNS, false)}) EXECUTE FUNCTION categories_cards()`,
    )
    .execute(db);
}
