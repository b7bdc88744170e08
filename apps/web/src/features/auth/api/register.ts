import type { RegisterResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** Sends the form values; the server drops confirmPassword, acceptTerms and anything unknown. */
export const register = (body: Record<string, unknown>) =>
  api.post<RegisterResponse>('/register', body);
