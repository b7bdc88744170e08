import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
import {
  checkAuth,
  confirmEmailChange,
  forgotPassword,
  login,
  logout,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '@shop/contract/auth/endpoints';
import { serve } from '../../plugins/endpoints.ts';
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

/** Either "mail me a link" call: they differ only in path and summary. */
type MailMeALink = Omit<typeof forgotPassword, 'path' | 'summary'> & {
  path: string;
  summary: string;
};

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

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

  serve(
    app,
    register,
    async (request) => {
      const user = await auth.register(request.body);
      return {
        success: true as const,
        message: 'Account created. We have sent you an e-mail with a link to verify your address.',
        user,
      };
    },
    { config: { rateLimit: rateLimits.register } },
  );

  serve(app, verifyEmail, async (request) => {
    await auth.verifyEmail(request.params.token);
    return {
      success: true as const,
      message: 'Your e-mail address has been verified. You can now sign in.',
    };
  });

  /**
   * The two "mail me a link" calls: same body, same limit, and the same answer whether or
   * not the address has an account (the service does the work after the reply).
   */
  const mailMeALink = (
    endpoint: typeof resendVerification | typeof forgotPassword,
    send: (email: string) => void,
    message: string,
  ) =>
    serve<MailMeALink>(
      app,
      endpoint,
      async (request) => {
        send(request.body.email);
        return { success: true as const, message };
      },
      { config: { rateLimit: rateLimits.passwordReset } },
    );

  mailMeALink(
    resendVerification,
    (email) => auth.resendVerification(email),
    AUTH_MESSAGES.resendSent,
  );

  serve(
    app,
    login,
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
    {
      preHandler: limitLoginsPerAddress,
      config: {
        rateLimit: {
          ...rateLimits.login,
          keyGenerator: (req: FastifyRequest) => `${req.ip}|${emailOf(req)}`,
        },
      },
    },
  );

  // Visitors too: the answer says whether the browser is signed in, so it is never kept.
  serve(app, checkAuth, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { isAuthenticated: request.user !== null, user: request.user };
  });

  serve(app, logout, async (request, reply) => {
    if (request.sessionToken) await auth.logout(request.sessionToken);
    cookies.clear(reply);
    return { success: true as const };
  });

  mailMeALink(forgotPassword, (email) => auth.forgotPassword(email), AUTH_MESSAGES.forgotSent);

  serve(
    app,
    resetPassword,
    async (request, reply) => {
      await auth.resetPassword(request.body.token, request.body.password);
      cookies.clear(reply);
      return {
        success: true as const,
        message: 'Your password has been changed. You can now sign in with it.',
      };
    },
    { config: { rateLimit: rateLimits.passwordReset } },
  );

  serve(
    app,
    confirmEmailChange,
    async (request) => ({
      success: true as const,
      ...(await auth.confirmEmailChange(request.body.token)),
    }),
    // The token is 256 random bits; the limit only keeps a guesser from hammering the table.
    { config: { rateLimit: rateLimits.passwordReset } },
  );
}
