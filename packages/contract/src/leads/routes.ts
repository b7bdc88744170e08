// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const addContactRequestNote = route<typeof endpoints.addContactRequestNote>('POST', '/admin/contact-requests/:id/notes');
export const addSiteSurveyNote = route<typeof endpoints.addSiteSurveyNote>('POST', '/admin/site-surveys/:id/notes');
export const deleteContactRequest = route<typeof endpoints.deleteContactRequest>('DELETE', '/admin/contact-requests/:id');
export const deleteContactRequests = route<typeof endpoints.deleteContactRequests>('POST', '/admin/contact-requests/bulk-delete');
export const deleteSiteSurvey = route<typeof endpoints.deleteSiteSurvey>('DELETE', '/admin/site-surveys/:id');
export const deleteSiteSurveys = route<typeof endpoints.deleteSiteSurveys>('POST', '/admin/site-surveys/bulk-delete');
export const exportContactRequestsCsv = route<typeof endpoints.exportContactRequestsCsv>('GET', '/admin/contact-requests/export', { file: true });
export const exportSiteSurveysCsv = route<typeof endpoints.exportSiteSurveysCsv>('GET', '/admin/site-surveys/export', { file: true });
export const getContactRequest = route<typeof endpoints.getContactRequest>('GET', '/admin/contact-requests/:id');
export const getContactRequestStats = route<typeof endpoints.getContactRequestStats>('GET', '/admin/contact-requests/stats');
export const getNewLeadCounts = route<typeof endpoints.getNewLeadCounts>('GET', '/admin/leads/new-counts');
export const getSiteSurvey = route<typeof endpoints.getSiteSurvey>('GET', '/admin/site-surveys/:id');
export const getSiteSurveyStats = route<typeof endpoints.getSiteSurveyStats>('GET', '/admin/site-surveys/stats');
export const listContactRequestNotes = route<typeof endpoints.listContactRequestNotes>('GET', '/admin/contact-requests/:id/notes');
export const listContactRequests = route<typeof endpoints.listContactRequests>('GET', '/admin/contact-requests');
export const listLeadStaff = route<typeof endpoints.listLeadStaff>('GET', '/admin/staff');
export const listSiteSurveyNotes = route<typeof endpoints.listSiteSurveyNotes>('GET', '/admin/site-surveys/:id/notes');
export const listSiteSurveys = route<typeof endpoints.listSiteSurveys>('GET', '/admin/site-surveys');
export const setContactRequestsStatus = route<typeof endpoints.setContactRequestsStatus>('PUT', '/admin/contact-requests/bulk-status');
export const setSiteSurveysStatus = route<typeof endpoints.setSiteSurveysStatus>('PUT', '/admin/site-surveys/bulk-status');
export const submitContactRequest = route<typeof endpoints.submitContactRequest>('POST', '/contact');
export const submitSiteSurvey = route<typeof endpoints.submitSiteSurvey>('POST', '/site-survey');
export const updateContactRequest = route<typeof endpoints.updateContactRequest>('PUT', '/admin/contact-requests/:id');
export const updateSiteSurvey = route<typeof endpoints.updateSiteSurvey>('PUT', '/admin/site-surveys/:id');
