import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '@shop/contract';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { KNOWN_DEVICE_TTL, SESSION_TTL } from '../modules/auth/auth.service.ts';

export const SESSION_COOKIE = 'sid';
/** Kept by a browser that signed in (see AuthService.login); sent to the sign-in call only. */
export const DEVICE_COOKIE = 'sign_in_device';
const DEVICE_COOKIE_PATH = '/api/login';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the server-side session; null for guests. */
    user: PublicUser | null;
    sessionToken: string | null;
  }
}

export type SessionCookies = {
  set: (reply: FastifyReply, token: string) => void;
  clear: (reply: FastifyReply) => void;
  rememberDevice: (reply: FastifyReply, token: string) => void;
  knownDevice: (request: FastifyRequest) => string | undefined;
};

/** Reads the session cookie on every API request and puts the user on the request. */
export function registerSession(
  app: FastifyInstance,
  options: { auth: AuthService; secure: boolean },
): SessionCookies {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  // A callback, not an async hook: a visitor without a session (most storefront requests)
  // costs no promise.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    // The matched route, not the raw URL, which may be percent-encoded (/%61pi/...).
    const route = request.routeOptions.url ?? request.url;
    // Health must answer 503, not fail on a session lookup, when the database is down.
    if (!route.startsWith('/api/') || route === '/api/health') return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    options.auth.resolveSession(token).then((session) => {
      if (session) {
        request.user = session.user;
        request.sessionToken = token;
      }
      done();
    }, done);
  });

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secure,
  };
  return {
    set: (reply, token) =>
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL / 1000 }),
    clear: (reply) => reply.clearCookie(SESSION_COOKIE, cookieOptions),
    // Signing out keeps it: the browser is still one its owner used.
    rememberDevice: (reply, token) =>
      reply.setCookie(DEVICE_COOKIE, token, {
        ...cookieOptions,
        path: DEVICE_COOKIE_PATH,
        maxAge: KNOWN_DEVICE_TTL / 1000,
      }),
    knownDevice: (request) => request.cookies[DEVICE_COOKIE],
  };
}
