// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const listFailedJobs = route<typeof endpoints.listFailedJobs>('GET', '/admin/jobs/failed');
export const retryJob = route<typeof endpoints.retryJob>('POST', '/admin/jobs/:id/retry');
