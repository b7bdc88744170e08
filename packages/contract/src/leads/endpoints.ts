import { defineEndpoint } from '../endpoint.ts';
import { successMessageSchema } from '../common.ts';
import { LEAD_KINDS, LEAD_PERMISSION, type LeadKind } from '../lead-kinds.ts';
import {
  bulkDeleteSchema,
  bulkResultSchema,
  contactRequestSchema,
  contactResponseSchema,
  leadIdParam,
  leadNoteCreateSchema,
  leadNoteResponse,
  leadNotesResponse,
  newLeadCountsSchema,
  siteSurveyResponseSchema,
  siteSurveySchema,
  staffListResponse,
} from '../leads.ts';

/** The two forms every visitor may send: rate-limited per address. */
const form = { access: 'visitor', tags: ['leads'], status: 201, errors: [429] } as const;

export const submitContactRequest = defineEndpoint({
  ...form,
  method: 'POST',
  path: '/contact',
  summary: 'Send the contact / quote form; the visitor and staff are e-mailed',
  body: contactRequestSchema,
  reply: contactResponseSchema,
});

export const submitSiteSurvey = defineEndpoint({
  ...form,
  method: 'POST',
  path: '/site-survey',
  summary: 'Send the free site survey; answers the estimate',
  body: siteSurveySchema,
  reply: siteSurveyResponseSchema,
});

/**
 * The staff side: admins, and managers allowed to manage orders (leads are the sales that
 * come before an order; docs/decisions/0011-leads.md).
 */
const staff = {
  access: { permission: LEAD_PERMISSION },
  tags: ['leads'],
  errors: [404],
} as const;

export const getNewLeadCounts = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/leads/new-counts',
  summary: 'How many contact requests and site surveys are new (the Admin menu badges)',
  reply: newLeadCountsSchema,
});

export const listLeadStaff = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/staff',
  summary: 'Active staff that leads can be assigned to',
  reply: staffListResponse,
});

/**
 * One kind of lead's staff calls (LEAD_KINDS), under /admin/<path>: both kinds have the same
 * calls, with their own schemas and names for a page of records and a record.
 */
function leadKindEndpoints<K extends LeadKind>(kind: K) {
  const { path, label, schemas } = LEAD_KINDS[kind];
  const base = `/admin/${path}` as const;
  return {
    list: defineEndpoint({
      ...staff,
      method: 'GET',
      path: base,
      summary: `The ${label}s: searched, filtered, sorted and paged`,
      query: schemas.listQuery,
      reply: schemas.listResponse,
    }),
    stats: defineEndpoint({
      ...staff,
      method: 'GET',
      path: `${base}/stats`,
      summary: `The ${label}s list cards: counts by status`,
      reply: schemas.statsResponse,
    }),
    exportCsv: defineEndpoint({
      ...staff,
      method: 'GET',
      path: `${base}/export`,
      summary: 'CSV of the filtered list (every page)',
      query: schemas.exportQuery,
      reply: { file: 'text/csv' },
    }),
    bulkStatus: defineEndpoint({
      ...staff,
      method: 'PUT',
      path: `${base}/bulk-status`,
      summary: `Set the status of the selected ${label}s`,
      body: schemas.bulkStatus,
      reply: bulkResultSchema,
    }),
    bulkDelete: defineEndpoint({
      ...staff,
      method: 'POST',
      path: `${base}/bulk-delete`,
      summary: `Delete the selected ${label}s`,
      body: bulkDeleteSchema,
      reply: bulkResultSchema,
    }),
    get: defineEndpoint({
      ...staff,
      method: 'GET',
      path: `${base}/:id`,
      summary: 'One lead, with the staff notes and its history (newest first)',
      params: leadIdParam,
      reply: schemas.recordResponse,
    }),
    update: defineEndpoint({
      ...staff,
      method: 'PUT',
      path: `${base}/:id`,
      summary:
        'Change status, priority or assignee; a notes field is added as a note, never overwriting one',
      params: leadIdParam,
      body: schemas.update,
      reply: schemas.recordResponse,
    }),
    listNotes: defineEndpoint({
      ...staff,
      method: 'GET',
      path: `${base}/:id/notes`,
      summary: 'The staff notes of one lead, newest first',
      params: leadIdParam,
      reply: leadNotesResponse,
    }),
    addNote: defineEndpoint({
      ...staff,
      method: 'POST',
      path: `${base}/:id/notes`,
      summary: 'Add a staff note (who and when are kept)',
      params: leadIdParam,
      body: leadNoteCreateSchema,
      status: 201,
      reply: leadNoteResponse,
    }),
    remove: defineEndpoint({
      ...staff,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Delete one ${label}`,
      params: leadIdParam,
      reply: successMessageSchema,
    }),
  };
}

const contact = leadKindEndpoints('contact');
const survey = leadKindEndpoints('survey');

/** Each kind's calls by role, for the server's routes written once over both kinds. */
export const LEAD_KIND_ENDPOINTS = { contact, survey };
export type LeadKindEndpoints = typeof contact;

export const listContactRequests = contact.list;
export const getContactRequestStats = contact.stats;
export const exportContactRequestsCsv = contact.exportCsv;
export const setContactRequestsStatus = contact.bulkStatus;
export const deleteContactRequests = contact.bulkDelete;
export const getContactRequest = contact.get;
export const updateContactRequest = contact.update;
export const listContactRequestNotes = contact.listNotes;
export const addContactRequestNote = contact.addNote;
export const deleteContactRequest = contact.remove;

export const listSiteSurveys = survey.list;
export const getSiteSurveyStats = survey.stats;
export const exportSiteSurveysCsv = survey.exportCsv;
export const setSiteSurveysStatus = survey.bulkStatus;
export const deleteSiteSurveys = survey.bulkDelete;
export const getSiteSurvey = survey.get;
export const updateSiteSurvey = survey.update;
export const listSiteSurveyNotes = survey.listNotes;
export const addSiteSurveyNote = survey.addNote;
export const deleteSiteSurvey = survey.remove;
