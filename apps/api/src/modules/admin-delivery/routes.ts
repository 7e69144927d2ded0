import {
  adminDeliveryCitySchema,
  adminServicePackageSchema,
  deliveryCityBodySchema,
  idParam,
  servicePackageBodySchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffRoutes } from '../../http/staff-routes.js';
import { createCity, createPackage, listCities, updateCity, updatePackage } from './service.js';

/** Delivery cities and service packages: managers and owners (docs/decisions/0051). */
export async function adminDeliveryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const route = staffRoutes(app, ['admin: delivery']);
  const write = { permission: 'settings.manage', clearsCache: true } as const;
  const one = { ...write, params: idParam, refusals: [404, 422] } as const;

  route.read(
    '/delivery/cities',
    {
      permission: 'settings.manage',
      summary: 'Every city (delivery cities first) with all its service packages, active or not; fees in LYD',
      data: z.array(adminDeliveryCitySchema),
    },
    () => listCities(db),
  );
  route.create(
    '/delivery/cities',
    {
      ...write,
      summary: 'Add a city; is_delivery offers it at checkout',
      body: deliveryCityBodySchema,
      data: adminDeliveryCitySchema,
      refusals: [422],
    },
    (actor, { body }) => createCity(db, actor, body),
  );
  route.change(
    'PUT',
    '/delivery/cities/:id',
    {
      ...one,
      summary: 'Rename a city, or stop or start offering it for delivery',
      body: deliveryCityBodySchema,
      data: adminDeliveryCitySchema,
    },
    (actor, { params, body }) => updateCity(db, actor, params.id, body),
  );
  route.create(
    '/delivery/cities/:id/packages',
    {
      ...one,
      summary: 'Add a service package (fee in LYD, expected time) to a city',
      body: servicePackageBodySchema,
      data: adminServicePackageSchema,
    },
    (actor, { params, body }) => createPackage(db, actor, params.id, body),
  );
  route.change(
    'PUT',
    '/delivery/packages/:id',
    {
      ...one,
      summary:
        'Change a package: fee, names, expected time, active; the checkout shows it at once, placed orders keep their fee',
      body: servicePackageBodySchema,
      data: adminServicePackageSchema,
    },
    (actor, { params, body }) => updatePackage(db, actor, params.id, body),
  );
}
