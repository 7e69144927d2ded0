export { bestSellersQueryOptions } from './api/get-best-sellers';
export { categoryLink, subCategoryLink } from './category-links';
