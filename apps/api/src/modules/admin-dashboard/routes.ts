import { dashboardQuerySchema, dashboardSchema, dataOf, errorBodySchema, settingsSchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopSettings } from '../../lib/shop-settings.js';
import { dashboard } from './service.js';

const tags = ['admin: dashboard'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

export async function adminDashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/dashboard',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags,
        summary: 'Orders, revenue, best sellers, low stock, new clients and daily sales for today, 7 or 30 days',
        querystring: dashboardQuerySchema,
        response: { 200: dataOf(dashboardSchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await dashboard(db, request.query.period) }),
  );

  app.get(
    '/settings/shop',
    {
      config: { permission: 'session' },
      schema: {
        tags,
        summary: "The shop's name, address, phone and e-mails, for printed delivery notes and invoices",
        response: { 200: dataOf(settingsSchema), ...errors },
      },
    },
    async () => ({ data: await shopSettings(db) }),
  );
}
