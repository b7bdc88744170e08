import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addBlackout,
  addTechnician,
  bookInstallation,
  cancelInstallation,
  completeInstallation,
  deactivateTechnician,
  getInstallationJob,
  getInstallationSettings,
  getInstallationWeek,
  listBlackouts,
  listCustomerInstallations,
  listCustomerSlots,
  listStaffSlots,
  listTechnicians,
  moveInstallation,
  removeBlackout,
  rescheduleInstallation,
  saveInstallationSettings,
  updateTechnician,
} from '@shop/contract/installations/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
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
  serve(app, listCustomerInstallations, async (request) => ({
    success: true as const,
    installations: await installations.customerJobs(currentUser(request).id),
  }));

  serve(app, listCustomerSlots, async (request) => ({
    success: true as const,
    slots: await installations.customerSlots(
      currentUser(request).id,
      request.params.id,
      request.query,
    ),
  }));

  serve(app, bookInstallation, async (request) => ({
    success: true as const,
    installation: await installations.book(actorOf(request, true), request.params.id, request.body),
  }));

  serve(app, moveInstallation, async (request) => ({
    success: true as const,
    installation: await installations.move(actorOf(request, true), request.params.id, request.body),
  }));
}

/** Staff with canManageOrders: the calendar, the jobs, technicians and blackouts. */
export async function installationAdminRoutes(
  app: FastifyInstance,
  { installations }: { installations: InstallationsService },
) {
  serve(app, getInstallationWeek, async (request) => installations.week(request.query));

  serve(app, getInstallationJob, async (request) => ({
    success: true as const,
    job: await installations.adminJob(request.params.id),
  }));

  serve(app, listStaffSlots, async (request) => ({
    success: true as const,
    slots: await installations.staffSlots(request.params.id, request.query),
  }));

  serve(app, rescheduleInstallation, async (request) => ({
    success: true as const,
    job: await installations.reschedule(actorOf(request, false), request.params.id, request.body),
  }));

  serve(app, completeInstallation, async (request) => ({
    success: true as const,
    job: await installations.complete(actorOf(request, false), request.params.id, request.body),
  }));

  serve(app, cancelInstallation, async (request) => ({
    success: true as const,
    job: await installations.cancel(
      actorOf(request, false),
      request.params.id,
      request.body.reason,
    ),
  }));

  serve(app, listTechnicians, async () => ({
    success: true as const,
    technicians: await installations.technicians(),
  }));

  serve(app, addTechnician, async (request) => ({
    success: true as const,
    technician: await installations.createTechnician(request.body),
  }));

  serve(app, updateTechnician, async (request) => ({
    success: true as const,
    technician: await installations.updateTechnician(request.params.id, request.body),
  }));

  serve(app, deactivateTechnician, async (request) => ({
    success: true as const,
    technician: await installations.deactivateTechnician(request.params.id),
  }));

  serve(app, listBlackouts, async (request) => ({
    success: true as const,
    blackouts: await installations.blackouts(request.query),
  }));

  serve(app, addBlackout, async (request) => ({
    success: true as const,
    blackout: await installations.addBlackout(currentUser(request).id, request.body),
  }));

  serve(app, removeBlackout, async (request) => {
    await installations.removeBlackout(request.params.id);
    return { success: true as const, message: 'Blackout removed' };
  });
}

/** The installation settings (deposit, slot times): admins only, like the shop's settings. */
export async function installationSettingsRoutes(
  app: FastifyInstance,
  { installations }: { installations: InstallationsService },
) {
  serve(app, getInstallationSettings, async () => ({
    success: true as const,
    settings: await installations.settings(),
  }));

  serve(app, saveInstallationSettings, async (request) => ({
    success: true as const,
    settings: await installations.saveSettings(currentUser(request).id, request.body),
  }));
}
