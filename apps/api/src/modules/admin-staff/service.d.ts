import { type CreateStaff, type StaffMember, type UpdateStaff } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type AuditActor } from '../../lib/audit/repository.js';
type Db = Kysely<Database>;
export declare function staffList(db: Db): Promise<StaffMember[]>;
/** Adds a member (the owner in the app, or `npm run staff:create`); the password is stored as argon2id. */
export declare function createStaff(db: Db, actor: AuditActor, input: CreateStaff): Promise<StaffMember>;
/**
 * Renames, re-roles, disables or enables a member. Disabling ends their sessions at once; the last enabled owner
 * cannot be disabled or re-roled, so the shop is never left without one.
 */
export declare function updateMember(db: Db, actor: AuditActor, id: number, input: UpdateStaff): Promise<StaffMember>;
export {};
