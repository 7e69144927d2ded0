import type { LoginInput, SessionResponse } from '@dukkan/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/client/login → data.access_token */
export const login = (input: LoginInput) => apiPost<SessionResponse>('/api/client/login', input).then((r) => r.data);
