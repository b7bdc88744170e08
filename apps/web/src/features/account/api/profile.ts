import type { UpdateProfileInput, UpdateProfileResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/customer/profile: the server runs the customer data check (400 with `errors`). */
export const updateProfile = (input: UpdateProfileInput) =>
  api.put<UpdateProfileResponse>('/customer/profile', input);

/** POST /api/email-change/confirm: the mailed link's token; works without a session. */
export const confirmEmailChange = (token: string) =>
  api.post<{ success: true; message: string }>('/email-change/confirm', { token });
