import { z } from 'zod';
import { surveySiteAddressSchema, type SiteSurveyInput } from '@shop/contract';
import {
  ANALYTICS,
  CAMERA_LOCATIONS,
  CAMERA_RESOLUTIONS,
  FOCAL_LENGTHS,
  INFRASTRUCTURE,
  LENS_TYPES,
  LIGHTING_CONDITIONS,
  NIGHTTIME_RECORDING,
  STORAGE_OPTIONS,
  SURVEY_APPLICATIONS,
  SURVEY_BUILDING_COUNTS,
  SURVEY_MAX_COUNT,
  SURVEY_PROPERTY_TYPES,
  SURVEY_TYPES,
  TIMEFRAMES,
  TRANSMISSION_METHODS,
  VIEWING_TYPES,
  YES_NO,
} from '@shop/contract/survey-options';
import {
  ANALYTICS_LABELS,
  CAMERA_LOCATION_LABELS,
  FOCAL_LENGTH_LABELS,
  INFRASTRUCTURE_LABELS,
  LENS_LABELS,
  LIGHTING_LABELS,
  NIGHTTIME_RECORDING_LABELS,
  RESOLUTION_LABELS,
  STORAGE_LABELS,
  SURVEY_APPLICATION_LABELS,
  SURVEY_BUILDING_COUNT_LABELS,
  SURVEY_PROPERTY_TYPE_LABELS,
  SURVEY_TYPE_LABELS,
  TIMEFRAME_LABELS,
  TRANSMISSION_LABELS,
  VIEWING_TYPE_LABELS,
  YES_NO_LABELS,
} from '@shop/contract/lead-labels';
import { LEAD_LIMITS } from '@shop/contract/lead-options';
import { formatCount } from '../../../lib/format';

/**
 * The Free Site Survey wizard's questions (docs/modules/leads.md): one step per
 * payload field, in the order the customer sees them, plus one contact step.
 *
 * Which steps must be answered (docs/modules/leads.md#rules names the rule, not the list; this is
 * the list):
 * - required: every radio (each has a neutral answer such as "No", "Not sure" or "Just
 *   planning", so nobody is stuck), the checkbox groups that have a none / not-sure choice or
 *   drive the design (application, infrastructure, viewingTypes, lightingConditions,
 *   analytics), the camera counts (cameraLocations, cameraResolutions: at least one camera),
 *   the conditional follow-ups whenever they are shown, and the contact step (name and e-mail);
 * - optional: transmissionMethods, lensTypes and focalLengths (installer's choices most
 *   customers leave to us) and notes.
 *
 * Values are kept as the inputs hold them (strings, lists of strings) so a half-typed number
 * survives a reload; buildPayload turns them into the API's types.
 *
 * Option labels and text limits come from the contract's zod-free modules (lead-labels,
 * lead-options): the staff screens and the e-mails use the same words and the server the same
 * limits. The help sentence under each option belongs to the wizard alone.
 */

export const REQUIRED_MESSAGE = 'Please answer this question before continuing.';
export const COUNT_MESSAGE = `Please enter whole numbers from 0 to ${SURVEY_MAX_COUNT}.`;
export const EMAIL_MESSAGE = 'Please enter a valid e-mail address.';

type RadioField =
  | 'surveyType'
  | 'propertyType'
  | 'buildingCount'
  | 'pointOfSale'
  | 'nighttimeRecording'
  | 'ptzCameras'
  | 'storage'
  | 'cloudRecording'
  | 'timeframe';
type CheckboxField =
  | 'application'
  | 'infrastructure'
  | 'transmissionMethods'
  | 'viewingTypes'
  | 'lightingConditions'
  | 'focalLengths'
  | 'analytics';
type GridField = 'cameraLocations' | 'cameraResolutions' | 'lensTypes';
type NumberField = 'buildingDistance' | 'ptzCount';
type TextField = 'otherLocations' | 'notes';
export type ContactField = 'customerName' | 'customerEmail' | 'customerPhone' | 'customerCompany';
/** The site's address: optional, the shop's address words (ADR 0028). */
export type AddressField = 'siteStreet' | 'siteCity' | 'siteState' | 'siteZip';

export type SurveyAnswers = Record<RadioField, string> &
  Record<CheckboxField, string[]> &
  Record<GridField, Record<string, string>> &
  Record<NumberField | TextField | ContactField | AddressField, string>;

export type SurveyOption = { value: string; label: string; help?: string };

type StepBase = {
  id: string;
  title: string;
  /** The row's name on the summary. */
  summaryLabel: string;
  help?: string;
  required: boolean;
  /** Absent: always asked. Only earlier answers are read, so a step never hides itself. */
  when?: (answers: SurveyAnswers) => boolean;
};
export type RadioStep = StepBase & { kind: 'radio'; field: RadioField; options: SurveyOption[] };
export type CheckboxStep = StepBase & {
  kind: 'checkbox';
  field: CheckboxField;
  options: SurveyOption[];
  /** A "none" choice: picking it clears the others, picking another clears it. */
  exclusive?: string;
};
export type NumberGridStep = StepBase & {
  kind: 'number-grid';
  field: GridField;
  options: SurveyOption[];
  /** Shown under the grid: "Total: 6 cameras". */
  totalLabel?: string;
};
export type NumberStep = StepBase & {
  kind: 'number';
  field: NumberField;
  label: string;
  min: number;
  max: number;
  unit?: string;
};
export type TextStep = StepBase & {
  kind: 'text' | 'textarea';
  field: TextField;
  label: string;
  maxLength: number;
  placeholder?: string;
};
export type ContactInput = {
  field: ContactField | AddressField;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  required: boolean;
  maxLength: number;
};
export type ContactStep = StepBase & { kind: 'contact'; inputs: ContactInput[] };
/** The site's address: all four inputs, or none. */
export type AddressStep = StepBase & { kind: 'address'; inputs: ContactInput[] };

export type SurveyStep =
  RadioStep | CheckboxStep | NumberGridStep | NumberStep | TextStep | ContactStep | AddressStep;

/**
 * The options of a list, in its order, with the shared labels (whose Record type makes the
 * compiler ask for every option) and the wizard's help sentence where it has one.
 */
function options<T extends string | number>(
  values: readonly T[],
  labels: Record<T, string>,
  help: Partial<Record<T, string>> = {},
): SurveyOption[] {
  return values.map((value) => {
    const sentence = help[value];
    return sentence === undefined
      ? { value: String(value), label: labels[value] }
      : { value: String(value), label: labels[value], help: sentence };
  });
}

const yesNo = options(YES_NO, YES_NO_LABELS);

export const SURVEY_STEPS: readonly SurveyStep[] = [
  {
    id: 'surveyType',
    field: 'surveyType',
    kind: 'radio',
    required: true,
    title: 'What kind of project is this?',
    summaryLabel: 'Project type',
    options: options(SURVEY_TYPES, SURVEY_TYPE_LABELS, {
      new: 'There are no security cameras on site today.',
      upgrade: 'Better cameras, recorder or software.',
      expand: 'Add cameras to the system you already have.',
      replace: 'Swap out old, failing or unsupported equipment.',
    }),
  },
  {
    id: 'propertyType',
    field: 'propertyType',
    kind: 'radio',
    required: true,
    title: 'What type of property is it?',
    summaryLabel: 'Property type',
    options: options(SURVEY_PROPERTY_TYPES, SURVEY_PROPERTY_TYPE_LABELS, {
      commercial: 'Store, office, warehouse, restaurant or other business.',
      residential: 'House, condo, apartment building or HOA community.',
    }),
  },
  {
    id: 'buildingCount',
    field: 'buildingCount',
    kind: 'radio',
    required: true,
    title: 'How many buildings need coverage?',
    summaryLabel: 'Buildings',
    help: 'Count detached garages, sheds and guard houses that need cameras too.',
    options: options(SURVEY_BUILDING_COUNTS, SURVEY_BUILDING_COUNT_LABELS),
  },
  {
    id: 'buildingDistance',
    field: 'buildingDistance',
    kind: 'number',
    required: true,
    when: (a) => a.buildingCount !== '' && a.buildingCount !== '1',
    title: 'How far apart are the buildings?',
    summaryLabel: 'Distance between buildings',
    help: 'The approximate distance between the two buildings furthest apart. It tells us whether to link them by cable, fiber or a wireless bridge.',
    label: 'Distance',
    unit: 'feet',
    min: 0,
    max: LEAD_LIMITS.buildingDistance,
  },
  {
    id: 'pointOfSale',
    field: 'pointOfSale',
    kind: 'radio',
    required: true,
    title: 'Do you need cameras over a point of sale?',
    summaryLabel: 'Point of sale coverage',
    help: 'Cameras over registers and counters help settle cash and transaction disputes.',
    options: yesNo,
  },
  {
    id: 'application',
    field: 'application',
    kind: 'checkbox',
    required: true,
    title: 'Where will the cameras be installed?',
    summaryLabel: 'Installation',
    help: 'Choose all that apply.',
    options: options(SURVEY_APPLICATIONS, SURVEY_APPLICATION_LABELS, {
      indoors: 'Lobbies, hallways, stock rooms, offices.',
      outdoors: 'Weatherproof cameras for walls, poles and rooflines.',
    }),
  },
  {
    id: 'cameraLocations',
    field: 'cameraLocations',
    kind: 'number-grid',
    required: true,
    title: 'How many cameras would you like in each area?',
    summaryLabel: 'Cameras by area',
    help: 'Your best guess is fine; we confirm every position on site. Leave 0 for areas you do not need.',
    totalLabel: 'cameras',
    options: options(CAMERA_LOCATIONS, CAMERA_LOCATION_LABELS),
  },
  {
    id: 'otherLocations',
    field: 'otherLocations',
    kind: 'text',
    required: true,
    when: (a) => toCount(a.cameraLocations.other ?? '') > 0,
    title: 'Which other areas should we cover?',
    summaryLabel: 'Other areas',
    help: 'For example: loading dock, server room, pool deck, cash office.',
    label: 'Other areas',
    maxLength: LEAD_LIMITS.otherLocations,
  },
  {
    id: 'cameraResolutions',
    field: 'cameraResolutions',
    kind: 'number-grid',
    required: true,
    title: 'Which camera resolutions would you like?',
    summaryLabel: 'Cameras by resolution',
    help: 'How many cameras of each resolution. Higher resolution shows more detail further away. Put your cameras under "Not sure" and we will recommend.',
    totalLabel: 'cameras',
    options: options(CAMERA_RESOLUTIONS, RESOLUTION_LABELS, {
      '4mp': 'Clear everyday detail; the most popular choice.',
      '6mp': 'A 360° view of a whole room from one camera.',
      '8mp': 'Maximum detail for wide areas and faces at a distance.',
      notSure: 'We will match a resolution to each spot.',
    }),
  },
  {
    id: 'infrastructure',
    field: 'infrastructure',
    kind: 'checkbox',
    required: true,
    exclusive: 'na',
    title: 'What cabling is already in place?',
    summaryLabel: 'Existing cabling',
    help: 'Reusing existing cable can lower the cost of installation. Choose all that apply.',
    options: options(INFRASTRUCTURE, INFRASTRUCTURE_LABELS, {
      ethernet: 'Cat5e or Cat6 network cable.',
      coaxial: 'RG59 or RG6, typical of older analog systems.',
      fiber: 'Often used between buildings.',
      wireless: 'Wi-Fi or point-to-point wireless links.',
    }),
  },
  {
    id: 'transmissionMethods',
    field: 'transmissionMethods',
    kind: 'checkbox',
    required: false,
    title: 'How would you like the cameras to connect?',
    summaryLabel: 'Preferred connections',
    help: 'Leave this blank if you have no preference; we will choose what suits the site.',
    options: options(TRANSMISSION_METHODS, TRANSMISSION_LABELS, {
      ethernet: 'One cable for power and video; the most reliable.',
      coaxial: 'Reuses existing coax cable.',
      fiber: 'For long runs and links between buildings.',
      wireless: 'Where running cable is impractical.',
    }),
  },
  {
    id: 'viewingTypes',
    field: 'viewingTypes',
    kind: 'checkbox',
    required: true,
    title: 'How much detail do you need to see?',
    summaryLabel: 'Level of detail',
    help: 'Choose all that apply; more detail needs more resolution or more cameras.',
    options: options(VIEWING_TYPES, VIEWING_TYPE_LABELS, {
      detection: 'Know that a person or vehicle is there.',
      observation: 'See what people are doing, such as in a crowd.',
      recognition: 'Recognise someone you already know.',
      identify: 'Identify a stranger beyond reasonable doubt.',
    }),
  },
  {
    id: 'lightingConditions',
    field: 'lightingConditions',
    kind: 'checkbox',
    required: true,
    title: 'What lighting will the cameras see?',
    summaryLabel: 'Lighting',
    help: 'Choose all that apply.',
    options: options(LIGHTING_CONDITIONS, LIGHTING_LABELS, {
      daylight: 'Bright, well-lit areas during the day.',
      nighttime: 'Dark or poorly lit areas after hours.',
      daynight: 'Round-the-clock recording in changing light.',
    }),
  },
  {
    id: 'nighttimeRecording',
    field: 'nighttimeRecording',
    kind: 'radio',
    required: true,
    when: (a) =>
      a.lightingConditions.includes('nighttime') || a.lightingConditions.includes('daynight'),
    title: 'How should the cameras see at night?',
    summaryLabel: 'Night recording',
    options: options(NIGHTTIME_RECORDING, NIGHTTIME_RECORDING_LABELS, {
      ir: 'Sharp black-and-white images, even in total darkness.',
      cnv: 'Full colour in low light, helped by a built-in light.',
    }),
  },
  {
    id: 'ptzCameras',
    field: 'ptzCameras',
    kind: 'radio',
    required: true,
    title: 'Do you need PTZ (pan-tilt-zoom) cameras?',
    summaryLabel: 'PTZ cameras',
    help: 'PTZ cameras can be turned and zoomed remotely to follow activity across a large area such as a parking lot or yard.',
    options: yesNo,
  },
  {
    id: 'ptzCount',
    field: 'ptzCount',
    kind: 'number',
    // They said yes, so zero would contradict that answer.
    required: true,
    when: (a) => a.ptzCameras === 'yes',
    title: 'How many PTZ cameras do you need?',
    summaryLabel: 'Number of PTZ cameras',
    label: 'PTZ cameras',
    min: 1,
    max: SURVEY_MAX_COUNT,
  },
  {
    id: 'lensTypes',
    field: 'lensTypes',
    kind: 'number-grid',
    required: false,
    title: 'Which lens types would you like?',
    summaryLabel: 'Cameras by lens',
    help: 'Skip this if you are not sure; we pick a lens for each position.',
    options: options(LENS_TYPES, LENS_LABELS, {
      fixed: 'One set field of view; simple and affordable.',
      fisheye: 'A 360° panoramic view of a whole room.',
      motorized: 'Zoom and focus adjusted remotely.',
    }),
  },
  {
    id: 'focalLengths',
    field: 'focalLengths',
    kind: 'checkbox',
    required: false,
    title: 'Which focal lengths interest you?',
    summaryLabel: 'Focal lengths',
    help: 'Shorter focal lengths see a wider area; longer ones see further with more detail. Skip this if you are not sure.',
    options: options(FOCAL_LENGTHS, FOCAL_LENGTH_LABELS, {
      '1.27mm': 'Fisheye, 360° view.',
      '2.8mm': 'Wide view for rooms and doorways.',
      '3.6mm': 'Wide view.',
      '4mm': 'General purpose.',
      '6mm': 'Medium view for aisles and driveways.',
      '8mm': 'Narrow view for gates and long hallways.',
      '12mm': 'Long view for entrances far from the camera.',
      '120mm': 'Long-range zoom.',
    }),
  },
  {
    id: 'storage',
    field: 'storage',
    kind: 'radio',
    required: true,
    title: 'How long should recordings be kept?',
    summaryLabel: 'Recording storage',
    help: 'Insurers and some industries set a minimum. Longer storage means larger hard drives.',
    options: options(STORAGE_OPTIONS, STORAGE_LABELS),
  },
  {
    id: 'cloudRecording',
    field: 'cloudRecording',
    kind: 'radio',
    required: true,
    title: 'Would you like cloud backup of your recordings?',
    summaryLabel: 'Cloud backup',
    help: 'An off-site copy of important footage stays safe even if the recorder is stolen or damaged.',
    options: yesNo,
  },
  {
    id: 'analytics',
    field: 'analytics',
    kind: 'checkbox',
    required: true,
    exclusive: 'none',
    title: 'Which smart video analytics interest you?',
    summaryLabel: 'Video analytics',
    help: 'Analytics send alerts for the events that matter instead of every movement. Choose all that apply.',
    options: options(ANALYTICS, ANALYTICS_LABELS),
  },
  {
    id: 'notes',
    field: 'notes',
    kind: 'textarea',
    required: false,
    title: 'Anything else we should know?',
    summaryLabel: 'Notes',
    help: 'Problems with your current system, best times to visit, gate codes or anything else that helps.',
    label: 'Notes',
    maxLength: LEAD_LIMITS.notes,
  },
  {
    id: 'timeframe',
    field: 'timeframe',
    kind: 'radio',
    required: true,
    title: 'When would you like the system installed?',
    summaryLabel: 'Timeframe',
    options: options(TIMEFRAMES, TIMEFRAME_LABELS),
  },
  {
    id: 'siteAddress',
    kind: 'address',
    required: false,
    title: 'Where is the site?',
    summaryLabel: 'Site address',
    help: 'The address where the cameras go, if you would like the estimate to start from it. Leave it blank to tell us later.',
    inputs: [
      {
        field: 'siteStreet',
        label: 'Street address',
        type: 'text',
        autoComplete: 'street-address',
        required: false,
        maxLength: 200,
      },
      {
        field: 'siteCity',
        label: 'City',
        type: 'text',
        autoComplete: 'address-level2',
        required: false,
        maxLength: 100,
      },
      {
        field: 'siteState',
        label: 'State',
        type: 'text',
        autoComplete: 'address-level1',
        required: false,
        maxLength: 2,
      },
      {
        field: 'siteZip',
        label: 'ZIP code',
        type: 'text',
        autoComplete: 'postal-code',
        required: false,
        maxLength: 10,
      },
    ],
  },
  {
    id: 'contact',
    kind: 'contact',
    required: true,
    title: 'Where should we send your estimate?',
    summaryLabel: 'Contact details',
    help: 'A security specialist will follow up within 24-48 hours. We use these details only to answer your survey.',
    inputs: [
      {
        field: 'customerName',
        label: 'Your name',
        type: 'text',
        autoComplete: 'name',
        required: true,
        maxLength: LEAD_LIMITS.name,
      },
      {
        field: 'customerEmail',
        label: 'E-mail',
        type: 'email',
        autoComplete: 'email',
        required: true,
        maxLength: LEAD_LIMITS.email,
      },
      {
        field: 'customerPhone',
        label: 'Phone',
        type: 'tel',
        autoComplete: 'tel',
        required: false,
        maxLength: LEAD_LIMITS.phone,
      },
      {
        field: 'customerCompany',
        label: 'Company',
        type: 'text',
        autoComplete: 'organization',
        required: false,
        maxLength: LEAD_LIMITS.company,
      },
    ],
  },
];

const CONTACT_STEP = SURVEY_STEPS.find((s): s is ContactStep => s.kind === 'contact')!;
const ADDRESS_STEP = SURVEY_STEPS.find((s): s is AddressStep => s.kind === 'address')!;
/** The server's names of the address fields (siteAddress.city) and the wizard's. */
const ADDRESS_FIELDS: Record<string, AddressField> = {
  address: 'siteStreet',
  city: 'siteCity',
  state: 'siteState',
  zipCode: 'siteZip',
};

export function emptyAnswers(): SurveyAnswers {
  const grid = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, '']));
  return {
    surveyType: '',
    propertyType: '',
    buildingCount: '',
    buildingDistance: '',
    pointOfSale: '',
    application: [],
    cameraLocations: grid(CAMERA_LOCATIONS),
    otherLocations: '',
    cameraResolutions: grid(CAMERA_RESOLUTIONS),
    infrastructure: [],
    transmissionMethods: [],
    viewingTypes: [],
    lightingConditions: [],
    nighttimeRecording: '',
    ptzCameras: '',
    ptzCount: '',
    lensTypes: grid(LENS_TYPES),
    focalLengths: [],
    storage: '',
    cloudRecording: '',
    analytics: [],
    notes: '',
    timeframe: '',
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    customerCompany: '',
    siteStreet: '',
    siteCity: '',
    siteState: '',
    siteZip: '',
  };
}

/** Whether the customer has answered anything at all. */
export function hasAnswers(answers: SurveyAnswers): boolean {
  return JSON.stringify(answers) !== JSON.stringify(emptyAnswers());
}

/**
 * Answers read back from browser storage, which anyone can edit: only known fields, only
 * offered options, only text of the allowed length.
 */
export function sanitizeAnswers(raw: unknown): SurveyAnswers {
  const answers = emptyAnswers();
  if (!raw || typeof raw !== 'object') return answers;
  const source = raw as Record<string, unknown>;
  const text = (value: unknown, max: number) =>
    typeof value === 'string' ? value.slice(0, max) : '';
  const digits = (value: unknown) =>
    typeof value === 'string' && /^\d{0,6}$/.test(value) ? value : '';
  for (const step of SURVEY_STEPS) {
    switch (step.kind) {
      case 'radio': {
        const value = source[step.field];
        if (typeof value === 'string' && step.options.some((o) => o.value === value))
          answers[step.field] = value;
        break;
      }
      case 'checkbox': {
        const value = source[step.field];
        if (Array.isArray(value))
          answers[step.field] = step.options.map((o) => o.value).filter((v) => value.includes(v));
        break;
      }
      case 'number-grid': {
        const value = source[step.field];
        if (value && typeof value === 'object')
          for (const o of step.options)
            answers[step.field][o.value] = digits((value as Record<string, unknown>)[o.value]);
        break;
      }
      case 'number':
        answers[step.field] = digits(source[step.field]);
        break;
      case 'text':
      case 'textarea':
        answers[step.field] = text(source[step.field], step.maxLength);
        break;
      case 'contact':
      case 'address':
        for (const input of step.inputs)
          answers[input.field] = text(source[input.field], input.maxLength);
        break;
    }
  }
  return answers;
}

/** The steps the current answers call for, in order. */
export function visibleSteps(answers: SurveyAnswers): SurveyStep[] {
  return SURVEY_STEPS.filter((step) => !step.when || step.when(answers));
}

/** The questions every survey asks: "of M" counts these, whatever the answers. */
const MAIN_STEPS = SURVEY_STEPS.filter((step) => !step.when);

/**
 * "Question N of M" that holds still as answers change: M counts the questions
 * every survey asks, and a follow-up a answer calls for (the distance between buildings, the
 * number of PTZ cameras) is part of the question before it, so it keeps that one's N.
 */
export function progressOf(step: SurveyStep): {
  position: number;
  total: number;
  followUp: boolean;
} {
  const at = SURVEY_STEPS.indexOf(step);
  const position = SURVEY_STEPS.slice(0, at + 1).filter((s) => !s.when).length;
  return { position: Math.max(position, 1), total: MAIN_STEPS.length, followUp: !!step.when };
}

/** The address as the API takes it: null when left blank (all four inputs empty). */
function siteAddressOf(answers: SurveyAnswers) {
  const input = {
    address: answers.siteStreet.trim(),
    city: answers.siteCity.trim(),
    state: answers.siteState.trim(),
    zipCode: answers.siteZip.trim(),
  };
  return Object.values(input).every((v) => v === '') ? null : input;
}

/** A whole number typed into a count input; blank or anything else counts as 0. */
export function toCount(value: string): number {
  return /^\d+$/.test(value) ? Number(value) : 0;
}

export function gridTotal(grid: Record<string, string>): number {
  return Object.values(grid).reduce((sum, v) => sum + toCount(v), 0);
}

const isWhole = (value: string, min: number, max: number) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** The same shape check as the browser's e-mail input: something@something.something. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Where a step's schema puts the one message shown above Next (react-hook-form's `root`); its
 * other issues mark the inputs they name ("customerEmail", "cameraLocations.parkingLot").
 */
export const STEP_MESSAGE_PATH = 'root' as const;

const stepMessage = <T>(ctx: z.core.$RefinementCtx<T>, message: string) =>
  ctx.addIssue({ code: 'custom', path: [STEP_MESSAGE_PATH], message });

/**
 * The part of the survey's schema a step is checked with before Next: the answers as the
 * inputs hold them, the rules of docs/modules/leads.md, the messages of the wizard.
 */
export function stepSchema(step: SurveyStep): z.ZodType {
  const answers = z.custom<SurveyAnswers>();
  const required = (answered: (a: SurveyAnswers) => boolean) =>
    answers.superRefine((a, ctx) => {
      if (step.required && !answered(a)) stepMessage(ctx, REQUIRED_MESSAGE);
    });
  switch (step.kind) {
    case 'radio':
      return required((a) => a[step.field] !== '');
    case 'checkbox':
      return required((a) => a[step.field].length > 0);
    case 'text':
    case 'textarea':
      return required((a) => a[step.field].trim() !== '');
    case 'number-grid': {
      const count = z
        .string()
        .optional()
        .refine((v) => !v || isWhole(v, 0, SURVEY_MAX_COUNT), { error: COUNT_MESSAGE });
      const grid = z.object(Object.fromEntries(step.options.map((o) => [o.value, count])));
      return z.object({ [step.field]: grid }).superRefine((a, ctx) => {
        const counts = (a[step.field] ?? {}) as Record<string, string>;
        if (step.options.some((o) => !count.safeParse(counts[o.value]).success))
          stepMessage(ctx, COUNT_MESSAGE);
        else if (step.required && gridTotal(counts) === 0) stepMessage(ctx, REQUIRED_MESSAGE);
      });
    }
    case 'number': {
      const message = `Please enter a whole number from ${step.min} to ${formatCount(step.max)}.`;
      const number = z
        .string()
        .trim()
        .refine((v) => v === '' || isWhole(v, step.min, step.max), { error: message });
      return z.object({ [step.field]: number }).superRefine((a, ctx) => {
        const value = String(a[step.field]).trim();
        if (value === '') {
          if (step.required) stepMessage(ctx, REQUIRED_MESSAGE);
        } else if (!isWhole(value, step.min, step.max)) stepMessage(ctx, message);
      });
    }
    case 'contact':
      return z
        .object({
          customerName: z.string().trim().min(1, { error: 'Please enter your name.' }),
          customerEmail: z
            .string()
            .trim()
            .min(1, { error: 'Please enter your e-mail address.' })
            .regex(EMAIL_SHAPE, { error: EMAIL_MESSAGE }),
        })
        .superRefine((a, ctx) => {
          const name = a.customerName.trim();
          const email = a.customerEmail.trim();
          if (!name || !email) stepMessage(ctx, REQUIRED_MESSAGE);
          else if (!EMAIL_SHAPE.test(email)) stepMessage(ctx, EMAIL_MESSAGE);
        });
    case 'address':
      // Blank is fine; once begun, the server's own rules (the contract's schema) and words.
      return answers.superRefine((a, ctx) => {
        const address = siteAddressOf(a);
        if (!address) return;
        const checked = surveySiteAddressSchema.safeParse(address);
        if (checked.success) return;
        stepMessage(ctx, checked.error.issues[0]!.message);
        const marked = new Set<string>();
        for (const issue of checked.error.issues) {
          const field = ADDRESS_FIELDS[String(issue.path[0])];
          if (field && !marked.has(field)) {
            marked.add(field);
            ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
          }
        }
      });
  }
}

export type SummaryRow = { id: string; label: string; value: string };

const labelOf = (step: { options: SurveyOption[] }, value: string) =>
  step.options.find((o) => o.value === value)?.label ?? value;

/**
 * The summary before submitting: the questions that apply, answered, with their options'
 * labels, then the site's address and the contact details, so the customer can check where
 * the estimate goes (the older client left them out).
 */
export function buildSummary(answers: SurveyAnswers): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const step of visibleSteps(answers)) {
    let value = '';
    switch (step.kind) {
      case 'radio':
        value = answers[step.field] ? labelOf(step, answers[step.field]) : '';
        break;
      case 'checkbox':
        value = answers[step.field].map((v) => labelOf(step, v)).join(', ');
        break;
      case 'number-grid':
        value = step.options
          .filter((o) => toCount(answers[step.field][o.value] ?? '') > 0)
          .map((o) => `${o.label}: ${toCount(answers[step.field][o.value] ?? '')}`)
          .join(', ');
        break;
      case 'number': {
        const v = answers[step.field].trim();
        value = v === '' ? '' : `${formatCount(Number(v))}${step.unit ? ` ${step.unit}` : ''}`;
        break;
      }
      case 'text':
      case 'textarea':
        value = answers[step.field].trim();
        break;
      case 'address': {
        const address = siteAddressOf(answers);
        value = address
          ? `${address.address}\n${address.city}, ${address.state.toUpperCase()} ${address.zipCode}`
          : '';
        break;
      }
      case 'contact':
        value = step.inputs
          .map((input) => answers[input.field].trim())
          .filter(Boolean)
          .join('\n');
        break;
    }
    if (value) rows.push({ id: step.id, label: step.summaryLabel, value });
  }
  return rows;
}

const countGrid = (grid: Record<string, string>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, toCount(grid[k] ?? '')]));

const orNull = (value: string) => value.trim() || null;

/**
 * The site survey as sent (submitSiteSurvey). Answers to questions the current answers skip
 * are not sent (the server drops them too). Option values were checked against the lists when
 * stored, hence the casts to the contract's unions.
 */
export function buildPayload(answers: SurveyAnswers): SiteSurveyInput {
  const shown = new Set(visibleSteps(answers).map((s) => s.id));
  const number = (field: NumberField) =>
    shown.has(field) && answers[field].trim() !== '' ? Number(answers[field]) : null;
  return {
    surveyType: answers.surveyType as SiteSurveyInput['surveyType'],
    propertyType: answers.propertyType as SiteSurveyInput['propertyType'],
    buildingCount: Number(answers.buildingCount),
    buildingDistance: number('buildingDistance'),
    pointOfSale: (answers.pointOfSale || null) as SiteSurveyInput['pointOfSale'],
    application: answers.application as SiteSurveyInput['application'],
    cameraLocations: countGrid(answers.cameraLocations, CAMERA_LOCATIONS),
    otherLocations: shown.has('otherLocations') ? orNull(answers.otherLocations) : null,
    cameraResolutions: countGrid(answers.cameraResolutions, CAMERA_RESOLUTIONS),
    infrastructure: answers.infrastructure as SiteSurveyInput['infrastructure'],
    transmissionMethods: answers.transmissionMethods as SiteSurveyInput['transmissionMethods'],
    viewingTypes: answers.viewingTypes as SiteSurveyInput['viewingTypes'],
    lightingConditions: answers.lightingConditions as SiteSurveyInput['lightingConditions'],
    nighttimeRecording: (shown.has('nighttimeRecording')
      ? answers.nighttimeRecording || null
      : null) as SiteSurveyInput['nighttimeRecording'],
    ptzCameras: (answers.ptzCameras || 'no') as SiteSurveyInput['ptzCameras'],
    ptzCount: number('ptzCount') ?? 0,
    lensTypes: countGrid(answers.lensTypes, LENS_TYPES),
    focalLengths: answers.focalLengths as SiteSurveyInput['focalLengths'],
    storage: (answers.storage || 'notSure') as SiteSurveyInput['storage'],
    cloudRecording: (answers.cloudRecording || 'no') as SiteSurveyInput['cloudRecording'],
    analytics: answers.analytics as SiteSurveyInput['analytics'],
    notes: orNull(answers.notes),
    timeframe: answers.timeframe as SiteSurveyInput['timeframe'],
    customerName: answers.customerName.trim(),
    customerEmail: answers.customerEmail.trim(),
    customerPhone: orNull(answers.customerPhone),
    customerCompany: orNull(answers.customerCompany),
    siteAddress: siteAddressOf(answers),
  };
}

/** The step a server field error ("customerEmail", "cameraLocations.other") belongs to. */
export function stepForField(field: string): SurveyStep | undefined {
  const root = field.split('.')[0] ?? '';
  if (CONTACT_STEP.inputs.some((i) => i.field === root)) return CONTACT_STEP;
  if (root === 'siteAddress') return ADDRESS_STEP;
  return SURVEY_STEPS.find((s) => 'field' in s && s.field === root);
}

/** A field's name for people: the input's label, or the question's summary name. */
export function fieldLabel(field: string): string | undefined {
  const [root = '', part = ''] = field.split('.');
  const input =
    root === 'siteAddress'
      ? ADDRESS_STEP.inputs.find((i) => i.field === ADDRESS_FIELDS[part])
      : CONTACT_STEP.inputs.find((i) => i.field === root);
  return input?.label ?? stepForField(field)?.summaryLabel;
}
