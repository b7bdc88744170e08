// The rules of this module, in words: docs/modules/leads.md
import {
  isHoneypotFilled,
  LEAD_CONFIRMATIONS_PER_DAY,
  LEAD_KINDS,
  LEAD_MESSAGES,
  LEAD_PERMISSION,
  paginationOf,
  type ContactRequestData,
  type LeadExportQuery,
  type LeadHistoryEntry,
  type LeadKind,
  type LeadNote,
  type LeadListQuery,
  type LeadRecord,
  type LeadStatus,
  type LeadUpdate,
  type SiteSurveyData,
  type StaffUser,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  contactConfirmationMail,
  contactStaffMail,
  leadAssignedMail,
  surveyConfirmationMail,
  surveyStaffMail,
  type MailContent,
  type MailShop,
} from '../mail/mail.templates.ts';
import type { ServiceRegistry } from '../module.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  createLeadsRepository,
  type LeadChange,
  type LeadFilters,
  type LeadHandling,
} from './leads.repository.ts';
import { estimateSurvey } from './survey-estimate.ts';

export type LeadsService = ReturnType<typeof createLeadsService>;

export type LeadDetail<K extends LeadKind> = {
  record: LeadRecord<K>;
  notes: LeadNote[];
  history: LeadHistoryEntry[];
};

/** "2026-11-25 14:03 UTC Dana Whitfield: text" per note, one a line (the CSV export). */
function notesText(notes: LeadNote[]): string {
  return notes
    .map((n) => {
      const at = `${n.created_at.slice(0, 16).replace('T', ' ')} UTC`;
      return `${at} ${n.user_name ?? 'Unknown author'}: ${n.text}`;
    })
    .join('\n');
}

const DAY_MS = 24 * 60 * 60 * 1000;

type Options = {
  database: DatabaseHandle;
  users: UsersService;
  mail: MailService;
  /** Counts the confirmations mailed to each address (LEAD_CONFIRMATIONS_PER_DAY). */
  rateLimits: ServiceRegistry['rateLimits'];
  publicUrl: string;
  /** Where staff notifications go; the active admins when unset. */
  staffEmail: string | undefined;
  logger: FastifyBaseLogger;
};

/**
 * Leads: quote requests and site surveys from the public site, and the staff's work
 * on them. A lead and its two e-mails (to the customer, to staff) are written in one
 * transaction; the mail worker sends them after it commits.
 */
export function createLeadsService({
  database,
  users,
  mail,
  rateLimits,
  publicUrl,
  staffEmail,
  logger,
}: Options) {
  const repository = createLeadsRepository(database);

  async function staffRecipients(): Promise<string[]> {
    if (staffEmail) return [staffEmail];
    const admins = await users.activeAdminEmails();
    if (admins.length === 0) {
      logger.warn('No STAFF_EMAIL and no active admin: a new lead is not announced by e-mail');
    }
    return admins;
  }

  /**
   * The confirmation to the address the visitor typed, at most LEAD_CONFIRMATIONS_PER_DAY a day
   * per address (counted in the caller's transaction, so a rolled-back lead counts nothing),
   * and the staff notification always: the forms cannot be used to flood someone's inbox.
   */
  async function queueMails(
    customer: string,
    toCustomer: (shop: MailShop) => MailContent,
    toStaff: (shop: MailShop) => MailContent,
  ) {
    const recipient = customer.trim().toLowerCase();
    const sent = await rateLimits.hit(`lead-confirmation|${recipient}`, DAY_MS);
    if (sent.current <= LEAD_CONFIRMATIONS_PER_DAY) await mail.queue(customer, toCustomer);
    else logger.info({ to: 'customer' }, 'lead confirmation skipped: daily cap reached');
    for (const address of await staffRecipients()) await mail.queue(address, toStaff);
  }

  /** A bot filled the honeypot: answered as a person would be, nothing kept or mailed. */
  function droppedAsBot(kind: LeadKind) {
    logger.info({ kind }, 'lead dropped: honeypot filled');
  }

  /**
   * The staff member a lead is to be assigned to: active, and allowed to open leads (the
   * permission the staff routes ask for); anyone else is refused as the field's error.
   */
  async function assignee(id: number): Promise<StaffUser> {
    const member = await users.activeStaffMember(id, LEAD_PERMISSION);
    if (!member) {
      throw new DomainError('validation', LEAD_MESSAGES.assignee, {
        fields: { assigned_user_id: LEAD_MESSAGES.assignee },
        code: 'VALIDATION_FAILED',
      });
    }
    return member;
  }

  /** Tells a staff member given a lead by someone else which one, with its link. */
  async function mailAssignee(
    kind: LeadKind,
    lead: LeadHandling,
    member: StaffUser,
    byUserId: number,
  ) {
    const by = await users.findById(byUserId);
    const byName = by ? `${by.firstName} ${by.lastName}`.trim() : null;
    await mail.queue(member.email, (shop) =>
      leadAssignedMail(shop, {
        kindLabel: LEAD_KINDS[kind].label,
        id: lead.id,
        customerName: lead.name,
        assigneeFirstName: member.firstName,
        assignedBy: byName,
        adminUrl: `${publicUrl}/admin/${LEAD_KINDS[kind].path}/${lead.id}`,
      }),
    );
  }

  /** The lead with the staff's notes and its history, newest first. */
  async function detail<K extends LeadKind>(kind: K, id: number): Promise<LeadDetail<K>> {
    const record = await repository.find(kind, id);
    if (!record) throw notFound(kind);
    const [notes, history] = await Promise.all([
      repository.notes(kind, id),
      repository.history(kind, id),
    ]);
    return { record, notes, history };
  }

  /** The history of a status change on each of `before` that it really changes. */
  const statusChanges = (before: LeadHandling[], status: string): LeadChange[] =>
    before
      .filter((lead) => lead.status !== status)
      .map((lead) => ({ leadId: lead.id, field: 'status', from: lead.status, to: status }));

  /** A list query's filters and order. (A list query is its export query with a page.) */
  const listArgs = <K extends LeadKind>(query: LeadExportQuery<K>) => {
    const { sort, order, ...filters } = query;
    // TypeScript cannot see through Omit of a generic type that these are the kind's filters.
    return { filters: filters as LeadFilters<K>, order: { sort, order } };
  };
  /** The statuses a lead may be at for its quote to move it to each outcome. */
  const QUOTE_LEAD_MOVES: Record<'quoted' | 'won' | 'lost', readonly string[]> = {
    quoted: ['new', 'in_progress', 'reviewing', 'responded', 'lost'],
    won: ['new', 'in_progress', 'reviewing', 'responded', 'quoted', 'lost'],
    lost: ['new', 'in_progress', 'reviewing', 'responded', 'quoted'],
  };
  const notFound = (kind: LeadKind): DomainError =>
    new DomainError('not_found', LEAD_KINDS[kind].messages.notFound, { code: 'NOT_FOUND' });

  return {
    /** How many contact requests and site surveys the shop holds (the System page). */
    counts: () => repository.counts(),

    /**
     * The requests and surveys an e-mail address sent, without staff-only fields (assignee,
     * priority; the staff's notes and the history are not in the record): what the account's
     * data export shows its owner.
     */
    async sentBy(email: string) {
      const [contacts, surveys] = await Promise.all([
        repository.sentBy('contact', email),
        repository.sentBy('survey', email),
      ]);
      return {
        contactRequests: contacts.map(
          ({ assigned_user_id: _a, assigned_user_name: _n, priority: _p, ...own }) => own,
        ),
        siteSurveys: surveys.map(
          ({ assigned_user_id: _a, assigned_user_name: _n, priority: _p, ...own }) => own,
        ),
      };
    },

    async submitContact(input: ContactRequestData): Promise<number> {
      if (isHoneypotFilled(input.website)) {
        droppedAsBot('contact');
        return repository.nextId('contact');
      }
      const id = await database.transaction(async () => {
        const id = await repository.insertContact({
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          propertyType: input.propertyType,
          serviceType: input.serviceType,
        });
        const facts = { id, ...input };
        await queueMails(
          input.email,
          (shop) => contactConfirmationMail(shop, facts),
          (shop) => contactStaffMail(shop, facts, `${publicUrl}/admin/contact-requests/${id}`),
        );
        return id;
      });
      void mail.kick();
      return id;
    },

    async submitSurvey(input: SiteSurveyData) {
      const estimate = estimateSurvey({
        cameraLocations: input.cameraLocations,
        cameraResolutions: input.cameraResolutions,
        lensTypes: input.lensTypes,
        ptzCameras: input.ptzCameras,
        ptzCount: input.ptzCount,
        buildingCount: input.buildingCount,
        buildingDistanceFeet: input.buildingDistance,
        storage: input.storage,
        cloudRecording: input.cloudRecording,
        analytics: input.analytics,
        lightingConditions: input.lightingConditions,
        timeframe: input.timeframe,
      });
      const answer = (surveyId: number) => ({
        surveyId,
        estimatedCameras: estimate.estimatedCameras,
        estimatedValue: estimate.estimatedValue,
      });
      if (isHoneypotFilled(input.website)) {
        droppedAsBot('survey');
        return answer(await repository.nextId('survey'));
      }
      const id = await database.transaction(async () => {
        const id = await repository.insertSurvey({
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          customerPhone: input.customerPhone,
          customerCompany: input.customerCompany,
          siteAddress: input.siteAddress?.address ?? null,
          siteCity: input.siteAddress?.city ?? null,
          siteState: input.siteAddress?.state ?? null,
          siteZipCode: input.siteAddress?.zipCode ?? null,
          propertyType: input.propertyType,
          surveyType: input.surveyType,
          buildingCount: input.buildingCount,
          buildingDistance: input.buildingDistance,
          pointOfSale: input.pointOfSale,
          application: input.application,
          cameraLocations: input.cameraLocations,
          otherLocations: input.otherLocations,
          cameraResolutions: input.cameraResolutions,
          infrastructure: input.infrastructure,
          transmissionMethods: input.transmissionMethods,
          viewingTypes: input.viewingTypes,
          lightingConditions: input.lightingConditions,
          nighttimeRecording: input.nighttimeRecording,
          ptzCameras: input.ptzCameras,
          ptzCount: input.ptzCount,
          lensTypes: input.lensTypes,
          focalLengths: input.focalLengths,
          storageRequirements: input.storage,
          cloudRecording: input.cloudRecording,
          analytics: input.analytics,
          notes: input.notes,
          timeframe: input.timeframe,
          estimatedCameras: estimate.estimatedCameras,
          estimatedValue: estimate.estimatedValue,
          complexityScore: estimate.complexityScore,
          priority: estimate.priority,
        });
        const facts = { id, ...input, ...estimate };
        await queueMails(
          input.customerEmail,
          (shop) => surveyConfirmationMail(shop, facts),
          (shop) => surveyStaffMail(shop, facts, `${publicUrl}/admin/site-surveys/${id}`),
        );
        return id;
      });
      void mail.kick();
      return answer(id);
    },

    // The staff's work on either kind (contract's LEAD_KINDS) -------------------------------

    async list<K extends LeadKind>(kind: K, query: LeadListQuery<K>) {
      const { page, limit, ...rest } = query;
      const { filters, order } = listArgs<K>(rest as LeadExportQuery<K>);
      const { rows, total } = await repository.list(
        kind,
        filters,
        order,
        limit,
        (page - 1) * limit,
      );
      return { rows, pagination: paginationOf(page, limit, total) };
    },

    /**
     * Every row of the filtered list, a batch at a time, each with every staff note, oldest
     * first, as lines of text (the CSV export).
     */
    async *exportBatches<K extends LeadKind>(kind: K, query: LeadExportQuery<K>) {
      const { filters, order } = listArgs(query);
      for await (const rows of repository.batches(kind, filters, order)) {
        const notes = await repository.notesOf(
          kind,
          rows.map((r) => r.id),
        );
        yield rows.map((r) => ({ ...r, staff_notes: notesText(notes.get(r.id) ?? []) }));
      }
    },

    get: detail,

    /**
     * A staff change by `userId`. Status and assignee changes go to the history; an assignee
     * given the lead by someone else is e-mailed (through the outbox, sent after the commit);
     * a notes field (older clients) is added as a note, never overwriting one.
     */
    async update<K extends LeadKind>(
      kind: K,
      id: number,
      update: LeadUpdate<K>,
      userId: number,
    ): Promise<LeadDetail<K>> {
      const { notesField, answeredStatuses } = LEAD_KINDS[kind];
      const legacyNote = (update as Record<string, string | null | undefined>)[notesField];
      let mailed = false;
      const result = await database.transaction(async () => {
        const [before] = await repository.lockHandling(kind, [id]);
        if (!before) throw notFound(kind);
        const wanted = update.assigned_user_id;
        const member = wanted ? await assignee(wanted) : null;
        await repository.update(
          kind,
          [id],
          { status: update.status, priority: update.priority, assignedUserId: wanted },
          answeredStatuses,
        );
        const reassigned = wanted !== undefined && wanted !== before.assigned_user_id;
        await repository.addHistory(
          kind,
          [
            ...(update.status === undefined ? [] : statusChanges([before], update.status)),
            ...(reassigned
              ? [
                  {
                    leadId: id,
                    field: 'assignee' as const,
                    from: before.assigned_user_name,
                    to: member?.fullName ?? null,
                  },
                ]
              : []),
          ],
          userId,
        );
        if (legacyNote) await repository.addNote(kind, id, legacyNote, userId);
        if (reassigned && member && member.id !== userId) {
          await mailAssignee(kind, before, member, userId);
          mailed = true;
        }
        return detail(kind, id);
      });
      if (mailed) void mail.kick();
      return result;
    },

    /** Adds a staff note by `userId`: one more entry, whoever else adds one at the same time. */
    async addNote(kind: LeadKind, id: number, text: string, userId: number): Promise<LeadNote> {
      const note = await database.transaction(() => repository.addNote(kind, id, text, userId));
      if (!note) throw notFound(kind);
      return note;
    },

    async notes(kind: LeadKind, id: number): Promise<LeadNote[]> {
      const notes = await repository.notes(kind, id);
      if (notes.length === 0 && !(await repository.find(kind, id))) throw notFound(kind);
      return notes;
    },

    async remove(kind: LeadKind, id: number): Promise<void> {
      if ((await repository.remove(kind, [id])) === 0) throw notFound(kind);
    },

    /** A status for many leads at once by `userId`; each real change goes to its history. */
    bulkStatus: <K extends LeadKind>(
      kind: K,
      ids: number[],
      status: LeadStatus<K>,
      userId: number,
    ) =>
      database.transaction(async () => {
        const before = await repository.lockHandling(kind, ids);
        const affected = await repository.update(
          kind,
          ids,
          { status },
          LEAD_KINDS[kind].answeredStatuses,
        );
        await repository.addHistory(kind, statusChanges(before, status), userId);
        return affected;
      }),
    /**
     * The lead follows its quote (ADR 0041): sent -> quoted, accepted and paid ->
     * won, declined or expired -> lost. In the caller's transaction (the call joins it), under
     * the lead's row lock, with a history entry by `userId` (null: the customer or the shop's
     * expiry job). A lead only moves forward: one already further along (won, scheduled,
     * completed, closed or resolved) keeps its status. Answers whether it changed.
     */
    followQuote: (
      lead: { siteSurveyId: number | null; contactRequestId: number | null },
      outcome: 'quoted' | 'won' | 'lost',
      userId: number | null,
    ) =>
      database.transaction(async () => {
        const kind: LeadKind | null =
          lead.siteSurveyId !== null ? 'survey' : lead.contactRequestId !== null ? 'contact' : null;
        if (kind === null) return false;
        const id = (lead.siteSurveyId ?? lead.contactRequestId)!;
        const [before] = await repository.lockHandling(kind, [id]);
        if (!before || !QUOTE_LEAD_MOVES[outcome].includes(before.status)) return false;
        await repository.update(kind, [id], { status: outcome }, LEAD_KINDS[kind].answeredStatuses);
        await repository.addHistory(kind, statusChanges([before], outcome), userId);
        return true;
      }),
    bulkRemove: (kind: LeadKind, ids: number[]) =>
      database.transaction(() => repository.remove(kind, ids)),
    stats: <K extends LeadKind>(kind: K) => repository.stats(kind),

    staff: () => users.staff(LEAD_PERMISSION),
    newCounts: () => repository.newCounts(),
  };
}
