import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrdersResponse,
  BulkOrderStatus,
  PaymentStatus,
  UpdateOrderDetails,
  UpdateOrderStatus,
} from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString, type QueryParams } from '../../../lib/query-string';

/** Every admin order query starts with this key, so one invalidation refreshes list and dialogs. */
export const adminOrdersKey = ['admin', 'orders'] as const;

export const adminOrdersQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'list', params],
    queryFn: () => api.get<AdminOrdersResponse>(`/admin/orders${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const adminOrderKey = (id: number) => [...adminOrdersKey, 'detail', id] as const;

export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    queryFn: async () => (await api.get<{ order: AdminOrder }>(`/admin/orders/${id}`)).order,
  });

export const updateOrderStatus = async (id: number, body: UpdateOrderStatus) =>
  (await api.put<{ order: AdminOrder }>(`/admin/orders/${id}/status`, body)).order;

export const updatePaymentStatus = async (id: number, paymentStatus: PaymentStatus) =>
  (
    await api.put<{ order: AdminOrder }>(`/admin/orders/${id}/payment-status`, {
      payment_status: paymentStatus,
    })
  ).order;

export const updateOrderDetails = async (id: number, body: UpdateOrderDetails) =>
  (await api.put<{ order: AdminOrder }>(`/admin/orders/${id}`, body)).order;

export const bulkOrderStatus = (ids: number[], status: BulkOrderStatus) =>
  api.put<{ success: true; updated: number }>('/admin/orders/bulk-status', { ids, status });

/** The PDFs, downloaded through lib/download (components/ui/DownloadLink). */
export const adminInvoiceUrl = (id: number) => `/api/admin/orders/${id}/invoice`;
/** The PDF prints the ship date chosen in the dialog, as the sheet on screen does. */
export const billOfLadingPdfUrl = (id: number, shipDate?: string) =>
  `/api/admin/orders/${id}/bill-of-lading${shipDate ? `?ship_date=${encodeURIComponent(shipDate)}` : ''}`;

export const ordersExportUrl = (params: QueryParams) =>
  `/api/admin/orders/export${toQueryString(params)}`;
