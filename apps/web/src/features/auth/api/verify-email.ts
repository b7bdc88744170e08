import { api } from '../../../lib/api-client';

export type VerifyResult = { success: true; message: string; alreadyVerified: boolean };

export const verifyEmail = (token: string) =>
  api.get<VerifyResult>(`/verify/${encodeURIComponent(token)}`);
