// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const countPageView = route<typeof endpoints.countPageView>('POST', '/page-views');
export const getAdminStats = route<typeof endpoints.getAdminStats>('GET', '/admin/stats', { money: { reply: ['daily.*.revenue', 'popularProducts.*.revenue', 'quotePipeline.valueWonThisMonth', 'recentOrders.*.subtotal', 'recentOrders.*.total_amount', 'recurring.last12Months.churned', 'recurring.last12Months.contraction', 'recurring.last12Months.expansion', 'recurring.last12Months.new', 'recurring.months.*.churned', 'recurring.months.*.contraction', 'recurring.months.*.expansion', 'recurring.months.*.new', 'recurring.months.*.rmr', 'recurring.renewalsDue.amount', 'recurring.rmr', 'totals.revenueLast30Days'] } });
