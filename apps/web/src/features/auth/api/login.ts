import type { LoginRequest, LoginResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { guestSessionHeaders } from '../../../lib/guest-session';

/** The guest session id goes along, so the guest cart joins the account's cart. */
export const login = (body: LoginRequest) =>
  api.post<LoginResponse>('/login', body, { headers: guestSessionHeaders() });
