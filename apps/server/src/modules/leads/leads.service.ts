import {
  CONTACT_ANSWERED_STATUSES,
  LEAD_MESSAGES,
  paginationOf,
  SURVEY_ANSWERED_STATUSES,
  type ContactExportQuery,
  type ContactListQuery,
  type ContactRequestData,
  type ContactRequestRecord,
  type ContactUpdate,
  type SiteSurveyData,
  type SiteSurveyRecord,
  type SurveyExportQuery,
  type SurveyListQuery,
  type SurveyUpdate,
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
} from '../mail/mail.templates.ts';
import type { UsersService } from '../users/users.service.ts';
import { createLeadsRepository } from './leads.repository.ts';
import { estimateSurvey } from './survey-estimate.ts';

export type LeadsService = ReturnType<typeof createLeadsService>;

type Options = {
  database: DatabaseHandle;
  users: UsersService;
  mail: MailService;
  publicUrl: string;
  /** Where staff notifications go; the active admins when unset. */
  staffEmail: string | undefined;
  logger: FastifyBaseLogger;
};

const notFound = (message: string) => new DomainError('not_found', message, { code: 'NOT_FOUND' });

/**
 * Leads (issue 5): quote requests and site surveys from the public site, and the staff's work
 * on them. A lead and its two e-mails (to the customer, to staff) are written in one
 * transaction; the mail worker sends them after it commits.
 */
export function createLeadsService({
  database,
  users,
  mail,
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

  async function queueMails(customer: string, toCustomer: MailContent, toStaff: MailContent) {
    await mail.queue(customer, toCustomer);
    for (const address of await staffRecipients()) await mail.queue(address, toStaff);
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

  const listArgs = <Q extends { sort: string; order: 'asc' | 'desc' }>(query: Q) => {
    const { sort, order, ...filters } = query;
    return { filters, order: { sort, order } };
  };

  return {
    /** How many contact requests and site surveys the shop holds (the System page). */
    counts: () => repository.counts(),

    /**
     * The requests and surveys an e-mail address sent, without staff-only fields (assignee,
     * notes, priority): what the account's data export shows its owner.
     */
    async sentBy(email: string) {
      const [contacts, surveys] = await Promise.all([
        repository.contactsByEmail(email),
        repository.surveysByEmail(email),
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
          contactConfirmationMail(facts, publicUrl),
          contactStaffMail(facts, `${publicUrl}/admin/contact-requests/${id}`),
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
          surveyConfirmationMail(facts, publicUrl),
          surveyStaffMail(facts, `${publicUrl}/admin/site-surveys/${id}`),
        );
        return id;
      });
      void mail.kick();
      return {
        surveyId: id,
        estimatedCameras: estimate.estimatedCameras,
        estimatedValue: estimate.estimatedValue,
      };
    },

    // Contact requests ----------------------------------------------------------------------

    async listContacts(query: ContactListQuery) {
      const { page, limit, ...rest } = query;
      const { filters, order } = listArgs(rest);
      const { rows, total } = await repository.listContacts(
        filters,
        order,
        limit,
        (page - 1) * limit,
      );
      return { contactRequests: rows, pagination: paginationOf(page, limit, total) };
    },

    contactExport(query: ContactExportQuery) {
      const { filters, order } = listArgs(query);
      return repository.contactBatches(filters, order);
    },

    async getContact(id: number): Promise<ContactRequestRecord> {
      const row = await repository.findContact(id);
      if (!row) throw notFound(LEAD_MESSAGES.notFoundContact);
      return row;
    },

    async updateContact(id: number, update: ContactUpdate): Promise<ContactRequestRecord> {
      return database.transaction(async () => {
        await checkAssignee(update.assigned_user_id);
        const found = await repository.updateContact(
          id,
          {
            status: update.status,
            priority: update.priority,
            assignedUserId: update.assigned_user_id,
            notes: update.notes,
          },
          CONTACT_ANSWERED_STATUSES,
        );
        if (!found) throw notFound(LEAD_MESSAGES.notFoundContact);
        return (await repository.findContact(id))!;
      });
    },

    async deleteContact(id: number): Promise<void> {
      if ((await repository.deleteContacts([id])) === 0) {
        throw notFound(LEAD_MESSAGES.notFoundContact);
      }
    },

    bulkContactStatus: (ids: number[], status: ContactRequestRecord['status']) =>
      database.transaction(() =>
        repository.bulkContactStatus(ids, status, CONTACT_ANSWERED_STATUSES),
      ),
    bulkDeleteContacts: (ids: number[]) =>
      database.transaction(() => repository.deleteContacts(ids)),
    contactStats: () => repository.contactStats(),

    // Site surveys --------------------------------------------------------------------------

    async listSurveys(query: SurveyListQuery) {
      const { page, limit, ...rest } = query;
      const { filters, order } = listArgs(rest);
      const { rows, total } = await repository.listSurveys(
        filters,
        order,
        limit,
        (page - 1) * limit,
      );
      return { surveys: rows, pagination: paginationOf(page, limit, total) };
    },

    surveyExport(query: SurveyExportQuery) {
      const { filters, order } = listArgs(query);
      return repository.surveyBatches(filters, order);
    },

    async getSurvey(id: number): Promise<SiteSurveyRecord> {
      const row = await repository.findSurvey(id);
      if (!row) throw notFound(LEAD_MESSAGES.notFoundSurvey);
      return row;
    },

    async updateSurvey(id: number, update: SurveyUpdate): Promise<SiteSurveyRecord> {
      return database.transaction(async () => {
        await checkAssignee(update.assigned_user_id);
        const found = await repository.updateSurvey(
          id,
          {
            status: update.status,
            priority: update.priority,
            assignedUserId: update.assigned_user_id,
            adminNotes: update.admin_notes,
          },
          SURVEY_ANSWERED_STATUSES,
        );
        if (!found) throw notFound(LEAD_MESSAGES.notFoundSurvey);
        return (await repository.findSurvey(id))!;
      });
    },

    async deleteSurvey(id: number): Promise<void> {
      if ((await repository.deleteSurveys([id])) === 0) {
        throw notFound(LEAD_MESSAGES.notFoundSurvey);
      }
    },

    bulkSurveyStatus: (ids: number[], status: SiteSurveyRecord['status']) =>
      database.transaction(() =>
        repository.bulkSurveyStatus(ids, status, SURVEY_ANSWERED_STATUSES),
      ),
    bulkDeleteSurveys: (ids: number[]) => database.transaction(() => repository.deleteSurveys(ids)),
    surveyStats: () => repository.surveyStats(),

    staff: () => users.staff(),
    newCounts: () => repository.newCounts(),
  };
}
