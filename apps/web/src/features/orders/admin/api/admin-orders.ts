import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  BulkOrderStatus,
  BulkOrderStatusResult,
  PaymentStatus,
  UpdateOrderDetails,
  UpdateOrderStatus,
} from '@shop/contract';
import {
  bulkUpdateOrderStatus,
  exportOrdersCsv,
  getAdminOrder,
  getBillOfLadingPdf,
  getInvoicePdf,
  listAdminOrders,
  updateOrderDetails as updateOrderDetailsRoute,
  updateOrderStatus as updateOrderStatusRoute,
  updatePaymentStatus as updatePaymentStatusRoute,
} from '@shop/contract/orders/routes';
import { call, routeUrl } from '../../../../lib/api-client';
import type { QueryParams } from '../../../../lib/query-string';
import {
  useCallMutation,
  useInvalidator,
  type MutationReactions,
} from '../../../../lib/use-call-mutation';

/** Every admin order query starts with this key, so one invalidation refreshes list and dialogs. */
export const adminOrdersKey = ['admin', 'orders'] as const;

export const adminOrdersQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'list', params],
    queryFn: () => call(listAdminOrders, { query: params }),
    placeholderData: keepPreviousData,
  });

export const adminOrderKey = (id: number) => [...adminOrdersKey, 'detail', id] as const;

export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: async () => (await call(getAdminOrder, { params: { id } })).order,
  });

export const updateOrderStatus = async (id: number, body: UpdateOrderStatus) =>
  (await call(updateOrderStatusRoute, { params: { id }, body })).order;

export const updatePaymentStatus = async (id: number, paymentStatus: PaymentStatus) =>
  (
    await call(updatePaymentStatusRoute, {
      params: { id },
      body: { payment_status: paymentStatus },
    })
  ).order;

export const updateOrderDetails = async (id: number, body: UpdateOrderDetails) =>
  (await call(updateOrderDetailsRoute, { params: { id }, body })).order;

export const bulkOrderStatus = (ids: number[], status: BulkOrderStatus) =>
  call(bulkUpdateOrderStatus, { body: { ids, status } });

/** Refresh: the list, and any order the dialogs show, are asked again. */
export const useRefreshAdminOrders = () => useInvalidator(adminOrdersKey);

/**
 * A change made in the order dialog. The answer's order replaces the dialog's at once and the
 * list is asked again (awaited); a refusal (a closed order, a refund under way) reloads both,
 * since the order changed under the user.
 */
function useOrderChange<TVariables>(
  orderId: number,
  mutationFn: (variables: TVariables) => Promise<AdminOrder>,
  reactions: MutationReactions<AdminOrder, TVariables>,
) {
  const queryClient = useQueryClient();
  return useCallMutation<AdminOrder, TVariables>(
    {
      mutationFn,
      onSuccess: (order) => {
        if (order) queryClient.setQueryData(adminOrderKey(orderId), order);
        return queryClient.invalidateQueries({
          queryKey: order ? [...adminOrdersKey, 'list'] : adminOrdersKey,
        });
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
    },
    reactions,
  );
}

export const useUpdateOrderStatus = (
  orderId: number,
  reactions: MutationReactions<AdminOrder, UpdateOrderStatus> = {},
) =>
  useOrderChange(orderId, (body: UpdateOrderStatus) => updateOrderStatus(orderId, body), reactions);

export const useUpdatePaymentStatus = (
  orderId: number,
  reactions: MutationReactions<AdminOrder, PaymentStatus> = {},
) =>
  useOrderChange(
    orderId,
    (paymentStatus: PaymentStatus) => updatePaymentStatus(orderId, paymentStatus),
    reactions,
  );

/** The editable details; `V` may carry what the screen needs to word the outcome. */
export const useUpdateOrderDetails = <V extends { body: UpdateOrderDetails }>(
  orderId: number,
  reactions: MutationReactions<AdminOrder, V> = {},
) => useOrderChange(orderId, ({ body }: V) => updateOrderDetails(orderId, body), reactions);

/** Bulk Actions: every order query is asked again once the change is in (awaited). */
export function useBulkOrderStatus(
  reactions: MutationReactions<
    BulkOrderStatusResult,
    { ids: number[]; status: BulkOrderStatus }
  > = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: ({ ids, status }: { ids: number[]; status: BulkOrderStatus }) =>
        bulkOrderStatus(ids, status),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
    },
    reactions,
  );
}

/** The PDFs, downloaded through lib/download (components/ui/DownloadLink). */
export const adminInvoiceUrl = (id: number) => routeUrl(getInvoicePdf, { params: { id } });
/** The PDF prints the ship date chosen in the dialog, as the sheet on screen does. */
export const billOfLadingPdfUrl = (id: number, shipDate?: string) =>
  routeUrl(getBillOfLadingPdf, { params: { id }, query: { ship_date: shipDate } });

export const ordersExportUrl = (params: QueryParams) =>
  routeUrl(exportOrdersCsv, { query: params });
