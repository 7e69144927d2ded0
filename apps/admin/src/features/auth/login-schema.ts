import { toAsciiDigits } from '@dukkan/contracts';
import { z } from 'zod';

/** Six digits as an authenticator shows them, typed on any keyboard: Arabic-Indic digits and spaces are taken. */
const sixDigits = (message: string) =>
  z
    .string()
    .transform((s) => toAsciiDigits(s).replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, message));

/** The login form; messages are i18n keys, translated where they are shown. */
export const loginSchema = z.object({
  email: z.string().trim().email('login.emailInvalid'),
  password: z.string().min(1, 'login.passwordRequired'),
  otp: z.union([z.literal(''), sixDigits('login.otpInvalid')]).optional(),
});

/** What the form holds (as typed) and what it sends (the code in ASCII digits). */
export type LoginValues = z.input<typeof loginSchema>;
export type LoginParsed = z.output<typeof loginSchema>;

export const otpSchema = z.object({ code: sixDigits('account.codeInvalid') });
