import {
  asCents,
  addDays,
  BOOKING_MESSAGES,
  federalHolidaysBetween,
  INSTALLATION_LIMITS,
  INSTALLATION_MESSAGES,
  SHOP_TIME_ZONE,
  shopDay,
  slotTimeLabel,
  slotWhen,
  weekDays,
  zonedInstant,
  type AdminJob,
  type AdminJobCard,
  type AdminWeek,
  type AdminWeekQuery,
  type BookSlot,
  type CompleteJob,
  type CustomerInstallation,
  type DayRangeQuery,
  type FreeSlot,
  type InstallationJobStatus,
  type OrderStatus,
  type Reschedule,
  type StaffSlot,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import { installationBookedMail } from '../mail/mail.templates.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import type { CapacityRow, JobRow } from './booking.repository.ts';
import type { HistoryWrite, InstallationsRepository } from './installations.repository.ts';

/** Who changes a job: a customer on their own job, or staff. */
export type Actor = { id: number; name: string; customer: boolean };

/** How many times a booking that lost its technician to a concurrent one picks again. */
const BOOKING_ATTEMPTS = 3;
/** The "To book" list of the calendar shows this many of the oldest. */
const TO_BOOK_LIMIT = 200;

const iso = (v: Date | string) => new Date(v).toISOString();

const jobNotFound = () =>
  new DomainError('not_found', INSTALLATION_MESSAGES.jobNotFound, { code: 'JOB_NOT_FOUND' });
const technicianNotFound = () =>
  new DomainError('not_found', INSTALLATION_MESSAGES.technicianNotFound, {
    code: 'TECHNICIAN_NOT_FOUND',
  });
const slotUnavailable = () =>
  new DomainError('validation', INSTALLATION_MESSAGES.slotUnavailable, {
    fields: { slot: INSTALLATION_MESSAGES.slotUnavailable },
    code: 'SLOT_UNAVAILABLE',
  });
const slotTaken = () =>
  new DomainError('conflict', INSTALLATION_MESSAGES.slotTaken, { code: 'SLOT_TAKEN' });
const notBookable = (status: InstallationJobStatus) =>
  new DomainError('conflict', INSTALLATION_MESSAGES.notBookable(status), {
    code: 'NOT_BOOKABLE',
  });

/** "Tuesday, December 1, 2026 at 8:00 AM": a slot as the e-mails say it. */
export function slotLabel(day: string, time: string | null): string {
  const date = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return time ? `${date} at ${slotTimeLabel(time)}` : date;
}

/**
 * Booking installations (ADR 0045): the customer's free slots, booking and
 * moving; the staff's calendar, rescheduling, completion and cancelling; and the job that
 * follows its order when the order is cancelled or refunded.
 */
export function createInstallationBooking({
  database,
  repository,
  slotTimes,
  openHolidays,
  mail,
  units,
  orders,
  publicUrl,
  now = () => new Date(),
}: {
  database: DatabaseHandle;
  repository: InstallationsRepository;
  slotTimes: () => Promise<string[]>;
  /** The federal holidays the admin opened for installations; the others are closed. */
  openHolidays: () => Promise<string[]>;
  mail: Pick<MailService, 'queue' | 'kick'>;
  units: Pick<UnitsService, 'installOrderUnits' | 'unitsOfOrders'>;
  orders: Pick<OrdersService, 'changeStatus' | 'row'>;
  publicUrl: string;
  now?: () => Date;
}) {
  const startOf = (day: string, slot: number, times: readonly string[]) => {
    const time = times[slot - 1];
    return time ? zonedInstant(day, time, SHOP_TIME_ZONE) : null;
  };
  const earliestForCustomer = () =>
    new Date(now().getTime() + INSTALLATION_LIMITS.leadHours * 3_600_000);
  /** The shop's today (YYYY-MM-DD) by this module's clock. */
  const shopToday = () => shopDay(now());
  /** The federal holidays of the range nobody installs on: all but the ones opened. */
  async function closedDays(from: string, to: string): Promise<string[]> {
    const opened = new Set(await openHolidays());
    return federalHolidaysBetween(from, to)
      .map((h) => h.day)
      .filter((day) => !opened.has(day));
  }

  function toCustomer(row: JobRow, times: readonly string[]): CustomerInstallation {
    const booked = row.status === 'booked' && row.day !== null && row.slot !== null;
    const start = booked ? startOf(row.day!, row.slot!, times) : null;
    const until = start
      ? new Date(start.getTime() - INSTALLATION_LIMITS.moveCutoffHours * 3_600_000)
      : null;
    return {
      id: row.id,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      status: row.status,
      day: booked ? row.day : null,
      slot: booked ? row.slot : null,
      startTime: booked ? (times[row.slot! - 1] ?? null) : null,
      startsAt: start ? start.toISOString() : null,
      technicianFirstName: booked ? (row.technicianName?.split(' ')[0] ?? null) : null,
      siteAddress: row.siteAddress,
      canMoveUntil: until ? until.toISOString() : null,
      canMove: until !== null && now() < until,
      canBook: row.status === 'to_book',
    };
  }

  function toCard(row: JobRow, times: readonly string[]): AdminJobCard {
    return {
      id: row.id,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      customerName: row.customerName,
      status: row.status,
      technicianId: row.technicianId,
      technicianName: row.technicianName,
      day: row.day,
      slot: row.slot,
      startTime: row.slot !== null ? (times[row.slot - 1] ?? null) : null,
      startsAt:
        row.day !== null && row.slot !== null
          ? (startOf(row.day, row.slot, times)?.toISOString() ?? null)
          : null,
      siteAddress: row.siteAddress,
      siteZip: row.siteZip,
      createdAt: iso(row.createdAt),
    };
  }

  function toFreeSlot(row: CapacityRow): FreeSlot {
    return { day: row.day, slot: row.slot, startTime: row.startTime, startsAt: iso(row.startsAt) };
  }

  /** A customer's own job, locked; another's (or none) is 404 alike. */
  async function lockOwnJob(customerId: number, jobId: number) {
    const job = await repository.lockJob(jobId);
    if (!job || job.customerId !== customerId) throw jobNotFound();
    return job;
  }

  /** The range asked for, inside [first, last]; too long a range is refused. */
  function clampRange(q: DayRangeQuery, first: string, last: string) {
    const from = q.from && q.from > first ? q.from : first;
    const to = q.to && q.to < last ? q.to : last;
    if (q.from && q.to && addDays(q.from, INSTALLATION_LIMITS.horizonDays + 7) < q.to) {
      throw new DomainError('validation', BOOKING_MESSAGES.rangeTooLong);
    }
    return { from, to };
  }

  /** The free slots of a range (from today to the horizon at most) a job may move into. */
  async function freeSlotsFor(
    jobId: number,
    q: DayRangeQuery,
    earliest: Date,
    technicianId?: number,
  ): Promise<CapacityRow[]> {
    const today = shopToday();
    const { from, to } = clampRange(q, today, addDays(today, INSTALLATION_LIMITS.horizonDays));
    if (from > to) return [];
    return repository.capacity({
      from,
      to,
      slotTimes: await slotTimes(),
      closedDays: await closedDays(from, to),
      earliest,
      technicianId,
      excludeJobId: jobId,
      freeOnly: true,
    });
  }

  /**
   * Whether the customer may have this day and slot: a slot time of the shop, from the lead
   * time on, inside the horizon, and worked by some technician that day (booked or not).
   */
  async function requireOffered(day: string, slot: number, times: readonly string[]) {
    const start = startOf(day, slot, times);
    const today = shopToday();
    if (
      !start ||
      start < earliestForCustomer() ||
      day > addDays(today, INSTALLATION_LIMITS.horizonDays)
    ) {
      throw slotUnavailable();
    }
    const offered = await repository.capacity({
      from: day,
      to: day,
      slotTimes: times,
      closedDays: await closedDays(day, day),
      earliest: null,
      freeOnly: false,
    });
    if (!offered.some((r) => r.slot === slot)) throw slotUnavailable();
  }

  /**
   * Books the job with the technician the statement picks. A unique violation means a
   * concurrent booking took that technician's slot first: its savepoint is rolled back and
   * the pick runs again (another technician may still be free); none left is slotTaken.
   */
  async function bookPicked(jobId: number, day: string, slot: number): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        const technicianId = await database.transaction(() =>
          repository.bookWithPick(jobId, day, slot),
        );
        if (technicianId === undefined) throw slotTaken();
        return technicianId;
      } catch (err) {
        if (!isUniqueViolation(err, 'installation_jobs_slot_key')) throw err;
        if (attempt >= BOOKING_ATTEMPTS) throw slotTaken();
      }
    }
  }

  async function history(
    job: JobRow,
    to: {
      status: InstallationJobStatus;
      technicianId?: number | null;
      day?: string | null;
      slot?: number | null;
    },
    actor: Actor | null,
    note: string | null,
  ) {
    const entry: HistoryWrite = {
      jobId: job.id,
      fromStatus: job.status,
      toStatus: to.status,
      fromTechnicianId: job.technicianId,
      toTechnicianId: to.technicianId === undefined ? job.technicianId : to.technicianId,
      fromDay: job.day,
      toDay: to.day === undefined ? job.day : to.day,
      fromSlot: job.slot,
      toSlot: to.slot === undefined ? job.slot : to.slot,
      note,
      byCustomer: actor?.customer ?? false,
      userId: actor?.id ?? null,
      userName: actor?.name || null,
    };
    await repository.insertHistory(entry);
  }

  /** Inside the booking's transaction: the customer's confirmation, sent after the commit. */
  async function mailBooking(job: JobRow, day: string, slot: number, times: readonly string[]) {
    const order = await orders.row(job.orderId);
    if (!order.customerEmail) return;
    await mail.queue(order.customerEmail, (shop) =>
      installationBookedMail(shop, {
        firstName: order.customerName.split(' ')[0] || 'there',
        orderNumber: job.orderNumber,
        when: slotLabel(day, times[slot - 1] ?? null),
        siteAddress: job.siteAddress,
        moved: job.status === 'booked',
        link: `${publicUrl}/dashboard?tab=installations`,
      }),
    );
  }

  /** The customer's book and move: one rule, the status it starts from differs. */
  async function customerBooking(
    actor: Actor,
    jobId: number,
    input: BookSlot,
    kind: 'book' | 'move',
  ): Promise<CustomerInstallation> {
    const times = await slotTimes();
    await database.transaction(async () => {
      const job = await lockOwnJob(actor.id, jobId);
      if (kind === 'book' && job.status !== 'to_book') throw notBookable(job.status);
      if (kind === 'move') {
        if (job.status !== 'booked') {
          throw new DomainError('conflict', BOOKING_MESSAGES.notMovable, { code: 'NOT_MOVABLE' });
        }
        const start = startOf(job.day!, job.slot!, times);
        const cutoff = start
          ? start.getTime() - INSTALLATION_LIMITS.moveCutoffHours * 3_600_000
          : 0;
        if (now().getTime() >= cutoff) {
          throw new DomainError('conflict', INSTALLATION_MESSAGES.tooLateToMove, {
            code: 'TOO_LATE_TO_MOVE',
          });
        }
      }
      await requireOffered(input.day, input.slot, times);
      const technicianId = await bookPicked(job.id, input.day, input.slot);
      await history(
        job,
        { status: 'booked', technicianId, day: input.day, slot: input.slot },
        actor,
        kind === 'book' ? 'Booked by the customer' : 'Moved by the customer',
      );
      await mailBooking(job, input.day, input.slot, times);
    });
    void mail.kick();
    const row = await repository.job(jobId);
    return toCustomer(row!, times);
  }

  async function adminJob(id: number): Promise<AdminJob> {
    const [row, times] = await Promise.all([repository.job(id), slotTimes()]);
    if (!row) throw jobNotFound();
    const [order, entries, held] = await Promise.all([
      orders.row(row.orderId),
      repository.history(id),
      units.unitsOfOrders([row.orderId]),
    ]);
    return {
      ...toCard(row, times),
      quoteId: row.quoteId,
      completionNotes: row.completionNotes,
      completedAt: row.completedAt ? iso(row.completedAt) : null,
      order: {
        id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        paymentStatus: order.paymentStatus,
        total: asCents(order.totalCents),
      },
      customer: {
        id: row.customerId,
        name: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
      },
      history: entries.map((h) => ({
        ...h,
        fromStartTime: h.fromSlot !== null ? (times[h.fromSlot - 1] ?? null) : null,
        toStartTime: h.toSlot !== null ? (times[h.toSlot - 1] ?? null) : null,
        createdAt: iso(h.createdAt),
      })),
      units: held.get(row.orderId) ?? [],
    };
  }

  /** Inside a transaction: the job, locked, that staff may still change (404 / 409). */
  async function lockOpenJob(id: number) {
    const job = await repository.lockJob(id);
    if (!job) throw jobNotFound();
    return job;
  }

  return {
    /** GET /api/customer/installations: the customer's own jobs, newest first. */
    async customerJobs(customerId: number): Promise<CustomerInstallation[]> {
      const [rows, times] = await Promise.all([repository.jobsOfCustomer(customerId), slotTimes()]);
      return rows.map((r) => toCustomer(r, times));
    },

    /**
     * The free slots a customer may pick for their job: days and start times only (never
     * who), from the lead time to the horizon. Their own booking's slot counts as free.
     */
    async customerSlots(customerId: number, jobId: number, q: DayRangeQuery) {
      const job = await repository.job(jobId);
      if (!job || job.customerId !== customerId) throw jobNotFound();
      if (job.status !== 'to_book' && job.status !== 'booked') return [];
      const rows = await freeSlotsFor(job.id, q, earliestForCustomer());
      const seen = new Set<string>();
      const slots: FreeSlot[] = [];
      for (const row of rows) {
        const key = `${row.day}/${row.slot}`;
        if (job.status === 'booked' && row.day === job.day && row.slot === job.slot) continue;
        if (!seen.has(key)) {
          seen.add(key);
          slots.push(toFreeSlot(row));
        }
      }
      return slots;
    },

    book: (actor: Actor, jobId: number, input: BookSlot) =>
      customerBooking(actor, jobId, input, 'book'),
    move: (actor: Actor, jobId: number, input: BookSlot) =>
      customerBooking(actor, jobId, input, 'move'),

    /**
     * GET /api/admin/installations: the week (Monday to Sunday) of booked and completed jobs
     * by technician and day, and the jobs waiting for a slot.
     */
    async week(q: AdminWeekQuery): Promise<AdminWeek> {
      const today = shopToday();
      const days = weekDays(q.week ?? today);
      const [rows, toBook, technicians, times, opened] = await Promise.all([
        repository.jobsBetween(days[0]!, days[6]!, q.technicianId),
        repository.jobsToBook(TO_BOOK_LIMIT),
        repository.technicians(),
        slotTimes(),
        openHolidays(),
      ]);
      const withJobs = new Set(rows.map((r) => r.technicianId));
      return {
        success: true,
        week: { start: days[0]!, end: days[6]!, days },
        today,
        holidays: federalHolidaysBetween(days[0]!, days[6]!).map((h) => ({
          ...h,
          open: opened.includes(h.day),
        })),
        slotTimes: times,
        technicians: technicians.filter(
          (t) =>
            (q.technicianId === undefined || t.id === q.technicianId) &&
            (t.active || withJobs.has(t.id)),
        ),
        jobs: rows.map((r) => toCard(r, times)),
        toBook: toBook.map((r) => toCard(r, times)),
      };
    },

    adminJob,

    /**
     * The free slots staff may put the job in: any active technician's, from now on (the
     * customer's lead time does not bind staff).
     */
    async staffSlots(
      jobId: number,
      q: DayRangeQuery & { technicianId?: number | undefined },
    ): Promise<StaffSlot[]> {
      const job = await repository.job(jobId);
      if (!job) throw jobNotFound();
      const rows = await freeSlotsFor(job.id, q, now(), q.technicianId);
      return rows
        .filter(
          (r) => !(r.day === job.day && r.slot === job.slot && r.technicianId === job.technicianId),
        )
        .map((r) => ({
          ...toFreeSlot(r),
          technicianId: r.technicianId,
          technicianName: r.technicianName,
        }));
    },

    /**
     * Staff put a job (waiting or booked) into a technician's free slot, inside the lead
     * time too (not in the past); the customer is e-mailed.
     */
    async reschedule(actor: Actor, jobId: number, input: Reschedule): Promise<AdminJob> {
      const times = await slotTimes();
      await database.transaction(async () => {
        const job = await lockOpenJob(jobId);
        if (job.status !== 'to_book' && job.status !== 'booked') throw notBookable(job.status);
        const technician = await repository.technician(input.technicianId);
        if (!technician) throw technicianNotFound();
        if (!technician.active) {
          throw new DomainError('conflict', BOOKING_MESSAGES.technicianInactive, {
            code: 'TECHNICIAN_INACTIVE',
          });
        }
        const start = startOf(input.day, input.slot, times);
        if (!start || start < now()) throw slotUnavailable();
        const query = {
          from: input.day,
          to: input.day,
          slotTimes: times,
          closedDays: await closedDays(input.day, input.day),
          earliest: null,
          technicianId: technician.id,
          excludeJobId: job.id,
        };
        const worked = await repository.capacity({ ...query, freeOnly: false });
        if (!worked.some((r) => r.slot === input.slot)) throw slotUnavailable();
        const freeNow = await repository.capacity({ ...query, freeOnly: true });
        if (!freeNow.some((r) => r.slot === input.slot)) throw slotTaken();
        try {
          await database.transaction(() =>
            repository.setBooking(job.id, {
              technicianId: technician.id,
              day: input.day,
              slot: input.slot,
            }),
          );
        } catch (err) {
          if (isUniqueViolation(err, 'installation_jobs_slot_key')) throw slotTaken();
          throw err;
        }
        await history(
          job,
          { status: 'booked', technicianId: technician.id, day: input.day, slot: input.slot },
          actor,
          job.status === 'booked' ? 'Rescheduled by staff' : 'Booked by staff',
        );
        await mailBooking(job, input.day, input.slot, times);
      });
      void mail.kick();
      return adminJob(jobId);
    },

    /**
     * Closes a booked job as done, in one transaction: the order's units become installed
     * (refused whole while a unit is missing), the order becomes completed through the
     * orders service's status change (its history and units follow), the job is completed.
     * Before its slot starts only with a reason, which the job's history keeps.
     */
    async complete(actor: Actor, jobId: number, input: CompleteJob): Promise<AdminJob> {
      const notes = input.notes?.trim() ?? '';
      const reason = input.reason?.trim() ?? '';
      const times = await slotTimes();
      await database.transaction(async () => {
        const job = await lockOpenJob(jobId);
        if (job.status !== 'booked') {
          throw new DomainError('conflict', INSTALLATION_MESSAGES.notCompletable, {
            code: 'NOT_COMPLETABLE',
          });
        }
        const start = startOf(job.day!, job.slot!, times);
        const early = start !== null && now() < start;
        if (early && !reason) {
          const when = slotWhen(job.day!, times[job.slot! - 1] ?? null, job.slot);
          throw new DomainError('conflict', INSTALLATION_MESSAGES.completeBeforeSlot(when), {
            code: 'SLOT_NOT_STARTED',
          });
        }
        await units.installOrderUnits(job.orderId, actor.id, job);
        await orders.changeStatus(actor.id, job.orderId, {
          status: 'completed',
          note: `Installation completed${notes ? `: ${notes}` : ''}`,
        });
        await repository.setStatus(job.id, 'completed', { notes, by: actor.id });
        const note = early
          ? [`Completed before its slot: ${reason}`, notes].filter(Boolean).join(' - ')
          : notes || 'Installation completed';
        await history(job, { status: 'completed' }, actor, note);
      });
      void mail.kick();
      return adminJob(jobId);
    },

    /** Staff cancel a job that is waiting or booked, with the reason. */
    async cancel(actor: Actor, jobId: number, reason: string): Promise<AdminJob> {
      await database.transaction(async () => {
        const job = await lockOpenJob(jobId);
        if (job.status !== 'to_book' && job.status !== 'booked') {
          throw new DomainError('conflict', INSTALLATION_MESSAGES.notCancellable(job.status), {
            code: 'NOT_CANCELLABLE',
          });
        }
        await repository.setStatus(job.id, 'cancelled');
        await history(job, { status: 'cancelled' }, actor, reason);
      });
      return adminJob(jobId);
    },

    /**
     * Inside the order's transaction (orders.admin.ts): a cancelled or refunded order
     * cancels its installation, when it has one still waiting or booked.
     */
    /**
     * An order reopened after it was cancelled or refunded (orders' reopen): its cancelled job
     * waits for a slot again (the old slot may be someone else's by now). In the order's
     * transaction.
     */
    async reviveForOrder(orderId: number, actorId: number) {
      await database.transaction(async () => {
        const job = await repository.lockJobOfOrder(orderId);
        if (!job || job.status !== 'cancelled') return;
        await repository.setStatus(job.id, 'to_book');
        await history(
          job,
          { status: 'to_book' },
          { id: actorId, name: '', customer: false },
          'Order reopened: the installation waits for a slot again',
        );
      });
    },

    async cancelForOrder(orderId: number, actorId: number | null, orderStatus: OrderStatus) {
      await database.transaction(async () => {
        const job = await repository.lockJobOfOrder(orderId);
        if (!job || (job.status !== 'to_book' && job.status !== 'booked')) return;
        await repository.setStatus(job.id, 'cancelled');
        await history(
          job,
          { status: 'cancelled' },
          actorId === null ? null : { id: actorId, name: '', customer: false },
          `Order ${orderStatus}`,
        );
      });
    },
  };
}
