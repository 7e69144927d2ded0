import { createStaffSchema, staffIdParam, staffMemberSchema, updateStaffSchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffRoutes } from '../../http/staff-routes.js';
import { createStaff, staffList, updateMember } from './service.js';

/** The owner's staff management. */
export async function adminStaffRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const route = staffRoutes(app, ['admin: staff']);
  const manage = { permission: 'staff.manage', clearsCache: false } as const;

  route.read(
    '/staff',
    { permission: 'staff.manage', summary: 'Every staff member', data: z.array(staffMemberSchema) },
    () => staffList(db),
  );
  route.create(
    '/staff',
    { ...manage, summary: 'Add a staff member', body: createStaffSchema, data: staffMemberSchema, refusals: [422] },
    (actor, { body }) => createStaff(db, actor, body),
  );
  route.change(
    'PATCH',
    '/staff/:id',
    {
      ...manage,
      summary: "Rename, re-role, disable or enable a member; disabling ends the member's sessions at once",
      params: staffIdParam,
      body: updateStaffSchema,
      data: staffMemberSchema,
      refusals: [404, 422],
    },
    (actor, { params, body }) => updateMember(db, actor, params.id, body),
  );
}
