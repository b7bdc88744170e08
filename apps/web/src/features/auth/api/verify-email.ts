import type { VerifyResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';

export const verifyEmail = (token: string) =>
  api.get<VerifyResponse>(`/verify/${encodeURIComponent(token)}`);
