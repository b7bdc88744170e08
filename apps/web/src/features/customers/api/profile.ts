import { useQueryClient } from '@tanstack/react-query';
import type {
  AddressesResponse,
  SavedAddress,
  UpdateProfileInput,
  UpdateProfileResponse,
} from '@shop/contract';
import { confirmEmailChange as confirmEmailChangeRoute } from '@shop/contract/auth/routes';
import { updateProfile as updateProfileRoute } from '@shop/contract/customers/routes';
import { call } from '../../../lib/api-client';
import { authQueryKey } from '../../../lib/api/check-auth';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { addressesQuery } from '../../../lib/api/addresses';
import { updateAddresses } from '../../checkout/api/addresses';
import { profileQuery } from './get-profile';

/** The server runs the customer data check (400 with `errors`). */
export const updateProfile = (input: UpdateProfileInput) =>
  call(updateProfileRoute, { body: input });

/** The mailed link's token; works without a session. */
export const confirmEmailChange = (token: string) =>
  call(confirmEmailChangeRoute, { body: { token } });

/** The saved profile replaces the cached one; the navbar, which greets by name, asks again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: updateProfile,
    onSuccess: (result: UpdateProfileResponse) => {
      queryClient.setQueryData(profileQuery().queryKey, result.profile);
      void queryClient.invalidateQueries({ queryKey: authQueryKey });
    },
  });
}

/**
 * The profile's billing address, saved through the address call: the saved addresses and
 * the profile (which shows the billing address) are asked again, the profile awaited.
 */
export function useSaveBillingAddress() {
  const queryClient = useQueryClient();
  return useCallMutation<AddressesResponse, SavedAddress>({
    mutationFn: (billing: SavedAddress) => updateAddresses({ billing }),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: addressesQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}

/** The account's e-mail changed: the navbar and the dashboard read it again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useCallMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
