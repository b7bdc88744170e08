import { api } from '../../../lib/api-client';

export type RegisterResult = {
  success: true;
  message: string;
  user: { id: number; email: string };
};

/** Sends the form values; the server drops confirmPassword, acceptTerms and anything unknown. */
export const register = (body: Record<string, unknown>) =>
  api.post<RegisterResult>('/register', body);
