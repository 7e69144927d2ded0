import type { AdminServicePackage } from '@dukkan/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors, typedNumber } from '../../../lib/form-errors';
import { Field } from '../../../lib/ui/field';
import { inputClass, primaryButton, secondaryButton } from '../../../lib/ui/states';
import { useToast } from '../../../lib/ui/toast';
import { useSavePackage } from '../api/delivery';

interface Values {
  name_ar: string;
  name_en: string;
  price: string;
  expected_time_ar: string;
  expected_time_en: string;
  is_active: boolean;
}
const FIELDS = ['name_ar', 'name_en', 'price', 'expected_time_ar', 'expected_time_en', 'is_active'];

/** Adds a package to a city, or edits one: names, fee, expected times, active. */
export function PackageForm({
  cityId,
  pkg,
  onDone,
}: {
  cityId: number;
  pkg: AdminServicePackage | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePackage();
  const toast = useToast((s) => s.show);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      name_ar: pkg?.name.ar ?? '',
      name_en: pkg?.name.en ?? '',
      price: pkg ? String(pkg.price) : '',
      expected_time_ar: pkg?.expected_time.ar ?? '',
      expected_time_en: pkg?.expected_time.en ?? '',
      is_active: pkg?.is_active ?? true,
    },
  });
  const onSubmit = handleSubmit((v) => {
    setFormError(null);
    save.mutate(
      { cityId, id: pkg?.id ?? null, body: { ...v, price: typedNumber(v.price) as number } },
      {
        onSuccess: () => {
          toast(t('places.saved'));
          onDone();
        },
        onError: (error) => setFormError(showServerErrors(error, setError, FIELDS, t('app.networkError'))),
      },
    );
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 sm:col-span-2 lg:col-span-3">
          {formError}
        </p>
      )}
      <Field label={t('places.packageAr')} error={errors.name_ar?.message}>
        {(props) => <input {...props} {...register('name_ar')} dir="rtl" lang="ar" className={inputClass} />}
      </Field>
      <Field label={t('places.packageEn')} error={errors.name_en?.message}>
        {(props) => <input {...props} {...register('name_en')} dir="ltr" lang="en" className={inputClass} />}
      </Field>
      <Field label={t('places.fee')} error={errors.price?.message}>
        {(props) => <input {...props} {...register('price')} inputMode="decimal" dir="ltr" className={inputClass} />}
      </Field>
      <Field label={t('places.timeAr')} error={errors.expected_time_ar?.message}>
        {(props) => <input {...props} {...register('expected_time_ar')} dir="rtl" lang="ar" className={inputClass} />}
      </Field>
      <Field label={t('places.timeEn')} error={errors.expected_time_en?.message}>
        {(props) => <input {...props} {...register('expected_time_en')} dir="ltr" lang="en" className={inputClass} />}
      </Field>
      <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
        <input type="checkbox" {...register('is_active')} className="size-5 accent-teal-700" />
        {t('places.active')}
      </label>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? t('app.saving') : t('app.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('app.cancel')}
        </button>
      </div>
    </form>
  );
}
