import { type Migration } from 'kysely';
export declare const initial: Migration;
