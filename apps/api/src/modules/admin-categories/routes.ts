import { adminCategorySchema, categoryBodySchema, categoryUpdateSchema } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { orderedListRoutes } from '../../http/staff-routes.js';
import { categoryList, changeCategory, createCategory, moveCategory, removeCategory } from './service.js';

/** Categories and sub-categories: the tree, names, images, parents, order; deleting only empty ones. */
export async function adminCategoriesRoutes(app: FastifyInstance): Promise<void> {
  orderedListRoutes(app, '/categories', {
    tags: ['admin: categories'],
    schemas: { item: adminCategorySchema, body: categoryBodySchema, update: categoryUpdateSchema },
    summaries: {
      list: 'Every category in tree order, with its product and sub-category counts',
      create: 'Add a category, or a sub-category with parent_id; it goes last among its siblings',
      change: 'Rename a category, change its image or its parent',
      move: 'Move a category one place up or down among its siblings; answers the whole list',
      remove:
        'Delete a category that no product and no sub-category belongs to (409 says how many do); answers the list',
    },
    removeRefusals: [409],
    service: {
      list: categoryList,
      create: createCategory,
      change: changeCategory,
      move: moveCategory,
      remove: removeCategory,
    },
  });
}
