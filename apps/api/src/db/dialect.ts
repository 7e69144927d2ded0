import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export type ColumnBuilder = ColumnDefinitionBuilder;

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
