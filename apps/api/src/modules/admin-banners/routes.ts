import {
  adminBannerSchema,
  bannerBodySchema,
  bannerUpdateSchema,
  dataOf,
  errorBodySchema,
  idParam,
  moveBodySchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../auth/staff-guard.js';
import { bannerList, changeBanner, createBanner, moveBanner, removeBanner } from './service.js';

const tags = ['admin: banners'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };
const banners = dataOf(z.array(adminBannerSchema));

/** Banners (the `advertisements` table): titles, images, links to storefront pages or https, order, on/off. */
export async function adminBannersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/banners',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Every banner, by placement and in its order',
        response: { 200: banners, ...errors },
      },
    },
    async () => ({ data: await bannerList(db) }),
  );

  app.post(
    '/banners',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Add a banner; it goes last in its placement',
        body: bannerBodySchema,
        response: { 201: dataOf(adminBannerSchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const banner = await createBanner(db, app.imageStorage, auditActor(request), request.body);
      app.invalidateResponseCache();
      return reply.status(201).send({ data: banner });
    },
  );

  app.patch(
    '/banners/:id',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Change a banner: texts, image, link, placement, on or off',
        params: idParam,
        body: bannerUpdateSchema,
        response: { 200: dataOf(adminBannerSchema), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const banner = await changeBanner(db, app.imageStorage, auditActor(request), request.params.id, request.body);
      app.invalidateResponseCache();
      return { data: banner };
    },
  );

  app.post(
    '/banners/:id/move',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Move a banner one place up or down in its placement; answers the whole list',
        params: idParam,
        body: moveBodySchema,
        response: { 200: banners, 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const list = await moveBanner(db, auditActor(request), request.params.id, request.body);
      app.invalidateResponseCache();
      return { data: list };
    },
  );

  app.delete(
    '/banners/:id',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Delete a banner; answers the list',
        params: idParam,
        response: { 200: banners, 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await removeBanner(db, auditActor(request), request.params.id);
      app.invalidateResponseCache();
      return { data: await bannerList(db) };
    },
  );
}
