import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { accountProfileSchema, profilePatchSchema, updateProfileResponse } from '../account.ts';
import { idParam } from '../catalogue.ts';
import { addressesResponse, updateAddressesSchema } from '../checkout.ts';
import {
  customerOrdersQuery,
  customerOrdersResponse,
  customerOrderStatsResponse,
  orderResponse,
  rateOrderItemResponse,
  rateOrderItemSchema,
  statementQuery,
} from '../orders.ts';

/** The signed-in customer's own data: every call is scoped to the session's user. */
const own = { access: 'signedIn', tags: ['customer'], errors: [404] } as const;
/** A change to it: a read-only account (the guest) is refused. */
const change = { ...own, access: 'account' } as const;
const orderId = idParam('order id');

export const getProfile = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/profile',
  summary: 'The signed-in customer\u2019s own profile',
  reply: accountProfileSchema,
  errors: [],
});

export const updateProfile = defineEndpoint({
  ...change,
  method: 'PUT',
  path: '/customer/profile',
  summary:
    'Change the profile: the fields sent, checked with the rest as saved (customer data check); a new e-mail needs the current password and a mailed link',
  body: profilePatchSchema,
  reply: updateProfileResponse,
  errors: [404, 409],
});

export const getAddresses = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/addresses',
  summary: 'The saved shipping and billing address',
  reply: addressesResponse,
});

export const updateAddresses = defineEndpoint({
  ...change,
  method: 'PUT',
  path: '/customer/addresses',
  summary: 'Change the saved shipping and/or billing address',
  body: updateAddressesSchema,
  reply: addressesResponse,
});

export const listOwnOrders = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/orders',
  summary: 'The customer\u2019s own orders: filtered, searched, sorted and paged',
  query: customerOrdersQuery,
  reply: customerOrdersResponse,
});

export const getOwnOrderStats = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/orders/stats',
  summary: 'The dashboard cards: total, pending, delivered, total spent',
  reply: customerOrderStatsResponse,
});

export const getOwnOrderByNumber = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/orders/number/:orderNumber',
  summary: 'One of the customer\u2019s orders by its number (the confirmation page)',
  params: z.object({ orderNumber: z.string().max(40) }),
  reply: orderResponse,
});

export const getOwnOrder = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/orders/:id',
  summary: 'One of the customer\u2019s orders',
  params: orderId,
  reply: orderResponse,
});

export const rateOrderItem = defineEndpoint({
  ...change,
  method: 'POST',
  path: '/customer/orders/:id/ratings',
  summary: 'Rate one item of a delivered order, 1 to 5 stars, once',
  params: orderId,
  body: rateOrderItemSchema,
  reply: rateOrderItemResponse,
  errors: [404, 409],
});

export const getOwnInvoicePdf = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/orders/:id/invoice',
  summary: 'The order\u2019s invoice as a PDF',
  params: orderId,
  reply: { file: 'application/pdf' },
});

export const getOwnInvoicesZip = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/invoices.zip',
  summary: 'Every invoice of the account in one ZIP file',
  reply: { file: 'application/zip' },
});

export const getStatementPdf = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/statement',
  summary: 'An account statement (PDF) of the orders and payments of a period',
  query: statementQuery,
  reply: { file: 'application/pdf' },
});

export const exportOwnData = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/customer/export',
  summary: 'Everything the shop holds about the account, as a JSON file',
  reply: { file: 'application/json' },
});
