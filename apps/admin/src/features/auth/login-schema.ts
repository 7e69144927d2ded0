import { z } from 'zod';

/** The login form; messages are i18n keys, translated where they are shown. */
export const loginSchema = z.object({
  email: z.string().trim().email('login.emailInvalid'),
  password: z.string().min(1, 'login.passwordRequired'),
  otp: z.union([z.literal(''), z.string().regex(/^\d{6}$/, 'login.otpInvalid')]).optional(),
});

export type LoginValues = z.infer<typeof loginSchema>;

export const otpSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'account.codeInvalid') });
