import { z } from 'zod';
import { isValidEmail, plainString } from './auth.ts';
import { addressSchema } from './checkout.ts';
import { paginationSchema } from './catalogue.ts';
import {
  CONTACT_PROPERTY_TYPES,
  CONTACT_SORTS,
  CONTACT_STATUSES,
  LEAD_HISTORY_FIELDS,
  LEAD_HONEYPOT_FIELD,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  SERVICE_TYPES,
  SURVEY_SORTS,
  SURVEY_STATUSES,
} from './lead-options.ts';
import {
  ANALYTICS,
  CAMERA_LOCATIONS,
  CAMERA_RESOLUTIONS,
  FOCAL_LENGTHS,
  INFRASTRUCTURE,
  LEAD_PRIORITIES,
  LENS_TYPES,
  LIGHTING_CONDITIONS,
  NIGHTTIME_RECORDING,
  STORAGE_OPTIONS,
  SURVEY_APPLICATIONS,
  SURVEY_MAX_COUNT,
  SURVEY_PROPERTY_TYPES,
  SURVEY_TYPES,
  TIMEFRAMES,
  TRANSMISSION_METHODS,
  VIEWING_TYPES,
  YES_NO,
} from './survey-options.ts';

/**
 * Leads: the public contact form and site survey (docs/modules/leads.md) and the
 * staff calls that work them (docs/modules/leads.md). Lead records use the
 * spec's snake_case field names; the public payloads its camelCase ones.
 */

/** Text bounded by `max`; blank becomes null. */
const optionalText = (label: string, max: number) =>
  plainString(label)
    .refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (label: string, max: number, message: string) =>
  z
    .string({ error: message })
    .pipe(plainString(label))
    .refine((v) => v.length > 0, { error: message })
    .refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters` });

const email = (message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .refine((v) => isValidEmail(v), { error: message });

/** An option from a list; '' and null count as "not given". */
function option<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .preprocess(
      (v) => (v === '' ? null : v),
      z.enum(values, { error: `Choose a ${label} from the list` }).nullish(),
    )
    .transform((v) => v ?? null);
}

/** The honeypot field (LEAD_HONEYPOT_FIELD), as sent: see isHoneypotFilled. */
const honeypot = z.unknown().optional();

/** Whether a bot put something in the honeypot: any text but blanks, any value but false. */
export function isHoneypotFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return value !== undefined && value !== null && value !== false;
}

// ---------------------------------------------------------------------------------------------
// The contact form

export const contactRequestSchema = z.object({
  name: requiredText('Name', LEAD_LIMITS.name, LEAD_MESSAGES.name),
  email: email(LEAD_MESSAGES.email),
  phone: optionalText('Phone', LEAD_LIMITS.phone),
  subject: optionalText('Subject', LEAD_LIMITS.subject),
  propertyType: option(CONTACT_PROPERTY_TYPES, 'property type').transform(
    (v) => v ?? 'residential',
  ),
  serviceType: option(SERVICE_TYPES, 'service'),
  message: requiredText('Message', LEAD_LIMITS.message, LEAD_MESSAGES.message),
  [LEAD_HONEYPOT_FIELD]: honeypot,
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequestData = z.output<typeof contactRequestSchema>;

/** The form adds the agreement box, which is required and never sent. */
export const contactFormSchema = contactRequestSchema.extend({
  agreement: z.literal(true, { error: LEAD_MESSAGES.agreement }),
});

export const contactResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The site survey

const count = z.coerce
  .number({ error: LEAD_MESSAGES.count })
  .int({ error: LEAD_MESSAGES.count })
  .min(0, { error: LEAD_MESSAGES.count })
  .max(SURVEY_MAX_COUNT, { error: LEAD_MESSAGES.count });

/** A number grid: a count per option; unknown keys are dropped, missing ones are 0. */
function countGrid<T extends readonly string[]>(keys: T) {
  const shape = Object.fromEntries(keys.map((k) => [k, count.optional()])) as Record<
    T[number],
    z.ZodOptional<typeof count>
  >;
  return z
    .object(shape)
    .nullish()
    .transform((grid) => {
      const out = {} as Record<T[number], number>;
      for (const key of keys as readonly T[number][]) {
        out[key] = (grid as Record<string, number | undefined> | null | undefined)?.[key] ?? 0;
      }
      return out;
    });
}

/** A checkbox group: each option once, in the list's order. */
function choices<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .array(z.enum(values, { error: `Choose ${label} from the list` }), {
      error: `${label} must be a list`,
    })
    .max(values.length * 2)
    .nullish()
    .transform((list) => values.filter((v) => list?.includes(v)) as T[number][]);
}

/**
 * Where the cameras go: optional; sent, it is a whole address of the United States
 * in the shop's one address vocabulary (ADR 0028), which becomes a quote's site.
 */
export const surveySiteAddressSchema = addressSchema(
  { missing: LEAD_MESSAGES.siteAddressMissing, zip: LEAD_MESSAGES.siteAddressZip },
  { usOnly: LEAD_MESSAGES.siteUsOnly },
);
export type SurveySiteAddress = z.output<typeof surveySiteAddressSchema>;

const buildingCount = z.coerce
  .number({ error: 'Choose how many buildings' })
  .int({ error: 'Choose how many buildings' })
  .min(1, { error: 'Choose how many buildings' })
  .max(4, { error: 'Choose how many buildings' });

export const siteSurveySchema = z
  .object({
    surveyType: z.enum(SURVEY_TYPES, { error: 'Choose the type of project' }),
    propertyType: z.enum(SURVEY_PROPERTY_TYPES, { error: 'Choose the type of property' }),
    buildingCount,
    buildingDistance: z.coerce
      .number({ error: 'Building distance must be a number of feet' })
      .int({ error: 'Building distance must be a whole number of feet' })
      .min(0, { error: 'Building distance must be 0 or more' })
      .max(LEAD_LIMITS.buildingDistance, {
        error: `Building distance must be at most ${LEAD_LIMITS.buildingDistance} feet`,
      })
      .nullish()
      .or(z.literal('').transform(() => null)),
    pointOfSale: option(YES_NO, 'point-of-sale answer'),
    application: choices(SURVEY_APPLICATIONS, 'where the cameras go'),
    cameraLocations: countGrid(CAMERA_LOCATIONS),
    otherLocations: optionalText('Other locations', LEAD_LIMITS.otherLocations),
    cameraResolutions: countGrid(CAMERA_RESOLUTIONS),
    infrastructure: choices(INFRASTRUCTURE, 'the existing cabling'),
    transmissionMethods: choices(TRANSMISSION_METHODS, 'transmission methods'),
    viewingTypes: choices(VIEWING_TYPES, 'viewing types'),
    lightingConditions: choices(LIGHTING_CONDITIONS, 'lighting conditions'),
    nighttimeRecording: option(NIGHTTIME_RECORDING, 'night-time recording type'),
    ptzCameras: option(YES_NO, 'PTZ answer').transform((v) => v ?? 'no'),
    ptzCount: count.nullish().transform((v) => v ?? 0),
    lensTypes: countGrid(LENS_TYPES),
    focalLengths: choices(FOCAL_LENGTHS, 'focal lengths'),
    storage: option(STORAGE_OPTIONS, 'storage period').transform((v) => v ?? 'notSure'),
    cloudRecording: option(YES_NO, 'cloud recording answer').transform((v) => v ?? 'no'),
    analytics: choices(ANALYTICS, 'analytics'),
    notes: optionalText('Notes', LEAD_LIMITS.notes),
    timeframe: z.enum(TIMEFRAMES, { error: 'Choose a timeframe' }),
    customerName: requiredText('Your name', LEAD_LIMITS.name, LEAD_MESSAGES.customerName),
    customerEmail: email(LEAD_MESSAGES.customerEmail),
    customerPhone: optionalText('Phone', LEAD_LIMITS.phone),
    customerCompany: optionalText('Company', LEAD_LIMITS.company),
    siteAddress: surveySiteAddressSchema.nullish().transform((v) => v ?? null),
    [LEAD_HONEYPOT_FIELD]: honeypot,
  })
  // The wizard's two count rules, kept by the server too: a survey asks for some camera, and
  // "yes" to PTZ says how many.
  .superRefine((s, ctx) => {
    const counted = (grid: Record<string, number>) => Object.values(grid).some((n) => n > 0);
    if (!counted(s.cameraLocations) && !counted(s.cameraResolutions)) {
      ctx.addIssue({ code: 'custom', path: ['cameraLocations'], message: LEAD_MESSAGES.noCameras });
    }
    if (s.ptzCameras === 'yes' && s.ptzCount < 1) {
      ctx.addIssue({ code: 'custom', path: ['ptzCount'], message: LEAD_MESSAGES.ptzCount });
    }
  })
  // Answers to questions the wizard skipped mean nothing; they are not kept.
  .transform((s) => ({
    ...s,
    buildingDistance: s.buildingCount > 1 ? (s.buildingDistance ?? null) : null,
    otherLocations: s.cameraLocations.other > 0 ? s.otherLocations : null,
    nighttimeRecording: s.lightingConditions.some((l) => l !== 'daylight')
      ? s.nighttimeRecording
      : null,
    ptzCount: s.ptzCameras === 'yes' ? s.ptzCount : 0,
  }));
export type SiteSurveyInput = z.input<typeof siteSurveySchema>;
export type SiteSurveyData = z.output<typeof siteSurveySchema>;

export const siteSurveyResponseSchema = z.object({
  success: z.literal(true),
  surveyId: z.number().int(),
  estimatedCameras: z.number().int(),
  estimatedValue: z.number().int(),
  message: z.string(),
});
export type SiteSurveyResponse = z.infer<typeof siteSurveyResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Staff side

const contactStatusSchema = z.enum(CONTACT_STATUSES, {
  error: `Status must be one of ${CONTACT_STATUSES.join(', ')}`,
});
const surveyStatusSchema = z.enum(SURVEY_STATUSES, {
  error: `Status must be one of ${SURVEY_STATUSES.join(', ')}`,
});
const prioritySchema = z.enum(LEAD_PRIORITIES, {
  error: `Priority must be one of ${LEAD_PRIORITIES.join(', ')}`,
});
const wholeId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be a whole number` })
    .max(2_147_483_647, { error: `${label} must be a whole number` });

export const leadIdParam = z.object({ id: wholeId('id') });

const pageNumber = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int({ error: 'page must be a whole number from 1' })
  .min(1, { error: 'page must be a whole number from 1' })
  .max(1_000_000, { error: 'page is too large' })
  .default(1);
const pageLimit = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${LEAD_LIMITS.pageMax}` })
  .int({ error: `limit must be a whole number from 1 to ${LEAD_LIMITS.pageMax}` })
  .min(1, { error: `limit must be a whole number from 1 to ${LEAD_LIMITS.pageMax}` })
  .max(LEAD_LIMITS.pageMax, {
    error: `limit must be a whole number from 1 to ${LEAD_LIMITS.pageMax}`,
  })
  .default(10);
const order = z
  .enum(['asc', 'desc'], { error: 'order must be asc or desc' })
  .or(z.enum(['ASC', 'DESC']).transform((v) => v.toLowerCase() as 'asc' | 'desc'))
  .default('desc');
/** "unassigned", or a staff user's id. */
const assignedTo = z
  .union([z.literal('unassigned'), wholeId('assignedTo')])
  .optional()
  .or(z.literal('').transform(() => undefined));
const filter = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .enum(values, { error: `${label} must be one of ${values.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined))
    .or(z.literal('all').transform(() => undefined));
const search = z
  .string()
  .max(200, { error: 'search must be at most 200 characters' })
  .optional()
  .transform((v) => v?.trim() || undefined);

/** A lead list's query: page, sort (newest first by default), order, its filters and search. */
const leadListQuery = <S extends readonly ['created_at', ...string[]], F extends z.ZodRawShape>(
  sorts: S,
  filters: F,
) =>
  z.object({
    page: pageNumber,
    limit: pageLimit,
    sort: z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).default('created_at'),
    order,
    ...filters,
    assignedTo,
    search,
  });

export const contactListQuery = leadListQuery(CONTACT_SORTS, {
  status: filter(CONTACT_STATUSES, 'status'),
  priority: filter(LEAD_PRIORITIES, 'priority'),
  service_type: filter(SERVICE_TYPES, 'service_type'),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;
export const contactExportQuery = contactListQuery.omit({ page: true, limit: true });
export type ContactExportQuery = z.infer<typeof contactExportQuery>;

export const surveyListQuery = leadListQuery(SURVEY_SORTS, {
  status: filter(SURVEY_STATUSES, 'status'),
  priority: filter(LEAD_PRIORITIES, 'priority'),
  property_type: filter(SURVEY_PROPERTY_TYPES, 'property_type'),
  timeframe: filter(TIMEFRAMES, 'timeframe'),
});
export type SurveyListQuery = z.infer<typeof surveyListQuery>;
export const surveyExportQuery = surveyListQuery.omit({ page: true, limit: true });
export type SurveyExportQuery = z.infer<typeof surveyExportQuery>;

const assigneeUpdate = z
  .union([wholeId('assigned_user_id'), z.null(), z.literal('').transform(() => null)])
  .optional();

/**
 * A staff change to a lead. Partial: only the fields sent change; unknown fields are dropped.
 * The kinds differ in their statuses and in the name of the notes field that older clients
 * saved the staff's notes in: its text is now added as a note (blank adds nothing),
 * so such a save erases no one's notes.
 */
const leadUpdateSchema = <St extends z.ZodType<string>, N extends string>(
  status: St,
  notesField: N,
  notesLabel: string,
) =>
  z
    .object({
      status: status.optional(),
      priority: prioritySchema.optional(),
      assigned_user_id: assigneeUpdate,
      ...({ [notesField]: optionalText(notesLabel, LEAD_LIMITS.note).optional() } as Record<
        N,
        z.ZodOptional<ReturnType<typeof optionalText>>
      >),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), {
      error: `Nothing to update: send status, priority, assigned_user_id or ${notesField}`,
    });

export const contactUpdateSchema = leadUpdateSchema(contactStatusSchema, 'notes', 'Notes');
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;
export const surveyUpdateSchema = leadUpdateSchema(
  surveyStatusSchema,
  'admin_notes',
  'Admin notes',
);
export type SurveyUpdate = z.infer<typeof surveyUpdateSchema>;

const idList = z
  .array(wholeId('ids'), { error: 'ids must be a list of ids' })
  .min(1, { error: 'Select at least one item' })
  .max(LEAD_LIMITS.bulkMax, { error: `At most ${LEAD_LIMITS.bulkMax} items at once` })
  .transform((ids) => [...new Set(ids)]);

const bulkStatusSchema = <St extends z.ZodType<string>>(status: St) =>
  z.object({ ids: idList, status });
export const contactBulkStatusSchema = bulkStatusSchema(contactStatusSchema);
export const surveyBulkStatusSchema = bulkStatusSchema(surveyStatusSchema);
export const bulkDeleteSchema = z.object({ ids: idList });
export const bulkResultSchema = z.object({ success: z.literal(true), affected: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

// Records

/** A staff note on a lead: who wrote it (null: unknown, from before notes were a list), when. */
export const leadNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/**
 * A change of a lead's status (from and to are statuses) or assignee (names as they were;
 * null is unassigned), who made it and when.
 */
export const leadHistoryEntrySchema = z.object({
  id: z.number().int(),
  field: z.enum(LEAD_HISTORY_FIELDS),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;

/** POST /api/admin/{contact-requests|site-surveys}/{id}/notes */
export const leadNoteCreateSchema = z.object({
  text: requiredText('Note', LEAD_LIMITS.note, LEAD_MESSAGES.noteRequired),
});
export type LeadNoteCreate = z.infer<typeof leadNoteCreateSchema>;
export const leadNoteResponse = z.object({ success: z.literal(true), note: leadNoteSchema });
export const leadNotesResponse = z.object({
  success: z.literal(true),
  notes: z.array(leadNoteSchema),
});

export const contactRequestRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  service_type: z.enum(SERVICE_TYPES).nullable(),
  property_type: z.enum(CONTACT_PROPERTY_TYPES),
  status: z.enum(CONTACT_STATUSES),
  priority: z.enum(LEAD_PRIORITIES),
  assigned_user_id: z.number().int().nullable(),
  assigned_user_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  responded_at: z.string().nullable(),
});
export type ContactRequestRecord = z.infer<typeof contactRequestRecordSchema>;

const counts = <T extends readonly string[]>(keys: T) =>
  z.object(
    Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<T[number], z.ZodNumber>,
  );

export const siteSurveyRecordSchema = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string().nullable(),
  customer_company: z.string().nullable(),
  /** The site's address when the customer gave one (all four, or none). */
  site_address: z.string().nullable(),
  site_city: z.string().nullable(),
  site_state: z.string().nullable(),
  site_zip_code: z.string().nullable(),
  property_type: z.enum(SURVEY_PROPERTY_TYPES),
  survey_type: z.enum(SURVEY_TYPES),
  building_count: z.number().int(),
  building_distance: z.number().int().nullable(),
  point_of_sale: z.enum(YES_NO).nullable(),
  application: z.array(z.enum(SURVEY_APPLICATIONS)),
  camera_locations: counts(CAMERA_LOCATIONS),
  other_locations: z.string().nullable(),
  camera_resolutions: counts(CAMERA_RESOLUTIONS),
  infrastructure: z.array(z.enum(INFRASTRUCTURE)),
  transmission_methods: z.array(z.enum(TRANSMISSION_METHODS)),
  viewing_types: z.array(z.enum(VIEWING_TYPES)),
  lighting_conditions: z.array(z.enum(LIGHTING_CONDITIONS)),
  nighttime_recording: z.enum(NIGHTTIME_RECORDING).nullable(),
  ptz_cameras: z.enum(YES_NO),
  ptz_count: z.number().int(),
  lens_types: counts(LENS_TYPES),
  focal_lengths: z.array(z.enum(FOCAL_LENGTHS)),
  storage_requirements: z.enum(STORAGE_OPTIONS),
  cloud_recording: z.enum(YES_NO),
  analytics: z.array(z.enum(ANALYTICS)),
  notes: z.string().nullable(),
  timeframe: z.enum(TIMEFRAMES),
  estimated_cameras: z.number().int(),
  estimated_value: z.number().int(),
  complexity_score: z.number().int(),
  status: z.enum(SURVEY_STATUSES),
  priority: z.enum(LEAD_PRIORITIES),
  assigned_user_id: z.number().int().nullable(),
  assigned_user_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  responded_at: z.string().nullable(),
});
export type SiteSurveyRecord = z.infer<typeof siteSurveyRecordSchema>;

/** A page of a lead list: the records under the kind's own name, and the pagination. */
const leadListResponse = <K extends string, R extends z.ZodType>(key: K, record: R) =>
  z
    .object({ success: z.literal(true), pagination: paginationSchema })
    .extend({ [key]: z.array(record) } as Record<K, z.ZodArray<R>>);
/** One lead under the kind's own name, with the staff's notes and its history, newest first. */
const leadRecordResponse = <K extends string, R extends z.ZodType>(key: K, record: R) =>
  z
    .object({
      success: z.literal(true),
      notes: z.array(leadNoteSchema),
      history: z.array(leadHistoryEntrySchema),
    })
    .extend({ [key]: record } as Record<K, R>);

export const contactListResponse = leadListResponse('contactRequests', contactRequestRecordSchema);
export type ContactListResponse = z.infer<typeof contactListResponse>;
export const surveyListResponse = leadListResponse('surveys', siteSurveyRecordSchema);
export type SurveyListResponse = z.infer<typeof surveyListResponse>;
export const contactRecordResponse = leadRecordResponse(
  'contactRequest',
  contactRequestRecordSchema,
);
export const surveyRecordResponse = leadRecordResponse('survey', siteSurveyRecordSchema);

export const contactStatsSchema = z.object({
  totalRequests: z.number().int(),
  newThisMonth: z.number().int(),
  /** Status resolved or closed. */
  resolved: z.number().int(),
  /** Priority high or urgent. */
  highPriority: z.number().int(),
  statusBreakdown: z.array(z.object({ status: z.string(), count: z.number().int() })),
  serviceBreakdown: z.array(
    z.object({ service_type: z.string().nullable(), count: z.number().int() }),
  ),
  priorityBreakdown: z.array(z.object({ priority: z.string(), count: z.number().int() })),
  assignmentStats: z.object({ assigned: z.number().int(), unassigned: z.number().int() }),
  recentRequests: z.array(contactRequestRecordSchema),
});
export type ContactStats = z.infer<typeof contactStatsSchema>;
export const contactStatsResponse = z.object({
  success: z.literal(true),
  stats: contactStatsSchema,
});

export const surveyStatsSchema = z.object({
  total: z.number().int(),
  thisMonth: z.number().int(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  byPropertyType: z.array(z.object({ property_type: z.string(), count: z.number().int() })),
  byTimeframe: z.array(z.object({ timeframe: z.string(), count: z.number().int() })),
  /** Whole USD. */
  totalEstimatedValue: z.number().int(),
  /** One decimal. */
  averageComplexity: z.number(),
  /** Timeframe asap or priority urgent. */
  urgent: z.number().int(),
  completed: z.number().int(),
});
export type SurveyStats = z.infer<typeof surveyStatsSchema>;
export const surveyStatsResponse = z.object({ success: z.literal(true), stats: surveyStatsSchema });

/** Users work can be assigned to: every active account whose role is not customer or guest. */
export const staffUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  role: z.string(),
  email: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffListResponse = z.object({
  success: z.literal(true),
  users: z.array(staffUserSchema),
});

/** The navbar's badge: leads nobody has looked at yet. */
export const newLeadCountsSchema = z.object({
  contactRequests: z.number().int(),
  siteSurveys: z.number().int(),
});
export type NewLeadCounts = z.infer<typeof newLeadCountsSchema>;
