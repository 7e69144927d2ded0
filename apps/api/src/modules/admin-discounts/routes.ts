import { adminDiscountCodeSchema, dataOf, discountCodeBodySchema, errorBodySchema, idParam } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../auth/staff-guard.js';
import { createCode, listCodes, updateCode } from './service.js';

const tags = ['admin: discount codes'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** Discount codes: the catalogue role, managers and owners (docs/decisions/0051). */
export async function adminDiscountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/discount-codes',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Every discount code, newest first, with its uses',
        response: { 200: dataOf(z.array(adminDiscountCodeSchema)), ...errors },
      },
    },
    async () => ({ data: await listCodes(db) }),
  );

  app.post(
    '/discount-codes',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Add a discount code (percent or amount; minimum order, limits, dates)',
        body: discountCodeBodySchema,
        response: { 201: dataOf(adminDiscountCodeSchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      return reply.status(201).send({ data: await createCode(db, auditActor(request), body) });
    },
  );

  app.put(
    '/discount-codes/:id',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary:
          'Change every term of a code, or deactivate it (is_active false); orders already placed keep the terms they were placed with',
        params: idParam,
        body: discountCodeBodySchema,
        response: { 200: dataOf(adminDiscountCodeSchema), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      return { data: await updateCode(db, auditActor(request), id, body) };
    },
  );
}
