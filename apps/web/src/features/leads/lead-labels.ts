import type {
  Analytic,
  CameraLocation,
  CameraResolution,
  ContactStatus,
  LeadPriority,
  LensType,
  LightingCondition,
  StaffUser,
  StorageOption,
  SurveyStatus,
  Timeframe,
} from '@shop/contract';

/**
 * How the staff screens name lead values. Values only (no zod): the list order of each map is
 * the order the selects offer. The survey answers read as the public wizard words them
 * (features/leads/survey/survey-steps.ts).
 */

export type Option<T extends string = string> = { value: T; label: string };

/** A label map's entries as select options, in the map's order. */
export const optionsOf = <T extends string>(labels: Record<T, string>): Option<T>[] =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  responded: 'Responded',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const SURVEY_STATUS_LABELS: Record<SurveyStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  quoted: 'Quoted',
  scheduled: 'Scheduled',
  completed: 'Completed',
  closed: 'Closed',
};

/** Bootstrap background of a status badge; both lead kinds share the words they have in common. */
export const STATUS_VARIANTS: Record<ContactStatus | SurveyStatus, string> = {
  new: 'primary',
  in_progress: 'info',
  reviewing: 'info',
  responded: 'warning',
  quoted: 'warning',
  scheduled: 'secondary',
  resolved: 'success',
  completed: 'success',
  closed: 'dark',
};

export const PRIORITY_LABELS: Record<LeadPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const PRIORITY_VARIANTS: Record<LeadPriority, string> = {
  low: 'secondary',
  normal: 'info',
  high: 'warning',
  urgent: 'danger',
};

/** What the customer chose in the survey. */
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  asap: 'As soon as possible',
  month: 'Within a month',
  quarter: 'Within 3 months',
  future: 'Just planning',
};

/** How urgent a timeframe makes a survey (warehouse-and-leads.md section 4). */
export const TIMEFRAME_URGENCY: Record<Timeframe, { label: string; variant: string }> = {
  asap: { label: 'Urgent', variant: 'danger' },
  month: { label: 'High', variant: 'warning' },
  quarter: { label: 'Medium', variant: 'info' },
  future: { label: 'Low', variant: 'secondary' },
};

export const SURVEY_PROPERTY_TYPE_LABELS = {
  commercial: 'Commercial',
  residential: 'Residential',
} as const;

export const SURVEY_TYPE_LABELS = {
  new: 'New installation',
  upgrade: 'Upgrade an existing system',
  expand: 'Expand an existing system',
  replace: 'Replace a system',
} as const;

export const CAMERA_LOCATION_LABELS: Record<CameraLocation, string> = {
  entranceExit: 'Entrances and exits',
  parkingLot: 'Parking lot',
  perimeter: 'Perimeter and fence line',
  hallways: 'Hallways and interior',
  exterior: 'Building exterior',
  other: 'Other areas',
};

export const RESOLUTION_LABELS: Record<CameraResolution, string> = {
  '4mp': '4MP',
  '6mp': '6MP (fisheye only)',
  '8mp': '8MP/4K',
  notSure: 'Not sure',
};

export const LENS_LABELS: Record<LensType, string> = {
  fixed: 'Fixed',
  fisheye: 'Fisheye',
  motorized: 'Motorized/Varifocal Zoom',
};

export const VIEWING_TYPE_LABELS = {
  detection: 'Detection',
  observation: 'Observation',
  recognition: 'Recognition',
  identify: 'Identification',
} as const;

export const LIGHTING_LABELS: Record<LightingCondition, string> = {
  daylight: 'Daylight',
  nighttime: 'Night-time',
  daynight: 'Day and night',
};

export const NIGHTTIME_RECORDING_LABELS = {
  ir: 'Infrared (IR)',
  cnv: 'Color night vision',
} as const;

export const INFRASTRUCTURE_LABELS = {
  ethernet: 'Ethernet',
  coaxial: 'Coaxial',
  fiber: 'Fiber optic',
  wireless: 'Wireless',
  na: 'None / not sure',
} as const;

export const TRANSMISSION_LABELS = {
  ethernet: 'Ethernet (PoE)',
  coaxial: 'Coaxial',
  fiber: 'Fiber optic',
  wireless: 'Wireless',
} as const;

export const STORAGE_LABELS: Record<StorageOption, string> = {
  '5-10': '5-10 days',
  '10-30': '10-30 days',
  '30-45': '30-45 days',
  '45+': '45+ days',
  notSure: 'Not sure',
};

export const ANALYTICS_LABELS: Record<Analytic, string> = {
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

export const YES_NO_LABELS = { yes: 'Yes', no: 'No' } as const;

/** A staff member's name as the screens show it. */
export const staffName = (user: StaffUser) =>
  user.fullName || `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The assignee's name: the staff list's, else the record's own copy, else "Unassigned". */
export function assigneeName(
  assignedId: number | null,
  recordName: string | null,
  staff: readonly StaffUser[],
): string {
  if (assignedId === null) return 'Unassigned';
  const member = staff.find((s) => s.id === assignedId);
  return member ? staffName(member) : (recordName ?? `User #${assignedId}`);
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Whole US dollars: estimates carry no cents. */
export const formatWholeUsd = (dollars: number) =>
  dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

/** "DW" for Dana Whitfield; "?" when there is nothing to take letters from. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => part.match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase())
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return '?';
  return letters.length === 1 ? letters[0]! : `${letters[0]}${letters[letters.length - 1]}`;
}
