import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Order, OrderSummary, Pagination } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const orderByNumberQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ['customer', 'orders', 'number', orderNumber],
    queryFn: async () =>
      (
        await api.get<{ order: Order }>(
          `/customer/orders/number/${encodeURIComponent(orderNumber)}`,
        )
      ).order,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['customer', 'orders', id],
    queryFn: async () => (await api.get<{ order: Order }>(`/customer/orders/${id}`)).order,
  });

export const myOrdersQuery = (page: number, limit = 10) =>
  queryOptions({
    queryKey: ['customer', 'orders', 'list', page, limit],
    queryFn: () =>
      api.get<{ orders: OrderSummary[]; pagination: Pagination }>(
        `/customer/orders?page=${page}&limit=${limit}`,
      ),
    placeholderData: keepPreviousData,
  });

/** A plain link: the browser sends the session cookie and saves the PDF. */
export const invoiceUrl = (orderId: number) => `/api/customer/orders/${orderId}/invoice`;
