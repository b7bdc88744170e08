import type { SuccessMessage } from '@shop/contract';
import {
  forgotPassword,
  resendVerification as resendVerificationRoute,
  resetPassword as resetPasswordRoute,
} from '@shop/contract/auth/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const requestPasswordReset = (email: string) => call(forgotPassword, { body: { email } });

export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) =>
  call(resetPasswordRoute, { body });

export const resendVerification = (email: string) =>
  call(resendVerificationRoute, { body: { email } });

/** A new verification link; nothing cached changes. */
export const useResendVerification = (reactions: MutationReactions<SuccessMessage, string> = {}) =>
  useCallMutation({ mutationFn: resendVerification }, reactions);
