/**
 * The site survey's answer options (docs/modules/leads.md#tables),
 * without zod: the wizard's steps, the server's checks and the estimate all read these lists.
 */
export const SURVEY_TYPES = ['new', 'upgrade', 'expand', 'replace'] as const;
export const SURVEY_PROPERTY_TYPES = ['commercial', 'residential'] as const;
export const SURVEY_APPLICATIONS = ['indoors', 'outdoors'] as const;
/** 4 means four or more. */
export const SURVEY_BUILDING_COUNTS = [1, 2, 3, 4] as const;
export const CAMERA_LOCATIONS = [
  'entranceExit',
  'parkingLot',
  'perimeter',
  'hallways',
  'exterior',
  'other',
] as const;
export const YES_NO = ['yes', 'no'] as const;
export const INFRASTRUCTURE = ['ethernet', 'coaxial', 'fiber', 'wireless', 'na'] as const;
export const TRANSMISSION_METHODS = ['ethernet', 'coaxial', 'fiber', 'wireless'] as const;
export const VIEWING_TYPES = ['detection', 'observation', 'recognition', 'identify'] as const;
export const CAMERA_RESOLUTIONS = ['4mp', '6mp', '8mp', 'notSure'] as const;
export const LIGHTING_CONDITIONS = ['daylight', 'nighttime', 'daynight'] as const;
export const NIGHTTIME_RECORDING = ['ir', 'cnv'] as const;
export const LENS_TYPES = ['fixed', 'fisheye', 'motorized'] as const;
export const FOCAL_LENGTHS = [
  '1.27mm',
  '2.8mm',
  '3.6mm',
  '4mm',
  '6mm',
  '8mm',
  '12mm',
  '120mm',
] as const;
/** Days of recording kept, shortest first. */
export const STORAGE_OPTIONS = ['5-10', '10-30', '30-45', '45+', 'notSure'] as const;
export const ANALYTICS = [
  'motion',
  'line',
  'tampering',
  'loss',
  'intrusion',
  'face',
  'region',
  'license',
  'people',
  'audio',
  'none',
] as const;
export const TIMEFRAMES = ['asap', 'month', 'quarter', 'future'] as const;
/** docs/modules/leads.md#rules: the same set for contact requests and surveys. */
export const LEAD_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
/** A count in a number grid: a whole number from 0 to 500. */
export const SURVEY_MAX_COUNT = 500;

export type SurveyType = (typeof SURVEY_TYPES)[number];
export type SurveyPropertyType = (typeof SURVEY_PROPERTY_TYPES)[number];
export type CameraLocation = (typeof CAMERA_LOCATIONS)[number];
export type CameraResolution = (typeof CAMERA_RESOLUTIONS)[number];
export type LensType = (typeof LENS_TYPES)[number];
export type StorageOption = (typeof STORAGE_OPTIONS)[number];
export type Analytic = (typeof ANALYTICS)[number];
export type Timeframe = (typeof TIMEFRAMES)[number];
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];
export type LightingCondition = (typeof LIGHTING_CONDITIONS)[number];
