import { DELIVERY_METHODS, normalizeLibyanPhone, type SaleBodyInput } from '@dukkan/contracts';
import { z } from 'zod';
import type { SummaryLine } from './checkout-summary';

/** Keys of `checkout.*` texts used as client-side validation messages. */
export type CheckoutMessage = 'required' | 'tooShort' | 'phoneInvalid';

/** What the checkout form holds; selects keep ids as strings. */
export const checkoutFieldsSchema = z.object({
  delivery_method: z.enum(DELIVERY_METHODS),
  city_id: z.string(),
  service_package_id: z.string(),
  near_place: z.string(),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  /** a guest who chose "continue as a guest": name and phone make a subscriber before ordering */
  as_guest: z.boolean(),
  guest_name: z.string(),
  guest_phone: z.string(),
});

/** The form's fields with what each needs (the delivery fields for delivery, the guest's when ordering as a guest). */
export const checkoutFormSchema = checkoutFieldsSchema.superRefine((v, ctx) => {
  const fail = (path: string, message: CheckoutMessage) => ctx.addIssue({ code: 'custom', path: [path], message });
  const text = (path: 'near_place' | 'receiver_name' | 'guest_name', value: string) => {
    const length = value.trim().length;
    if (length === 0) fail(path, 'required');
    else if (length < 2) fail(path, 'tooShort');
  };
  const phone = (path: 'receiver_phone' | 'guest_phone', value: string) => {
    if (!value.trim()) fail(path, 'required');
    else if (normalizeLibyanPhone(value) === null) fail(path, 'phoneInvalid');
  };
  if (v.delivery_method === 'delivery_company') {
    if (!v.city_id) fail('city_id', 'required');
    if (!v.service_package_id) fail('service_package_id', 'required');
    text('near_place', v.near_place);
    text('receiver_name', v.receiver_name);
    phone('receiver_phone', v.receiver_phone);
  }
  if (v.as_guest) {
    text('guest_name', v.guest_name);
    phone('guest_phone', v.guest_phone);
  }
});

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
export type CheckoutField = keyof CheckoutForm;

/** The fields in the order the form shows them (the first with a server error is focused). */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'guest_name',
  'guest_phone',
  'delivery_method',
  'city_id',
  'service_package_id',
  'near_place',
  'receiver_name',
  'receiver_phone',
];

export const emptyCheckoutForm: CheckoutForm = {
  delivery_method: 'pickup',
  city_id: '',
  service_package_id: '',
  near_place: '',
  receiver_name: '',
  receiver_phone: '',
  as_guest: false,
  guest_name: '',
  guest_phone: '',
};

/**
 * The body of POST /sales. The schema is strict, so optional fields are left out rather than sent empty:
 * the delivery fields only for delivery, the code only when one is applied. `expected_price` is the unit price
 * the cart showed and `expected_total` the total on screen, so the server can say when either changed.
 */
export function toSaleBody(
  form: CheckoutForm,
  lines: (SummaryLine & { uuid: string })[],
  opts: { discountCode: string | null; expectedTotal: number },
): SaleBodyInput {
  const body: SaleBodyInput = {
    products: lines.map((l) => ({ uuid: l.uuid, quantity: l.quantity, expected_price: l.selling_price_after_tax })),
    delivery_method: form.delivery_method,
    payment_method: 'cash_on_delivery',
    expected_total: opts.expectedTotal,
  };
  if (form.delivery_method === 'delivery_company') {
    body.city_id = Number(form.city_id);
    body.service_package_id = Number(form.service_package_id);
    body.near_place = form.near_place.trim();
    body.receiver_name = form.receiver_name.trim();
    body.receiver_phone = form.receiver_phone.trim();
  }
  if (opts.discountCode) body.discount_code = opts.discountCode;
  return body;
}

/** A guest's full name as the subscriber's first and last name. */
export function splitName(fullName: string): { first_name: string; last_name?: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.join(' ');
  return last ? { first_name: first, last_name: last } : { first_name: first };
}

/** Server field errors that belong to a field of the form (the subscriber's name and phone are the guest's). */
export function formFieldOf(serverField: string): CheckoutField | null {
  switch (serverField) {
    case 'delivery_method':
    case 'city_id':
    case 'service_package_id':
    case 'near_place':
    case 'receiver_name':
    case 'receiver_phone':
      return serverField;
    case 'first_name':
    case 'last_name':
      return 'guest_name';
    case 'phone':
      return 'guest_phone';
    default:
      return null;
  }
}
