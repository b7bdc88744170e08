import { api } from '../../../lib/api-client';

/** Deleted, or archived when an order names it (the reply says which). */
export const deleteProduct = (id: number) =>
  api.delete<{ success: true; archived: boolean; message: string }>(`/products/${id}`);
