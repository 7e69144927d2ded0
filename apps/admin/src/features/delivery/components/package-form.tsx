import type { AdminServicePackage } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { typedNumber } from '../../../lib/form-errors';
import { ArEnFields, Field } from '../../../lib/ui/field';
import { FormAlert, GridCheckbox, GridFormActions, useSaveForm } from '../../../lib/ui/list-editing';
import { inputClass } from '../../../lib/ui/states';
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
  const form = useSaveForm<Values>(
    {
      name_ar: pkg?.name.ar ?? '',
      name_en: pkg?.name.en ?? '',
      price: pkg ? String(pkg.price) : '',
      expected_time_ar: pkg?.expected_time.ar ?? '',
      expected_time_en: pkg?.expected_time.en ?? '',
      is_active: pkg?.is_active ?? true,
    },
    FIELDS,
  );
  const { register, handleSubmit, errors, formError, submit } = form;
  const onSubmit = handleSubmit((v) => {
    submit(
      save,
      { cityId, id: pkg?.id ?? null, body: { ...v, price: typedNumber(v.price) as number } },
      () => t('places.saved'),
      onDone,
    );
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <FormAlert message={formError} className="sm:col-span-2 lg:col-span-3" />
      <ArEnFields name="name" labels={[t('places.packageAr'), t('places.packageEn')]} form={form} />
      <Field label={t('places.fee')} error={errors.price?.message}>
        {(props) => <input {...props} {...register('price')} inputMode="decimal" dir="ltr" className={inputClass} />}
      </Field>
      <ArEnFields name="expected_time" labels={[t('places.timeAr'), t('places.timeEn')]} form={form} />
      <GridCheckbox label={t('places.active')} input={register('is_active')} />
      <GridFormActions saving={save.isPending} onCancel={onDone} className="flex gap-2 sm:col-span-2 lg:col-span-3" />
    </form>
  );
}
