import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSettingsSchema,
  errorResponses,
  publicSettingsSchema,
  shopSettingsInputSchema,
} from '@shop/contract';
import { currentUser, requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { SettingsService } from './settings.service.ts';

/** GET /api/settings: the shop's public details, for every visitor. */
export async function settingsPublicRoutes(
  app: FastifyInstance,
  { settings }: { settings: SettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The shop's public details (company, opening hours, social links, shipping)",
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated each time (the server keeps its copy briefly), so a save shows at once.
      reply.header('Cache-Control', 'no-cache');
      return settings.publicSettings();
    },
  );
}

/** The settings screen's calls: admins only (issue 19). */
export async function settingsAdminRoutes(
  app: FastifyInstance,
  { settings }: { settings: SettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(app, requireRole('admin'));
  const tags = ['settings'];
  const errors = errorResponses(400, 401, 403);

  r.get(
    '/admin/settings',
    { schema: { tags, response: { 200: adminSettingsSchema, ...errors } } },
    async () => settings.adminSettings(),
  );
  r.put(
    '/admin/settings',
    {
      schema: {
        tags,
        summary: "Save the shop's details and flat shipping rate (new orders use it)",
        body: shopSettingsInputSchema,
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async (request) => settings.update(request.body, currentUser(request).id),
  );
}
