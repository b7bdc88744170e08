import {
  isHoneypotFilled,
  LEAD_CONFIRMATIONS_PER_DAY,
  LEAD_KINDS,
  LEAD_MESSAGES,
  paginationOf,
  type ContactRequestData,
  type LeadExportQuery,
  type LeadKind,
  type LeadListQuery,
  type LeadRecord,
  type LeadStatus,
  type LeadUpdate,
  type SiteSurveyData,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  contactConfirmationMail,
  contactStaffMail,
  surveyConfirmationMail,
  surveyStaffMail,
  type MailContent,
  type MailShop,
} from '../mail/mail.templates.ts';
import type { RateLimitService } from '../system/rate-limit.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createLeadsRepository, type LeadFilters } from './leads.repository.ts';
import { estimateSurvey } from './survey-estimate.ts';

export type LeadsService = ReturnType<typeof createLeadsService>;

const DAY_MS = 24 * 60 * 60 * 1000;

type Options = {
  database: DatabaseHandle;
  users: UsersService;
  mail: MailService;
  /** Counts the confirmations mailed to each address (LEAD_CONFIRMATIONS_PER_DAY). */
  rateLimits: RateLimitService;
  publicUrl: string;
  /** Where staff notifications go; the active admins when unset. */
  staffEmail: string | undefined;
  logger: FastifyBaseLogger;
};

/**
 * Leads (issue 5): quote requests and site surveys from the public site, and the staff's work
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

  async function checkAssignee(id: number | null | undefined) {
    if (id === undefined || id === null) return;
    if (!(await users.isActiveStaff(id))) {
      throw new DomainError('validation', LEAD_MESSAGES.assignee, {
        fields: { assigned_user_id: LEAD_MESSAGES.assignee },
        code: 'VALIDATION_FAILED',
      });
    }
  }

  /** A list query's filters and order. (A list query is its export query with a page.) */
  const listArgs = <K extends LeadKind>(query: LeadExportQuery<K>) => {
    const { sort, order, ...filters } = query;
    // TypeScript cannot see through Omit of a generic type that these are the kind's filters.
    return { filters: filters as LeadFilters<K>, order: { sort, order } };
  };
  const notFound = (kind: LeadKind) =>
    new DomainError('not_found', LEAD_KINDS[kind].messages.notFound, { code: 'NOT_FOUND' });

  return {
    /** How many contact requests and site surveys the shop holds (the System page). */
    counts: () => repository.counts(),

    /**
     * The requests and surveys an e-mail address sent, without staff-only fields (assignee,
     * notes, priority): what the account's data export shows its owner.
     */
    async sentBy(email: string) {
      const [contacts, surveys] = await Promise.all([
        repository.sentBy('contact', email),
        repository.sentBy('survey', email),
      ]);
      return {
        contactRequests: contacts.map(
          ({ assigned_user_id: _a, assigned_user_name: _n, notes: _notes, priority: _p, ...own }) =>
            own,
        ),
        siteSurveys: surveys.map(
          ({
            assigned_user_id: _a,
            assigned_user_name: _n,
            admin_notes: _notes,
            priority: _p,
            ...own
          }) => own,
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

    /** Every row of the filtered list, a batch at a time (the CSV export). */
    exportBatches<K extends LeadKind>(kind: K, query: LeadExportQuery<K>) {
      const { filters, order } = listArgs(query);
      return repository.batches(kind, filters, order);
    },

    async get<K extends LeadKind>(kind: K, id: number): Promise<LeadRecord<K>> {
      const row = await repository.find(kind, id);
      if (!row) throw notFound(kind);
      return row;
    },

    async update<K extends LeadKind>(
      kind: K,
      id: number,
      update: LeadUpdate<K>,
    ): Promise<LeadRecord<K>> {
      const { notesField, answeredStatuses } = LEAD_KINDS[kind];
      return database.transaction(async () => {
        await checkAssignee(update.assigned_user_id);
        const found = await repository.update(
          kind,
          [id],
          {
            status: update.status,
            priority: update.priority,
            assignedUserId: update.assigned_user_id,
            notes: (update as Record<string, string | null | undefined>)[notesField],
          },
          answeredStatuses,
        );
        if (!found) throw notFound(kind);
        return (await repository.find(kind, id))!;
      });
    },

    async remove(kind: LeadKind, id: number): Promise<void> {
      if ((await repository.remove(kind, [id])) === 0) throw notFound(kind);
    },

    bulkStatus: <K extends LeadKind>(kind: K, ids: number[], status: LeadStatus<K>) =>
      database.transaction(() =>
        repository.update(kind, ids, { status }, LEAD_KINDS[kind].answeredStatuses),
      ),
    bulkRemove: (kind: LeadKind, ids: number[]) =>
      database.transaction(() => repository.remove(kind, ids)),
    stats: <K extends LeadKind>(kind: K) => repository.stats(kind),

    staff: () => users.staff(),
    newCounts: () => repository.newCounts(),
  };
}
