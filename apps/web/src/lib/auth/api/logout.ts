import { apiPost } from '../../api-client';

/** POST /api/client/logout */
export const logout = () => apiPost<unknown>('/api/client/logout');
