import { adminDiscountCodeSchema, discountCodeBodySchema, idParam } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffRoutes } from '../../http/staff-routes.js';
import { createCode, listCodes, updateCode } from './service.js';

/** Discount codes: the catalogue role, managers and owners (docs/decisions/0051). */
export async function adminDiscountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const route = staffRoutes(app, ['admin: discount codes']);
  const write = { permission: 'catalogue.write', clearsCache: false, body: discountCodeBodySchema } as const;

  route.read(
    '/discount-codes',
    {
      permission: 'catalogue.read',
      summary: 'Every discount code, newest first, with its uses',
      data: z.array(adminDiscountCodeSchema),
    },
    () => listCodes(db),
  );
  route.create(
    '/discount-codes',
    {
      ...write,
      summary: 'Add a discount code (percent or amount; minimum order, limits, dates)',
      data: adminDiscountCodeSchema,
      refusals: [422],
    },
    (actor, { body }) => createCode(db, actor, body),
  );
  route.change(
    'PUT',
    '/discount-codes/:id',
    {
      ...write,
      summary:
        'Change every term of a code, or deactivate it (is_active false); orders already placed keep the terms they were placed with',
      params: idParam,
      data: adminDiscountCodeSchema,
      refusals: [404, 422],
    },
    (actor, { params, body }) => updateCode(db, actor, params.id, body),
  );
}
