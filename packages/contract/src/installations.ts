/**
 * Installation (ADR 0041): the labour price list, technicians and their capacity,
 * and installation jobs booked into a technician's day and slot. One list of statuses and
 * limits for the server, the database's checks and the screens.
 */

import { dateFormat } from './date-format.ts';

/** What a labour price is charged per: a camera, a cable run, a recorder, or once per visit. */
export const LABOUR_UNITS = ['camera', 'cable_run', 'recorder', 'call_out'] as const;
export type LabourUnit = (typeof LABOUR_UNITS)[number];

export const LABOUR_UNIT_LABELS: Record<LabourUnit, string> = {
  camera: 'per camera',
  cable_run: 'per cable run',
  recorder: 'per recorder',
  call_out: 'per visit (call-out fee)',
};

/**
 * An installation job: made when its order is (to_book), booked into a technician's day and
 * slot by the customer or staff, completed by the technician (its units become installed),
 * or cancelled with its order.
 */
export const INSTALLATION_JOB_STATUSES = ['to_book', 'booked', 'completed', 'cancelled'] as const;
export type InstallationJobStatus = (typeof INSTALLATION_JOB_STATUSES)[number];

export const INSTALLATION_JOB_STATUS_LABELS: Record<InstallationJobStatus, string> = {
  to_book: 'To book',
  booked: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const INSTALLATION_JOB_TRANSITIONS: Record<
  InstallationJobStatus,
  readonly InstallationJobStatus[]
> = {
  to_book: ['booked', 'cancelled'],
  // booked -> booked is a move (another day, slot or technician).
  booked: ['booked', 'completed', 'cancelled', 'to_book'],
  completed: [],
  cancelled: [],
};

/** ISO weekdays: 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const INSTALLATION_LIMITS = {
  /** A customer moves their booking up to this many hours before its slot starts. */
  moveCutoffHours: 48,
  /** The earliest slot a customer can book: this many hours ahead. */
  leadHours: 48,
  /** How far ahead slots are offered. */
  horizonDays: 60,
  maxSlotsPerDay: 8,
  /** The slot start times (24 h "HH:MM") when the settings name none. */
  defaultSlotTimes: ['08:00', '13:00'],
  /** Hours a slot lasts (for the calendar and the e-mails). */
  slotHours: 4,
} as const;

/** The deposit percentage of an accepted quote when the settings name none. */
export const DEFAULT_DEPOSIT_PERCENT = 30;

export const INSTALLATION_MESSAGES = {
  jobNotFound: 'Installation not found',
  technicianNotFound: 'Technician not found',
  slotTaken: 'That slot was just taken. Pick another one.',
  slotUnavailable: 'That slot is not available. Pick one from the list.',
  tooLateToMove: `An installation can be moved up to ${INSTALLATION_LIMITS.moveCutoffHours} hours before it starts. Call us to change it.`,
  notBookable: (status: InstallationJobStatus) => `A ${status} installation cannot be booked`,
  notCancellable: (status: InstallationJobStatus) => `A ${status} installation cannot be cancelled`,
  notCompletable: 'Only a booked installation can be completed',
  /** A job completed before its slot starts needs a reason (`when`: slotWhen's). */
  completeBeforeSlot: (when: string) =>
    `This job's slot starts ${when}; give a reason to complete it early`,
  unitsNotReady:
    'Every unit of the order must be assigned to it or delivered before the installation is completed',
} as const;

/** A slot's start time ("HH:MM", 24 h) as every screen writes times: "8:00 AM", "1:30 PM". */
export function slotTimeLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (!Number.isInteger(h) || !Number.isInteger(m)) return time;
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const SLOT_DAY = dateFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const SLOT_DAY_NO_YEAR = dateFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A slot as the staff's screens and messages name it: "Tue, Dec 1, 2026 at 8:00 AM" (without
 * the year: "Tue, Dec 1 at 8:00 AM"); a slot past the slot times by its number.
 */
export function slotWhen(
  day: string,
  time: string | null,
  slot: number | null,
  { year = true }: { year?: boolean } = {},
): string {
  const date = (year ? SLOT_DAY : SLOT_DAY_NO_YEAR).format(new Date(`${day}T12:00:00Z`));
  if (time) return `${date} at ${slotTimeLabel(time)}`;
  return slot === null ? date : `${date}, slot ${slot}`;
}
