import { z } from 'zod';

/** GET /api/admin/stats: the admin dashboard's numbers. */
export const adminStatsSchema = z.object({
  users: z.object({
    total: z.number(),
    active: z.number(),
    inactive: z.number(),
    admins: z.number(),
    managers: z.number(),
    customers: z.number(),
    unverified: z.number(),
    newThisMonth: z.number(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
