import { adminShopSettingsSchema, dataOf, errorBodySchema, shopSettingsBodySchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../auth/staff-guard.js';
import { readShopSettings, saveShopSettings } from './service.js';

const tags = ['admin: settings'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** The shop's settings: managers and owners (docs/decisions/0051). */
export async function adminSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/settings',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary: 'The shop settings the back office edits: name, address, phones, e-mails, links, terms, low stock',
        response: { 200: dataOf(adminShopSettingsSchema), ...errors },
      },
    },
    async () => ({ data: await readShopSettings(db) }),
  );

  app.put(
    '/settings',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        summary:
          'Save the shop settings (Libyan phones, https links only); the storefront shows them at once, other settings keys are kept',
        body: shopSettingsBodySchema,
        response: { 200: dataOf(adminShopSettingsSchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const saved = await saveShopSettings(db, auditActor(request), body);
      app.invalidateResponseCache();
      return { data: saved };
    },
  );
}
