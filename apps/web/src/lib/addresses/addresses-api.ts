import type { Address, AddressBodyInput, DataEnvelope } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../api-client';

/** The client's address book (`/api/client/addresses`), shared by the address book page and the checkout picker. */
export const addressesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['addresses', token],
    enabled: !!token,
    staleTime: 60_000,
    queryFn: ({ signal }) => apiGet<DataEnvelope<Address[]>>('/api/client/addresses', { signal }).then((r) => r.data),
  });

type Saved = { data: Address; message: string };

export const createAddress = (body: AddressBodyInput) => apiPost<Saved>('/api/client/addresses', body);

export const updateAddress = (uuid: string, body: AddressBodyInput) =>
  apiPut<Saved>(`/api/client/addresses/${encodeURIComponent(uuid)}`, body);

export const makeDefaultAddress = (uuid: string) =>
  apiPost<Saved>(`/api/client/addresses/${encodeURIComponent(uuid)}/default`);

export const deleteAddress = (uuid: string) =>
  apiDelete<{ message: string }>(`/api/client/addresses/${encodeURIComponent(uuid)}`);
