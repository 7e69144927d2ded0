import type { City, Country, DataEnvelope, Paged } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The shop is in Libya: it leads the country list and is the default choice. */
export const HOME_COUNTRY_CODE = 'LY';

/** Libya first, then the others in the API's order. */
export function homeCountryFirst(countries: readonly Country[]): Country[] {
  return [...countries].sort((a, b) => Number(b.code === HOME_COUNTRY_CODE) - Number(a.code === HOME_COUNTRY_CODE));
}

/** GET /api/client/countries (paged); one page of 100 holds every country the shop serves. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) =>
      apiGet<Paged<Country>>('/api/client/countries', { query: { limit: 100 }, signal }).then((r) =>
        homeCountryFirst(r.data),
      ),
    staleTime: 60 * 60_000,
  });

/** GET /api/client/countries/{country_id}/cities */
export const citiesQueryOptions = (countryId: string) =>
  queryOptions({
    queryKey: ['countries', countryId, 'cities'],
    enabled: /^\d+$/.test(countryId),
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<City[]>>(`/api/client/countries/${encodeURIComponent(countryId)}/cities`, { signal }).then(
        (r) => r.data,
      ),
    staleTime: 60 * 60_000,
  });
