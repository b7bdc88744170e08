import type { LoginRequest, LoginResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const login = (body: LoginRequest) => api.post<LoginResponse>('/login', body);
