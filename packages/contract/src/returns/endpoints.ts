import { idParam } from '../catalogue.ts';
import {
  customerDeviceResponse,
  customerDevicesQuery,
  customerDevicesResponse,
} from '../devices.ts';
import { defineEndpoint } from '../endpoint.ts';
import { RMA_MAX_PHOTOS } from '../returns-rules.ts';
import {
  adminRmaResponse,
  adminRmasQuery,
  adminRmasResponse,
  adminRmaStatsResponse,
  adminRmaStepResponse,
  rmaApproveSchema,
  rmaInspectSchema,
  rmaLookupQuery,
  rmaLookupResponse,
  rmaReceiveSchema,
  rmaRejectSchema,
} from '../rma-admin.ts';
import {
  flaggedProductsQuery,
  flaggedProductsResponse,
  rmaNumbersResponse,
  rmaSettingsResponse,
  rmaSettingsSchema,
} from '../rma-numbers.ts';
import {
  customerRmaResponse,
  customerRmasQuery,
  customerRmasResponse,
  rmaPhotoParams,
} from '../rma-requests.ts';
import {
  rmaRefundPreviewResponse,
  rmaResolveResponse,
  rmaResolveSchema,
} from '../rma-resolution.ts';

/** The returns settings (return window, return-rate flag): admins only, like the shop's settings. */
const settings = { access: { role: ['admin'] }, tags: ['settings'] } as const;

export const getRmaSettings = defineEndpoint({
  ...settings,
  method: 'GET',
  path: '/admin/rma-settings',
  summary: 'The return window and when a product is flagged for a high return rate',
  reply: rmaSettingsResponse,
});

export const saveRmaSettings = defineEndpoint({
  ...settings,
  method: 'PUT',
  path: '/admin/rma-settings',
  summary:
    'Save the return window (days), the return-rate flag (percent) and the minimum units sold before flagging',
  body: rmaSettingsSchema,
  reply: rmaSettingsResponse,
});

/** The staff's RMA queue, its numbers and its resolution: staff who manage orders. */
const staff = { access: { permission: 'canManageOrders' }, tags: ['admin rmas'] } as const;
const staffRead = { ...staff, errors: [404] } as const;
const staffWrite = { ...staff, errors: [404, 409] } as const;

export const getRmaNumbers = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/rmas/numbers',
  summary:
    'Return rates per product and category (last 12 months), average days to resolve (last 90 days), open RMAs per status',
  reply: rmaNumbersResponse,
});

/**
 * The admin product list's "High returns" badge: which of a page's products are flagged. For
 * those who may open the product list: the catalogue does not depend on returns, so the page
 * asks here for its products (ADR 0050).
 */
export const listFlaggedProducts = defineEndpoint({
  method: 'GET',
  path: '/admin/rmas/flagged-products',
  access: { permission: 'canManageProducts' },
  tags: ['admin rmas'],
  summary: 'Which of the given products (ids=1,2,3, at most 100) are flagged for high returns',
  query: flaggedProductsQuery,
  reply: flaggedProductsResponse,
});

export const listRmas = defineEndpoint({
  ...staffRead,
  method: 'GET',
  path: '/admin/rmas',
  summary: 'RMAs: filtered by status (or open), kind, dates and search; sorted and paged',
  query: adminRmasQuery,
  reply: adminRmasResponse,
});

export const getRmaStats = defineEndpoint({
  ...staffRead,
  method: 'GET',
  path: '/admin/rmas/stats',
  summary: 'How many RMAs of each status, and how many are open',
  reply: adminRmaStatsResponse,
});

export const lookupRma = defineEndpoint({
  ...staffRead,
  method: 'GET',
  path: '/admin/rmas/lookup',
  summary: 'The open RMA a scanned code belongs to: an RMA number or a unit identifier',
  query: rmaLookupQuery,
  reply: rmaLookupResponse,
});

export const getRma = defineEndpoint({
  ...staffRead,
  method: 'GET',
  path: '/admin/rmas/:id',
  summary: "An RMA with its steps, photos, customer, order and the unit's whole history",
  params: idParam(),
  reply: adminRmaResponse,
});

export const approveRma = defineEndpoint({
  ...staffWrite,
  method: 'POST',
  path: '/admin/rmas/:id/approve',
  summary: 'Approve a requested RMA: the customer is e-mailed how to send the unit back',
  params: idParam(),
  body: rmaApproveSchema,
  reply: adminRmaStepResponse,
});

export const rejectRma = defineEndpoint({
  ...staffWrite,
  method: 'POST',
  path: '/admin/rmas/:id/reject',
  summary:
    'Reject a requested RMA, or close an approved one whose unit never came back, with a reason e-mailed to the customer',
  params: idParam(),
  body: rmaRejectSchema,
  reply: adminRmaStepResponse,
});

export const receiveRma = defineEndpoint({
  ...staffWrite,
  method: 'POST',
  path: '/admin/rmas/:id/receive',
  summary:
    "Receive an approved RMA's unit by scanning its return label or the unit's label: the unit is returned into the returns zone",
  params: idParam(),
  body: rmaReceiveSchema,
  reply: adminRmaStepResponse,
});

export const inspectRma = defineEndpoint({
  ...staffWrite,
  method: 'POST',
  path: '/admin/rmas/:id/inspect',
  summary: 'Inspect a received unit: back to stock as refurbished, or damaged, with the notes',
  params: idParam(),
  body: rmaInspectSchema,
  reply: adminRmaStepResponse,
});

export const getRmaRefundPreview = defineEndpoint({
  ...staffRead,
  method: 'GET',
  path: '/admin/rmas/:id/refund-preview',
  summary:
    "What refunding the RMA's unit line gives back: the amount with its tax share, and what is left to refund on the order",
  params: idParam(),
  reply: rmaRefundPreviewResponse,
});

export const resolveRma = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/rmas/:id/resolve',
  summary:
    'Resolve an inspected RMA: refund the unit line, send a replacement, or repair and send the same unit back',
  params: idParam(),
  body: rmaResolveSchema,
  reply: rmaResolveResponse,
  errors: [404, 409, 503],
});

export const getRmaPhoto = defineEndpoint({
  ...staffRead,
  method: 'GET',
  path: '/admin/rmas/:id/photos/:position',
  summary: 'A photo the customer sent with the request (WebP)',
  params: rmaPhotoParams,
  reply: { file: 'image/webp' },
});

/**
 * The customer's devices and their returns and warranty claims (ADR 0047). Every call is
 * scoped to the signed-in customer: another customer's unit or RMA is "not found", in the same
 * words as one that does not exist.
 */
const customer = { access: 'signedIn', tags: ['customer returns'], errors: [404] } as const;
const customerWrite = {
  ...customer,
  access: 'account',
  errors: [404, 409, 413],
} as const;

export const listDevices = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/devices',
  summary:
    'My devices: every unit shipped, delivered or installed to the customer, newest delivery first, with its warranty and what may be filed for it',
  query: customerDevicesQuery,
  reply: customerDevicesResponse,
});

export const getDevice = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/devices/:id',
  summary: 'One of the customer\u2019s devices by its unit id (the request form reads it)',
  params: idParam('unit id'),
  reply: customerDeviceResponse,
});

export const listCustomerRmas = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/rmas',
  summary: 'The customer\u2019s returns and warranty claims, newest first',
  query: customerRmasQuery,
  reply: customerRmasResponse,
});

export const fileRma = defineEndpoint({
  ...customerWrite,
  method: 'POST',
  path: '/customer/rmas',
  summary:
    'File a return or a warranty claim for one of the customer\u2019s devices; e-mails the RMA number and the return instructions',
  description:
    'multipart/form-data: unitId (or serial), kind (return | warranty), reason, ' +
    `description, preferredOutcome (repair | replace | refund), and up to ${RMA_MAX_PHOTOS} ` +
    'photos (field "photos": JPEG, PNG or WebP, checked by content)',
  body: 'multipart',
  status: 201,
  reply: customerRmaResponse,
  errors: [...customerWrite.errors, 429],
});

export const getCustomerRma = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/rmas/:id',
  summary:
    'One of the customer\u2019s RMAs: its steps with who and when, photos, decision, inspection and resolution',
  params: idParam('RMA id'),
  reply: customerRmaResponse,
});

export const withdrawRma = defineEndpoint({
  ...customerWrite,
  method: 'POST',
  path: '/customer/rmas/:id/withdraw',
  summary: 'Withdraw the request, while it is requested or approved',
  params: idParam('RMA id'),
  reply: customerRmaResponse,
});

export const getRmaLabel = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/rmas/:id/label',
  summary:
    'The printable return label (PDF) with the return address and the RMA number as text and QR, from filing on (409 once rejected or withdrawn)',
  params: idParam('RMA id'),
  reply: { file: 'application/pdf' },
  errors: [404, 409],
});

export const getCustomerRmaPhoto = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/rmas/:id/photos/:position',
  summary: 'A photo the customer sent with the request (WebP)',
  params: rmaPhotoParams,
  reply: { file: 'image/webp' },
});
