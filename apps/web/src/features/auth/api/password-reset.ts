import { api } from '../../../lib/api-client';

type Message = { success: true; message: string };

export const requestPasswordReset = (email: string) =>
  api.post<Message>('/forgot-password', { email });

export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  api.post<Message>('/reset-password', body);

export const resendVerification = (email: string) =>
  api.post<Message>('/resend-verification', { email });
