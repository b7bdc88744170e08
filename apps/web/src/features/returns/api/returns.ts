import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CustomerRma, RmaRequestInput } from '@shop/contract';
import {
  fileRma,
  getCustomerRma,
  getDevice,
  getRmaLabel,
  listCustomerRmas,
  listDevices,
  withdrawRma,
} from '@shop/contract/returns/routes';
import { call, routeUrl } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

/**
 * The customer's devices and their returns and warranty claims: My devices, the
 * request form (multipart, with photos), the list of RMAs and one RMA. A filed or withdrawn
 * request makes the devices and the RMAs stale (a device's open request changes with it).
 */
export const customerDevicesKey = ['customer', 'devices'] as const;
export const customerRmasKey = ['customer', 'rmas'] as const;

export const customerDevicesQuery = (page: number) =>
  queryOptions({
    queryKey: [...customerDevicesKey, 'page', page],
    queryFn: () => call(listDevices, { query: { page } }),
    placeholderData: keepPreviousData,
  });

export const customerDeviceQuery = (unitId: number) =>
  queryOptions({
    queryKey: [...customerDevicesKey, 'one', unitId],
    queryFn: async () => (await call(getDevice, { params: { id: unitId } })).device,
  });

export const customerRmasQuery = (page: number) =>
  queryOptions({
    queryKey: [...customerRmasKey, 'page', page],
    queryFn: () => call(listCustomerRmas, { query: { page } }),
    placeholderData: keepPreviousData,
  });

export const customerRmaQuery = (id: number) =>
  queryOptions({
    queryKey: [...customerRmasKey, 'one', id],
    queryFn: async () => (await call(getCustomerRma, { params: { id } })).rma,
  });

/** The return label's address (a PDF, opened in a new tab to print). */
export const rmaLabelUrl = (id: number) => routeUrl(getRmaLabel, { params: { id } });

/** What the form sends: its fields and the photos picked. */
export type RmaRequestForm = RmaRequestInput & { photos: File[] };

function toFormData({ photos, ...fields }: RmaRequestForm): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

function useInvalidateReturns() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customerDevicesKey }),
      queryClient.invalidateQueries({ queryKey: customerRmasKey }),
    ]);
}

export function useFileRma(reactions?: MutationReactions<CustomerRma, RmaRequestForm>) {
  const invalidate = useInvalidateReturns();
  return useCallMutation(
    {
      mutationFn: async (form: RmaRequestForm) =>
        (await call(fileRma, { body: toFormData(form) })).rma,
      onSuccess: () => invalidate(),
    },
    reactions,
  );
}

export function useWithdrawRma(reactions?: MutationReactions<CustomerRma, number>) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateReturns();
  return useCallMutation(
    {
      mutationFn: async (id: number) => (await call(withdrawRma, { params: { id } })).rma,
      onSuccess: async (rma) => {
        queryClient.setQueryData(customerRmaQuery(rma.id).queryKey, rma);
        await invalidate();
      },
    },
    reactions,
  );
}
