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

/**
 * The link to a category known only by its id (a product's `CategoryProducts`, which do not say whether one is a
 * top-level category or a sub-category): a top-level one goes in `category_id`, a sub-category in `sub_category_id`,
 * as the screen reads them. Undefined while the categories are not known, or for an id the shop no longer has.
 */
export function categoryIdLink(id: number, categories: readonly Category[] | undefined): string | undefined {
  if (!categories) return undefined;
  for (const category of categories) {
    if (category.id === id) return categoryLink(category);
    const sub = category.SubCategories.find((s) => s.id === id);
    if (sub) return subCategoryLink(sub);
  }
  return undefined;
}
