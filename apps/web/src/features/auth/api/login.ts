import type { LoginRequest } from '@shop/contract';
import { login as loginRoute } from '@shop/contract/auth/routes';
import { call } from '../../../lib/api-client';
import { guestSessionHeaders } from '../../../lib/guest-session';

/** The guest session id goes along, so the guest cart joins the account's cart. */
export const login = (body: LoginRequest) =>
  call(loginRoute, { body }, { headers: guestSessionHeaders() });
