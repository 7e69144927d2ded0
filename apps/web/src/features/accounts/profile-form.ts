import { updateProfileSchema, type AuthClient } from '@dukkan/contracts';
import { z } from 'zod';
import { toLocalPhone } from '../../lib/phone';

/** The registration form: all of the user's fields; selects keep ids as text. */
export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country_id: string;
  city_id: string;
  near_place: string;
  password: string;
  password_confirmation: string;
}

export const REGISTRATION_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'country_id',
  'city_id',
  'near_place',
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof RegistrationValues)[];

/** The profile update form: the registration fields, an optional new password and the current password. */
export interface ProfileValues extends RegistrationValues {
  current_password: string;
}

export const PROFILE_FIELDS = [
  ...REGISTRATION_FIELDS,
  'current_password',
] as const satisfies readonly (keyof ProfileValues)[];

/** The form filled with the client's details; passwords always start empty. */
export function profileDefaults(client: AuthClient): ProfileValues {
  return {
    first_name: client.first_name,
    last_name: client.last_name,
    email: client.email ?? '',
    phone: toLocalPhone(client.phone),
    country_id: client.country_id === null ? '' : String(client.country_id),
    city_id: client.city_id === null ? '' : String(client.city_id),
    near_place: client.near_place ?? '',
    password: '',
    password_confirmation: '',
    current_password: '',
  };
}

/** Leaving both new-password fields empty keeps the password: they are then not sent. */
export function withoutEmptyPassword(values: ProfileValues): Partial<ProfileValues> {
  if (values.password !== '' || values.password_confirmation !== '') return values;
  const rest: Partial<ProfileValues> = { ...values };
  delete rest.password;
  delete rest.password_confirmation;
  return rest;
}

/** The API's update-profile schema, after dropping an unused new password. */
export const profileFormSchema = z.preprocess(
  (value: ProfileValues) => withoutEmptyPassword(value),
  updateProfileSchema,
);
