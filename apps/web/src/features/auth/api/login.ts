import type { DataEnvelope } from '@dukkan/contracts';
import { apiPost } from '../../../lib/api-client';
import type { AuthClient } from './get-auth-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/client/login → data.access_token */
export const login = (input: LoginInput) =>
  apiPost<DataEnvelope<{ access_token: string; client: AuthClient }>>('/api/client/login', input).then((r) => r.data);
