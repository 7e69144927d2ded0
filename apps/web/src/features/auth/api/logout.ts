import { apiPost } from '../../../lib/api-client';

/** POST /api/client/logout */
export const logout = () => apiPost<unknown>('/api/client/logout');
