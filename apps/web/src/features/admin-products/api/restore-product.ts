import { api } from '../../../lib/api-client';

export const restoreProduct = (id: number) => api.post(`/admin/products/${id}/restore`);
