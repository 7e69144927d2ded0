import type { Locale } from '@dukkan/contracts';
import { useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useFormSummary } from '../../lib/form-errors';
import { useLocale } from '../../lib/i18n';
import { useLocalizedErrors } from './use-localized-errors';

/** A form checked with the resolver for the shopper's language; its client-side messages follow a language switch. */
export function useAccountForm<T extends FieldValues, O = T>(
  resolverFor: (locale: Locale) => Resolver<T, unknown, O>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T, unknown, O> {
  const locale = useLocale();
  const resolver = useMemo(() => resolverFor(locale), [resolverFor, locale]);
  const form = useForm<T, unknown, O>({ defaultValues, resolver });
  useLocalizedErrors(locale, form.formState.errors, form.trigger);
  return form;
}

/** A field's react-hook-form registration (name, ref, handlers) with its first error, to spread on a field. */
export type BoundField = UseFormRegisterReturn & { error: string | undefined };

export function fieldBinder<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
): (name: Path<T>) => BoundField {
  return (name) => ({ ...form.register(name), error: form.getFieldState(name, form.formState).error?.message });
}

/**
 * The message for the whole form, and `submit`, which clears it, runs the call and, when the call fails,
 * puts its field errors beside their fields and shows the rest. The message goes once the fields are fixed.
 */
export function useFormError<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly Path<T>[],
): { formError: string | null; submit: (call: () => Promise<void>) => Promise<void> } {
  const { t } = useTranslation();
  const [formError, setFormError] = useFormSummary<string>(form.formState.errors);
  const submit = async (call: () => Promise<void>) => {
    setFormError(null);
    try {
      await call();
    } catch (error) {
      setFormError(
        applyServerErrors(error, { fields, setError: form.setError, fallback: t('common.unexpectedError') }),
      );
    }
  };
  return { formError, submit };
}
