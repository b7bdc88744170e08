import type { FastifyRequest } from 'fastify';
import {
  hasPermission,
  isReadOnly,
  MESSAGES,
  READ_ONLY_MESSAGE,
  type Permission,
  type PublicUser,
  type Role,
} from '@shop/contract';
import { DomainError } from '../lib/errors.ts';

export const GUARD_MESSAGES = {
  signIn: 'Please sign in to continue.',
  adminOnly: MESSAGES.adminOnly,
  permission: 'You do not have permission to do this.',
} as const;

/**
 * Route guards, used as preHandlers: `{ preHandler: requireRole('admin') }`. Every admin
 * route goes through one of these; the web app only hides what they would refuse.
 */
export function currentUser(request: FastifyRequest): PublicUser {
  if (!request.user)
    throw new DomainError('unauthorized', GUARD_MESSAGES.signIn, { code: 'SIGN_IN_REQUIRED' });
  return request.user;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  currentUser(request);
}

export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!roles.includes(user.role)) {
      throw new DomainError(
        'forbidden',
        roles.includes('admin') ? GUARD_MESSAGES.adminOnly : GUARD_MESSAGES.permission,
        {
          code: 'FORBIDDEN',
        },
      );
    }
  };
}

export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!hasPermission(user, permission)) {
      throw new DomainError('forbidden', GUARD_MESSAGES.permission, { code: 'FORBIDDEN' });
    }
  };
}

/**
 * For a signed-in user's own changes (checking out, rating, the profile and addresses): a
 * read-only role (the guest) is refused with 403 before the body is looked at.
 */
export async function requireWriteAccess(request: FastifyRequest): Promise<void> {
  if (isReadOnly(currentUser(request))) {
    throw new DomainError('forbidden', READ_ONLY_MESSAGE, { code: 'READ_ONLY' });
  }
}
