import type { Address } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListsTranslation } from '../../../lib/i18n/lists';
import { ApiError } from '../../../lib/api-client';
import { deliveryCitiesQueryOptions } from '../../../lib/api/get-delivery-cities';
import { useLocale, useLocalized } from '../../../lib/i18n';
import { SelectField, TextField } from '../../../lib/ui/form-field';
import { Spinner } from '../../../lib/ui/states';
import { ADDRESS_FIELDS, addressBody, checkAddress, type AddressFormValues } from '../address-form-values';

/** Creates or changes an address; the browser checks it with the API's own schema, then the API checks it again. */
export function AddressForm({
  title,
  defaults,
  showDefault,
  onSubmit,
  onCancel,
}: {
  title: string;
  defaults: AddressFormValues;
  /** the first address is the default anyway; an address that is the default cannot be unset */
  showDefault: boolean;
  onSubmit: (body: ReturnType<typeof addressBody>) => Promise<Address>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { t: tl } = useListsTranslation();
  const locale = useLocale();
  const localized = useLocalized();
  const cities = useQuery(deliveryCitiesQueryOptions());
  const form = useForm<AddressFormValues>({ defaultValues: defaults });
  const { register, setError, formState, handleSubmit, clearErrors, setFocus } = form;
  // the form opens where the button that asked for it was: the keyboard goes to its first field, not the page's body
  useEffect(() => setFocus('label'), [setFocus]);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** What each field carries: its registration, its label and its first error. */
  const field = (name: (typeof ADDRESS_FIELDS)[number], label: string) => ({
    ...register(name),
    label,
    error: formState.errors[name]?.message,
  });

  const showFieldErrors = (errors: Record<string, string[]>): boolean => {
    let first = true;
    let matched = false;
    for (const field of ADDRESS_FIELDS) {
      const message = errors[field]?.[0];
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
      matched = true;
    }
    return matched;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    clearErrors();
    const problems = checkAddress(values, locale);
    if (problems) {
      showFieldErrors(problems);
      setFormError(tl('addresses.checkFields'));
      return;
    }
    setPending(true);
    try {
      await onSubmit(addressBody(values));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && showFieldErrors(error.fieldErrors)) {
        setFormError(tl('addresses.checkFields'));
      } else {
        setFormError(
          error instanceof ApiError && error.status > 0 && error.status < 500
            ? error.message
            : t('common.unexpectedError'),
        );
      }
    } finally {
      setPending(false);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="address-form-title"
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200/70 sm:p-6"
      data-testid="address-form"
    >
      <h2 id="address-form-title" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('label', tl('addresses.label'))} hint={tl('addresses.labelHint')} dir="auto" />
        <SelectField
          {...field('city_id', tl('addresses.city'))}
          placeholder={tl('addresses.chooseCity')}
          options={(cities.data ?? []).map((city) => ({ value: String(city.id), label: localized(city.name) }))}
        />
        <TextField {...field('recipient_name', tl('addresses.recipientName'))} autoComplete="name" dir="auto" />
        <TextField
          {...field('phone', tl('addresses.phone'))}
          hint={tl('addresses.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
        />
      </div>
      <TextField
        {...field('address_line', tl('addresses.addressLine'))}
        hint={tl('addresses.addressLineHint')}
        autoComplete="street-address"
        dir="auto"
      />
      <TextField {...field('notes', tl('addresses.notes'))} hint={tl('addresses.notesHint')} dir="auto" />
      {showDefault && (
        <label className="flex items-center gap-3 text-slate-800">
          <input type="checkbox" {...register('is_default')} className="size-5 accent-teal-700" />
          {tl('addresses.makeDefault')}
        </label>
      )}
      {formError && (
        <p
          role="alert"
          className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800"
          data-testid="address-form-error"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={pending}
          data-testid="address-save"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
        >
          {pending && <Spinner className="size-5 border-white border-t-transparent" />}
          {pending ? tl('addresses.saving') : tl('addresses.save')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-12 rounded-xl px-5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {tl('addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
