import { CUSTOM, type Locale } from '@dukkan/contracts';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface PasswordPair extends FieldValues {
  password: string;
  password_confirmation: string;
}

/**
 * The shared schema checks the confirmation only once every other field is valid (zod runs object
 * refinements after the fields). In the browser the shopper sees a mismatch at once, with the server's message.
 */
export function withPasswordMatch<T extends PasswordPair, C, O>(
  resolver: Resolver<T, C, O>,
  locale: Locale,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, FieldError | undefined>;
    const mismatch = values.password !== '' && values.password !== values.password_confirmation;
    if (!mismatch || Object.keys(errors).length === 0 || errors['password_confirmation']) return result;
    const confirmation: FieldError = { type: 'custom', message: CUSTOM.password_confirmation[locale] };
    return { values: {}, errors: { ...result.errors, password_confirmation: confirmation } as FieldErrors<T> };
  };
}
