/**
 * Installation booking (ADR 0045): the calls of technicians, blackouts, the
 * installation settings, the customer's slots and bookings and the staff's week calendar.
 * The statuses, limits and messages are installations.ts's.
 */
import { z } from 'zod';
import { money } from './money-schema.ts';
import { orderUnitSchema } from './order-units.ts';
import { isIsoDate } from './settings.ts';
import { federalHoliday } from './federal-holidays.ts';
import { INSTALLATION_JOB_STATUSES, INSTALLATION_LIMITS, WEEKDAYS } from './installations.ts';

export const BOOKING_MESSAGES = {
  day: (name: string) => `${name} must be a date (YYYY-MM-DD)`,
  range: 'The range ends before it starts',
  rangeTooLong: `Ask for at most ${INSTALLATION_LIMITS.horizonDays + 7} days at a time`,
  technicianName: 'Name is required (up to 100 characters)',
  technicianEmail: 'E-mail must be a valid address',
  technicianPhone: 'Phone is up to 40 characters',
  workingDays: 'Pick at least one working day',
  slotsPerDay: `Slots per day must be a whole number from 1 to ${INSTALLATION_LIMITS.maxSlotsPerDay}`,
  slotsOverTimes: (times: number) =>
    `Slots per day cannot be more than the ${times} slot time${times === 1 ? '' : 's'} of the installation settings`,
  technicianBusy: (n: number) =>
    `This technician has ${n} booked installation${n === 1 ? '' : 's'}. Move ${n === 1 ? 'it' : 'them'} to another technician first.`,
  technicianDaysBusy: (n: number) =>
    `${n} booked installation${n === 1 ? '' : 's'} of this technician fall${n === 1 ? 's' : ''} outside the new working days or slots. Move ${n === 1 ? 'it' : 'them'} first.`,
  technicianInactive: 'That technician is not active',
  blackoutReason: 'Reason is up to 200 characters',
  blackoutExists: 'That day is already blacked out for them',
  blackoutBooked: (orders: string[]) =>
    `Installations are booked that day (${orders.join(', ')}). Move them before blacking the day out.`,
  blackoutNotFound: 'Blackout not found',
  depositPercent: 'Deposit must be a whole percentage from 0 to 100',
  slotTimes: `Slot times are 1 to ${INSTALLATION_LIMITS.maxSlotsPerDay} times (HH:MM), each later than the one before`,
  slotTimesBooked: (n: number) =>
    `${n} booked installation${n === 1 ? ' uses a slot' : 's use slots'} past the new slot times. Move ${n === 1 ? 'it' : 'them'} first.`,
  notesTooLong: 'Notes are up to 2000 characters',
  earlyReason: 'The reason is up to 500 characters',
  notHoliday: (day: string) => `${day} is not a federal holiday`,
  tooManyHolidays: 'Open at most 100 holidays',
  holidayBooked: (holiday: string, orders: string[]) =>
    `Installations are booked on ${holiday}: ${orders.join(', ')}. Move them before closing the holiday.`,
  cancelReason: 'Give the reason (up to 500 characters)',
  notMovable: 'Only a booked installation can be moved',
  pastDay: 'Pick a day from today on',
} as const;

export const isoDay = (name: string) =>
  z.string({ error: BOOKING_MESSAGES.day(name) }).refine(isIsoDate, {
    error: BOOKING_MESSAGES.day(name),
  });

const slotNumber = z.coerce
  .number({ error: 'Slot must be a whole number from 1 to 8' })
  .int({ error: 'Slot must be a whole number from 1 to 8' })
  .min(1, { error: 'Slot must be a whole number from 1 to 8' })
  .max(INSTALLATION_LIMITS.maxSlotsPerDay, { error: 'Slot must be a whole number from 1 to 8' });

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive whole number` })
    .int({ error: `${name} must be a positive whole number` })
    .min(1, { error: `${name} must be a positive whole number` })
    .max(2_147_483_647, { error: `${name} must be a positive whole number` });

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

// ---------------------------------------------------------------------------------------
// Technicians

export const technicianInputSchema = z.object({
  name: z
    .string({ error: BOOKING_MESSAGES.technicianName })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.technicianName })
    .max(100, { error: BOOKING_MESSAGES.technicianName }),
  email: z.preprocess(
    blankToNull,
    z
      .email({ error: BOOKING_MESSAGES.technicianEmail })
      .max(254, { error: BOOKING_MESSAGES.technicianEmail })
      .nullable()
      .default(null),
  ),
  phone: z.preprocess(
    blankToNull,
    z.string().trim().max(40, { error: BOOKING_MESSAGES.technicianPhone }).nullable().default(null),
  ),
  workingDays: z
    .array(
      z
        .number({ error: BOOKING_MESSAGES.workingDays })
        .int({ error: BOOKING_MESSAGES.workingDays })
        .min(1, { error: BOOKING_MESSAGES.workingDays })
        .max(7, { error: BOOKING_MESSAGES.workingDays }),
      { error: BOOKING_MESSAGES.workingDays },
    )
    .min(1, { error: BOOKING_MESSAGES.workingDays })
    .max(7, { error: BOOKING_MESSAGES.workingDays })
    .transform((days): number[] => WEEKDAYS.filter((d) => days.includes(d))),
  slotsPerDay: z
    .number({ error: BOOKING_MESSAGES.slotsPerDay })
    .int({ error: BOOKING_MESSAGES.slotsPerDay })
    .min(1, { error: BOOKING_MESSAGES.slotsPerDay })
    .max(INSTALLATION_LIMITS.maxSlotsPerDay, { error: BOOKING_MESSAGES.slotsPerDay }),
});
export type TechnicianInput = z.infer<typeof technicianInputSchema>;

/** PUT /api/admin/technicians/{id}: the whole record; `active: true` reactivates. */
export const technicianUpdateSchema = technicianInputSchema.extend({
  active: z.boolean().optional(),
});
export type TechnicianUpdate = z.infer<typeof technicianUpdateSchema>;

export const technicianSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  workingDays: z.array(z.number().int()),
  slotsPerDay: z.number().int(),
  active: z.boolean(),
  /** Booked installations assigned to them now. */
  bookedJobs: z.number().int(),
});
export type Technician = z.infer<typeof technicianSchema>;

export const techniciansResponse = z.object({
  success: z.literal(true),
  technicians: z.array(technicianSchema),
});
export const technicianResponse = z.object({
  success: z.literal(true),
  technician: technicianSchema,
});

// ---------------------------------------------------------------------------------------
// Blackouts

export const blackoutInputSchema = z.object({
  day: isoDay('Day'),
  /** null: nobody installs that day (a holiday). */
  technicianId: positiveId('Technician').nullable().default(null),
  reason: z.string().trim().max(200, { error: BOOKING_MESSAGES.blackoutReason }).default(''),
});
export type BlackoutInput = z.infer<typeof blackoutInputSchema>;

export const blackoutSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  technicianId: z.number().int().nullable(),
  technicianName: z.string().nullable(),
  reason: z.string(),
});
export type Blackout = z.infer<typeof blackoutSchema>;

export const dayRangeQuery = z
  .object({ from: isoDay('From').optional(), to: isoDay('To').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: BOOKING_MESSAGES.range });
export type DayRangeQuery = z.infer<typeof dayRangeQuery>;

export const blackoutsResponse = z.object({
  success: z.literal(true),
  blackouts: z.array(blackoutSchema),
});
export const blackoutResponse = z.object({ success: z.literal(true), blackout: blackoutSchema });

// ---------------------------------------------------------------------------------------
// Settings

const SLOT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const installationSettingsSchema = z.object({
  depositPercent: z
    .number({ error: BOOKING_MESSAGES.depositPercent })
    .int({ error: BOOKING_MESSAGES.depositPercent })
    .min(0, { error: BOOKING_MESSAGES.depositPercent })
    .max(100, { error: BOOKING_MESSAGES.depositPercent }),
  slotTimes: z
    .array(z.string().regex(SLOT_TIME, { error: BOOKING_MESSAGES.slotTimes }), {
      error: BOOKING_MESSAGES.slotTimes,
    })
    .min(1, { error: BOOKING_MESSAGES.slotTimes })
    .max(INSTALLATION_LIMITS.maxSlotsPerDay, { error: BOOKING_MESSAGES.slotTimes })
    .refine((times) => times.every((t, i) => i === 0 || times[i - 1]! < t), {
      error: BOOKING_MESSAGES.slotTimes,
    }),
  /**
   * The federal holidays (their observed days) opened for installations; the others are
   * closed. Absent, the saved list is kept; each once, in date order.
   */
  openHolidays: z
    .array(
      isoDay('Holiday').refine((day) => federalHoliday(day) !== null, {
        error: (issue) => BOOKING_MESSAGES.notHoliday(String(issue.input)),
      }),
      { error: BOOKING_MESSAGES.day('Holiday') },
    )
    .max(100, { error: BOOKING_MESSAGES.tooManyHolidays })
    .transform((days) => [...new Set(days)].sort())
    .optional(),
});
export type InstallationSettingsInput = z.infer<typeof installationSettingsSchema>;

export const savedInstallationSettingsSchema = installationSettingsSchema.extend({
  openHolidays: z.array(z.string()),
});
export type InstallationSettings = z.infer<typeof savedInstallationSettingsSchema>;

export const installationSettingsResponse = z.object({
  success: z.literal(true),
  settings: savedInstallationSettingsSchema,
});

// ---------------------------------------------------------------------------------------
// Slots and bookings

/** A free slot as the customer sees it: a day, a slot and its start; never a technician. */
export const freeSlotSchema = z.object({
  day: z.string(),
  slot: z.number().int(),
  startTime: z.string(),
  /** The slot's start as an instant (ISO), for the customer's own clock. */
  startsAt: z.string(),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;

export const freeSlotsResponse = z.object({
  success: z.literal(true),
  slots: z.array(freeSlotSchema),
});

/** A free slot of one technician, as staff reschedule into it. */
export const staffSlotSchema = freeSlotSchema.extend({
  technicianId: z.number().int(),
  technicianName: z.string(),
});
export type StaffSlot = z.infer<typeof staffSlotSchema>;
export const staffSlotsResponse = z.object({
  success: z.literal(true),
  slots: z.array(staffSlotSchema),
});

export const bookSlotSchema = z.object({ day: isoDay('Day'), slot: slotNumber });
export type BookSlot = z.infer<typeof bookSlotSchema>;

export const rescheduleSchema = bookSlotSchema.extend({ technicianId: positiveId('Technician') });
export type Reschedule = z.infer<typeof rescheduleSchema>;

export const completeJobSchema = z.object({
  notes: z.string().trim().max(2000, { error: BOOKING_MESSAGES.notesTooLong }).default(''),
  /** Why a job is completed before its slot starts (required then); blank is none. */
  reason: z.string().trim().max(500, { error: BOOKING_MESSAGES.earlyReason }).default(''),
});
export type CompleteJob = z.input<typeof completeJobSchema>;
export const cancelJobSchema = z.object({
  reason: z
    .string({ error: BOOKING_MESSAGES.cancelReason })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.cancelReason })
    .max(500, { error: BOOKING_MESSAGES.cancelReason }),
});

const jobStatus = z.enum(INSTALLATION_JOB_STATUSES);

export const customerInstallationSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: jobStatus,
  day: z.string().nullable(),
  slot: z.number().int().nullable(),
  startTime: z.string().nullable(),
  startsAt: z.string().nullable(),
  technicianFirstName: z.string().nullable(),
  siteAddress: z.string(),
  /** Until when the customer may move it themselves (48 h before it starts); null: not booked. */
  canMoveUntil: z.string().nullable(),
  canMove: z.boolean(),
  canBook: z.boolean(),
});
export type CustomerInstallation = z.infer<typeof customerInstallationSchema>;

export const customerInstallationsResponse = z.object({
  success: z.literal(true),
  installations: z.array(customerInstallationSchema),
});
export const customerInstallationResponse = z.object({
  success: z.literal(true),
  installation: customerInstallationSchema,
});

// ---------------------------------------------------------------------------------------
// The staff's calendar and job

export const adminJobCardSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  status: jobStatus,
  technicianId: z.number().int().nullable(),
  technicianName: z.string().nullable(),
  day: z.string().nullable(),
  slot: z.number().int().nullable(),
  startTime: z.string().nullable(),
  /** When the booked slot starts (ISO), in the shop's time zone; null when not booked. */
  startsAt: z.string().nullable(),
  siteAddress: z.string(),
  siteZip: z.string(),
  createdAt: z.string(),
});
export type AdminJobCard = z.infer<typeof adminJobCardSchema>;

export const adminWeekQuery = z.object({
  /** Any day of the week wanted (its Monday is used); this week when absent. */
  week: isoDay('Week').optional(),
  technicianId: positiveId('Technician').optional(),
});
export type AdminWeekQuery = z.infer<typeof adminWeekQuery>;

export const adminWeekResponse = z.object({
  success: z.literal(true),
  week: z.object({ start: z.string(), end: z.string(), days: z.array(z.string()) }),
  today: z.string(),
  /** The week's federal holidays: closed to bookings unless an admin opened them. */
  holidays: z.array(z.object({ day: z.string(), name: z.string(), open: z.boolean() })),
  slotTimes: z.array(z.string()),
  technicians: z.array(technicianSchema),
  jobs: z.array(adminJobCardSchema),
  toBook: z.array(adminJobCardSchema),
});
export type AdminWeek = z.infer<typeof adminWeekResponse>;

export const jobHistoryEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  fromDay: z.string().nullable(),
  toDay: z.string().nullable(),
  fromSlot: z.number().int().nullable(),
  toSlot: z.number().int().nullable(),
  /** The slots' start times ("HH:MM") from the slot times; null past their end. */
  fromStartTime: z.string().nullable(),
  toStartTime: z.string().nullable(),
  fromTechnician: z.string().nullable(),
  toTechnician: z.string().nullable(),
  note: z.string().nullable(),
  byCustomer: z.boolean(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type JobHistoryEntry = z.infer<typeof jobHistoryEntrySchema>;

export const adminJobSchema = adminJobCardSchema.extend({
  quoteId: z.number().int().nullable(),
  completionNotes: z.string().nullable(),
  completedAt: z.string().nullable(),
  order: z.object({
    id: z.number().int(),
    orderNumber: z.string(),
    status: z.string(),
    paymentStatus: z.string(),
    total: money,
  }),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  history: z.array(jobHistoryEntrySchema),
  units: z.array(orderUnitSchema),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobResponse = z.object({ success: z.literal(true), job: adminJobSchema });

// ---------------------------------------------------------------------------------------
// Days (pure: the server and the screens count days the same way)

/** The day `n` days after `day` (YYYY-MM-DD; n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a day: 1 Monday ... 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** The seven days (Monday first) of the day's week. */
export function weekDays(day: string): string[] {
  const start = weekStart(day);
  return [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(start, n));
}

function offsetAt(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a day begins in a time zone (the shop's: a slot at 08:00
 * starts at 08:00 in Las Vegas, whatever the reader's clock), across daylight-saving changes.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, mi);
  const first = offsetAt(wall, timeZone);
  const second = offsetAt(wall - first, timeZone);
  return new Date(wall - second);
}
