// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const getHealth = route<typeof endpoints.getHealth>('GET', '/health');
export const getPublicConfig = route<typeof endpoints.getPublicConfig>('GET', '/config');
export const getSystemStatus = route<typeof endpoints.getSystemStatus>('GET', '/admin/system');
export const seedDemoUsers = route<typeof endpoints.seedDemoUsers>('POST', '/admin/seed-users');
