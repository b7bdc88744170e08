import { queryOptions } from '@tanstack/react-query';
import type { StatusMapping } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { warehouseKey } from './zones';

export const statusMappingsKey = [...warehouseKey, 'status-mappings'] as const;

export const statusMappingsQuery = () =>
  queryOptions({
    queryKey: statusMappingsKey,
    queryFn: async () =>
      (await api.get<{ mappings: StatusMapping[] }>('/status-mappings')).mappings,
  });

export type MappingForm = { zone_id: number; description: string };

export const createStatusMapping = (input: MappingForm & { order_status: string }) =>
  api.post<{ mapping: StatusMapping }>('/status-mappings', input);

const path = (orderStatus: string) => `/status-mapping/${encodeURIComponent(orderStatus)}`;

export const updateStatusMapping = (orderStatus: string, input: MappingForm) =>
  api.put<{ mapping: StatusMapping }>(path(orderStatus), input);

export const deleteStatusMapping = (orderStatus: string) => api.delete(path(orderStatus));
