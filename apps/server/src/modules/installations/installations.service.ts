// The rules of this module, in words: docs/modules/installations.md
import {
  DEFAULT_DEPOSIT_PERCENT,
  INSTALLATION_LIMITS,
  type InstallationSettings,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { MailService } from '../mail/mail.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import { createInstallationBooking } from './installations.booking.ts';
import { createInstallationsRepository, type NewJob } from './installations.repository.ts';
import { createTechnicianAdmin } from './installations.technicians.ts';

export type InstallationsService = ReturnType<typeof createInstallationsService>;

/**
 * Installation (ADR 0041): the labour price list, technicians and their capacity,
 * and the job of each order that is installed. Other modules reach these tables only through
 * this service.
 */
export function createInstallationsService({
  database,
  mail,
  units,
  orders,
  publicUrl,
  now,
}: {
  database: DatabaseHandle;
  mail: Pick<MailService, 'queue' | 'kick'>;
  units: Pick<UnitsService, 'installOrderUnits' | 'unitsOfOrders'>;
  /** The installed order: read for its customer, completed with the job. */
  orders: Pick<OrdersService, 'changeStatus' | 'row'>;
  publicUrl: string;
  /** What time it is for booking and completing (tests fix it); the real time by default. */
  now?: (() => Date) | undefined;
}) {
  const repository = createInstallationsRepository(database);
  async function settings(): Promise<InstallationSettings> {
    return (
      (await repository.settings()) ?? {
        depositPercent: DEFAULT_DEPOSIT_PERCENT,
        slotTimes: [...INSTALLATION_LIMITS.defaultSlotTimes],
        openHolidays: [],
      }
    );
  }
  const technicianAdmin = createTechnicianAdmin({ database, repository, settings });
  const booking = createInstallationBooking({
    database,
    repository,
    slotTimes: async () => (await settings()).slotTimes,
    openHolidays: async () => (await settings()).openHolidays,
    mail,
    units,
    orders,
    publicUrl,
    ...(now ? { now } : {}),
  });
  // ADR 0068: each member is named with the part that holds it.
  return {
    technicians: technicianAdmin.technicians,
    technician: technicianAdmin.technician,
    createTechnician: technicianAdmin.createTechnician,
    updateTechnician: technicianAdmin.updateTechnician,
    deactivateTechnician: technicianAdmin.deactivateTechnician,
    seedTechnicians: technicianAdmin.seedTechnicians,
    blackouts: technicianAdmin.blackouts,
    addBlackout: technicianAdmin.addBlackout,
    removeBlackout: technicianAdmin.removeBlackout,
    saveSettings: technicianAdmin.saveSettings,

    customerJobs: booking.customerJobs,
    customerSlots: booking.customerSlots,
    book: booking.book,
    move: booking.move,
    week: booking.week,
    adminJob: booking.adminJob,
    staffSlots: booking.staffSlots,
    reschedule: booking.reschedule,
    complete: booking.complete,
    cancel: booking.cancel,
    reviveForOrder: booking.reviveForOrder,
    cancelForOrder: booking.cancelForOrder,

    /** The labour price list in its order, inactive lines included (quotes keep what they copied). */
    labourPrices: () => repository.labourPrices(),
    labourPricesByIds: (ids: readonly number[]) => repository.labourPricesByIds(ids),

    /**
     * The deposit share of a quote, the slot start times and the opened federal holidays: the
     * admin's, else the defaults.
     */
    settings,

    /**
     * The installation job of an order that is installed, made in the order's transaction (the
     * call joins it): once per order; answers the job's id, or undefined when it had one.
     */
    async createJobForOrder(job: NewJob): Promise<number | undefined> {
      return database.transaction(async () => {
        const id = await repository.insertJob(job);
        if (id !== undefined) {
          await repository.insertHistory({
            jobId: id,
            fromStatus: null,
            toStatus: 'to_book',
            note: job.quoteId === null ? 'Ordered with installation' : 'Quote accepted and paid',
            byCustomer: false,
            userId: null,
            userName: null,
          });
        }
        return id;
      });
    },
  };
}
