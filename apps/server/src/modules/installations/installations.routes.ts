import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  errorResponses,
  freeSlotsResponse,
  idParam,
  installationSettingsResponse,
  installationSettingsSchema,
  rescheduleSchema,
  staffSlotsResponse,
  successMessageSchema,
  technicianInputSchema,
  technicianResponse,
  techniciansResponse,
  technicianUpdateSchema,
} from '@shop/contract';
import {
  currentUser,
  requirePermission,
  requireRole,
  requireUser,
  requireWriteAccess,
} from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { Actor } from './installations.booking.ts';
import type { InstallationsService } from './installations.service.ts';

const actorOf = (request: FastifyRequest, customer: boolean): Actor => {
  const user = currentUser(request);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    customer,
  };
};

/** The signed-in customer's own installations: another customer's job is 404. */
export async function installationCustomerRoutes(
  app: FastifyInstance,
  { installations }: { installations: InstallationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requireUser);
  const tags = ['customer installations'];
  const readErrors = errorResponses(400, 401, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);

  r.get(
    '/customer/installations',
    {
      schema: {
        tags,
        summary:
          'The customer\u2019s installations: status, day, slot, technician, until when movable',
        response: { 200: customerInstallationsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      installations: await installations.customerJobs(currentUser(request).id),
    }),
  );

  r.get(
    '/customer/installations/:id/slots',
    {
      schema: {
        tags,
        summary: 'Free slots (day, slot, start) for the job, from 48 hours ahead',
        params: idParam('installation id'),
        querystring: dayRangeQuery,
        response: { 200: freeSlotsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      slots: await installations.customerSlots(
        currentUser(request).id,
        request.params.id,
        request.query,
      ),
    }),
  );

  r.post(
    '/customer/installations/:id/book',
    {
      onRequest: requireWriteAccess,
      schema: {
        tags,
        summary:
          'Book a free slot (the technician is chosen by the server); e-mails a confirmation',
        params: idParam('installation id'),
        body: bookSlotSchema,
        response: { 200: customerInstallationResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      installation: await installations.book(
        actorOf(request, true),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.post(
    '/customer/installations/:id/move',
    {
      onRequest: requireWriteAccess,
      schema: {
        tags,
        summary: 'Move a booked installation to another free slot, up to 48 hours before it starts',
        params: idParam('installation id'),
        body: bookSlotSchema,
        response: { 200: customerInstallationResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      installation: await installations.move(
        actorOf(request, true),
        request.params.id,
        request.body,
      ),
    }),
  );
}

/** Staff with canManageOrders: the calendar, the jobs, technicians and blackouts. */
export async function installationAdminRoutes(
  app: FastifyInstance,
  { installations }: { installations: InstallationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageOrders'));
  const tags = ['admin installations'];
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);

  r.get(
    '/admin/installations',
    {
      schema: {
        tags,
        summary: 'The week\u2019s jobs by technician and day, and the jobs waiting for a slot',
        querystring: adminWeekQuery,
        response: { 200: adminWeekResponse, ...readErrors },
      },
    },
    async (request) => installations.week(request.query),
  );

  r.get(
    '/admin/installations/:id',
    {
      schema: {
        tags,
        summary: 'A job with its order, customer, history and the order\u2019s units',
        params: idParam('installation id'),
        response: { 200: adminJobResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      job: await installations.adminJob(request.params.id),
    }),
  );

  r.get(
    '/admin/installations/:id/slots',
    {
      schema: {
        tags,
        summary: 'Free slots of every active technician (or one) to reschedule the job into',
        params: idParam('installation id'),
        querystring: dayRangeQuery.and(
          z.object({ technicianId: z.coerce.number().int().positive().optional() }),
        ),
        response: { 200: staffSlotsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      slots: await installations.staffSlots(request.params.id, request.query),
    }),
  );

  r.post(
    '/admin/installations/:id/reschedule',
    {
      schema: {
        tags,
        summary:
          'Book or move the job into a technician\u2019s free slot; the customer is e-mailed',
        params: idParam('installation id'),
        body: rescheduleSchema,
        response: { 200: adminJobResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      job: await installations.reschedule(actorOf(request, false), request.params.id, request.body),
    }),
  );

  r.post(
    '/admin/installations/:id/complete',
    {
      schema: {
        tags,
        summary:
          'Close a booked job as done: the order\u2019s units become installed and the order completed. Before its slot starts only with a `reason` (409 otherwise), which the job\u2019s history keeps',
        params: idParam('installation id'),
        body: completeJobSchema,
        response: { 200: adminJobResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      job: await installations.complete(actorOf(request, false), request.params.id, request.body),
    }),
  );

  r.post(
    '/admin/installations/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a waiting or booked job, with the reason',
        params: idParam('installation id'),
        body: cancelJobSchema,
        response: { 200: adminJobResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      job: await installations.cancel(
        actorOf(request, false),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  r.get(
    '/admin/technicians',
    {
      schema: {
        tags,
        summary: 'Technicians, active first, with their booked jobs',
        response: { 200: techniciansResponse, ...readErrors },
      },
    },
    async () => ({ success: true as const, technicians: await installations.technicians() }),
  );

  r.post(
    '/admin/technicians',
    {
      schema: {
        tags,
        summary: 'Add a technician: working days (ISO 1..7) and slots per day',
        body: technicianInputSchema,
        response: { 201: technicianResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        technician: await installations.createTechnician(request.body),
      };
    },
  );

  r.put(
    '/admin/technicians/:id',
    {
      schema: {
        tags,
        summary: 'Change a technician (fewer days or slots refused while booked jobs fall outside)',
        params: idParam('technician id'),
        body: technicianUpdateSchema,
        response: { 200: technicianResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      technician: await installations.updateTechnician(request.params.id, request.body),
    }),
  );

  r.post(
    '/admin/technicians/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivate a technician (409 with how many while they have booked jobs)',
        params: idParam('technician id'),
        response: { 200: technicianResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      technician: await installations.deactivateTechnician(request.params.id),
    }),
  );

  r.get(
    '/admin/installation-blackouts',
    {
      schema: {
        tags,
        summary: 'Blackout days of a range (from today for 60 days when not given)',
        querystring: dayRangeQuery,
        response: { 200: blackoutsResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      blackouts: await installations.blackouts(request.query),
    }),
  );

  r.post(
    '/admin/installation-blackouts',
    {
      schema: {
        tags,
        summary:
          'Black out a day for everyone or one technician (409 naming the orders booked that day)',
        body: blackoutInputSchema,
        response: { 201: blackoutResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const blackout = await installations.addBlackout(currentUser(request).id, request.body);
      reply.code(201);
      return { success: true as const, blackout };
    },
  );

  r.delete(
    '/admin/installation-blackouts/:id',
    {
      schema: {
        tags,
        summary: 'Remove a blackout day',
        params: idParam('blackout id'),
        response: { 200: successMessageSchema, ...writeErrors },
      },
    },
    async (request) => {
      await installations.removeBlackout(request.params.id);
      return { success: true as const, message: 'Blackout removed' };
    },
  );
}

/** The installation settings (deposit, slot times): admins only, like the shop's settings. */
export async function installationSettingsRoutes(
  app: FastifyInstance,
  { installations }: { installations: InstallationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requireRole('admin'));
  const tags = ['settings'];
  const errors = errorResponses(400, 401, 403);

  r.get(
    '/admin/installation-settings',
    {
      schema: {
        tags,
        summary: 'The deposit percentage of quotes and the installation slot start times',
        response: { 200: installationSettingsResponse, ...errors },
      },
    },
    async () => ({ success: true as const, settings: await installations.settings() }),
  );

  r.put(
    '/admin/installation-settings',
    {
      schema: {
        tags,
        summary: 'Save the deposit percentage and the slot start times (HH:MM, ascending)',
        body: installationSettingsSchema,
        response: { 200: installationSettingsResponse, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await installations.saveSettings(currentUser(request).id, request.body),
    }),
  );
}
