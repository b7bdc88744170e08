import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CustomerOrderSort, OrderStatus, RateOrderItemResponse } from '@shop/contract';
import {
  getOwnInvoicePdf,
  getOwnOrder,
  getOwnOrderByNumber,
  getOwnOrderStats,
  listOwnOrders,
  rateOrderItem as rateOrderItemRoute,
} from '@shop/contract/customers/routes';
import { CUSTOMER_ORDERS_PAGE_SIZE } from '@shop/contract/order-options';
import { call, routeUrl } from '../../../lib/api-client';
import {
  useCallMutation,
  useInvalidator,
  type MutationReactions,
} from '../../../lib/use-call-mutation';

/** Every query of the customer's own orders starts with this key: Refresh renews them all. */
export const customerOrdersKey = ['customer', 'orders'] as const;

export const orderByNumberQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [...customerOrdersKey, 'number', orderNumber],
    queryFn: async () => (await call(getOwnOrderByNumber, { params: { orderNumber } })).order,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...customerOrdersKey, id],
    queryFn: async () => (await call(getOwnOrder, { params: { id } })).order,
  });

export type CustomerOrdersParams = {
  page: number;
  limit?: number;
  status?: OrderStatus | undefined;
  search?: string | undefined;
  sort: CustomerOrderSort;
  order: 'asc' | 'desc';
};

/** The server filters, sorts and pages (50 a page by default). */
export const customerOrdersQuery = ({
  limit = CUSTOMER_ORDERS_PAGE_SIZE,
  ...params
}: CustomerOrdersParams) =>
  queryOptions({
    queryKey: [...customerOrdersKey, 'list', { limit, ...params }],
    queryFn: () =>
      call(listOwnOrders, {
        query: {
          page: params.page,
          limit,
          status: params.status,
          search: params.search,
          sort: params.sort,
          order: params.order,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** The overview's three most recent orders. */
export const recentOrdersQuery = () =>
  customerOrdersQuery({ page: 1, limit: 3, sort: 'created_at', order: 'desc' });

/** The dashboard's cards and the Orders tab's count. */
export const orderStatsQuery = () =>
  queryOptions({
    queryKey: [...customerOrdersKey, 'stats'],
    queryFn: async () => (await call(getOwnOrderStats)).stats,
  });

/** 1 to 5 stars for one line of a delivered order. */
export const rateOrderItem = (orderId: number, itemId: number, rating: number) =>
  call(rateOrderItemRoute, { params: { id: orderId }, body: { itemId, rating } });

/** Refresh: every query of the customer's own orders is asked again. */
export const useRefreshCustomerOrders = () => useInvalidator(customerOrdersKey);

/**
 * A rating. The order's item shows it at once, and the list's Rate button and the
 * catalogue's stars, which depend on it, are asked again; a refusal (already rated elsewhere,
 * no longer rateable) reloads the order as the server has it.
 */
export function useRateOrderItem(
  orderId: number,
  reactions: MutationReactions<RateOrderItemResponse, { itemId: number; rating: number }> = {},
) {
  const queryClient = useQueryClient();
  const orderKey = orderQuery(orderId).queryKey;
  return useCallMutation(
    {
      mutationFn: ({ itemId, rating }: { itemId: number; rating: number }) =>
        rateOrderItem(orderId, itemId, rating),
      onSuccess: (result: RateOrderItemResponse) => {
        queryClient.setQueryData(orderKey, (current) =>
          current
            ? {
                ...current,
                items: current.items.map((i) =>
                  i.id === result.itemId ? { ...i, rating: result.rating } : i,
                ),
              }
            : current,
        );
        void queryClient.invalidateQueries({ queryKey: [...customerOrdersKey, 'list'] });
        // The catalogue's own key (features/catalogue/api): its product ratings.
        void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: orderKey }),
    },
    reactions,
  );
}

/** The invoice PDF, downloaded through lib/download (components/ui/DownloadLink). */
export const invoiceUrl = (orderId: number) =>
  routeUrl(getOwnInvoicePdf, { params: { id: orderId } });
