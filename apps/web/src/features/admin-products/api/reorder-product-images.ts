import type { AdminImage } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** The pictures' new order; the first becomes the main one. */
export const reorderProductImages = async (id: number, order: number[]) =>
  (await api.put<{ images: AdminImage[] }>(`/admin/products/${id}/images`, { order })).images;
