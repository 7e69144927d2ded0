import { z } from 'zod';

/** The data each kind of message carries in the outbox: values and codes only; the templates make the text. */
const orderPayload = z.object({
  uuid: z.string(),
  number: z.string(),
  first_name: z.string(),
  delivery_method: z.string(),
  /** what comes off and on after the lines (whose amounts hold their own discount and tax), so the message adds up;
   * absent from messages queued before they were carried */
  code_discount_milli: z.number().int().optional(),
  delivery_fee_milli: z.number().int().optional(),
  total_milli: z.number().int(),
  lines: z.array(
    z.object({
      name_ar: z.string(),
      name_en: z.string(),
      quantity: z.number().int(),
      line_total_milli: z.number().int(),
    }),
  ),
  /** the phone tracking matches (local 09… form), for the tracking link; null when the order has none */
  track_phone: z.string().nullable().optional(),
  /** the single-use confirmation link's token (cash-on-delivery confirmation on); cleared once the message is sent */
  confirm_token: z.string().nullable().optional(),
});

const localizedName = z.object({ ar: z.string(), en: z.string() });

export const payloadSchemas = {
  order_placed: orderPayload,
  new_order: orderPayload.extend({
    client_name: z.string(),
    phone: z.string().nullable(),
    /** where a delivery goes; absent from messages queued before they were carried */
    city: localizedName.nullable().optional(),
    near_place: z.string().nullable().optional(),
  }),
  password_reset: z.object({
    first_name: z.string(),
    email: z.string(),
    token: z.string(),
    ttl_minutes: z.number().int(),
  }),
  contact_notice: z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string() }),
  /**
   * The shopper's notice that their password or their e-mail was changed, sent to the e-mail the account had, so that
   * a change they did not make does not go unseen; `new_email` is the new address half hidden ("h***@example.ly")
   */
  account_changed: z.object({
    first_name: z.string(),
    change: z.enum(['password', 'email']),
    new_email: z.string().nullable(),
  }),
  /**
   * A staff member's notice that their back-office password was changed, to their e-mail: by themselves
   * (`set_by` null) or by an owner (`set_by` the owner's name), so that a change they did not make does not go unseen
   */
  // `two_step_off`: an owner turned off the member's two-step login (a lost authenticator) rather than set a password
  staff_password: z.object({ name: z.string(), set_by: z.string().nullable(), two_step_off: z.boolean().optional() }),
  /** fixed text, nothing of what was typed: the form must not let anyone mail their words to any address */
  contact_ack: z.object({}),
  /** the shopper's notice of a new status (staff's change or their own cancellation) */
  status_changed: z.object({
    uuid: z.string(),
    number: z.string(),
    first_name: z.string(),
    status: z.string(),
    status_name: localizedName,
    track_phone: z.string().nullable(),
  }),
  /** the shop's notice that a shopper cancelled their order */
  order_cancelled: z.object({
    uuid: z.string(),
    number: z.string(),
    client_name: z.string(),
    phone: z.string().nullable(),
    total_milli: z.number().int(),
  }),
  /** staff's answer to a contact message: their text, and the message it answers (quoted below it) */
  contact_reply: z.object({
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    original_subject: z.string(),
    original_message: z.string(),
    original_at: z.string(),
  }),
} as const;

export type MessageKind = keyof typeof payloadSchemas;
export type Payload<K extends MessageKind> = z.output<(typeof payloadSchemas)[K]>;
export type OrderPayload = z.output<typeof orderPayload>;

/** Kinds whose data must not outlive the send (a reset link's token). */
export const SENSITIVE_KINDS: ReadonlySet<string> = new Set<MessageKind>(['password_reset']);

/**
 * A shopper's messages go to whatever e-mail and phone an order or a form was given, which nobody has verified: one
 * guest could place and cancel orders in someone else's name and have the shop mail and text them without end (an
 * attacker review sent 50 of each in a minute; SMS costs the shop money). At most `OUTBOX_RECIPIENT_HOURLY_MAX` (20) of
 * these reach one address or number in an hour; the rest are kept as skipped. The shop's own notices are not counted,
 * nor is a password reset or the notice of a changed password or e-mail (their requests have limits of their own, and
 * a flood of orders must not keep an account holder from resetting their password, nor hide a change from them).
 */
export const RECIPIENT_LIMITED_KINDS: ReadonlySet<string> = new Set<MessageKind>([
  'order_placed',
  'status_changed',
  'contact_ack',
]);

export const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(payloadSchemas, kind);
