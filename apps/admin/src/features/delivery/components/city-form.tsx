import type { AdminDeliveryCity } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/i18n';
import { ArEnFields, Field } from '../../../lib/ui/field';
import { FormAlert, GridCheckbox, GridFormActions, useSaveForm } from '../../../lib/ui/list-editing';
import { inputClass } from '../../../lib/ui/states';
import { useCountries, useSaveCity } from '../api/delivery';

interface Values {
  country_id: string;
  name_ar: string;
  name_en: string;
  is_delivery: boolean;
}
const FIELDS = ['country_id', 'name_ar', 'name_en', 'is_delivery'];

/** Adds a city, or renames one and turns delivery to it on or off. */
export function CityForm({ city, onDone }: { city: AdminDeliveryCity | null; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countries = useCountries();
  const save = useSaveCity();
  const form = useSaveForm<Values>(
    {
      country_id: city ? String(city.country_id) : '',
      name_ar: city?.name.ar ?? '',
      name_en: city?.name.en ?? '',
      is_delivery: city?.is_delivery ?? true,
    },
    FIELDS,
  );
  const { register, handleSubmit, errors, formError, submit } = form;
  const onSubmit = handleSubmit((v) => {
    const countryId = Number(v.country_id || countries.data?.[0]?.id);
    submit(save, { id: city?.id ?? null, body: { ...v, country_id: countryId } }, () => t('places.saved'), onDone);
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormAlert message={formError} className="sm:col-span-2 lg:col-span-4" />
      <Field label={t('places.country')} error={errors.country_id?.message}>
        {(props) => (
          <select {...props} {...register('country_id')} className={inputClass}>
            {(countries.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name[locale]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ArEnFields name="name" labels={[t('places.cityAr'), t('places.cityEn')]} form={form} />
      <GridCheckbox label={t('places.delivers')} input={register('is_delivery')} />
      <GridFormActions saving={save.isPending} onCancel={onDone} className="flex gap-2 sm:col-span-2 lg:col-span-4" />
    </form>
  );
}
