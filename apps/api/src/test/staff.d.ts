import type { StaffRole } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
export interface TestStaff {
    id: number;
    email: string;
    password: string;
    role: StaffRole;
    token: string;
    auth: {
        authorization: string;
    };
}
/** A staff member with a live token, as `npm run staff:create` and a login would make. */
export declare function insertStaffMember(db: Kysely<Database>, role: StaffRole, opts?: {
    name?: string;
    email?: string;
    password?: string;
}): Promise<TestStaff>;
