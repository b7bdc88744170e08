import type { ExecutorSource } from '@shop/db';
import type { InstallationsService } from './installations.service.ts';
import {
  createInstallationOutlookRepository,
  type OutlookRow,
} from './installation-outlook.repository.ts';

/** How many days ahead the dashboard shows the booked installations. */
export const OUTLOOK_DAYS = 7;
/** At most this many booked jobs are listed (a week of a large team). */
const OUTLOOK_LIMIT = 200;

export type OutlookJob = OutlookRow & {
  /** The slot's start time from the installation settings ("HH:MM"), null past their end. */
  slotTime: string | null;
};

export type InstallationOutlook = { jobs: OutlookJob[]; toBook: number };

/**
 * The next days of installations for the owner's dashboard: the booked jobs
 * from today (the shop's) through the next 6 days with the technician, the order's number and
 * the customer, each slot named by its start time from the installation settings, and how many
 * jobs still wait for a slot (installation-outlook.repository.ts).
 */
export function createInstallationOutlook(deps: {
  database: ExecutorSource;
  installations: Pick<InstallationsService, 'settings'>;
}) {
  const repository = createInstallationOutlookRepository(deps.database);
  return {
    async nextDays(now: Date = new Date()): Promise<InstallationOutlook> {
      const [settings, rows, toBook] = await Promise.all([
        deps.installations.settings(),
        repository.bookedJobs(now, OUTLOOK_DAYS, OUTLOOK_LIMIT),
        repository.countToBook(),
      ]);
      return {
        jobs: rows.map((r) => ({ ...r, slotTime: settings.slotTimes[r.slot - 1] ?? null })),
        toBook,
      };
    },
  };
}

export type InstallationOutlookReader = ReturnType<typeof createInstallationOutlook>;
