import { type Settings } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
/** A setting's value, parsed; undefined when it is not set or not JSON. */
export declare function readSetting(db: Kysely<Database>, key: string): Promise<unknown>;
/** Settings rows (key → JSON) in the API's shape; missing keys become empty values rather than errors. */
export declare function shopSettings(db: Kysely<Database>): Promise<Settings>;
