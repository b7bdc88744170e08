import { z } from 'zod';
import { idParam } from '../catalogue.ts';
import { successMessageSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  adminJobResponse,
  adminWeekQuery,
  adminWeekResponse,
  blackoutInputSchema,
  blackoutResponse,
  blackoutsResponse,
  bookSlotSchema,
  cancelJobSchema,
  completeJobSchema,
  customerInstallationResponse,
  customerInstallationsResponse,
  dayRangeQuery,
  freeSlotsResponse,
  installationSettingsResponse,
  installationSettingsSchema,
  rescheduleSchema,
  staffSlotsResponse,
  technicianInputSchema,
  technicianResponse,
  techniciansResponse,
  technicianUpdateSchema,
} from '../installation-booking.ts';
import {
  labourPriceInputSchema,
  labourPriceResponse,
  labourPricesResponse,
  labourPriceUpdateSchema,
} from '../quotes-admin.ts';

/** The signed-in customer's own installations: another customer's job is 404. */
const customer = { access: 'signedIn', tags: ['customer installations'], errors: [404] } as const;
const customerJob = { ...customer, params: idParam('installation id') } as const;
const customerWrite = { ...customerJob, access: 'account', errors: [404, 409] } as const;

export const listCustomerInstallations = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/installations',
  summary: 'The customer\u2019s installations: status, day, slot, technician, until when movable',
  reply: customerInstallationsResponse,
});

export const listCustomerSlots = defineEndpoint({
  ...customerJob,
  method: 'GET',
  path: '/customer/installations/:id/slots',
  summary: 'Free slots (day, slot, start) for the job, from 48 hours ahead',
  query: dayRangeQuery,
  reply: freeSlotsResponse,
});

export const bookInstallation = defineEndpoint({
  ...customerWrite,
  method: 'POST',
  path: '/customer/installations/:id/book',
  summary: 'Book a free slot (the technician is chosen by the server); e-mails a confirmation',
  body: bookSlotSchema,
  reply: customerInstallationResponse,
});

export const moveInstallation = defineEndpoint({
  ...customerWrite,
  method: 'POST',
  path: '/customer/installations/:id/move',
  summary: 'Move a booked installation to another free slot, up to 48 hours before it starts',
  body: bookSlotSchema,
  reply: customerInstallationResponse,
});

/** Staff with canManageOrders: the calendar, the jobs, technicians and blackouts. */
const staff = {
  access: { permission: 'canManageOrders' },
  tags: ['admin installations'],
  errors: [404],
} as const;
const staffWrite = { ...staff, errors: [404, 409] } as const;
const jobParams = { params: idParam('installation id') } as const;
const technicianParams = { params: idParam('technician id') } as const;

export const getInstallationWeek = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/installations',
  summary: 'The week\u2019s jobs by technician and day, and the jobs waiting for a slot',
  query: adminWeekQuery,
  reply: adminWeekResponse,
});

export const getInstallationJob = defineEndpoint({
  ...staff,
  ...jobParams,
  method: 'GET',
  path: '/admin/installations/:id',
  summary: 'A job with its order, customer, history and the order\u2019s units',
  reply: adminJobResponse,
});

export const listStaffSlots = defineEndpoint({
  ...staff,
  ...jobParams,
  method: 'GET',
  path: '/admin/installations/:id/slots',
  summary: 'Free slots of every active technician (or one) to reschedule the job into',
  query: dayRangeQuery.and(
    z.object({ technicianId: z.coerce.number().int().positive().optional() }),
  ),
  reply: staffSlotsResponse,
});

export const rescheduleInstallation = defineEndpoint({
  ...staffWrite,
  ...jobParams,
  method: 'POST',
  path: '/admin/installations/:id/reschedule',
  summary: 'Book or move the job into a technician\u2019s free slot; the customer is e-mailed',
  body: rescheduleSchema,
  reply: adminJobResponse,
});

export const completeInstallation = defineEndpoint({
  ...staffWrite,
  ...jobParams,
  method: 'POST',
  path: '/admin/installations/:id/complete',
  summary:
    'Close a booked job as done: the order\u2019s units become installed and the order completed. Before its slot starts only with a `reason` (409 otherwise), which the job\u2019s history keeps',
  body: completeJobSchema,
  reply: adminJobResponse,
});

export const cancelInstallation = defineEndpoint({
  ...staffWrite,
  ...jobParams,
  method: 'POST',
  path: '/admin/installations/:id/cancel',
  summary: 'Cancel a waiting or booked job, with the reason',
  body: cancelJobSchema,
  reply: adminJobResponse,
});

export const listTechnicians = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/technicians',
  summary: 'Technicians, active first, with their booked jobs',
  reply: techniciansResponse,
});

export const addTechnician = defineEndpoint({
  ...staffWrite,
  method: 'POST',
  path: '/admin/technicians',
  summary: 'Add a technician: working days (ISO 1..7) and slots per day',
  body: technicianInputSchema,
  status: 201,
  reply: technicianResponse,
});

export const updateTechnician = defineEndpoint({
  ...staffWrite,
  ...technicianParams,
  method: 'PUT',
  path: '/admin/technicians/:id',
  summary: 'Change a technician (fewer days or slots refused while booked jobs fall outside)',
  body: technicianUpdateSchema,
  reply: technicianResponse,
});

export const deactivateTechnician = defineEndpoint({
  ...staffWrite,
  ...technicianParams,
  method: 'POST',
  path: '/admin/technicians/:id/deactivate',
  summary: 'Deactivate a technician (409 with how many while they have booked jobs)',
  reply: technicianResponse,
});

export const listBlackouts = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/installation-blackouts',
  summary: 'Blackout days of a range (from today for 60 days when not given)',
  query: dayRangeQuery,
  reply: blackoutsResponse,
});

export const addBlackout = defineEndpoint({
  ...staffWrite,
  method: 'POST',
  path: '/admin/installation-blackouts',
  summary: 'Black out a day for everyone or one technician (409 naming the orders booked that day)',
  body: blackoutInputSchema,
  status: 201,
  reply: blackoutResponse,
});

export const removeBlackout = defineEndpoint({
  ...staffWrite,
  method: 'DELETE',
  path: '/admin/installation-blackouts/:id',
  summary: 'Remove a blackout day',
  params: idParam('blackout id'),
  reply: successMessageSchema,
});

/** The installation settings (deposit, slot times): admins only, like the shop's settings. */
const settings = { access: { role: ['admin'] }, tags: ['settings'] } as const;

export const getInstallationSettings = defineEndpoint({
  ...settings,
  method: 'GET',
  path: '/admin/installation-settings',
  summary: 'The deposit percentage of quotes and the installation slot start times',
  reply: installationSettingsResponse,
});

export const saveInstallationSettings = defineEndpoint({
  ...settings,
  method: 'PUT',
  path: '/admin/installation-settings',
  summary: 'Save the deposit percentage and the slot start times (HH:MM, ascending)',
  body: installationSettingsSchema,
  reply: installationSettingsResponse,
  errors: [409],
});

/** The labour price list: staff who manage orders (they build the quotes). */
const labour = {
  access: { permission: 'canManageOrders' },
  tags: ['admin quotes'],
  errors: [404, 409],
} as const;

export const listLabourPrices = defineEndpoint({
  ...labour,
  method: 'GET',
  path: '/admin/labour-prices',
  summary: 'The labour price list, inactive lines included',
  reply: labourPricesResponse,
});

export const addLabourPrice = defineEndpoint({
  ...labour,
  method: 'POST',
  path: '/admin/labour-prices',
  summary: 'Add a labour line',
  body: labourPriceInputSchema,
  status: 201,
  reply: labourPriceResponse,
});

export const updateLabourPrice = defineEndpoint({
  ...labour,
  method: 'PUT',
  path: '/admin/labour-prices/:id',
  summary: 'Change a labour line: name, unit, price, position; { active: false } deactivates it',
  params: idParam(),
  body: labourPriceUpdateSchema,
  reply: labourPriceResponse,
});

export const deleteLabourPrice = defineEndpoint({
  ...labour,
  method: 'DELETE',
  path: '/admin/labour-prices/:id',
  summary: 'Delete a labour line no quote, order or product uses (409: deactivate it)',
  params: idParam(),
  reply: successMessageSchema,
});
