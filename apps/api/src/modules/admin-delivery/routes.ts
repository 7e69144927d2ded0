import {
  adminDeliveryCitySchema,
  adminServicePackageSchema,
  dataOf,
  deliveryCityBodySchema,
  errorBodySchema,
  idParam,
  servicePackageBodySchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../auth/staff-guard.js';
import { createCity, createPackage, listCities, updateCity, updatePackage } from './service.js';

const tags = ['admin: delivery'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** Delivery cities and service packages: managers and owners (docs/decisions/0051). */
export async function adminDeliveryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/delivery/cities',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary: 'Every city (delivery cities first) with all its service packages, active or not; fees in LYD',
        response: { 200: dataOf(z.array(adminDeliveryCitySchema)), ...errors },
      },
    },
    async () => ({ data: await listCities(db) }),
  );

  app.post(
    '/delivery/cities',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary: 'Add a city; is_delivery offers it at checkout',
        body: deliveryCityBodySchema,
        response: { 201: dataOf(adminDeliveryCitySchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const city = await createCity(db, auditActor(request), body);
      app.invalidateResponseCache();
      return reply.status(201).send({ data: city });
    },
  );

  app.put(
    '/delivery/cities/:id',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary: 'Rename a city, or stop or start offering it for delivery',
        params: idParam,
        body: deliveryCityBodySchema,
        response: { 200: dataOf(adminDeliveryCitySchema), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const city = await updateCity(db, auditActor(request), id, body);
      app.invalidateResponseCache();
      return { data: city };
    },
  );

  app.post(
    '/delivery/cities/:id/packages',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary: 'Add a service package (fee in LYD, expected time) to a city',
        params: idParam,
        body: servicePackageBodySchema,
        response: { 201: dataOf(adminServicePackageSchema), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const created = await createPackage(db, auditActor(request), id, body);
      app.invalidateResponseCache();
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/delivery/packages/:id',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary:
          'Change a package: fee, names, expected time, active; the checkout shows it at once, placed orders keep their fee',
        params: idParam,
        body: servicePackageBodySchema,
        response: { 200: dataOf(adminServicePackageSchema), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const changed = await updatePackage(db, auditActor(request), id, body);
      app.invalidateResponseCache();
      return { data: changed };
    },
  );
}
