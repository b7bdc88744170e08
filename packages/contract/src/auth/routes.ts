// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const checkAuth = route<typeof endpoints.checkAuth>('GET', '/check-auth');
export const confirmEmailChange = route<typeof endpoints.confirmEmailChange>('POST', '/email-change/confirm');
export const forgotPassword = route<typeof endpoints.forgotPassword>('POST', '/forgot-password');
export const login = route<typeof endpoints.login>('POST', '/login');
export const logout = route<typeof endpoints.logout>('POST', '/logout');
export const register = route<typeof endpoints.register>('POST', '/register');
export const resendVerification = route<typeof endpoints.resendVerification>('POST', '/resend-verification');
export const resetPassword = route<typeof endpoints.resetPassword>('POST', '/reset-password');
export const verifyEmail = route<typeof endpoints.verifyEmail>('GET', '/verify/:token');
