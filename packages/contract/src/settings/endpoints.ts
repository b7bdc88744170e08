import { defineEndpoint } from '../endpoint.ts';
import { adminSettingsSchema, publicSettingsSchema, shopSettingsInputSchema } from '../settings.ts';

export const getPublicSettings = defineEndpoint({
  method: 'GET',
  path: '/settings',
  access: 'visitor',
  tags: ['settings'],
  summary: "The shop's public details (company, opening hours, social links, shipping)",
  reply: publicSettingsSchema,
});

/** The settings screen's calls: admins only. */
const admin = { access: { role: ['admin'] }, tags: ['settings'] } as const;

export const getAdminSettings = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/admin/settings',
  summary: "The shop's details and flat shipping rate, as the settings screen edits them",
  reply: adminSettingsSchema,
});

export const saveAdminSettings = defineEndpoint({
  ...admin,
  method: 'PUT',
  path: '/admin/settings',
  summary: "Save the shop's details and flat shipping rate (new orders use it)",
  body: shopSettingsInputSchema,
  reply: adminSettingsSchema,
});
