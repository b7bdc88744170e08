import { z } from 'zod';
import { PERMISSIONS, ROLES, type Permissions } from './permissions.ts';

export * from './permissions.ts';

export const roleSchema = z.enum(ROLES);

export const permissionsSchema = z
  .object(
    Object.fromEntries(PERMISSIONS.map((p) => [p, z.boolean().optional()])) as Record<
      (typeof PERMISSIONS)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strip() satisfies z.ZodType<Permissions>;
