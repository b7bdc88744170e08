import { useQueryClient } from '@tanstack/react-query';
import type { AddressesResponse, SavedAddress } from '@shop/contract';
import { updateAddresses as updateAddressesRoute } from '@shop/contract/customers/routes';
import { call } from '../../../lib/api-client';
import { addressesQuery } from '../../../lib/api/addresses';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const updateAddresses = (change: { shipping?: SavedAddress; billing?: SavedAddress }) =>
  call(updateAddressesRoute, { body: change });

/** The checkout's address edit: the saved addresses answered replace the cached ones. */
export function useSaveAddress(
  kind: 'shipping' | 'billing' | null,
  reactions: MutationReactions<AddressesResponse, SavedAddress> = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: (value: SavedAddress) => updateAddresses({ [kind!]: value }),
      onSuccess: (data: AddressesResponse) =>
        queryClient.setQueryData(addressesQuery().queryKey, data.addresses),
    },
    reactions,
  );
}
