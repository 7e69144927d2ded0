import {
  createStaffSchema,
  dataOf,
  errorBodySchema,
  staffIdParam,
  staffMemberSchema,
  updateStaffSchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../auth/staff-guard.js';
import { createStaff, staffList, updateMember } from './service.js';

const tags = ['admin: staff'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** The owner's staff management. */
export async function adminStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/staff',
    {
      config: { permission: 'staff.manage' },
      schema: { tags, summary: 'Every staff member', response: { 200: dataOf(z.array(staffMemberSchema)), ...errors } },
    },
    async () => ({ data: await staffList(db) }),
  );

  app.post(
    '/staff',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        summary: 'Add a staff member',
        body: createStaffSchema,
        response: { 201: dataOf(staffMemberSchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      return reply.status(201).send({ data: await createStaff(db, auditActor(request), body) });
    },
  );

  app.patch(
    '/staff/:id',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        summary: "Rename, re-role, disable or enable a member; disabling ends the member's sessions at once",
        params: staffIdParam,
        body: updateStaffSchema,
        response: { 200: dataOf(staffMemberSchema), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      return { data: await updateMember(db, auditActor(request), id, body) };
    },
  );
}
