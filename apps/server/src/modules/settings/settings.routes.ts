import type { FastifyInstance } from 'fastify';
import {
  getAdminSettings,
  getPublicSettings,
  saveAdminSettings,
} from '@shop/contract/settings/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { SettingsService } from './settings.service.ts';

/** The shop's public details for every visitor, and the settings screen's calls (admins). */
export async function settingsRoutes(
  app: FastifyInstance,
  { settings }: { settings: SettingsService },
) {
  serve(app, getPublicSettings, async (_request, reply) => {
    // Revalidated each time (the server keeps its copy briefly), so a save shows at once.
    reply.header('Cache-Control', 'no-cache');
    return settings.publicSettings();
  });
  serve(app, getAdminSettings, async () => settings.adminSettings());
  serve(app, saveAdminSettings, async (request) =>
    settings.update(request.body, currentUser(request).id),
  );
}
