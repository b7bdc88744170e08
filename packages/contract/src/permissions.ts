/**
 * Roles and permissions without zod, so the web app's first chunk can check them.
 */

/**
 * Roles per docs/modules/users.md#roles-and-permissions. "client" is treated as a customer
 * everywhere.
 */
export const ROLES = ['customer', 'client', 'manager', 'admin', 'guest'] as const;
export type Role = (typeof ROLES)[number];
/**
 * Roles that work in the back office: leads can be assigned to them
 * (docs/modules/users.md#roles-and-permissions).
 */
export const STAFF_ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

export const PERMISSIONS = [
  'canViewReports',
  'canManageProducts',
  'canManageOrders',
  'canManageUsers',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type Permissions = Partial<Record<Permission, boolean>>;

/** Choosing a role presets permissions (docs/modules/users.md#roles-and-permissions). */
export function defaultPermissionsFor(role: Role): Permissions {
  switch (role) {
    case 'admin':
      return {
        canViewReports: true,
        canManageProducts: true,
        canManageOrders: true,
        canManageUsers: true,
      };
    case 'manager':
      return {
        canViewReports: true,
        canManageProducts: true,
        canManageOrders: true,
        canManageUsers: false,
      };
    default:
      return {};
  }
}

/**
 * The one permission rule, used by the server's guards and by the web app to hide what the
 * server would refuse anyway. Admin has everything; a manager has what its permissions object
 * grants, except canManageUsers which is for admins only; nobody else has any.
 */
export function hasPermission(
  user: { role: Role; permissions?: Permissions | null } | null | undefined,
  permission: Permission,
): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  if (user.role !== 'manager') return false;
  if (permission === 'canManageUsers') return false;
  return user.permissions?.[permission] === true;
}

/**
 * Roles that may look but not change (docs/modules/users.md#roles-and-permissions: the
 * guest is read-only): a guest account browses and sees its own data, but does not
 * check out, rate or change its profile or addresses. The server refuses those
 * calls with READ_ONLY_MESSAGE; the web app disables them with the same words.
 */
export const READ_ONLY_ROLES = ['guest'] as const satisfies readonly Role[];

export function isReadOnly(user: { role: Role } | null | undefined): boolean {
  return user != null && (READ_ONLY_ROLES as readonly Role[]).includes(user.role);
}

export const READ_ONLY_MESSAGE =
  'Guest accounts are read-only: you can browse and see your orders, but not check out, rate or change your profile. Contact us to upgrade your account.';

/**
 * What a back-office list screen says to someone it is not for (docs/modules/users.md#screens).
 */
export const ADMIN_ACCESS_DENIED = 'Access denied. Admin privileges required.';
