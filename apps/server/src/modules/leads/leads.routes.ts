import type { FastifyInstance } from 'fastify';
import {
  LEAD_KIND_NAMES,
  LEAD_KINDS,
  LEAD_MESSAGES,
  type EndpointDeclaration,
  type LeadExportQuery,
  type LeadKind,
  type LeadListQuery,
  type LeadNoteCreate,
  type LeadRecord,
  type LeadStatus,
  type LeadUpdate,
} from '@shop/contract';
import {
  getNewLeadCounts,
  LEAD_KIND_ENDPOINTS,
  listLeadStaff,
  submitContactRequest,
  submitSiteSurvey,
  type LeadKindEndpoints,
} from '@shop/contract/leads/endpoints';
import {
  ANALYTICS_LABELS,
  CAMERA_LOCATION_LABELS,
  LENS_LABELS,
  LIGHTING_LABELS,
  RESOLUTION_LABELS,
} from '@shop/contract/lead-labels';
import type { CsvColumn } from '../../lib/csv.ts';
import { DomainError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { LeadDetail, LeadsService } from './leads.service.ts';

export type LeadRateLimits = {
  contact: { max: number; timeWindow: number };
  survey: { max: number; timeWindow: number };
};

/** Per client address: enough for a family behind one router, not for a script. */
export const DEFAULT_LEAD_RATE_LIMITS: LeadRateLimits = {
  contact: { max: 10, timeWindow: 60 * 60_000 },
  survey: { max: 10, timeWindow: 60 * 60_000 },
};

const limited = (limit: { max: number; timeWindow: number }, kind: string) => ({
  ...limit,
  keyGenerator: (request: { ip: string }) => `${kind}|${request.ip}`,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new DomainError(
      'rate_limited',
      `${LEAD_MESSAGES.rateLimited.replace('a few minutes', context.after)}`,
      { code: 'RATE_LIMITED' },
    ),
});

/** POST /api/contact and POST /api/site-survey: open to every visitor, rate-limited. */
export async function leadPublicRoutes(
  app: FastifyInstance,
  { leads, rateLimits }: { leads: LeadsService; rateLimits: LeadRateLimits },
) {
  serve(
    app,
    submitContactRequest,
    async (request) => {
      const id = await leads.submitContact(request.body);
      return { success: true as const, id, message: LEAD_MESSAGES.contactSent };
    },
    { config: { rateLimit: limited(rateLimits.contact, 'contact') } },
  );

  serve(
    app,
    submitSiteSurvey,
    async (request) => {
      const result = await leads.submitSurvey(request.body);
      return {
        success: true as const,
        ...result,
        message:
          'Thank you! Your site survey has been received. A security specialist will contact you within 24-48 hours.',
      };
    },
    { config: { rateLimit: limited(rateLimits.survey, 'survey') } },
  );
}

/** "Parking lot: 3; Hallways and interior: 1": a survey's number grid as words (no zeros). */
const countsText = <K extends string>(counts: Record<K, number>, labels: Record<K, string>) =>
  (Object.entries(counts) as [K, number][])
    .filter(([, n]) => n > 0)
    .map(([key, n]) => `${labels[key] ?? key}: ${n}`)
    .join('; ');
/** "Motion detection; License plate recognition": a survey's choices as words. */
const listText = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => labels[v] ?? v).join('; ');

/** A row of the CSV export: the lead, and every staff note as lines of text. */
type ExportRow<K extends LeadKind> = LeadRecord<K> & { staff_notes: string };

/** The CSV export's columns of each kind. */
const CSV_COLUMNS: { [K in LeadKind]: CsvColumn<ExportRow<K>>[] } = {
  contact: [
    { header: 'ID', value: (r) => r.id },
    { header: 'Name', value: (r) => r.name },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Subject', value: (r) => r.subject },
    { header: 'Message', value: (r) => r.message },
    { header: 'Service', value: (r) => r.service_type },
    { header: 'Property Type', value: (r) => r.property_type },
    { header: 'Status', value: (r) => r.status },
    { header: 'Priority', value: (r) => r.priority },
    { header: 'Assigned To', value: (r) => r.assigned_user_name },
    { header: 'Notes', value: (r) => r.staff_notes },
    { header: 'Created', value: (r) => r.created_at },
    { header: 'Updated', value: (r) => r.updated_at },
    { header: 'Responded', value: (r) => r.responded_at },
  ],
  survey: [
    { header: 'ID', value: (r) => r.id },
    { header: 'Customer Name', value: (r) => r.customer_name },
    { header: 'Customer Email', value: (r) => r.customer_email },
    { header: 'Customer Phone', value: (r) => r.customer_phone },
    { header: 'Company', value: (r) => r.customer_company },
    { header: 'Property Type', value: (r) => r.property_type },
    { header: 'Survey Type', value: (r) => r.survey_type },
    { header: 'Buildings', value: (r) => r.building_count },
    { header: 'Building Distance (ft)', value: (r) => r.building_distance },
    { header: 'Timeframe', value: (r) => r.timeframe },
    { header: 'Estimated Cameras', value: (r) => r.estimated_cameras },
    { header: 'Estimated Value (USD)', value: (r) => r.estimated_value },
    { header: 'Complexity', value: (r) => r.complexity_score },
    { header: 'Status', value: (r) => r.status },
    { header: 'Priority', value: (r) => r.priority },
    { header: 'Assigned To', value: (r) => r.assigned_user_name },
    {
      header: 'Camera Locations',
      value: (r) => countsText(r.camera_locations, CAMERA_LOCATION_LABELS),
    },
    { header: 'Other Locations', value: (r) => r.other_locations },
    { header: 'Resolutions', value: (r) => countsText(r.camera_resolutions, RESOLUTION_LABELS) },
    { header: 'Lens Types', value: (r) => countsText(r.lens_types, LENS_LABELS) },
    { header: 'PTZ Cameras', value: (r) => (r.ptz_cameras === 'yes' ? r.ptz_count : 0) },
    { header: 'Lighting', value: (r) => listText(r.lighting_conditions, LIGHTING_LABELS) },
    { header: 'Night-time Recording', value: (r) => r.nighttime_recording },
    { header: 'Storage (days)', value: (r) => r.storage_requirements },
    { header: 'Cloud Recording', value: (r) => r.cloud_recording },
    { header: 'Analytics', value: (r) => listText(r.analytics, ANALYTICS_LABELS) },
    { header: 'Customer Notes', value: (r) => r.notes },
    { header: 'Admin Notes', value: (r) => r.staff_notes },
    { header: 'Created', value: (r) => r.created_at },
    { header: 'Responded', value: (r) => r.responded_at },
  ],
};

/**
 * The staff side (docs/modules/leads.md#calls): admins, and managers allowed to manage
 * orders (leads are the sales that come before an order; docs/decisions/0011-leads.md).
 */
export async function leadAdminRoutes(app: FastifyInstance, { leads }: { leads: LeadsService }) {
  serve(app, getNewLeadCounts, async () => leads.newCounts());
  serve(app, listLeadStaff, async () => ({ success: true as const, users: await leads.staff() }));

  for (const kind of LEAD_KIND_NAMES) leadKindRoutes(app, kind, leads);
}

/**
 * One kind of lead's staff calls (contract's LEAD_KINDS and LEAD_KIND_ENDPOINTS). The declared
 * schemas validate each request and check each answer; the `as` casts name the type the
 * schema gave (the handlers' types do not resolve over a generic kind).
 */
function leadKindRoutes<K extends LeadKind>(app: FastifyInstance, kind: K, leads: LeadsService) {
  const { listKey, recordKey, messages, exportFileName: fileName } = LEAD_KINDS[kind];
  const endpoints: Record<keyof LeadKindEndpoints, EndpointDeclaration> = LEAD_KIND_ENDPOINTS[kind];
  const idOf = (params: unknown) => (params as { id: number }).id;

  serve(app, endpoints.list, async (request) => {
    const { rows, pagination } = await leads.list(kind, request.query as LeadListQuery<K>);
    return { success: true as const, [listKey]: rows, pagination };
  });
  serve(app, endpoints.stats, async () => ({
    success: true as const,
    stats: await leads.stats(kind),
  }));
  serve(app, endpoints.exportCsv, async (request, reply) =>
    reply.sendCsv(
      fileName,
      CSV_COLUMNS[kind],
      leads.exportBatches(kind, request.query as LeadExportQuery<K>),
    ),
  );
  serve(app, endpoints.bulkStatus, async (request) => {
    const body = request.body as { ids: number[]; status: LeadStatus<K> };
    return {
      success: true as const,
      affected: await leads.bulkStatus(kind, body.ids, body.status, currentUser(request).id),
    };
  });
  serve(app, endpoints.bulkDelete, async (request) => ({
    success: true as const,
    affected: await leads.bulkRemove(kind, (request.body as { ids: number[] }).ids),
  }));
  const detailReply = ({ record, notes, history }: LeadDetail<K>) => ({
    success: true as const,
    [recordKey]: record,
    notes,
    history,
  });
  serve(app, endpoints.get, async (request) =>
    detailReply(await leads.get(kind, idOf(request.params))),
  );
  serve(app, endpoints.update, async (request) =>
    detailReply(
      await leads.update(
        kind,
        idOf(request.params),
        request.body as LeadUpdate<K>,
        currentUser(request).id,
      ),
    ),
  );
  serve(app, endpoints.listNotes, async (request) => ({
    success: true as const,
    notes: await leads.notes(kind, idOf(request.params)),
  }));
  serve(app, endpoints.addNote, async (request) => ({
    success: true as const,
    note: await leads.addNote(
      kind,
      idOf(request.params),
      (request.body as LeadNoteCreate).text,
      currentUser(request).id,
    ),
  }));
  serve(app, endpoints.remove, async (request) => {
    await leads.remove(kind, idOf(request.params));
    return { success: true as const, message: messages.deleted };
  });
}
