import type { StaffRole } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { issueStaffToken } from '../auth/staff-token-repository.js';
import { hashPassword } from '../auth/passwords.js';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
  token: string;
  auth: { authorization: string };
}

let counter = 0;

/** A staff member with a live token, as `npm run staff:create` and a login would make. */
export async function insertStaffMember(
  db: Kysely<Database>,
  role: StaffRole,
  opts: { name?: string; email?: string; password?: string } = {},
): Promise<TestStaff> {
  counter += 1;
  const email = opts.email ?? `${role}${counter}@dukkan.ly`;
  const password = opts.password ?? `Staff-pass-${counter}-2026`;
  const now = nowIso();
  const row = await db
    .insertInto('staff')
    .values({
      name: opts.name ?? `${role} ${counter}`,
      email,
      email_normalized: email.toLowerCase(),
      password_hash: await hashPassword(password),
      role,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueStaffToken(db, row.id, 12);
  return { id: row.id, email, password, role, token, auth: { authorization: `Bearer ${token}` } };
}
