import type { AdminCategory, CategoryBody, CategoryUpdate } from '@dukkan/contracts';
import { orderedListApi } from '../../../lib/ordered-list-api';

const categories = orderedListApi<AdminCategory, CategoryBody | CategoryUpdate>('/categories');

export const useCategories = categories.useList;
export const useSaveCategory = categories.useSave;
export const useMoveCategory = categories.useMove;
export const useDeleteCategory = categories.useDelete;
