import type { AdminImage } from '@shop/contract';
import { api } from '../../../lib/api-client';

export async function uploadProductImages(id: number, files: File[]): Promise<AdminImage[]> {
  const body = new FormData();
  for (const file of files) body.append('images', file);
  return (await api.post<{ images: AdminImage[] }>(`/admin/products/${id}/images`, body)).images;
}
