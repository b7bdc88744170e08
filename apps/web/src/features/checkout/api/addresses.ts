import { queryOptions } from '@tanstack/react-query';
import type { AddressesResponse, SavedAddress } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const addressesQuery = () =>
  queryOptions({
    queryKey: ['customer', 'addresses'],
    queryFn: async () => (await api.get<AddressesResponse>('/customer/addresses')).addresses,
  });

export const updateAddresses = (change: { shipping?: SavedAddress; billing?: SavedAddress }) =>
  api.put<AddressesResponse>('/customer/addresses', change);
