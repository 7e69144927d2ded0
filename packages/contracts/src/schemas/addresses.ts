import { z } from 'zod';
import { localizedSchema, queryInt } from './common.js';
import { phoneSchema } from './accounts.js';
import { shopperText } from './text.js';

/**
 * The client's address book (issue 11): several delivery addresses, exactly one of them the default.
 * See docs/decisions/0050-address-book-and-wishlist.md. The checkout request (POST /api/client/sales) is unchanged:
 * the storefront fills its `city_id`, `near_place`, `receiver_name` and `receiver_phone` from the chosen address.
 */
export const ADDRESS_LIMITS = { maxPerClient: 20, label: 40, recipientName: 100, addressLine: 150, notes: 45 } as const;

/** What the shopper sends when creating or changing an address (the whole address each time). */
export const addressBodySchema = z.strictObject({
  label: shopperText({ max: ADDRESS_LIMITS.label }),
  recipient_name: shopperText({ min: 2, max: ADDRESS_LIMITS.recipientName, person: true }),
  /** a Libyan mobile number in any common writing; stored and answered as +2189XXXXXXXX */
  phone: phoneSchema,
  /** a city delivery companies serve (GET /api/client/get/cities) */
  city_id: queryInt({ min: 1, max: 2_147_483_647 }),
  /** the street, building and nearest landmark: sent as the order's `near_place` */
  address_line: shopperText({ min: 2, max: ADDRESS_LIMITS.addressLine }),
  /** directions for the courier, optional; appended to `near_place` at checkout */
  notes: shopperText({ min: 0, max: ADDRESS_LIMITS.notes }).optional(),
  /** make this the default address; the first address is the default whatever this says */
  is_default: z.boolean().optional(),
});
export type AddressBody = z.output<typeof addressBodySchema>;
export type AddressBodyInput = z.input<typeof addressBodySchema>;

export const addressSchema = z.object({
  uuid: z.uuid(),
  label: z.string(),
  recipient_name: z.string(),
  /** canonical +2189XXXXXXXX */
  phone: z.string(),
  city_id: z.number().int(),
  city: z.object({ id: z.number().int(), name: localizedSchema }),
  address_line: z.string(),
  notes: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * The order's `near_place` for an address: the address line, then the courier's notes. Bounded so it always fits
 * the order's 200 characters (150 + 3 + 45).
 */
export function nearPlaceOf(address: Pick<Address, 'address_line' | 'notes'>): string {
  return address.notes ? `${address.address_line} — ${address.notes}` : address.address_line;
}
