import {
  type Address,
  type AddressBodyInput,
  addressBodySchema,
  type FieldErrors,
  parseLocalized,
  type Locale,
} from '@dukkan/contracts';
import { toLocalPhone } from '../../lib/phone';

/** The address form: every control holds text (the city as its id), and the default as a checkbox. */
export interface AddressFormValues {
  label: string;
  recipient_name: string;
  phone: string;
  city_id: string;
  address_line: string;
  notes: string;
  is_default: boolean;
}

export const ADDRESS_FIELDS = [
  'label',
  'recipient_name',
  'phone',
  'city_id',
  'address_line',
  'notes',
  'is_default',
] as const satisfies readonly (keyof AddressFormValues)[];

export const emptyAddress = (recipient = '', phone = ''): AddressFormValues => ({
  label: '',
  recipient_name: recipient,
  phone: toLocalPhone(phone),
  city_id: '',
  address_line: '',
  notes: '',
  is_default: false,
});

export const addressValues = (address: Address): AddressFormValues => ({
  label: address.label,
  recipient_name: address.recipient_name,
  phone: toLocalPhone(address.phone),
  city_id: String(address.city_id),
  address_line: address.address_line,
  notes: address.notes ?? '',
  is_default: address.is_default,
});

/** The request body the API's schema takes, exactly its fields. */
export function addressBody(values: AddressFormValues): AddressBodyInput {
  return {
    label: values.label,
    recipient_name: values.recipient_name,
    phone: values.phone,
    city_id: values.city_id,
    address_line: values.address_line,
    notes: values.notes,
    ...(values.is_default ? { is_default: true } : {}),
  };
}

/** The same checks the server makes, with its messages in the shopper's language; null when the form is fine. */
export function checkAddress(values: AddressFormValues, locale: Locale): FieldErrors | null {
  const result = parseLocalized(addressBodySchema, addressBody(values), locale);
  return result.success ? null : result.errors;
}
