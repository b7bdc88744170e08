import type { AdminImage } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const deleteProductImage = async (id: number, imageId: number) =>
  (await api.delete<{ images: AdminImage[] }>(`/admin/products/${id}/images/${imageId}`)).images;
