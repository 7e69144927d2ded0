import { z } from 'zod';
import { normalizeLibyanPhone } from '../phone.js';
import { withMessage } from '../validation.js';
import { localizedSchema, queryInt } from './common.js';
import { isWellFormedText, shopperText } from './text.js';

/**
 * Request and response shapes of the client's account endpoints (spec sections 2–8).
 * Every request body is a strict object: a key the client may not set (id, uuid, is_subscriber,
 * password_hash, email_normalized, …) is answered with 422 on that key, never silently written.
 * See docs/decisions/0006-accounts.md.
 */

export const NAME_MAX = 60;
export const EMAIL_MAX = 190;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NEAR_PLACE_MAX = 200;
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 5000;
const PHONE_MAX = 40;

export const personNameSchema = shopperText({ max: NAME_MAX, person: true });

export const emailSchema = z.string().trim().min(1, { abort: true }).max(EMAIL_MAX, { abort: true }).pipe(z.email());

/** Passwords are taken as typed (no trimming), but one of blanks only is a slip of the thumb, not a password. */
export const passwordSchema = z
  .string()
  .min(1, { abort: true })
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine(isWellFormedText, withMessage('malformed_text'))
  .refine((s) => s.trim() !== '', withMessage('password_blank'));

/** A required number read by `normalize` to its canonical form, or the message `code` on the field. */
export const numberSchema = (normalize: (input: string) => string | null, code: 'phone' | 'shop_phone') =>
  z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(PHONE_MAX, { abort: true })
    .transform((value, ctx) => {
      const phone = normalize(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', input: value, ...withMessage(code) });
        return z.NEVER;
      }
      return phone;
    });

/** A Libyan mobile number in any accepted form, parsed to the canonical +2189XXXXXXXX. */
export const phoneSchema = numberSchema(normalizeLibyanPhone, 'phone');

/** An id from a select: a positive integer, also sent as a string (Arabic-Indic digits allowed). */
const idSchema = queryInt({ min: 1, max: 2_147_483_647 });

/** Adds the password confirmation check; it runs whenever both fields are text, even if other fields failed. */
export function confirmed<
  T extends z.ZodType<{ password?: string | undefined; password_confirmation?: string | undefined }>,
>(schema: T) {
  return schema.refine((d) => d.password === undefined || d.password === d.password_confirmation, {
    path: ['password_confirmation'],
    ...withMessage('password_confirmation'),
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | null;
      return typeof v === 'object' && v !== null && typeof v['password'] === 'string';
    },
  });
}

const registrationFields = {
  first_name: personNameSchema,
  last_name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  password_confirmation: z.string().max(PASSWORD_MAX),
  country_id: idSchema,
  city_id: idSchema,
  near_place: shopperText({ max: NEAR_PLACE_MAX }),
  phone: phoneSchema,
};

/** POST /api/client/registration */
export const registrationSchema = confirmed(z.strictObject(registrationFields));
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** POST /api/client/login. The password is not length-checked here, so old passwords keep working. */
export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { abort: true }).max(PASSWORD_MAX),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/client/create/subscriber: a light guest account so a guest can order. */
export const subscriberSchema = z.strictObject({
  first_name: personNameSchema,
  last_name: personNameSchema.optional(),
  phone: phoneSchema,
  email: emailSchema.optional(),
});
export type SubscriberInput = z.input<typeof subscriberSchema>;

/** POST /api/client/confirm-password */
export const confirmPasswordSchema = z.strictObject({
  password: z.string().min(1, { abort: true }).max(PASSWORD_MAX),
});
export type ConfirmPasswordInput = z.input<typeof confirmPasswordSchema>;

/**
 * POST /api/client/update-profile/{uuid}: the current password, then any registration field to change;
 * `password` with `password_confirmation` sets a new password. Nothing else can be changed.
 */
export const updateProfileSchema = confirmed(
  z.strictObject({
    current_password: z.string().min(1, { abort: true }).max(PASSWORD_MAX),
    first_name: registrationFields.first_name.optional(),
    last_name: registrationFields.last_name.optional(),
    email: registrationFields.email.optional(),
    password: registrationFields.password.optional(),
    password_confirmation: registrationFields.password_confirmation.optional(),
    country_id: registrationFields.country_id.optional(),
    city_id: registrationFields.city_id.optional(),
    near_place: registrationFields.near_place.optional(),
    phone: registrationFields.phone.optional(),
  }),
);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** POST /api/client/contact-us */
export const contactUsSchema = z.strictObject({
  name: shopperText({ max: NAME_MAX, person: true }),
  email: emailSchema,
  subject: shopperText({ max: SUBJECT_MAX }),
  message: shopperText({ max: MESSAGE_MAX, multiline: true }),
});
export type ContactUsInput = z.input<typeof contactUsSchema>;

/** POST /api/client/forgot-password */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/client/reset-password: the token and e-mail come from the link in the message. */
export const resetPasswordSchema = confirmed(
  z.strictObject({
    email: emailSchema,
    token: z.string().trim().min(1, { abort: true }).max(200),
    password: passwordSchema,
    password_confirmation: z.string().max(PASSWORD_MAX),
  }),
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

// ── responses ──

const placeSchema = z.object({ id: z.number().int(), name: localizedSchema });

/** The logged-in client as GET /api/client/auth-client answers it (`data`). Never holds the password hash. */
export const authClientSchema = z.object({
  uuid: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  /** canonical +2189XXXXXXXX */
  phone: z.string().nullable(),
  country_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  country: placeSchema.nullable(),
  city: placeSchema.nullable(),
  near_place: z.string().nullable(),
  /** a light guest account made by create/subscriber */
  is_subscriber: z.boolean(),
  created_at: z.string(),
});
export type AuthClient = z.infer<typeof authClientSchema>;

/** `data` of login, registration, create/subscriber and reset-password. */
export const sessionSchema = z.object({ access_token: z.string(), client: authClientSchema });
export type Session = z.infer<typeof sessionSchema>;

export const sessionResponseSchema = z.object({ data: sessionSchema, message: z.string().optional() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** create/subscriber: the spec reads a top-level `access_token`; it is in `data` too. */
export const subscriberResponseSchema = z.object({ access_token: z.string(), data: sessionSchema });
export type SubscriberResponse = z.infer<typeof subscriberResponseSchema>;

export const authClientResponseSchema = z.object({ data: authClientSchema, message: z.string().optional() });
export type AuthClientResponse = z.infer<typeof authClientResponseSchema>;

/** Answers that only confirm an action: logout, confirm-password, contact-us, forgot-password. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
