import type { SiteSurveyInput } from '@shop/contract';

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
