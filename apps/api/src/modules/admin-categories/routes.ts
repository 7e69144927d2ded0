import {
  adminCategorySchema,
  categoryBodySchema,
  categoryUpdateSchema,
  dataOf,
  errorBodySchema,
  idParam,
  moveBodySchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../auth/staff-guard.js';
import { categoryList, changeCategory, createCategory, moveCategory, removeCategory } from './service.js';

const tags = ['admin: categories'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };
const categories = dataOf(z.array(adminCategorySchema));

/** Categories and sub-categories: the tree, names, images, parents, order; deleting only empty ones. */
export async function adminCategoriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/categories',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Every category in tree order, with its product and sub-category counts',
        response: { 200: categories, ...errors },
      },
    },
    async () => ({ data: await categoryList(db) }),
  );

  app.post(
    '/categories',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Add a category, or a sub-category with parent_id; it goes last among its siblings',
        body: categoryBodySchema,
        response: { 201: dataOf(adminCategorySchema), 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const category = await createCategory(db, app.imageStorage, auditActor(request), request.body);
      app.invalidateResponseCache();
      return reply.status(201).send({ data: category });
    },
  );

  app.patch(
    '/categories/:id',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Rename a category, change its image or its parent',
        params: idParam,
        body: categoryUpdateSchema,
        response: { 200: dataOf(adminCategorySchema), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const category = await changeCategory(db, app.imageStorage, auditActor(request), request.params.id, request.body);
      app.invalidateResponseCache();
      return { data: category };
    },
  );

  app.post(
    '/categories/:id/move',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Move a category one place up or down among its siblings; answers the whole list',
        params: idParam,
        body: moveBodySchema,
        response: { 200: categories, 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const list = await moveCategory(db, auditActor(request), request.params.id, request.body);
      app.invalidateResponseCache();
      return { data: list };
    },
  );

  app.delete(
    '/categories/:id',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary:
          'Delete a category that no product and no sub-category belongs to (409 says how many do); answers the list',
        params: idParam,
        response: { 200: categories, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await removeCategory(db, auditActor(request), request.params.id);
      app.invalidateResponseCache();
      return { data: await categoryList(db) };
    },
  );
}
