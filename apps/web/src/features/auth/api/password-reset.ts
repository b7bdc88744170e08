import type { SuccessMessage } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const requestPasswordReset = (email: string) =>
  api.post<SuccessMessage>('/forgot-password', { email });

export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  api.post<SuccessMessage>('/reset-password', body);

export const resendVerification = (email: string) =>
  api.post<SuccessMessage>('/resend-verification', { email });

/** A new verification link; nothing cached changes. */
export const useResendVerification = (reactions: MutationReactions<SuccessMessage, string> = {}) =>
  useCallMutation({ mutationFn: resendVerification }, reactions);
