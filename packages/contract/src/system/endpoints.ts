import { defineEndpoint } from '../endpoint.ts';
import { seedUsersResponse, systemStatusSchema } from '../admin-system.ts';
import { healthSchema, publicConfigSchema } from '../common.ts';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'visitor',
  tags: ['system'],
  summary: 'Liveness and database check',
  // A 503 answers the same body ("unavailable"), not an error: no 503 error schema here.
  reply: healthSchema,
});

export const getPublicConfig = defineEndpoint({
  method: 'GET',
  path: '/config',
  access: 'visitor',
  tags: ['system'],
  summary: 'Whether the shop is a demo and whether payments are only a test',
  reply: publicConfigSchema,
});

const admin = { access: { role: ['admin'] }, tags: ['system'], errors: [503] } as const;

export const getSystemStatus = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/admin/system',
  summary: 'Database, mail and payment health, and counts',
  reply: systemStatusSchema,
});

/** Served in demo mode only: elsewhere the call answers 404, like any unknown path. */
export const seedDemoUsers = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/admin/seed-users',
  summary: 'Demo mode: add the fixed set of demo customers and a demo manager',
  reply: seedUsersResponse,
});
