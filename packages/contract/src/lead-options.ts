import { ADMIN_ACCESS_DENIED } from './permissions.ts';
import { SURVEY_MAX_COUNT } from './survey-options.ts';

/**
 * The leads' option lists, limits and messages, without zod: the web app's public pages read
 * them from here, and leads.ts builds its schemas from them.
 */

export const CONTACT_PROPERTY_TYPES = ['residential', 'commercial', 'other'] as const;
export const SERVICE_TYPES = [
  'cctv',
  'alarms',
  'access',
  'remote',
  'maintenance',
  'other',
] as const;
/**
 * quoted, won and lost follow the lead's quote: sent, accepted and paid, declined
 * or expired. Staff may also set them by hand.
 */
export const CONTACT_STATUSES = [
  'new',
  'in_progress',
  'responded',
  'quoted',
  'won',
  'lost',
  'resolved',
  'closed',
] as const;
export const SURVEY_STATUSES = [
  'new',
  'reviewing',
  'quoted',
  'won',
  'lost',
  'scheduled',
  'completed',
  'closed',
] as const;
export type ContactPropertyType = (typeof CONTACT_PROPERTY_TYPES)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** Statuses that mean the customer has had an answer: responded_at is stamped on the first. */
export const CONTACT_ANSWERED_STATUSES: readonly ContactStatus[] = [
  'responded',
  'quoted',
  'won',
  'lost',
  'resolved',
];
export const SURVEY_ANSWERED_STATUSES: readonly SurveyStatus[] = [
  'quoted',
  'won',
  'lost',
  'scheduled',
  'completed',
];

/** What a lead's history records a change of: who worked it, and how far it got. */
export const LEAD_HISTORY_FIELDS = ['status', 'assignee'] as const;
export type LeadHistoryField = (typeof LEAD_HISTORY_FIELDS)[number];

/** Sort weight of a priority and of a timeframe's urgency (docs/modules/leads.md#rules). */
export const PRIORITY_WEIGHT = { urgent: 4, high: 3, normal: 2, low: 1 } as const;
export const TIMEFRAME_WEIGHT = { asap: 4, month: 3, quarter: 2, future: 1 } as const;

/**
 * The honeypot of the contact form and the survey: a field people never see or
 * reach, named as bots like to fill it. A request with anything in it is answered as usual but
 * kept nowhere and mailed to no one.
 */
export const LEAD_HONEYPOT_FIELD = 'website';
/** Confirmations mailed to one address a day, whatever it sends (not a mail relay). */
export const LEAD_CONFIRMATIONS_PER_DAY = 3;

export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  company: 200,
  message: 5000,
  otherLocations: 1000,
  notes: 5000,
  /** A staff note on a lead. */
  note: 10000,
  /** Feet between buildings the wizard accepts. */
  buildingDistance: 100_000,
  /** Rows the admin screens load at once, and the bulk-action cap. */
  pageMax: 100,
  bulkMax: 500,
} as const;

export const LEAD_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email is required',
  message: 'Message is required',
  agreement: 'Please agree to be contacted about your request',
  customerName: 'Your name is required',
  customerEmail: 'A valid e-mail address is required',
  noCameras: 'Tell us how many cameras you need in at least one area',
  ptzCount: 'Tell us how many PTZ cameras you need',
  /** The survey's site address is optional, but once begun it is a whole US address. */
  siteAddressMissing: 'Please fill in the rest of the site address: ',
  siteAddressZip: 'Please enter a valid ZIP code (12345 or 12345-6789)',
  siteUsOnly: 'We survey sites within the United States only',
  count: `Counts must be whole numbers from 0 to ${SURVEY_MAX_COUNT}`,
  contactSent:
    'Thank you for your message! We will get back to you within 24 hours. A confirmation has been sent to your e-mail.',
  contactFailed: 'Failed to submit contact request. Please try again or call us directly.',
  surveyFailed: 'Failed to submit survey',
  rateLimited:
    'You have sent several requests in a short time. Please wait a few minutes, or call us.',
  notFoundContact: 'Contact request not found',
  notFoundSurvey: 'Site survey not found',
  /** Leads go only to staff who can open them: active, allowed to manage orders. */
  assignee: 'Assign the lead to an active staff member who can work on leads',
  noteRequired: 'Write the note first',
  accessDenied: ADMIN_ACCESS_DENIED,
} as const;

/** The columns the staff lists sort by. */
export const CONTACT_SORTS = [
  'created_at',
  'updated_at',
  'name',
  'email',
  'service_type',
  'priority',
  'status',
] as const;
export const SURVEY_SORTS = [
  'created_at',
  'updated_at',
  'customer_name',
  'estimated_value',
  'estimated_cameras',
  'complexity_score',
  'timeframe',
  'priority',
  'status',
] as const;

export type ContactSort = (typeof CONTACT_SORTS)[number];
export type SurveySort = (typeof SURVEY_SORTS)[number];
