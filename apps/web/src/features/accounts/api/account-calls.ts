import type {
  AuthClientResponse,
  ContactUsInput,
  ForgotPasswordInput,
  MessageResponse,
  Registration,
  ResetPasswordInput,
  SessionResponse,
  UpdateProfileInput,
} from '@dukkan/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/client/registration → data.access_token (201) */
export const register = (input: Registration) =>
  apiPost<SessionResponse>('/api/client/registration', input).then((r) => r.data);

/** POST /api/client/update-profile/{uuid}: needs current_password → the updated client and a message */
export const updateProfile = (uuid: string, input: UpdateProfileInput) =>
  apiPost<AuthClientResponse>(`/api/client/update-profile/${encodeURIComponent(uuid)}`, input);

/** POST /api/client/contact-us → 201 {message} */
export const sendContactMessage = (input: ContactUsInput) => apiPost<MessageResponse>('/api/client/contact-us', input);

/** POST /api/client/forgot-password → the same {message} whether or not the e-mail is registered */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiPost<MessageResponse>('/api/client/forgot-password', input);

/** POST /api/client/reset-password → a new session and a message */
export const resetPassword = (input: ResetPasswordInput) =>
  apiPost<SessionResponse>('/api/client/reset-password', input);
