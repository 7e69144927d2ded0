import {
  dataOf,
  deliveryCitySchema,
  errorBodySchema,
  fromMilli,
  message,
  servicePackageSchema,
  servicePackagesQuerySchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.js';
import { docs } from '../../http/openapi.js';
import { validate } from '../../http/validate.js';
import { findActivePackages, findDeliveryCities, findDeliveryCity } from './repository.js';

const tags = ['delivery'];

/** Where delivery companies deliver and what they offer; registered from the orders routes. */
export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/get/cities',
    {
      schema: docs({
        tags,
        summary: 'Cities served by delivery companies',
        response: { 200: dataOf(z.array(deliveryCitySchema)) },
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const rows = await findDeliveryCities(db);
      return {
        data: rows.map((r) => ({ id: r.id, name: { ar: r.name_ar, en: r.name_en }, country_id: r.country_id })),
      };
    },
  );

  app.get(
    '/get/service/packages',
    {
      schema: docs({
        tags,
        summary: "A delivery city's service packages, cheapest first (price in LYD)",
        querystring: servicePackagesQuerySchema,
        response: { 200: dataOf(z.array(servicePackageSchema)), 422: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const { city_id } = validate(servicePackagesQuerySchema, request.query, request);
      if (!(await findDeliveryCity(db, city_id))) {
        throw new HttpError(422, 'validation_failed', { city_id: [message('city_not_delivery', request.locale)] });
      }
      reply.header('cache-control', 'public, max-age=60');
      const rows = await findActivePackages(db, city_id);
      return {
        data: rows.map((r) => ({
          id: r.id,
          city_id: r.city_id,
          name: { ar: r.name_ar, en: r.name_en },
          price: fromMilli(r.price_milli),
          expected_time: { ar: r.expected_time_ar, en: r.expected_time_en },
        })),
      };
    },
  );
}
