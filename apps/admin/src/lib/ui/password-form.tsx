import type { StaffPasswordChange } from '@dukkan/contracts';
import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { showServerErrors } from '../form-errors';
import { useSchemaForm } from '../schema-form';
import { PasswordInput } from './field';

/** A new password, its confirmation and the member's own current password (the same fields for both routes that take them). */
export type PasswordValues = StaffPasswordChange;
type PasswordName = keyof PasswordValues;
const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };
const AUTOCOMPLETE: Record<PasswordName, 'current-password' | 'new-password'> = {
  current_password: 'current-password',
  password: 'new-password',
  password_confirmation: 'new-password',
};

/**
 * A form of a new password with the member's own current one, checked by the API's schema in the member's language:
 * the member's own (`staffPasswordChangeSchema`) or another member's that an owner sets (`staffPasswordSetSchema`).
 * `fields` is their order on the screen, for the keyboard to go to the first one the API refuses.
 */
export function usePasswordForm(schema: ZodType<PasswordValues, PasswordValues>, fields: readonly PasswordName[]) {
  const { t } = useTranslation();
  const form = useSchemaForm<PasswordValues, PasswordValues>(schema, EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  return {
    form,
    /** what the API refused that belongs to no field, or a lost connection */
    formError,
    /** the submit handler: `send` gets the checked values */
    submit: (send: (values: PasswordValues) => void) =>
      form.handleSubmit((values) => {
        setFormError(null);
        send(values);
      }),
    /** a refusal's field errors go to their fields, anything else above the form */
    refused: (error: unknown) => setFormError(showServerErrors(error, form.setError, fields, t('app.networkError'))),
    /** empties the form: the passwords do not stay in the page */
    clear: () => {
      form.reset(EMPTY);
      setFormError(null);
    },
  };
}

/** One of a password form's fields. */
export function PasswordField({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<PasswordValues, unknown, PasswordValues>;
  name: PasswordName;
  label: ReactNode;
  hint?: string;
}) {
  return (
    <PasswordInput
      label={label}
      error={form.formState.errors[name]?.message}
      autoComplete={AUTOCOMPLETE[name]}
      field={form.register(name)}
      {...(hint === undefined ? {} : { hint })}
    />
  );
}
