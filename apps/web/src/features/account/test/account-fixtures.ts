import type {
  AccountProfile,
  CustomerOrdersResponse,
  CustomerOrderStats,
  Order,
  OrderSummary,
} from '@shop/contract';
import { customerUser } from '../../../test/render';

export const signedInCustomer = {
  'GET /api/check-auth': { body: { isAuthenticated: true, user: customerUser } },
};

export const profile: AccountProfile = {
  id: 7,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '(702) 555-0100',
  companyName: null,
  jobTitle: null,
  accountType: 'personal',
  customerType: 'retail',
  role: 'customer',
  status: 'active',
  createdAt: '2024-03-05T18:00:00.000Z',
  address: '12 Main St',
  city: 'Las Vegas',
  state: 'NV',
  zipCode: '89101',
  country: 'United States',
  billingAddress: null,
  billingCity: null,
  billingState: null,
  billingZipCode: null,
  billingCountry: null,
  taxId: null,
  pendingEmail: null,
};

export const stats: CustomerOrderStats = {
  totalOrders: 4,
  pending: 1,
  delivered: 2,
  totalSpent: 1234.5,
  latestOrderId: 41,
};

export const noStats: CustomerOrderStats = {
  totalOrders: 0,
  pending: 0,
  delivered: 0,
  totalSpent: 0,
  latestOrderId: null,
};

export const summary = (id: number, over: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  orderNumber: `SV-2025-${String(id).padStart(4, '0')}`,
  status: 'delivered',
  paymentStatus: 'paid',
  subtotal: 100,
  total: 118.25,
  createdAt: '2025-02-10T17:30:00.000Z',
  itemCount: 2,
  totalQuantity: 3,
  rateable: false,
  ...over,
});

export const ordersPage = (
  orders: OrderSummary[],
  totalItems = orders.length,
  currentPage = 1,
): CustomerOrdersResponse => ({
  success: true,
  orders,
  pagination: {
    currentPage,
    totalPages: Math.max(1, Math.ceil(totalItems / 50)),
    totalItems,
    itemsPerPage: 50,
    hasNext: currentPage * 50 < totalItems,
    hasPrev: currentPage > 1,
  },
});

export const order = (id: number, over: Partial<Order> = {}): Order => ({
  id,
  orderNumber: `SV-2025-${String(id).padStart(4, '0')}`,
  orderType: 'online',
  status: 'delivered',
  paymentStatus: 'paid',
  subtotal: 100,
  taxRate: 0.0825,
  tax: 8.25,
  shipping: 10,
  total: 118.25,
  currency: 'USD',
  shippingAddress: '12 Main St, Las Vegas, NV 89101, United States',
  shipTo: {
    address: '12 Main St',
    city: 'Las Vegas',
    state: 'NV',
    zipCode: '89101',
    country: 'United States',
  },
  paymentProvider: 'test',
  cardBrand: 'visa',
  cardLast4: '4242',
  trackingNumber: '1Z999AA10123456784',
  expectedDelivery: '2025-02-14',
  shippedAt: '2025-02-11T16:00:00.000Z',
  deliveredAt: '2025-02-13T20:00:00.000Z',
  itemCount: 2,
  totalQuantity: 3,
  totalWeightLbs: null,
  createdAt: '2025-02-10T17:30:00.000Z',
  updatedAt: '2025-02-13T20:00:00.000Z',
  items: [
    {
      id: 501,
      productId: 11,
      packageId: null,
      productName: 'Dome Camera 4K',
      packageName: 'Standard',
      sku: 'CAM-4K',
      quantity: 2,
      unitPrice: 40,
      lineTotal: 80,
      weightLbs: null,
      rating: null,
    },
    {
      id: 502,
      productId: 12,
      packageId: null,
      productName: 'Door Sensor',
      packageName: 'Standard',
      sku: 'DS-1',
      quantity: 1,
      unitPrice: 20,
      lineTotal: 20,
      weightLbs: null,
      rating: 4,
    },
  ],
  history: [
    {
      status: 'paid',
      paymentStatus: 'paid',
      fromStatus: null,
      fromPaymentStatus: null,
      note: null,
      changedBy: null,
      createdAt: '2025-02-10T17:30:00.000Z',
    },
    {
      status: 'shipped',
      paymentStatus: 'paid',
      fromStatus: 'paid',
      fromPaymentStatus: 'paid',
      note: null,
      changedBy: null,
      createdAt: '2025-02-11T16:00:00.000Z',
    },
  ],
  ...over,
});

/** What the dashboard asks on every visit: the account, its order stats, the recent orders. */
export const dashboardApi = (
  over: { stats?: CustomerOrderStats; recent?: OrderSummary[] } = {},
) => ({
  ...signedInCustomer,
  'GET /api/customer/profile': { body: profile },
  'GET /api/customer/orders/stats': { body: { success: true, stats: over.stats ?? stats } },
  'GET /api/customer/orders': {
    body: ordersPage(over.recent ?? [summary(41, { status: 'processing' }), summary(40)]),
  },
});
