import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { confirmEmailChangeSchema } from '../account.ts';
import { successMessageSchema } from '../common.ts';
import {
  checkAuthResponseSchema,
  emailOnlySchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  verifyResponseSchema,
} from '../auth.ts';

/** Signing up, in and out, and the mailed links: open to every visitor, rate-limited. */
const accounts = {
  access: 'visitor',
  tags: ['accounts'],
  errors: [401, 403, 409, 429],
} as const;

export const register = defineEndpoint({
  ...accounts,
  method: 'POST',
  path: '/register',
  summary: 'Create a personal or business customer account and send the verification e-mail',
  body: registerRequestSchema,
  status: 201,
  reply: registerResponseSchema,
});

export const verifyEmail = defineEndpoint({
  method: 'GET',
  path: '/verify/:token',
  access: 'visitor',
  tags: ['accounts'],
  summary: 'Verify an e-mail address with the single-use token from the verification mail',
  params: z.object({ token: z.string().min(1).max(200) }),
  reply: verifyResponseSchema,
  errors: [410],
});

export const resendVerification = defineEndpoint({
  ...accounts,
  method: 'POST',
  path: '/resend-verification',
  summary: 'Send a new verification link to an unverified account',
  body: emailOnlySchema,
  reply: successMessageSchema,
});

export const login = defineEndpoint({
  ...accounts,
  method: 'POST',
  path: '/login',
  summary: 'Sign in; starts a new server-side session (the session id is rotated)',
  body: loginRequestSchema,
  reply: loginResponseSchema,
});

export const checkAuth = defineEndpoint({
  method: 'GET',
  path: '/check-auth',
  access: 'visitor',
  tags: ['accounts'],
  summary: 'Whether the browser is signed in, and as whom',
  reply: checkAuthResponseSchema,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/logout',
  access: 'visitor',
  tags: ['accounts'],
  summary: 'Sign out: the session ends and its cookie is cleared',
  reply: z.object({ success: z.literal(true) }),
});

export const forgotPassword = defineEndpoint({
  ...accounts,
  method: 'POST',
  path: '/forgot-password',
  summary: 'Send a password reset link',
  body: emailOnlySchema,
  reply: successMessageSchema,
});

export const resetPassword = defineEndpoint({
  ...accounts,
  method: 'POST',
  path: '/reset-password',
  summary: 'Set a new password with the token of the mailed reset link',
  body: resetPasswordRequestSchema,
  reply: successMessageSchema,
});

export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/email-change/confirm',
  access: 'visitor',
  tags: ['accounts'],
  summary: 'Make a requested e-mail change take effect (the token of the mailed link)',
  body: confirmEmailChangeSchema,
  reply: successMessageSchema,
  errors: [409, 410],
});
