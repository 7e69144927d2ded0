import { dashboardQuerySchema, dashboardSchema, settingsSchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { staffRoutes } from '../../http/staff-routes.js';
import { shopSettings } from '../../lib/shop-settings.js';
import { dashboard } from './service.js';

export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const route = staffRoutes(app, ['admin: dashboard']);

  route.read(
    '/dashboard',
    {
      permission: 'dashboard.read',
      summary: 'Orders, revenue, best sellers, low stock, new clients and daily sales for today, 7 or 30 days',
      querystring: dashboardQuerySchema,
      data: dashboardSchema,
      refusals: [422],
    },
    ({ query }) => dashboard(db, query.period),
  );
  route.read(
    '/settings/shop',
    {
      permission: 'session',
      summary: "The shop's name, address, phone and e-mails, for printed delivery notes and invoices",
      data: settingsSchema,
    },
    () => shopSettings(db),
  );
}
