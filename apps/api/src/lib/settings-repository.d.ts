import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
/** Every settings row (key → JSON text). */
export declare function findSettings(db: Kysely<Database>): Promise<
  {
    key: string;
    value: string;
  }[]
>;
/** One setting's JSON text, or undefined when it is not set. */
export declare function findSetting(db: Kysely<Database>, key: string): Promise<string | undefined>;
