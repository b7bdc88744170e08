import { api } from '../../../lib/api-client';

export const createCategory = async (name: string) =>
  (
    await api.post<{ category: { id: number; slug: string; name: string } }>('/admin/categories', {
      name,
    })
  ).category;
