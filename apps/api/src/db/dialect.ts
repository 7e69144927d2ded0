import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export type ColumnBuilder = ColumnDefinitionBuilder;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema will do
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
