// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const countPageView = route<typeof endpoints.countPageView>('POST', '/page-views');
export const getAdminStats = route<typeof endpoints.getAdminStats>('GET', '/admin/stats', { money: { reply: ['daily.*.revenue', 'popularProducts.*.revenue', 'quotePipeline.valueWonThisMonth', 'recentOrders.*.subtotal', 'recentOrders.*.total_amount', 'totals.revenueLast30Days'] } });
