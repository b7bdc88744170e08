import {
  addDays,
  BOOKING_MESSAGES,
  federalHoliday,
  INSTALLATION_LIMITS,
  INSTALLATION_MESSAGES,
  type Blackout,
  type BlackoutInput,
  type DayRangeQuery,
  type InstallationSettings,
  type InstallationSettingsInput,
  slotWhen,
  type Technician,
  type TechnicianInput,
  type TechnicianUpdate,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import type { InstallationsRepository } from './installations.repository.ts';

const technicianNotFound = () =>
  new DomainError('not_found', INSTALLATION_MESSAGES.technicianNotFound, {
    code: 'TECHNICIAN_NOT_FOUND',
  });

/**
 * What the installation capacity is made of (ADR 0045): technicians with their
 * working days and slots, blackout days, and the shop's slot times and deposit.
 */
export function createTechnicianAdmin({
  database,
  repository,
  settings,
}: {
  database: DatabaseHandle;
  repository: InstallationsRepository;
  settings: () => Promise<InstallationSettings>;
}) {
  /** A technician works at most as many slots as the shop has slot times. */
  async function requireSlotTimes(slotsPerDay: number) {
    const times = (await settings()).slotTimes.length;
    if (slotsPerDay > times) {
      const message = BOOKING_MESSAGES.slotsOverTimes(times);
      throw new DomainError('validation', message, { fields: { slotsPerDay: message } });
    }
  }

  const busy = (n: number) =>
    new DomainError('conflict', BOOKING_MESSAGES.technicianBusy(n), { code: 'TECHNICIAN_BUSY' });

  async function technician(id: number): Promise<Technician> {
    const row = await repository.technician(id);
    if (!row) throw technicianNotFound();
    return row;
  }

  return {
    technicians: (): Promise<Technician[]> => repository.technicians(),
    technician,

    async createTechnician(input: TechnicianInput): Promise<Technician> {
      await requireSlotTimes(input.slotsPerDay);
      const id = await database.transaction(() => repository.insertTechnician(input));
      return technician(id);
    },

    /**
     * The whole record. Fewer working days or slots, or deactivating, is refused while booked
     * jobs would fall outside them (409 with how many): they are moved first.
     */
    async updateTechnician(id: number, input: TechnicianUpdate): Promise<Technician> {
      await requireSlotTimes(input.slotsPerDay);
      await database.transaction(async () => {
        const row = await repository.technician(id, true);
        if (!row) throw technicianNotFound();
        const active = input.active ?? row.active;
        if (!active && row.bookedJobs > 0) throw busy(row.bookedJobs);
        const outside = await repository.bookedOutside(id, input.workingDays, input.slotsPerDay);
        if (outside > 0) {
          throw new DomainError('conflict', BOOKING_MESSAGES.technicianDaysBusy(outside), {
            code: 'TECHNICIAN_BUSY',
          });
        }
        await repository.updateTechnician(id, { ...input, active });
      });
      return technician(id);
    },

    /** Deactivated, never deleted (their past jobs name them); refused while they have bookings. */
    async deactivateTechnician(id: number): Promise<Technician> {
      await database.transaction(async () => {
        const row = await repository.technician(id, true);
        if (!row) throw technicianNotFound();
        if (row.bookedJobs > 0) throw busy(row.bookedJobs);
        await repository.updateTechnician(id, { ...row, active: false });
      });
      return technician(id);
    },

    /**
     * Technicians for a shop that has none (the demo's), each with at most as many slots a day
     * as the shop has slot times. Answers whether it added them.
     */
    async seedTechnicians(
      people: readonly { name: string; workingDays: number[]; slotsPerDay: number }[],
    ): Promise<boolean> {
      return database.transaction(async () => {
        if ((await repository.technicians()).length) return false;
        const slotTimes = (await settings()).slotTimes.length;
        for (const t of people) {
          await repository.insertTechnician({
            name: t.name,
            workingDays: t.workingDays,
            email: null,
            phone: null,
            slotsPerDay: Math.min(t.slotsPerDay, slotTimes),
          });
        }
        return true;
      });
    },

    async blackouts(q: DayRangeQuery): Promise<Blackout[]> {
      const today = await repository.shopToday();
      return repository.blackouts(
        q.from ?? today,
        q.to ?? addDays(q.from ?? today, INSTALLATION_LIMITS.horizonDays),
      );
    },

    /**
     * A day nobody (or one technician) installs. Refused (409, naming the orders) while
     * installations are booked that day for them: staff move those first, so no customer
     * keeps a slot that will not be kept (ADR 0045).
     */
    async addBlackout(actorId: number, input: BlackoutInput): Promise<Blackout> {
      const id = await database.transaction(async () => {
        if (input.technicianId !== null && !(await repository.technician(input.technicianId))) {
          throw technicianNotFound();
        }
        const booked = await repository.bookedOn(input.day, input.technicianId);
        if (booked.length) {
          throw new DomainError('conflict', BOOKING_MESSAGES.blackoutBooked(booked), {
            code: 'DAY_BOOKED',
          });
        }
        try {
          return await database.transaction(() =>
            repository.insertBlackout({ ...input, createdBy: actorId }),
          );
        } catch (err) {
          if (isUniqueViolation(err, 'installation_blackouts_key')) {
            throw new DomainError('conflict', BOOKING_MESSAGES.blackoutExists, {
              fields: { day: BOOKING_MESSAGES.blackoutExists },
              code: 'BLACKOUT_EXISTS',
            });
          }
          throw err;
        }
      });
      const [row] = (await repository.blackouts(input.day, input.day)).filter((b) => b.id === id);
      return row!;
    },

    async removeBlackout(id: number): Promise<void> {
      const removed = await database.transaction(() => repository.deleteBlackout(id));
      if (!removed) throw new DomainError('not_found', BOOKING_MESSAGES.blackoutNotFound);
    },

    /**
     * Deposit, slot times and the opened holidays (absent: kept). A holiday closed again while
     * installations are booked on it is refused (409, naming the orders), as a blackout is.
     */
    async saveSettings(
      userId: number,
      input: InstallationSettingsInput,
    ): Promise<InstallationSettings> {
      await database.transaction(async () => {
        const stranded = await repository.bookedBeyondSlot(input.slotTimes.length);
        if (stranded > 0) {
          throw new DomainError('conflict', BOOKING_MESSAGES.slotTimesBooked(stranded), {
            code: 'SLOTS_BOOKED',
          });
        }
        const saved = (await settings()).openHolidays;
        const openHolidays = input.openHolidays ?? saved;
        for (const day of saved.filter((d) => !openHolidays.includes(d))) {
          const orders = await repository.bookedOn(day, null);
          if (orders.length > 0) {
            const holiday = `${federalHoliday(day) ?? 'the holiday'}, ${slotWhen(day, null, null)}`;
            throw new DomainError('conflict', BOOKING_MESSAGES.holidayBooked(holiday, orders), {
              code: 'HOLIDAY_BOOKED',
            });
          }
        }
        await repository.saveSettings({ ...input, openHolidays }, userId);
      });
      return settings();
    },
  };
}
