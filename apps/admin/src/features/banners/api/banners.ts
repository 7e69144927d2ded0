import type { AdminBanner, BannerUpdate } from '@dukkan/contracts';
import { orderedListApi } from '../../../lib/ordered-list-api';

const banners = orderedListApi<AdminBanner, BannerUpdate & { img: string }>('/banners');

export const useBanners = banners.useList;
export const useSaveBanner = banners.useSave;
export const useMoveBanner = banners.useMove;
export const useDeleteBanner = banners.useDelete;
