import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  CONTACT_PROPERTY_TYPES,
  CONTACT_STATUSES,
  LEAD_HISTORY_FIELDS,
  LEAD_PRIORITIES,
  SERVICE_TYPES,
  STORAGE_OPTIONS,
  SURVEY_PROPERTY_TYPES,
  SURVEY_STATUSES,
  SURVEY_TYPES,
  TIMEFRAMES,
  YES_NO,
} from '@shop/contract';
import { users } from './accounts.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';

/** Sort weights (docs/modules/leads.md#rules), kept as columns so a sort is an index scan. */
const PRIORITY_RANK: SQL = sql`case priority when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end`;
const TIMEFRAME_RANK: SQL = sql`case timeframe when 'asap' then 4 when 'month' then 3 when 'quarter' then 2 else 1 end`;

/**
 * Quote requests from the public contact form. `search_text` is what the staff search looks
 * in (lower-cased), kept by the database and indexed with trigrams, so "part of an e-mail" is
 * an index lookup, not a scan of every request.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    serviceType: text('service_type'),
    propertyType: text('property_type').notNull().default('residential'),
    status: text('status').notNull().default('new'),
    priority: text('priority').notNull().default('normal'),
    assignedUserId: integer('assigned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(subject, '') || ' ' || message)`,
    ),
    priorityRank: smallint('priority_rank').generatedAlwaysAs(PRIORITY_RANK),
  },
  (t) => [
    index('contact_requests_created_idx').on(t.createdAt, t.id),
    index('contact_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('contact_requests_assigned_created_idx').on(t.assignedUserId, t.createdAt, t.id),
    // One per sortable column of the staff list, with the id that breaks ties.
    index('contact_requests_name_idx').on(sql`lower(${t.name})`, t.id),
    index('contact_requests_service_idx').on(t.serviceType, t.id),
    index('contact_requests_priority_idx').on(t.priorityRank, t.id),
    index('contact_requests_status_idx').on(t.status, t.id),
    index('contact_requests_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('contact_requests_status_check', oneOf(t.status, CONTACT_STATUSES)),
    check('contact_requests_priority_check', oneOf(t.priority, LEAD_PRIORITIES)),
    check('contact_requests_property_type_check', oneOf(t.propertyType, CONTACT_PROPERTY_TYPES)),
    check(
      'contact_requests_service_type_check',
      sql`${t.serviceType} is null or ${oneOf(t.serviceType, SERVICE_TYPES)}`,
    ),
  ],
);

type Counts = Record<string, number>;

/** Free site surveys: every answer of the wizard, the estimate, and the staff's handling. */
export const siteSurveys = pgTable(
  'site_surveys',
  {
    id: serial('id').primaryKey(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    customerCompany: text('customer_company'),
    /** Where the cameras go, when the customer said: all four columns, or none. */
    siteAddress: text('site_address'),
    siteCity: text('site_city'),
    siteState: text('site_state'),
    siteZipCode: text('site_zip_code'),
    propertyType: text('property_type').notNull(),
    surveyType: text('survey_type').notNull(),
    buildingCount: integer('building_count').notNull(),
    /** Feet between the buildings; only when there is more than one. */
    buildingDistance: integer('building_distance'),
    pointOfSale: text('point_of_sale'),
    application: jsonb('application').$type<string[]>().notNull().default([]),
    cameraLocations: jsonb('camera_locations').$type<Counts>().notNull().default({}),
    otherLocations: text('other_locations'),
    cameraResolutions: jsonb('camera_resolutions').$type<Counts>().notNull().default({}),
    infrastructure: jsonb('infrastructure').$type<string[]>().notNull().default([]),
    transmissionMethods: jsonb('transmission_methods').$type<string[]>().notNull().default([]),
    viewingTypes: jsonb('viewing_types').$type<string[]>().notNull().default([]),
    lightingConditions: jsonb('lighting_conditions').$type<string[]>().notNull().default([]),
    nighttimeRecording: text('nighttime_recording'),
    ptzCameras: text('ptz_cameras').notNull().default('no'),
    ptzCount: integer('ptz_count').notNull().default(0),
    lensTypes: jsonb('lens_types').$type<Counts>().notNull().default({}),
    focalLengths: jsonb('focal_lengths').$type<string[]>().notNull().default([]),
    storageRequirements: text('storage_requirements').notNull().default('notSure'),
    cloudRecording: text('cloud_recording').notNull().default('no'),
    analytics: jsonb('analytics').$type<string[]>().notNull().default([]),
    /** The customer's own notes. */
    notes: text('notes'),
    timeframe: text('timeframe').notNull(),
    estimatedCameras: integer('estimated_cameras').notNull(),
    /** Whole USD. */
    estimatedValue: integer('estimated_value').notNull(),
    complexityScore: integer('complexity_score').notNull(),
    status: text('status').notNull().default('new'),
    priority: text('priority').notNull().default('normal'),
    assignedUserId: integer('assigned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(customer_name || ' ' || customer_email || ' ' || coalesce(customer_company, '') || ' ' || coalesce(notes, ''))`,
    ),
    priorityRank: smallint('priority_rank').generatedAlwaysAs(PRIORITY_RANK),
    timeframeRank: smallint('timeframe_rank').generatedAlwaysAs(TIMEFRAME_RANK),
  },
  (t) => [
    index('site_surveys_created_idx').on(t.createdAt, t.id),
    index('site_surveys_status_created_idx').on(t.status, t.createdAt, t.id),
    index('site_surveys_assigned_created_idx').on(t.assignedUserId, t.createdAt, t.id),
    index('site_surveys_name_idx').on(sql`lower(${t.customerName})`, t.id),
    index('site_surveys_value_idx').on(t.estimatedValue, t.id),
    index('site_surveys_complexity_idx').on(t.complexityScore, t.id),
    index('site_surveys_timeframe_idx').on(t.timeframeRank, t.id),
    index('site_surveys_priority_idx').on(t.priorityRank, t.id),
    index('site_surveys_status_idx').on(t.status, t.id),
    index('site_surveys_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('site_surveys_status_check', oneOf(t.status, SURVEY_STATUSES)),
    check(
      'site_surveys_site_address_check',
      sql`(${t.siteAddress} is null) = (${t.siteCity} is null) and (${t.siteCity} is null) = (${t.siteState} is null) and (${t.siteState} is null) = (${t.siteZipCode} is null)`,
    ),
    check('site_surveys_priority_check', oneOf(t.priority, LEAD_PRIORITIES)),
    check('site_surveys_property_type_check', oneOf(t.propertyType, SURVEY_PROPERTY_TYPES)),
    check('site_surveys_survey_type_check', oneOf(t.surveyType, SURVEY_TYPES)),
    check('site_surveys_timeframe_check', oneOf(t.timeframe, TIMEFRAMES)),
    check('site_surveys_storage_check', oneOf(t.storageRequirements, STORAGE_OPTIONS)),
    check('site_surveys_ptz_check', oneOf(t.ptzCameras, YES_NO)),
    check('site_surveys_cloud_check', oneOf(t.cloudRecording, YES_NO)),
    check(
      'site_surveys_counts_check',
      sql`${t.buildingCount} between 1 and 4 and ${t.ptzCount} >= 0 and ${t.complexityScore} between 0 and 10 and ${t.estimatedValue} >= 0 and ${t.estimatedCameras} >= 0`,
    ),
  ],
);

/**
 * The lead a note or a change belongs to: a contact request or a site survey, exactly one,
 * each a real reference, so deleting the lead deletes its notes and history with it.
 */
const leadReference = () => ({
  contactRequestId: integer('contact_request_id').references(() => contactRequests.id, {
    onDelete: 'cascade',
  }),
  siteSurveyId: integer('site_survey_id').references(() => siteSurveys.id, {
    onDelete: 'cascade',
  }),
});
const oneLead = (t: { contactRequestId: AnyPgColumn; siteSurveyId: AnyPgColumn }) =>
  sql`num_nonnulls(${t.contactRequestId}, ${t.siteSurveyId}) = 1`;

/**
 * The staff's notes on a lead: entries added to a list, never a field that the
 * last save overwrites. Who wrote one is kept by id and by name as it was then (a note
 * written before the list existed has neither: its author is unknown).
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    ...leadReference(),
    body: text('body').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_notes_contact_idx').on(t.contactRequestId, t.createdAt, t.id),
    index('lead_notes_survey_idx').on(t.siteSurveyId, t.createdAt, t.id),
    check('lead_notes_one_lead_check', oneLead(t)),
  ],
);

/**
 * Each change of a lead's status or assignee: from what, to what, who and when. An assignee
 * is kept by name as it was then (null: unassigned), so the history reads the same after
 * the account is renamed or deleted.
 */
export const leadHistory = pgTable(
  'lead_history',
  {
    id: serial('id').primaryKey(),
    ...leadReference(),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_history_contact_idx').on(t.contactRequestId, t.createdAt, t.id),
    index('lead_history_survey_idx').on(t.siteSurveyId, t.createdAt, t.id),
    check('lead_history_one_lead_check', oneLead(t)),
    check('lead_history_field_check', oneOf(t.field, LEAD_HISTORY_FIELDS)),
  ],
);
