import {
  addStaffSchema,
  staffIdParam,
  staffMemberSchema,
  staffPasswordSetSchema,
  staffTotpResetSchema,
  updateStaffSchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionActor } from '../../auth/staff-guard.js';
import { staffRoutes, told } from '../../http/staff-routes.js';
import { databaseLoginLimiter } from '../admin-auth/login-limiter.js';
import { addMember, resetMemberTotp, setMemberPassword, staffList, updateMember } from './service.js';

/** The owner's staff management. */
export async function adminStaffRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const route = staffRoutes(app, ['admin: staff']);
  const manage = { permission: 'staff.manage', clearsCache: false } as const;
  // the owner's own password, asked before a member is added, made or enabled as an owner, or given a new password, is
  // counted as the session's other checks are
  const ownerCheck = { db, limiter: databaseLoginLimiter(db) };

  route.read(
    '/staff',
    { permission: 'staff.manage', summary: 'Every staff member', data: z.array(staffMemberSchema) },
    () => staffList(db),
  );
  route.create(
    '/staff',
    {
      ...manage,
      summary: "Add a staff member, with the owner's own current password",
      body: addStaffSchema,
      data: staffMemberSchema,
      refusals: [422],
    },
    (_actor, { body, request }) => addMember(ownerCheck, sessionActor(request), body),
  );
  route.change(
    'PATCH',
    '/staff/:id',
    {
      ...manage,
      summary:
        "Rename, re-role, disable or enable a member; disabling ends the member's sessions at once; making one an owner, or enabling a disabled owner, takes the owner's own current_password",
      params: staffIdParam,
      body: updateStaffSchema,
      data: staffMemberSchema,
      refusals: [404, 422],
    },
    (_actor, { params, body, request }) => updateMember(ownerCheck, sessionActor(request), params.id, body),
  );
  route.change(
    'POST',
    '/staff/:id/password',
    {
      ...manage,
      summary:
        "Set a new password for another member who forgot theirs, with the owner's own current password; the member's sessions end and they are mailed",
      params: staffIdParam,
      body: staffPasswordSetSchema,
      data: staffMemberSchema,
      message: 'staff_password_set',
      refusals: [404, 422],
    },
    async (_actor, { params, body, request }) => {
      const member = await setMemberPassword(ownerCheck, sessionActor(request), params.id, body, request.locale);
      // isolated (FSI … PDI): a Latin name, or one ending in digits, keeps its place in an Arabic sentence
      return told(member, { name: `\u2068${member.name}\u2069` });
    },
  );
  route.change(
    'POST',
    '/staff/:id/totp/disable',
    {
      ...manage,
      summary:
        "Turn off two-step login for another member who lost their authenticator, with the owner's own current password; the member's sessions end and they are mailed",
      params: staffIdParam,
      body: staffTotpResetSchema,
      data: staffMemberSchema,
      message: 'staff_totp_reset',
      refusals: [404, 422],
    },
    async (_actor, { params, body, request }) => {
      const member = await resetMemberTotp(ownerCheck, sessionActor(request), params.id, body, request.locale);
      return told(member, { name: `\u2068${member.name}\u2069` });
    },
  );
}
