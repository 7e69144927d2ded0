import { type ColumnDefinitionBuilder, type Kysely } from 'kysely';
export type ColumnBuilder = ColumnDefinitionBuilder;
export declare function isPostgres(db: Kysely<any>): boolean;
