import { verifyEmail as verifyEmailRoute } from '@shop/contract/auth/routes';
import { call } from '../../../lib/api-client';

export const verifyEmail = (token: string) => call(verifyEmailRoute, { params: { token } });
