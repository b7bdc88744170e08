import { defineModule, route } from '../module.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    settings: SettingsService;
  }
}

/** The shop's own settings (name, address, mail details). */
export const settingsModule = defineModule({
  name: 'settings',
  needs: ['database'],
  provides: ['settings'],
  create: ({ database }, { config }) => ({
    settings: createSettingsService({ database, publicUrl: config.publicUrl }),
  }),
  routes: ({ settings }) => [route(settingsRoutes, { settings })],
});
