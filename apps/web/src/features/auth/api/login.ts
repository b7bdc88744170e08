import type { LoginRequest, PublicUser } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const login = (body: LoginRequest) =>
  api.post<{ success: true; user: PublicUser }>('/login', body);
