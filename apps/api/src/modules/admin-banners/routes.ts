import { adminBannerSchema, bannerBodySchema, bannerUpdateSchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { orderedListRoutes } from '../../http/staff-routes.js';
import { bannerList, changeBanner, createBanner, moveBanner, removeBanner } from './service.js';

/** Banners (the `advertisements` table): titles, images, links to storefront pages or https, order, on/off. */
export async function adminBannersRoutes(app: FastifyInstance): Promise<void> {
  orderedListRoutes(app, '/banners', {
    tags: ['admin: banners'],
    schemas: { item: adminBannerSchema, body: bannerBodySchema, update: bannerUpdateSchema },
    summaries: {
      list: 'Every banner, by placement and in its order',
      create: 'Add a banner; it goes last in its placement',
      change: 'Change a banner: texts, image, link, placement, on or off',
      move: 'Move a banner one place up or down in its placement; answers the whole list',
      remove: 'Delete a banner; answers the list',
    },
    service: { list: bannerList, create: createBanner, change: changeBanner, move: moveBanner, remove: removeBanner },
  });
}
