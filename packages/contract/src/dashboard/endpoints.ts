import { defineEndpoint } from '../endpoint.ts';
import { adminStatsSchema, pageViewSchema } from '../dashboard.ts';

export const getAdminStats = defineEndpoint({
  method: 'GET',
  path: '/admin/stats',
  access: { permission: 'canViewReports' },
  tags: ['admin'],
  summary: 'The admin dashboard: cards, 30 days of orders and revenue, tables',
  reply: adminStatsSchema,
});

/**
 * One view of a public page, sent by the web app on each navigation. Only the fixed list of
 * public paths is counted; nothing about the visitor is read or kept.
 */
export const countPageView = defineEndpoint({
  method: 'POST',
  path: '/page-views',
  access: 'visitor',
  tags: ['system'],
  summary: 'Count a view of a public page',
  body: pageViewSchema,
  status: 204,
  reply: null,
});
