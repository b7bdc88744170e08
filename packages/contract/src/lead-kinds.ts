import type { z } from 'zod';
import type { Permission } from './permissions.ts';
import {
  CONTACT_ANSWERED_STATUSES,
  LEAD_MESSAGES,
  SURVEY_ANSWERED_STATUSES,
  type ContactSort,
  type ContactStatus,
  type SurveySort,
  type SurveyStatus,
} from './lead-options.ts';
import {
  contactBulkStatusSchema,
  contactExportQuery,
  contactListQuery,
  contactListResponse,
  contactRecordResponse,
  contactStatsResponse,
  contactUpdateSchema,
  surveyBulkStatusSchema,
  surveyExportQuery,
  surveyListQuery,
  surveyListResponse,
  surveyRecordResponse,
  surveyStatsResponse,
  surveyUpdateSchema,
  type ContactExportQuery,
  type ContactListQuery,
  type ContactRequestRecord,
  type ContactStats,
  type ContactUpdate,
  type SiteSurveyRecord,
  type SurveyExportQuery,
  type SurveyListQuery,
  type SurveyStats,
  type SurveyUpdate,
} from './leads.ts';

/**
 * The two kinds of lead staff work on (docs/modules/leads.md#calls): contact requests and
 * site surveys. They are worked the same way (list, stats, CSV export, detail, update, delete,
 * bulk status, bulk delete), so the server's routes and service and the web app's calls and
 * screens are written once over this descriptor; what differs is data: the path, the names
 * the API gives a page and a record, the staff notes' field, the statuses that count as
 * answered, and the schemas.
 */
export const LEAD_KINDS = {
  contact: {
    path: 'contact-requests',
    /** What staff mail calls one lead of the kind. */
    label: 'contact request',
    /** The API's name for a page of records, and for one record. */
    listKey: 'contactRequests',
    recordKey: 'contactRequest',
    notesField: 'notes',
    /** Reaching one of these stamps responded_at (once). */
    answeredStatuses: CONTACT_ANSWERED_STATUSES,
    messages: { notFound: LEAD_MESSAGES.notFoundContact, deleted: 'Contact request deleted' },
    exportFileName: 'contact-requests-export',
    schemas: {
      listQuery: contactListQuery,
      exportQuery: contactExportQuery,
      update: contactUpdateSchema,
      bulkStatus: contactBulkStatusSchema,
      listResponse: contactListResponse,
      recordResponse: contactRecordResponse,
      statsResponse: contactStatsResponse,
    },
  },
  survey: {
    path: 'site-surveys',
    label: 'site survey',
    listKey: 'surveys',
    recordKey: 'survey',
    notesField: 'admin_notes',
    answeredStatuses: SURVEY_ANSWERED_STATUSES,
    messages: { notFound: LEAD_MESSAGES.notFoundSurvey, deleted: 'Site survey deleted' },
    exportFileName: 'site-surveys-export',
    schemas: {
      listQuery: surveyListQuery,
      exportQuery: surveyExportQuery,
      update: surveyUpdateSchema,
      bulkStatus: surveyBulkStatusSchema,
      listResponse: surveyListResponse,
      recordResponse: surveyRecordResponse,
      statsResponse: surveyStatsResponse,
    },
  },
} as const satisfies Record<string, LeadKindDescriptor>;

export type LeadKind = keyof typeof LEAD_KINDS;

/** The permission that opens the leads' staff calls: a lead goes only to who can open it. */
export const LEAD_PERMISSION = 'canManageOrders' satisfies Permission;
export const LEAD_KIND_NAMES = Object.keys(LEAD_KINDS) as LeadKind[];

/** What every entry of LEAD_KINDS says. */
export type LeadKindDescriptor = {
  path: string;
  label: string;
  listKey: string;
  recordKey: string;
  notesField: string;
  answeredStatuses: readonly string[];
  messages: { notFound: string; deleted: string };
  exportFileName: string;
  schemas: Record<
    | 'listQuery'
    | 'exportQuery'
    | 'update'
    | 'bulkStatus'
    | 'listResponse'
    | 'recordResponse'
    | 'statsResponse',
    z.ZodType
  >;
};

/** The types of each kind, for code written once over both (`<K extends LeadKind>`). */
export type LeadKindTypes = {
  contact: {
    record: ContactRequestRecord;
    status: ContactStatus;
    sort: ContactSort;
    listQuery: ContactListQuery;
    exportQuery: ContactExportQuery;
    update: ContactUpdate;
    stats: ContactStats;
  };
  survey: {
    record: SiteSurveyRecord;
    status: SurveyStatus;
    sort: SurveySort;
    listQuery: SurveyListQuery;
    exportQuery: SurveyExportQuery;
    update: SurveyUpdate;
    stats: SurveyStats;
  };
};
export type LeadRecord<K extends LeadKind> = LeadKindTypes[K]['record'];
export type LeadStatus<K extends LeadKind> = LeadKindTypes[K]['status'];
export type LeadSort<K extends LeadKind> = LeadKindTypes[K]['sort'];
export type LeadUpdate<K extends LeadKind> = LeadKindTypes[K]['update'];
export type LeadStats<K extends LeadKind> = LeadKindTypes[K]['stats'];
export type LeadListQuery<K extends LeadKind> = LeadKindTypes[K]['listQuery'];
export type LeadExportQuery<K extends LeadKind> = LeadKindTypes[K]['exportQuery'];
