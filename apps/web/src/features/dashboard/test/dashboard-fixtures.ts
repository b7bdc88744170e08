import type { AdminOrderSummary, AdminStats } from '@shop/contract';

/** Test data for the admin dashboard, shaped like GET /api/admin/stats. */

/** Thirty days from 2026-03-01, oldest first; `busy` days get orders. */
export function dailyOf(busy: Record<number, { orders: number; revenue: number }> = {}) {
  return Array.from({ length: 30 }, (_, i) => ({
    day: `2026-03-${String(i + 1).padStart(2, '0')}`,
    orders: busy[i]?.orders ?? 0,
    revenue: busy[i]?.revenue ?? 0,
  }));
}

export const recentOrder = (over: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: 31,
  orderNumber: 'ORD-20260330-0031',
  createdAt: '2026-03-30T18:00:00.000Z',
  customerId: 7,
  customerName: 'Ann Lee',
  customerEmail: 'ann@example.com',
  itemCount: 2,
  totalQuantity: 3,
  subtotal: 1190,
  total: 1295.2,
  status: 'paid',
  paymentStatus: 'paid',
  trackingNumber: null,
  ...over,
});

export const adminStats = (over: Partial<AdminStats> = {}): AdminStats => ({
  users: {
    total: 120,
    active: 110,
    inactive: 10,
    admins: 2,
    managers: 3,
    customers: 115,
    unverified: 4,
    newThisMonth: 9,
  },
  totals: {
    products: 48,
    ordersLast30Days: 17,
    revenueLast30Days: 23456.5,
    activeUsers: 110,
    pageViewsLast30Days: 5321,
  },
  daily: dailyOf({ 4: { orders: 2, revenue: 450 }, 11: { orders: 5, revenue: 3210.75 } }),
  recentOrders: [
    recentOrder(),
    recentOrder({
      id: 30,
      orderNumber: 'ORD-20260329-0030',
      customerName: 'Dan Brown',
      customerEmail: 'dan@example.com',
      status: 'shipped',
      total: 89.99,
    }),
  ],
  popularProducts: [
    {
      productId: 5,
      name: '4K Dome Camera',
      sku: 'CAM-4K-DOME',
      unitsSold: 12,
      revenue: 3588,
      stock: 0,
      rating: 4.6,
    },
  ],
  topPages: [
    { path: '/', views: 3100 },
    { path: '/services', views: 1200 },
  ],
  ...over,
});
