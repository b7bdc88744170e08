import { z } from 'zod';

/** Roles per DECISIONS.md section 3. "client" is treated as a customer everywhere. */
export const ROLES = ['customer', 'client', 'manager', 'admin', 'guest'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);
/** Roles that work in the back office: leads can be assigned to them (warehouse-and-leads.md section 5). */
export const STAFF_ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

export const PERMISSIONS = [
  'canViewReports',
  'canManageProducts',
  'canManageOrders',
  'canManageUsers',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const permissionsSchema = z
  .object({
    canViewReports: z.boolean().optional(),
    canManageProducts: z.boolean().optional(),
    canManageOrders: z.boolean().optional(),
    canManageUsers: z.boolean().optional(),
  })
  .strip();
export type Permissions = z.infer<typeof permissionsSchema>;

/** Choosing a role presets permissions (customer-and-commerce-admin.md section 6). */
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
