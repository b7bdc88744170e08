import { wellFormedGuestSessionId } from '../cart/cart.routes.ts';
import { defineModule, route } from '../module.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    auth: AuthService;
  }
}

/** Sign-up, sign-in, sessions, verification and password resets. */
export const authModule = defineModule({
  name: 'auth',
  needs: ['background', 'database', 'users', 'mail', 'rateLimits'],
  provides: ['auth'],
  uses: ['cart'],
  create: ({ background, database, users, mail, rateLimits }, { config, accountFailureLimit }) => ({
    auth: createAuthService({
      background,
      database,
      users,
      mail,
      secret: config.sessionSecret,
      publicUrl: config.publicUrl,
      rateLimits,
      ...(accountFailureLimit ? { accountFailureLimit } : {}),
    }),
  }),
  routes: ({ auth, cart }, { cookies, authRateLimits }) => [
    route(authRoutes, {
      auth,
      cookies,
      rateLimits: authRateLimits,
      afterLogin: async (request, userId) => {
        const guestSessionId = wellFormedGuestSessionId(request);
        if (guestSessionId) await cart.mergeGuestCart(userId, guestSessionId);
      },
    }),
  ],
  housekeeping: ({ auth }) => auth.purgeExpired(),
});
