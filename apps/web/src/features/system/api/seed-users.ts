import type { SeedUsersResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/seed-users (demo mode only): the demo customers and manager. */
export const seedUsers = () => api.post<SeedUsersResponse>('/admin/seed-users');
