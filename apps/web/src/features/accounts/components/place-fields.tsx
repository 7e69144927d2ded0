import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n';
import { citiesQueryOptions, countriesQueryOptions } from '../api/get-places';
import { SelectField } from '../../../lib/ui/form-field';

type PlaceName = 'country_id' | 'city_id';

/**
 * Country, then the cities of that country. Libya leads the list and is chosen when nothing is;
 * a new country empties the city. Works in any form with `country_id` and `city_id` text fields;
 * `setPlace` is the form's setValue for them.
 */
export function PlaceFields<T extends FieldValues & Record<PlaceName, string>, O>({
  control,
  setPlace,
}: {
  control: Control<T, unknown, O>;
  setPlace: (name: PlaceName, value: string) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const countryName = 'country_id' as Path<T>;
  const cityName = 'city_id' as Path<T>;
  const countryId = String(useWatch({ control, name: countryName }) ?? '');
  const countries = useQuery(countriesQueryOptions());
  const cities = useQuery(citiesQueryOptions(countryId));
  const homeCountryId = countries.data?.[0]?.id;

  useEffect(() => {
    if (!countryId && homeCountryId !== undefined) setPlace('country_id', String(homeCountryId));
  }, [countryId, homeCountryId, setPlace]);

  const cityPlaceholder = !countryId
    ? t('accounts.chooseCountryFirst')
    : cities.isPending
      ? t('common.loading')
      : t('accounts.chooseCity');

  return (
    <>
      <Controller
        control={control}
        name={countryName}
        render={({ field, fieldState }) => (
          <SelectField
            label={t('accounts.country')}
            name="country_id"
            ref={field.ref}
            value={countryId}
            onChange={(e) => {
              field.onChange(e.target.value);
              setPlace('city_id', '');
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message ?? (countries.isError ? t('accounts.placesFailed') : undefined)}
            placeholder={countries.isPending ? t('common.loading') : t('accounts.chooseCountry')}
            options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: localized(c.name) }))}
          />
        )}
      />
      <Controller
        control={control}
        name={cityName}
        render={({ field, fieldState }) => (
          <SelectField
            label={t('accounts.city')}
            name="city_id"
            ref={field.ref}
            value={String(field.value ?? '')}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            disabled={!countryId}
            error={fieldState.error?.message ?? (cities.isError ? t('accounts.placesFailed') : undefined)}
            placeholder={cityPlaceholder}
            options={(cities.data ?? []).map((c) => ({ value: String(c.id), label: localized(c.name) }))}
          />
        )}
      />
    </>
  );
}
