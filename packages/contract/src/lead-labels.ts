import type {
  ContactPropertyType,
  ContactStatus,
  ServiceType,
  SurveyStatus,
} from './lead-options.ts';
import type * as Survey from './survey-options.ts';

/**
 * How the lead options read to people, without zod (the public form, the survey wizard, the
 * staff screens and the e-mails all say the same). Each map lists its options in the order
 * the forms and selects offer them.
 */

/** A name for every option of a list; the Record type makes the compiler ask for each one. */
type Labels<T extends readonly (string | number)[]> = Record<T[number], string>;

export const SERVICE_TYPE_LABELS = {
  cctv: 'CCTV Installation',
  alarms: 'Alarm Systems',
  access: 'Access Control Systems',
  remote: 'Remote Monitoring',
  maintenance: 'Maintenance & Support',
  other: 'Other',
} as const satisfies Record<ServiceType, string>;

export const CONTACT_PROPERTY_TYPE_LABELS = {
  residential: 'Residential',
  commercial: 'Commercial',
  other: 'Other',
} as const satisfies Record<ContactPropertyType, string>;

export type ServiceTypeKey = keyof typeof SERVICE_TYPE_LABELS;

export function isServiceType(value: string | null | undefined): value is ServiceTypeKey {
  return value != null && Object.hasOwn(SERVICE_TYPE_LABELS, value);
}

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  responded: 'Responded',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const SURVEY_STATUS_LABELS: Record<SurveyStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  scheduled: 'Scheduled',
  completed: 'Completed',
  closed: 'Closed',
};

export const PRIORITY_LABELS: Labels<typeof Survey.LEAD_PRIORITIES> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

// The site survey's answers, as the public wizard words them.

export const SURVEY_TYPE_LABELS: Labels<typeof Survey.SURVEY_TYPES> = {
  new: 'New installation',
  upgrade: 'Upgrade an existing system',
  expand: 'Expand an existing system',
  replace: 'Replace a system',
};

export const SURVEY_PROPERTY_TYPE_LABELS: Labels<typeof Survey.SURVEY_PROPERTY_TYPES> = {
  commercial: 'Commercial',
  residential: 'Residential',
};

/** 4 means four or more. */
export const SURVEY_BUILDING_COUNT_LABELS: Labels<typeof Survey.SURVEY_BUILDING_COUNTS> = {
  1: '1 building',
  2: '2 buildings',
  3: '3 buildings',
  4: '4 or more',
};

/** A survey's building count as the wizard words it; 4 and above read "4 or more". */
export const buildingCountLabel = (count: number): string =>
  SURVEY_BUILDING_COUNT_LABELS[
    Math.min(count, 4) as (typeof Survey.SURVEY_BUILDING_COUNTS)[number]
  ] ?? String(count);

export const SURVEY_APPLICATION_LABELS: Labels<typeof Survey.SURVEY_APPLICATIONS> = {
  indoors: 'Indoors',
  outdoors: 'Outdoors',
};

export const CAMERA_LOCATION_LABELS: Labels<typeof Survey.CAMERA_LOCATIONS> = {
  entranceExit: 'Entrances and exits',
  parkingLot: 'Parking lot',
  perimeter: 'Perimeter and fence line',
  hallways: 'Hallways and interior',
  exterior: 'Building exterior',
  other: 'Other areas',
};

export const RESOLUTION_LABELS: Labels<typeof Survey.CAMERA_RESOLUTIONS> = {
  '4mp': '4MP',
  '6mp': '6MP (fisheye only)',
  '8mp': '8MP/4K',
  notSure: 'Not sure',
};

export const INFRASTRUCTURE_LABELS: Labels<typeof Survey.INFRASTRUCTURE> = {
  ethernet: 'Ethernet',
  coaxial: 'Coaxial',
  fiber: 'Fiber optic',
  wireless: 'Wireless',
  na: 'None / not sure',
};

export const TRANSMISSION_LABELS: Labels<typeof Survey.TRANSMISSION_METHODS> = {
  ethernet: 'Ethernet (PoE)',
  coaxial: 'Coaxial',
  fiber: 'Fiber optic',
  wireless: 'Wireless',
};

export const VIEWING_TYPE_LABELS: Labels<typeof Survey.VIEWING_TYPES> = {
  detection: 'Detection',
  observation: 'Observation',
  recognition: 'Recognition',
  identify: 'Identification',
};

export const LIGHTING_LABELS: Labels<typeof Survey.LIGHTING_CONDITIONS> = {
  daylight: 'Daylight',
  nighttime: 'Night-time',
  daynight: 'Day and night',
};

export const NIGHTTIME_RECORDING_LABELS: Labels<typeof Survey.NIGHTTIME_RECORDING> = {
  ir: 'Infrared (IR)',
  cnv: 'Color night vision',
};

export const LENS_LABELS: Labels<typeof Survey.LENS_TYPES> = {
  fixed: 'Fixed',
  fisheye: 'Fisheye',
  motorized: 'Motorized/Varifocal Zoom',
};

export const FOCAL_LENGTH_LABELS: Labels<typeof Survey.FOCAL_LENGTHS> = {
  '1.27mm': '1.27mm',
  '2.8mm': '2.8mm',
  '3.6mm': '3.6mm',
  '4mm': '4mm',
  '6mm': '6mm',
  '8mm': '8mm',
  '12mm': '12mm',
  '120mm': '120mm',
};

export const STORAGE_LABELS: Labels<typeof Survey.STORAGE_OPTIONS> = {
  '5-10': '5-10 days',
  '10-30': '10-30 days',
  '30-45': '30-45 days',
  '45+': '45+ days',
  notSure: 'Not sure',
};

export const YES_NO_LABELS: Labels<typeof Survey.YES_NO> = { yes: 'Yes', no: 'No' };

export const ANALYTICS_LABELS: Labels<typeof Survey.ANALYTICS> = {
  motion: 'Motion detection',
  line: 'Line crossing',
  tampering: 'Tampering detection',
  loss: 'Object loss',
  intrusion: 'Intrusion',
  face: 'Face recognition',
  region: 'Region / area entry',
  license: 'License plate recognition',
  people: 'People counting',
  audio: 'Audio detection',
  none: 'None',
};

/** What the customer chose in the survey. */
export const TIMEFRAME_LABELS: Labels<typeof Survey.TIMEFRAMES> = {
  asap: 'As soon as possible',
  month: 'Within a month',
  quarter: 'Within 3 months',
  future: 'Just planning',
};
