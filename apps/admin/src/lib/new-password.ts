import { PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@dukkan/contracts';
import { z } from 'zod';

/**
 * A new staff password and its confirmation, as the API takes them (`staffPasswordSchema` in the contracts: at least
 * 10 characters, with letters and digits); messages are i18n keys. The API checks again and has the last word (it also
 * refuses a password that holds the e-mail's name).
 */
const newPassword = {
  password: z
    .string()
    .min(STAFF_PASSWORD_MIN, 'password.short')
    .max(PASSWORD_MAX, 'password.long')
    .refine((p) => /\p{L}/u.test(p) && /\p{Nd}/u.test(p), 'password.weak'),
  password_confirmation: z.string(),
};
const same = (d: { password: string; password_confirmation: string }) => d.password === d.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: 'password.mismatch' };

/**
 * A new password with the member's own current one: their own (on their account page), or another member's that an
 * owner sets.
 */
export const passwordChangeSchema = z
  .object({ current_password: z.string().min(1, 'password.currentRequired'), ...newPassword })
  .refine(same, mismatch);
