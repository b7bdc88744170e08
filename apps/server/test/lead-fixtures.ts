import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SiteSurveyInput } from '@shop/contract';
import type { TestApp } from './helpers.ts';

/** A complete, valid contact form (POST /api/contact); override any field. */
export const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(702) 555-0142',
  subject: 'Cameras for our warehouse',
  propertyType: 'commercial',
  serviceType: 'cctv',
  message: 'We need eight cameras around the loading dock.',
  ...overrides,
});

/** A complete, valid site survey (POST /api/site-survey); override any field. */
export const surveyForm = (overrides: Partial<Record<keyof SiteSurveyInput, unknown>> = {}) => ({
  surveyType: 'new',
  propertyType: 'commercial',
  buildingCount: 2,
  buildingDistance: 300,
  pointOfSale: 'yes',
  application: ['indoors', 'outdoors'],
  cameraLocations: {
    entranceExit: 2,
    parkingLot: 3,
    perimeter: 0,
    hallways: 1,
    exterior: 0,
    other: 1,
  },
  otherLocations: 'Roof access hatch',
  cameraResolutions: { '4mp': 3, '6mp': 0, '8mp': 4, notSure: 0 },
  infrastructure: ['ethernet'],
  transmissionMethods: ['ethernet', 'wireless'],
  viewingTypes: ['recognition'],
  lightingConditions: ['daylight', 'nighttime'],
  nighttimeRecording: 'ir',
  ptzCameras: 'yes',
  ptzCount: 2,
  lensTypes: { fixed: 5, fisheye: 1, motorized: 1 },
  focalLengths: ['2.8mm', '4mm'],
  storage: '30-45',
  cloudRecording: 'yes',
  analytics: ['motion', 'license'],
  notes: 'Gate opens at 6am.',
  timeframe: 'asap',
  customerName: 'Sam Ortega',
  customerEmail: 'sam@example.com',
  customerPhone: '702-555-0100',
  customerCompany: 'Ortega Logistics',
  ...overrides,
});

/**
 * The leads the staff list tests work on: four contact requests (one without a service, one
 * whose message starts like a spreadsheet formula) and three surveys (one whose name starts
 * with "@"), sent through the public forms; answers their ids in that order.
 */
export async function seedStaffLeads(
  t: TestApp,
): Promise<{ contactIds: number[]; surveyIds: number[] }> {
  const contactIds: number[] = [];
  const people = [
    ['Alice Archer', 'alice@example.com', 'cctv', 'Gate camera'],
    ['Bob Baker', 'bob@corp.example.com', 'alarms', 'Alarm for the bakery'],
    ['Cara Cole', 'cara@example.com', 'access', '=HYPERLINK("http://evil")'],
    ['Dan Drake', 'dan@example.com', null, '+1 call me'],
  ] as const;
  for (const [name, email, serviceType, message] of people) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactForm({ name, email, serviceType, message, subject: null }),
    });
    contactIds.push((res.json() as { id: number }).id);
  }
  const surveyIds: number[] = [];
  for (const [name, timeframe, propertyType] of [
    ['Sam Ortega', 'asap', 'commercial'],
    ['Rita Moreno', 'future', 'residential'],
    ['@Eve Evil', 'month', 'residential'],
  ] as const) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/site-survey',
      payload: surveyForm({ customerName: name, timeframe, propertyType }),
    });
    surveyIds.push((res.json() as { surveyId: number }).surveyId);
  }
  return { contactIds, surveyIds };
}

/** The two kinds of lead, with their paths, record names and messages. */
export const LEAD_KINDS = [
  {
    kind: 'contact',
    path: 'contact-requests',
    record: 'contactRequest',
    legacyNotes: 'notes',
    label: 'contact request',
    notFound: 'Contact request not found',
  },
  {
    kind: 'survey',
    path: 'site-surveys',
    record: 'survey',
    legacyNotes: 'admin_notes',
    label: 'site survey',
    notFound: 'Site survey not found',
  },
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number]['kind'];

export type LeadStaff = { id: number; email: string; cookie: string };
export type LeadNote = {
  id: number;
  text: string;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
};
export type LeadChange = {
  id: number;
  field: 'status' | 'assignee';
  from_value: string | null;
  to_value: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
};

/**
 * The people of the lead work tests, named as the notes and history show them: two admins
 * (Ada Admin, Otto Other), a manager who can manage orders (Mia Chen), a manager who cannot
 * open leads (Rex Reports) and a customer.
 */
export async function leadWorkStaff(t: TestApp) {
  const named = async (who: LeadStaff, first: string, last: string) => {
    await t.query(sql`update users set first_name = ${first}, last_name = ${last}
      where id = ${who.id}`);
    return who;
  };
  const admin = await named(await t.createStaff('admin'), 'Ada', 'Admin');
  const otherAdmin = await named(await t.createStaff('admin'), 'Otto', 'Other');
  const manager = await named(
    await t.createStaff('manager', { canManageOrders: true }),
    'Mia',
    'Chen',
  );
  const reportsOnly = await named(
    await t.createStaff('manager', { canViewReports: true, canManageProducts: true }),
    'Rex',
    'Reports',
  );
  const signedUp = await t.signUp();
  const customer: LeadStaff = { id: signedUp.id, email: signedUp.email, cookie: signedUp.cookie };
  return { admin, otherAdmin, manager, reportsOnly, customer };
}

/** A new lead of a kind sent through its public form; answers its id. */
export async function createLead(
  t: TestApp,
  kind: LeadKind,
  name = 'Dana Whitfield',
): Promise<number> {
  const res =
    kind === 'contact'
      ? await t.call('POST', '/api/contact', undefined, contactForm({ name }))
      : await t.call('POST', '/api/site-survey', undefined, surveyForm({ customerName: name }));
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { id?: number; surveyId?: number };
  return (body.id ?? body.surveyId)!;
}
