import type { Category, SubCategory } from '@dukkan/contracts';
import { routePath } from '../../lib/routes';

/**
 * Links into the category products screen. The spec's query has section_name, sub_category_id and
 * category_type; a whole (parent) category also passes category_id, which the products API filters on.
 */
export const categoryLink = (category: Pick<Category, 'id' | 'name'>) =>
  routePath('client.category.products', {}, { category_type: 'specific', category_id: category.id });

export const subCategoryLink = (sub: Pick<SubCategory, 'id'>) =>
  routePath('client.category.products', {}, { category_type: 'specific', sub_category_id: sub.id });
