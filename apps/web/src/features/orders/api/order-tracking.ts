import { queryOptions } from '@tanstack/react-query';
import { getOrderTracking } from '@shop/contract/orders/routes';
import { call } from '../../../lib/api-client';

/** The bill of lading's public tracking page: by the link's signed key, no sign-in. */
export const orderTrackingQuery = (orderNumber: string, key: string) =>
  queryOptions({
    queryKey: ['order-tracking', orderNumber, key],
    queryFn: async () =>
      (await call(getOrderTracking, { params: { orderNumber }, query: { key } })).tracking,
  });
