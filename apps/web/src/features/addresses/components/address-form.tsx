import type { Address } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListsTranslation } from '../../../lib/i18n/lists';
import { ApiError } from '../../../lib/api-client';
import { deliveryCitiesQueryOptions } from '../../../lib/api/get-delivery-cities';
import { useLocale, useLocalized } from '../../../lib/i18n';
import { Spinner } from '../../../lib/ui/states';
import { ADDRESS_FIELDS, addressBody, checkAddress, type AddressFormValues } from '../address-form-values';
import { AddressField, controlClass } from './address-field';

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
  const { register, setError, formState, handleSubmit, clearErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorOf = (name: (typeof ADDRESS_FIELDS)[number]) => formState.errors[name]?.message;

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
        <AddressField
          name="label"
          label={tl('addresses.label')}
          hint={tl('addresses.labelHint')}
          error={errorOf('label')}
        >
          {(aria) => (
            <input {...aria} {...register('label')} dir="auto" className={controlClass(!!aria['aria-invalid'])} />
          )}
        </AddressField>
        <AddressField name="city_id" label={tl('addresses.city')} error={errorOf('city_id')}>
          {(aria) => (
            <select {...aria} {...register('city_id')} className={controlClass(!!aria['aria-invalid'])}>
              <option value="">{tl('addresses.chooseCity')}</option>
              {cities.data?.map((city) => (
                <option key={city.id} value={String(city.id)}>
                  {localized(city.name)}
                </option>
              ))}
            </select>
          )}
        </AddressField>
        <AddressField name="recipient_name" label={tl('addresses.recipientName')} error={errorOf('recipient_name')}>
          {(aria) => (
            <input
              {...aria}
              {...register('recipient_name')}
              autoComplete="name"
              dir="auto"
              className={controlClass(!!aria['aria-invalid'])}
            />
          )}
        </AddressField>
        <AddressField
          name="phone"
          label={tl('addresses.phone')}
          hint={tl('addresses.phoneHint')}
          error={errorOf('phone')}
        >
          {(aria) => (
            <input
              {...aria}
              {...register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              className={controlClass(!!aria['aria-invalid'])}
            />
          )}
        </AddressField>
      </div>
      <AddressField
        name="address_line"
        label={tl('addresses.addressLine')}
        hint={tl('addresses.addressLineHint')}
        error={errorOf('address_line')}
      >
        {(aria) => (
          <input
            {...aria}
            {...register('address_line')}
            autoComplete="street-address"
            dir="auto"
            className={controlClass(!!aria['aria-invalid'])}
          />
        )}
      </AddressField>
      <AddressField
        name="notes"
        label={tl('addresses.notes')}
        hint={tl('addresses.notesHint')}
        error={errorOf('notes')}
      >
        {(aria) => (
          <input {...aria} {...register('notes')} dir="auto" className={controlClass(!!aria['aria-invalid'])} />
        )}
      </AddressField>
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
