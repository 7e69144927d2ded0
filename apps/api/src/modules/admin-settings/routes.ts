import { adminShopSettingsSchema, shopSettingsBodySchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { staffRoutes } from '../../http/staff-routes.js';
import { readShopSettings, saveShopSettings } from './service.js';

/** The shop's settings: managers and owners (docs/decisions/0051). */
export async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const route = staffRoutes(app, ['admin: settings']);

  route.read(
    '/settings',
    {
      permission: 'settings.manage',
      summary: 'The shop settings the back office edits: name, address, phones, e-mails, links, terms, low stock',
      data: adminShopSettingsSchema,
    },
    () => readShopSettings(db),
  );
  route.change(
    'PUT',
    '/settings',
    {
      permission: 'settings.manage',
      clearsCache: true,
      summary:
        'Save the shop settings (Libyan phones, https links only); the storefront shows them at once, other settings keys are kept',
      body: shopSettingsBodySchema,
      data: adminShopSettingsSchema,
      refusals: [422],
    },
    (actor, { body }) => saveShopSettings(db, actor, body),
  );
}
