import { register as registerRoute } from '@shop/contract/auth/routes';
import { call } from '../../../lib/api-client';

/**
 * Sends the form values, termsAccepted included (the server requires it and records when);
 * the server checks confirmPassword and drops anything unknown.
 */
export const register = (body: Record<string, unknown>) => call(registerRoute, { body });
