import { vi } from 'vitest';
import type {
  ContactRequestRecord,
  ContactStats,
  Pagination,
  SiteSurveyRecord,
  StaffUser,
  SurveyStats,
} from '@shop/contract';
import { adminUser } from '../../../test/render';

/** Test data for the staff lead screens, shaped like the server's answers. */

export const XSS = '<img src=x onerror=alert(1)>';

export const staff: StaffUser[] = [
  {
    id: 1,
    firstName: 'Bo',
    lastName: 'Lee',
    fullName: 'Bo Lee',
    role: 'admin',
    email: 'boss@example.com',
  },
  {
    id: 4,
    firstName: 'Mia',
    lastName: 'Chen',
    fullName: 'Mia Chen',
    role: 'manager',
    email: 'mia@example.com',
  },
];

export const signedInAdmin = {
  'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
  'GET /api/admin/leads/new-counts': { body: { contactRequests: 2, siteSurveys: 1 } },
  'GET /api/admin/staff': { body: { success: true, users: staff } },
};

export function pagination(totalItems: number, currentPage = 1, itemsPerPage = 10): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / itemsPerPage));
  return {
    currentPage,
    totalPages,
    totalItems,
    itemsPerPage,
    hasNext: currentPage < totalPages,
    hasPrev: currentPage > 1,
  };
}

export const contactRecord = (over: Partial<ContactRequestRecord> = {}): ContactRequestRecord => ({
  id: 11,
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(702) 555-0142',
  subject: 'Cameras for our warehouse',
  message: 'We need eight cameras around the loading dock.',
  service_type: 'cctv',
  property_type: 'commercial',
  status: 'new',
  priority: 'normal',
  assigned_user_id: null,
  assigned_user_name: null,
  notes: null,
  created_at: '2026-03-02T15:04:00.000Z',
  updated_at: '2026-03-02T15:04:00.000Z',
  responded_at: null,
  ...over,
});

export const contactStats: ContactStats = {
  totalRequests: 42,
  newThisMonth: 7,
  resolved: 12,
  highPriority: 5,
  statusBreakdown: [],
  serviceBreakdown: [],
  priorityBreakdown: [],
  assignmentStats: { assigned: 30, unassigned: 12 },
  recentRequests: [],
};

export const surveyRecord = (over: Partial<SiteSurveyRecord> = {}): SiteSurveyRecord => ({
  id: 21,
  customer_name: 'Sam Ortega',
  customer_email: 'sam@example.com',
  customer_phone: '702-555-0100',
  customer_company: 'Ortega Logistics',
  property_type: 'commercial',
  survey_type: 'new',
  building_count: 2,
  building_distance: 300,
  point_of_sale: 'yes',
  application: ['indoors', 'outdoors'],
  camera_locations: {
    entranceExit: 2,
    parkingLot: 3,
    perimeter: 0,
    hallways: 1,
    exterior: 0,
    other: 1,
  },
  other_locations: 'Roof access hatch',
  camera_resolutions: { '4mp': 3, '6mp': 0, '8mp': 4, notSure: 0 },
  infrastructure: ['ethernet'],
  transmission_methods: ['ethernet', 'wireless'],
  viewing_types: ['recognition'],
  lighting_conditions: ['daylight', 'nighttime'],
  nighttime_recording: 'ir',
  ptz_cameras: 'yes',
  ptz_count: 2,
  lens_types: { fixed: 5, fisheye: 1, motorized: 1 },
  focal_lengths: ['2.8mm', '4mm'],
  storage_requirements: '30-45',
  cloud_recording: 'yes',
  analytics: ['motion', 'license'],
  notes: 'Gate opens at 6am.',
  timeframe: 'asap',
  estimated_cameras: 9,
  estimated_value: 12450,
  complexity_score: 7,
  status: 'new',
  priority: 'normal',
  assigned_user_id: null,
  assigned_user_name: null,
  admin_notes: null,
  created_at: '2026-03-03T10:00:00.000Z',
  updated_at: '2026-03-03T10:00:00.000Z',
  responded_at: null,
  ...over,
});

export const surveyStats: SurveyStats = {
  total: 9,
  thisMonth: 3,
  byStatus: [],
  byPropertyType: [],
  byTimeframe: [],
  totalEstimatedValue: 98765,
  averageComplexity: 5.4,
  urgent: 2,
  completed: 4,
};

/** Query strings of the calls made to `path` (e.g. "/api/admin/contact-requests"), in order. */
export function queriesTo(method: string, path: string): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => {
      const url = String(input);
      return (init?.method ?? 'GET') === method && url.split('?')[0] === path;
    })
    .map(([input]) => new URLSearchParams(String(input).split('?')[1] ?? ''));
}
