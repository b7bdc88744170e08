// The rules of this module, in words: docs/modules/auth.md
import {
  fieldErrors,
  MESSAGES,
  PROFILE_MESSAGES,
  normaliseCountry,
  PROFILE_ADDRESS_FIELDS,
  profileWithoutAddressSchema,
  updateProfileSchema,
  VERIFY_ERROR_CODES,
  type AccountProfile,
  type ProfilePatch,
  type UpdateProfile,
  type LoginRequest,
  type PublicUser,
  type RegisterRequest,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import {
  burnPasswordCheck,
  hashPassword,
  randomToken,
  signatureMatches,
  tokenDigest,
  verifyPassword,
} from '../../lib/crypto.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  passwordResetMail,
  verificationMail,
} from '../mail/mail.templates.ts';
import { toAccountProfile, toPublicUser, type UsersService } from '../users/users.service.ts';
import type { ServiceRegistry } from '../module.ts';
import { createAuthRepository, type TokenPurpose } from './auth.repository.ts';

const HOUR = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL = 24 * HOUR;
export const RESET_TOKEN_TTL = HOUR;
export const SESSION_TTL = 7 * 24 * HOUR;
/** However active, a session ends 30 days after sign-in. */
export const SESSION_MAX_AGE = 30 * 24 * HOUR;
/** A session's expiry is pushed forward at most this often, to keep reads cheap. */
const SESSION_REFRESH_AFTER = HOUR;

/** How long a browser that signed in to an account is known to it (the sign_in_device cookie). */
export const KNOWN_DEVICE_TTL = 180 * 24 * HOUR;

export type RateLimit = { max: number; timeWindow: number };

/**
 * Failed sign-ins to one account over every address: enough for a forgetful owner, few for
 * guessers spread over many addresses; the window is short, so a lock does not last.
 */
export const DEFAULT_ACCOUNT_FAILURE_LIMIT: RateLimit = { max: 20, timeWindow: 10 * 60_000 };

/** "1 minute", "10 minutes": what is left of a window, rounded up. */
export function minutesLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  notVerified:
    'Please verify your e-mail address before signing in. Check your inbox, or send a new verification link.',
  notActive: 'This account is not active. Please contact us for help.',
  adminOnly: MESSAGES.adminOnly,
  verifyInvalid: 'Failed to verify email. The token may be invalid or expired.',
  verifyUsedOrExpired: MESSAGES.verifyLinkUsed,
  resetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  resendSent:
    'If an account with that e-mail address still needs verifying, a new link is on its way.',
  forgotSent:
    'If an account exists for that e-mail address, a link to reset the password is on its way.',
  accountLocked: (ms: number) =>
    `Too many failed sign-ins to this account. Please wait ${minutesLeft(ms)} and try again, or reset your password.`,
} as const;

export type SessionInfo = { user: PublicUser; sessionId: string };
export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  background: BackgroundTasks;
  database: DatabaseHandle;
  users: UsersService;
  mail: MailService;
  secret: string;
  publicUrl: string;
  rateLimits: ServiceRegistry['rateLimits'];
  accountFailureLimit?: RateLimit;
}) {
  const { database, users, mail, secret, publicUrl, background, rateLimits } = deps;
  const accountFailureLimit = deps.accountFailureLimit ?? DEFAULT_ACCOUNT_FAILURE_LIMIT;
  const authRepository = createAuthRepository(database);
  const digest = (token: string) => tokenDigest(token, secret);

  /**
   * Failed sign-ins per account, kept with the other rate limits in the database so every
   * instance sees them. Keyed by the e-mail given, so an address without an account is
   * counted (and locked) exactly as one with an account.
   */
  const failuresKey = (email: string) => `login-failures|${email.trim().toLowerCase()}`;

  /**
   * A browser that signed in to the account before carries a token signed with the server's
   * secret (no row to keep): the account's id, when it was given, and the signature. It lets
   * its owner past a lock that guessers from elsewhere caused.
   */
  const deviceSignature = (userId: number, issuedAt: number) =>
    digest(`sign-in-device|${userId}|${issuedAt}`);
  const deviceTokenFor = (userId: number) => {
    const issuedAt = Math.floor(Date.now() / 1000);
    return `${userId}.${issuedAt}.${deviceSignature(userId, issuedAt)}`;
  };
  function isKnownDevice(token: string | undefined, userId: number): boolean {
    const [id, issued, signature] = (token ?? '').split('.');
    const issuedAt = Number(issued);
    if (Number(id) !== userId || !Number.isInteger(issuedAt)) return false;
    if (Date.now() - issuedAt * 1000 > KNOWN_DEVICE_TTL) return false;
    return signatureMatches(signature, deviceSignature(userId, issuedAt));
  }

  async function startSession(
    userId: number,
    meta: { ip: string | null; userAgent: string | null },
  ) {
    const token = randomToken();
    await database.transaction(async () => {
      await authRepository.insertSession({
        id: digest(token),
        userId,
        expiresAt: new Date(Date.now() + SESSION_TTL),
        ipAddress: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      await users.touchLastLogin(userId);
    });
    return token;
  }

  /**
   * Mails a single-use link to the user in one transaction (the caller's, when one is
   * open): the token row and the message commit together. Older unused links of the same
   * purpose stop working.
   */
  async function mailLink(
    user: { id: number; email: string; firstName: string },
    purpose: TokenPurpose,
    /** A verification link's way back after signing in (a path on this site). */
    returnTo: string | null = null,
  ) {
    const token = randomToken();
    await authRepository.retireTokens(user.id, purpose);
    await authRepository.insertToken({
      userId: user.id,
      purpose,
      tokenHash: digest(token),
      expiresAt: new Date(
        Date.now() + (purpose === 'verify_email' ? VERIFY_TOKEN_TTL : RESET_TOKEN_TTL),
      ),
    });
    await mail.queue(user.email, (shop) =>
      purpose === 'verify_email'
        ? verificationMail(
            shop,
            user.firstName,
            `${publicUrl}/verify/${token}${returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : ''}`,
          )
        : passwordResetMail(
            shop,
            user.firstName,
            `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          ),
    );
  }

  async function sendNewVerification(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user || user.emailVerifiedAt || user.status !== 'active') return;
    await database.transaction(() => mailLink(user, 'verify_email'));
    void mail.kick();
  }

  async function sendPasswordReset(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user || user.status !== 'active') return;
    await database.transaction(() => mailLink(user, 'reset_password'));
    void mail.kick();
  }

  return {
    async register(input: RegisterRequest): Promise<{ id: number; email: string }> {
      const passwordHash = await hashPassword(input.password);
      const user = await database.transaction(async () => {
        const row = await users.createCustomer(input, passwordHash);
        await mailLink(row, 'verify_email', input.returnTo);
        return row;
      });
      void mail.kick();
      return { id: user.id, email: user.email };
    },

    /**
     * Uses a verification link once. A link the shop sent that was used before, replaced by
     * a newer one or has expired is 410 TOKEN_USED_OR_EXPIRED (the page offers to sign in or
     * to ask for a new link); a token the shop never sent is 400 TOKEN_INVALID.
     */
    sessionsOf: (userId: number) => authRepository.sessionsOf(userId),

    /**
     * Signs the account out everywhere, or everywhere but the session of `keepToken` (the
     * one the caller is using). Joins the caller's transaction.
     */
    endSessions: (userId: number, keepToken?: string | null) =>
      authRepository.deleteUserSessions(userId, keepToken ? digest(keepToken) : undefined),

    /** An account anonymised: every mailed link of it is deleted (joins the caller's transaction). */
    deleteTokens: (userId: number) => authRepository.deleteUserTokens(userId),

    /** Retires the account's unused mailed links of one kind (joins the caller's transaction). */
    retireTokens: (userId: number, purpose: TokenPurpose) =>
      authRepository.retireTokens(userId, purpose),

    /**
     * The dashboard's Save Changes. The profile fields change at once; a new e-mail address
     * needs the current password and takes effect only when the link mailed to it is opened
     * (the old address is told). Until then the account keeps its address.
     */
    async updateProfile(
      userId: number,
      patch: ProfilePatch,
    ): Promise<{ profile: AccountProfile; emailChangePending: boolean; message: string }> {
      const user = await users.findById(userId);
      if (!user) throw new DomainError('not_found', 'Account not found');
      // The fields sent change; the others keep their saved value. The profile as it would
      // be is what the customer data check reads.
      const sent = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      );
      // The address is checked, and written, only when the change touches it: a new phone
      // number needs no full address and never rewrites the one on file.
      const touchesAddress = PROFILE_ADDRESS_FIELDS.some((key) => key in sent);
      const schema = touchesAddress ? updateProfileSchema : profileWithoutAddressSchema;
      const checked = schema.safeParse({
        accountType: user.accountType,
        firstName: user.firstName,
        lastName: user.lastName,
        companyName: user.companyName,
        email: user.email,
        phone: user.phone,
        taxId: user.taxId,
        address: user.address,
        city: user.city,
        state: user.state,
        zipCode: user.zipCode,
        country: normaliseCountry(user.country) ?? undefined,
        ...sent,
      });
      if (!checked.success) {
        const fields = fieldErrors(checked.error);
        throw new DomainError('validation', Object.values(fields)[0] ?? 'Invalid profile', {
          fields,
        });
      }
      const input: UpdateProfile = checked.data;
      const changingEmail = input.email !== user.email;
      if (changingEmail) {
        if (!input.currentPassword) {
          throw new DomainError('validation', PROFILE_MESSAGES.currentPasswordRequired, {
            fields: { currentPassword: PROFILE_MESSAGES.currentPasswordRequired },
          });
        }
        if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
          throw new DomainError('validation', PROFILE_MESSAGES.currentPasswordWrong, {
            fields: { currentPassword: PROFILE_MESSAGES.currentPasswordWrong },
          });
        }
        const owner = await users.findByEmail(input.email);
        if (owner && owner.id !== userId) {
          throw new DomainError('conflict', PROFILE_MESSAGES.emailTaken, {
            fields: { email: PROFILE_MESSAGES.emailTaken },
            code: 'EMAIL_TAKEN',
          });
        }
      }
      const row = await database.transaction(async () => {
        const saved = await users.updateProfile(userId, {
          accountType: input.accountType,
          firstName: input.firstName,
          lastName: input.lastName,
          companyName: input.companyName,
          taxId: input.taxId,
          phone: input.phone,
          ...(touchesAddress
            ? {
                address: input.address,
                city: input.city,
                state: input.state,
                zipCode: input.zipCode,
                country: input.country,
              }
            : {}),
          ...(changingEmail ? { pendingEmail: input.email } : {}),
        });
        if (changingEmail) {
          const token = randomToken();
          await authRepository.retireTokens(userId, 'change_email');
          await authRepository.insertToken({
            userId,
            purpose: 'change_email',
            tokenHash: digest(token),
            expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL),
          });
          const name = input.firstName || user.firstName;
          await mail.queue(input.email, (shop) =>
            emailChangeMail(shop, name, input.email, `${publicUrl}/confirm-email/${token}`),
          );
          await mail.queue(user.email, (shop) =>
            emailChangeNoticeMail(shop, name, input.email, publicUrl),
          );
        }
        return saved;
      });
      if (changingEmail) void mail.kick();
      return {
        profile: toAccountProfile(row),
        emailChangePending: changingEmail,
        message: changingEmail ? PROFILE_MESSAGES.emailChangeSent : PROFILE_MESSAGES.saved,
      };
    },

    /** The mailed link of an e-mail change: the pending address becomes the account's. */
    async confirmEmailChange(token: string): Promise<{ message: string }> {
      const hash = digest(token);
      const outcome = await database
        .transaction(async () => {
          const userId = await authRepository.consumeToken(hash, 'change_email');
          if (userId === undefined) return 'bad' as const;
          const user = await users.findById(userId);
          if (!user?.pendingEmail) return 'bad' as const;
          const owner = await users.findByEmail(user.pendingEmail);
          if (owner && owner.id !== userId) return 'taken' as const;
          await users.updateProfile(userId, {
            email: user.pendingEmail,
            pendingEmail: null,
            emailVerifiedAt: new Date(),
          });
          return 'changed' as const;
        })
        // Two accounts confirming one address at the same moment: the index lets one win.
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) return 'taken' as const;
          throw err;
        });
      if (outcome === 'taken') {
        throw new DomainError('conflict', PROFILE_MESSAGES.emailTaken, { code: 'EMAIL_TAKEN' });
      }
      if (outcome === 'bad') {
        throw new DomainError('gone', PROFILE_MESSAGES.emailChangeLinkBad, {
          code: VERIFY_ERROR_CODES.usedOrExpired,
        });
      }
      return { message: PROFILE_MESSAGES.emailChanged };
    },

    async verifyEmail(token: string): Promise<void> {
      const hash = digest(token);
      const verified = await database.transaction(async () => {
        const userId = await authRepository.consumeToken(hash, 'verify_email');
        if (userId === undefined) return false;
        await users.markVerified(userId);
        return true;
      });
      if (verified) return;
      if (await authRepository.findToken(hash, 'verify_email')) {
        throw new DomainError('gone', AUTH_MESSAGES.verifyUsedOrExpired, {
          code: VERIFY_ERROR_CODES.usedOrExpired,
        });
      }
      throw new DomainError('validation', AUTH_MESSAGES.verifyInvalid, {
        code: VERIFY_ERROR_CODES.invalid,
      });
    },

    /**
     * Answers the same, and as fast, whether or not the address exists: the work runs after
     * the reply, so neither the answer nor its timing reveals an account.
     */
    resendVerification(email: string): void {
      background.run('resend verification', () => sendNewVerification(email));
    },

    /** The same, for a password reset link. */
    forgotPassword(email: string): void {
      background.run('password reset request', () => sendPasswordReset(email));
    },

    /**
     * Unknown e-mail and wrong password get the same answer after the same work. Only a
     * caller who knows the password learns that the address is unverified or inactive.
     */
    /**
     * A session for an account, started without its password: for the end-to-end fixtures
     * (e2e/support/fixture-routes.ts, which refuse to load outside NODE_ENV=test), so
     * journeys that are not about signing in do not spend the sign-in limits.
     */
    fixtureSession: (userId: number) => startSession(userId, { ip: null, userAgent: 'e2e' }),

    /**
     * `device` is the browser's sign_in_device token, if it has one. The answer carries a
     * fresh one for the browser to keep.
     */
    async login(
      input: LoginRequest,
      meta: { ip: string | null; userAgent: string | null },
      device?: string,
    ): Promise<{ user: PublicUser; token: string; firstLogin: boolean; deviceToken: string }> {
      const failures = failuresKey(input.email);
      const row = await users.findByEmail(input.email);
      const knownDevice = row !== undefined && isKnownDevice(device, row.id);
      if (!knownDevice) {
        // Counted before the password is checked, in one statement, so guesses sent at once
        // cannot all be checked before the count reaches the limit; the right password
        // clears the count below.
        const { current, ttl } = await rateLimits.hit(failures, accountFailureLimit.timeWindow);
        if (current > accountFailureLimit.max) {
          throw new DomainError('rate_limited', AUTH_MESSAGES.accountLocked(ttl), {
            code: 'RATE_LIMITED',
            retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
          });
        }
      }
      if (!row) {
        await burnPasswordCheck(input.password);
        throw new DomainError('unauthorized', AUTH_MESSAGES.invalidCredentials, {
          code: 'INVALID_CREDENTIALS',
        });
      }
      if (!(await verifyPassword(input.password, row.passwordHash))) {
        // A known browser is let past the lock, but its failures still count.
        if (knownDevice) await rateLimits.hit(failures, accountFailureLimit.timeWindow);
        throw new DomainError('unauthorized', AUTH_MESSAGES.invalidCredentials, {
          code: 'INVALID_CREDENTIALS',
        });
      }
      await rateLimits.clear(failures);
      if (input.adminOnly && row.role !== 'admin') {
        throw new DomainError('forbidden', AUTH_MESSAGES.adminOnly, { code: 'ADMIN_REQUIRED' });
      }
      if (row.status !== 'active') {
        throw new DomainError('forbidden', AUTH_MESSAGES.notActive, { code: 'ACCOUNT_INACTIVE' });
      }
      if (!row.emailVerifiedAt) {
        throw new DomainError('forbidden', AUTH_MESSAGES.notVerified, {
          code: 'EMAIL_NOT_VERIFIED',
        });
      }
      // Read before this sign-in is recorded: no earlier sign-in means this is the first.
      const firstLogin = row.lastLoginAt === null;
      const token = await startSession(row.id, meta);
      return { user: toPublicUser(row), token, firstLogin, deviceToken: deviceTokenFor(row.id) };
    },

    async logout(token: string): Promise<void> {
      await authRepository.deleteSession(digest(token));
    },

    /**
     * The user behind a session cookie, or null. A session of an account that has since been
     * disabled ends here, so disabling a user signs them out everywhere.
     */
    async resolveSession(token: string): Promise<SessionInfo | null> {
      if (!token || token.length > 200) return null;
      const id = digest(token);
      const session = await authRepository.findSession(id);
      if (!session) return null;
      const user = await users.findById(session.userId);
      if (
        !user ||
        user.status !== 'active' ||
        Date.now() - session.createdAt.getTime() > SESSION_MAX_AGE
      ) {
        await authRepository.deleteSession(id);
        return null;
      }
      if (Date.now() - session.lastSeenAt.getTime() > SESSION_REFRESH_AFTER) {
        await authRepository.extendSession(id, new Date(Date.now() + SESSION_TTL));
      }
      return { user: toPublicUser(user), sessionId: id };
    },

    /**
     * A new password ends every session of the account (whoever knew the old one is signed
     * out), and proves the inbox, so the address counts as verified.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await database.transaction(async () => {
        const userId = await authRepository.consumeToken(digest(token), 'reset_password');
        if (userId === undefined) {
          throw new DomainError('validation', AUTH_MESSAGES.resetInvalid, {
            code: 'TOKEN_INVALID',
          });
        }
        await users.setPasswordHash(userId, passwordHash);
        await users.markVerified(userId);
        await authRepository.deleteUserSessions(userId);
        // The owner proved the inbox: failed guesses by others no longer keep them out.
        const user = await users.findById(userId);
        if (user) await rateLimits.clear(failuresKey(user.email));
      });
    },

    /**
     * ADMIN_EMAIL at start and `npm run create-admin`: that account is an active admin with
     * this password, and whoever was signed in with the old one is signed out. At start
     * (`keepSessionsIfUnchanged`) the same password as before changes nothing, so a restart
     * does not sign the admin out everywhere; the command always signs them out (it is how an
     * owner ends every session of an account).
     */
    async upsertAdmin(
      email: string,
      password: string,
      names?: { firstName: string; lastName: string },
      { keepSessionsIfUnchanged = false }: { keepSessionsIfUnchanged?: boolean } = {},
    ): Promise<{ created: boolean; id: number; passwordChanged: boolean }> {
      const existing = keepSessionsIfUnchanged ? await users.findByEmail(email) : undefined;
      // An account becoming admin now starts afresh, even with the same password.
      const unchanged =
        existing?.role === 'admin' &&
        existing.status === 'active' &&
        (await verifyPassword(password, existing.passwordHash));
      const passwordHash = unchanged ? existing.passwordHash : await hashPassword(password);
      return database.transaction(async () => {
        const result = await users.upsertAdmin(email, passwordHash, names);
        const passwordChanged = !result.created && !unchanged;
        if (passwordChanged) await authRepository.deleteUserSessions(result.id);
        return { ...result, passwordChanged };
      });
    },

    /** Housekeeping, hourly: expired sessions and e-mail tokens 30 days past their expiry. */
    async purgeExpired(): Promise<void> {
      await authRepository.deleteExpiredSessions();
      await authRepository.deleteStaleTokens();
    },
  };
}
