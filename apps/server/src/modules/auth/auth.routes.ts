import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkAuthResponseSchema,
  emailOnlySchema,
  errorResponseSchema,
  confirmEmailChangeSchema,
  errorResponses,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  successMessageSchema,
  verifyResponseSchema,
} from '@shop/contract';
import type { SessionCookies } from '../../plugins/session.ts';
import {
  AUTH_MESSAGES,
  DEFAULT_ACCOUNT_FAILURE_LIMIT,
  minutesLeft,
  type AuthService,
  type RateLimit,
} from './auth.service.ts';

export type AuthRateLimits = {
  login: RateLimit;
  loginPerAddress: RateLimit;
  /** Failed sign-ins to one account over all addresses (the auth service counts them). */
  loginFailuresPerAccount: RateLimit;
  register: RateLimit;
  passwordReset: RateLimit;
};

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  // Per address and account, so one attacker cannot lock a customer out from elsewhere.
  login: { max: 10, timeWindow: 15 * 60_000 },
  // And per address over all accounts, so one address cannot try a few passwords on many.
  loginPerAddress: { max: 50, timeWindow: 15 * 60_000 },
  loginFailuresPerAccount: DEFAULT_ACCOUNT_FAILURE_LIMIT,
  register: { max: 10, timeWindow: 60 * 60_000 },
  passwordReset: { max: 5, timeWindow: 15 * 60_000 },
};

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

const errors = errorResponses(400, 401, 403, 409, 429);

export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    cookies,
    rateLimits,
    afterLogin,
  }: {
    auth: AuthService;
    cookies: SessionCookies;
    rateLimits: AuthRateLimits;
    /** Work other modules do at sign-in (the guest cart joins the account's cart). */
    afterLogin?: (request: FastifyRequest, userId: number) => Promise<void>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A second limit on sign-in, per address over all accounts. createRateLimit, not a second
  // rateLimit hook: the plugin runs only the first of its hooks on a request.
  const perAddress = app.createRateLimit({
    ...rateLimits.loginPerAddress,
    keyGenerator: (req: FastifyRequest) => `login|${req.ip}`,
  });
  const limitLoginsPerAddress = async (request: FastifyRequest) => {
    const result = await perAddress(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new DomainError(
      'rate_limited',
      `Too many attempts. Please wait ${minutesLeft(result.ttlInSeconds * 1000)} and try again.`,
      { code: 'RATE_LIMITED', retryAfterSeconds: result.ttlInSeconds },
    );
  };
  const meta = (request: FastifyRequest) => ({
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
  });

  r.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a personal or business customer account and send the verification e-mail',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
      config: { rateLimit: rateLimits.register },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.status(201).send({
        success: true,
        message: 'Account created. We have sent you an e-mail with a link to verify your address.',
        user,
      });
    },
  );

  r.get(
    '/verify/:token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Verify an e-mail address with the single-use token from the verification mail',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: verifyResponseSchema, 400: errorResponseSchema, 410: errorResponseSchema },
      },
    },
    async (request) => {
      await auth.verifyEmail(request.params.token);
      return {
        success: true as const,
        message: 'Your e-mail address has been verified. You can now sign in.',
      };
    },
  );

  /**
   * The two "mail me a link" calls: same body, same limit, and the same answer whether or
   * not the address has an account (the service does the work after the reply).
   */
  const mailMeALink = (
    path: string,
    summary: string,
    send: (email: string) => void,
    message: string,
  ) =>
    r.post(
      path,
      {
        schema: {
          tags: ['accounts'],
          summary,
          body: emailOnlySchema,
          response: { 200: successMessageSchema, ...errors },
        },
        config: { rateLimit: rateLimits.passwordReset },
      },
      async (request) => {
        send(request.body.email);
        return { success: true as const, message };
      },
    );

  mailMeALink(
    '/resend-verification',
    'Send a new verification link to an unverified account',
    (email) => auth.resendVerification(email),
    AUTH_MESSAGES.resendSent,
  );

  r.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; starts a new server-side session (the session id is rotated)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
      preHandler: limitLoginsPerAddress,
      config: {
        rateLimit: {
          ...rateLimits.login,
          keyGenerator: (req: FastifyRequest) => `${req.ip}|${emailOf(req)}`,
        },
      },
    },
    async (request, reply) => {
      const { user, token, firstLogin, deviceToken } = await auth.login(
        request.body,
        meta(request),
        cookies.knownDevice(request),
      );
      // Rotation: whatever session the browser had before is ended, never upgraded.
      if (request.sessionToken) await auth.logout(request.sessionToken);
      cookies.set(reply, token);
      cookies.rememberDevice(reply, deviceToken);
      await afterLogin?.(request, user.id);
      return { success: true as const, user, firstLogin };
    },
  );

  r.get(
    '/check-auth',
    { schema: { tags: ['accounts'], response: { 200: checkAuthResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { isAuthenticated: request.user !== null, user: request.user };
    },
  );

  r.post(
    '/logout',
    { schema: { tags: ['accounts'], response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request, reply) => {
      if (request.sessionToken) await auth.logout(request.sessionToken);
      cookies.clear(reply);
      return { success: true as const };
    },
  );

  mailMeALink(
    '/forgot-password',
    'Send a password reset link',
    (email) => auth.forgotPassword(email),
    AUTH_MESSAGES.forgotSent,
  );

  r.post(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        body: resetPasswordRequestSchema,
        response: { 200: successMessageSchema, ...errors },
      },
      config: { rateLimit: rateLimits.passwordReset },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body.token, request.body.password);
      cookies.clear(reply);
      return {
        success: true as const,
        message: 'Your password has been changed. You can now sign in with it.',
      };
    },
  );

  r.post(
    '/email-change/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Make a requested e-mail change take effect (the token of the mailed link)',
        body: confirmEmailChangeSchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 409, 410) },
      },
      // The token is 256 random bits; the limit only keeps a guesser from hammering the table.
      config: { rateLimit: rateLimits.passwordReset },
    },
    async (request) => ({
      success: true as const,
      ...(await auth.confirmEmailChange(request.body.token)),
    }),
  );
}
