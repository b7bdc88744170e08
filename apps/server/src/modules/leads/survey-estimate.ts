import type {
  Analytic,
  CameraLocation,
  CameraResolution,
  LeadPriority,
  LensType,
  LightingCondition,
  StorageOption,
  Timeframe,
} from '@shop/contract/survey-options';

/**
 * The site survey's estimate (docs/modules/leads.md#survey-estimate): how many cameras, what the
 * system would cost in whole USD, how complex the job is (0-10) and how urgent (from the
 * timeframe). A pure function with every price in PRICES below, so a price change is one edit.
 *
 * The one rule it keeps whatever the prices: more cameras, buildings, distance, PTZ, storage
 * days or features never lower the value or the score (tested with fast-check).
 */

/** What the estimate reads from a survey. Counts are whole numbers from 0. */
export type SurveyEstimateInput = {
  cameraLocations: Partial<Record<CameraLocation, number>>;
  cameraResolutions: Partial<Record<CameraResolution, number>>;
  lensTypes: Partial<Record<LensType, number>>;
  ptzCameras: 'yes' | 'no';
  ptzCount: number;
  /** 1 to 4 (4 is "four or more"). */
  buildingCount: number;
  /** Feet between the buildings, when there is more than one; null when not given. */
  buildingDistanceFeet: number | null;
  storage: StorageOption;
  cloudRecording: 'yes' | 'no';
  analytics: Analytic[];
  lightingConditions: LightingCondition[];
  timeframe: Timeframe;
};

export type SurveyEstimate = {
  estimatedCameras: number;
  /** Whole USD. */
  estimatedValue: number;
  /** 0 to 10. */
  complexityScore: number;
  priority: LeadPriority;
};

/** Every price of the estimate, in whole USD, installed. */
export const PRICES = {
  /** A fixed camera of each resolution, mounted and cabled. "Not sure" is quoted as 6MP. */
  camera: { '4mp': 320, '6mp': 380, notSure: 380, '8mp': 460 } satisfies Record<
    CameraResolution,
    number
  >,
  /** Extra for a lens other than fixed, per camera. */
  lens: { fixed: 0, fisheye: 90, motorized: 150 } satisfies Record<LensType, number>,
  ptzCamera: 1400,
  /** The recorder: a base unit and a channel per camera. */
  recorderBase: 350,
  recorderPerChannel: 35,
  /** Disks per camera for the days of recording kept. */
  storagePerCamera: {
    '5-10': 0,
    '10-30': 40,
    notSure: 40,
    '30-45': 80,
    '45+': 130,
  } satisfies Record<StorageOption, number>,
  cloudSetup: 150,
  cloudPerCamera: 20,
  /** Setting up one analytics feature on the system; face and plate recognition cost more. */
  analytic: 200,
  analyticPremium: { face: 450, license: 450 } as Partial<Record<Analytic, number>>,
  /** Network and switch for each building after the first. */
  extraBuilding: 600,
  /** Cable and trenching between buildings, per foot (up to MAX_DISTANCE_FEET). */
  perFootBetweenBuildings: 3,
} as const;

/** Longer runs are a site visit's business, not the estimate's. */
export const MAX_DISTANCE_FEET = 5000;

const PRIORITY_BY_TIMEFRAME: Record<Timeframe, LeadPriority> = {
  asap: 'urgent',
  month: 'high',
  quarter: 'normal',
  future: 'low',
};

const count = (n: number | undefined) => (Number.isFinite(n) && n! > 0 ? Math.floor(n!) : 0);
const sum = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((total, n) => total + count(n), 0);

/**
 * The price of `cameras` slots filled with the dearest options first, the rest at `base`:
 * raising any count, or the number of slots, never lowers it (every option costs at least
 * `base`).
 */
function fillSlots(
  cameras: number,
  counts: Partial<Record<string, number>>,
  prices: Record<string, number>,
  base: number,
): number {
  let left = cameras;
  let total = 0;
  const dearestFirst = Object.keys(prices).sort((a, b) => prices[b]! - prices[a]!);
  for (const option of dearestFirst) {
    const taken = Math.min(left, count(counts[option]));
    total += taken * prices[option]!;
    left -= taken;
  }
  return total + left * base;
}

export function estimateSurvey(input: SurveyEstimateInput): SurveyEstimate {
  // Location counts, else resolution counts; when both are given, the larger: a survey that
  // counts ten cameras by resolution and four by location asks for ten.
  const fixedCameras = Math.max(sum(input.cameraLocations), sum(input.cameraResolutions));
  const ptz = input.ptzCameras === 'yes' ? count(input.ptzCount) : 0;
  const cameras = fixedCameras + ptz;
  const buildings = Math.min(4, Math.max(1, count(input.buildingCount)));
  const distance =
    buildings > 1 ? Math.min(MAX_DISTANCE_FEET, count(input.buildingDistanceFeet ?? 0)) : 0;
  const analytics = [...new Set(input.analytics)].filter((a) => a !== 'none');

  let value = 0;
  value += fillSlots(fixedCameras, input.cameraResolutions, PRICES.camera, PRICES.camera['4mp']);
  value += fillSlots(fixedCameras, input.lensTypes, PRICES.lens, 0);
  value += ptz * PRICES.ptzCamera;
  if (cameras > 0) value += PRICES.recorderBase + cameras * PRICES.recorderPerChannel;
  value += cameras * PRICES.storagePerCamera[input.storage];
  if (input.cloudRecording === 'yes' && cameras > 0) {
    value += PRICES.cloudSetup + cameras * PRICES.cloudPerCamera;
  }
  for (const a of analytics) value += PRICES.analyticPremium[a] ?? PRICES.analytic;
  value += (buildings - 1) * PRICES.extraBuilding;
  value += distance * PRICES.perFootBetweenBuildings;

  return {
    estimatedCameras: cameras,
    estimatedValue: Math.round(value),
    complexityScore: complexityOf({ cameras, ptz, buildings, distance, analytics, input }),
    priority: PRIORITY_BY_TIMEFRAME[input.timeframe],
  };
}

/** Points for size, spread and features, capped at 10. */
function complexityOf(job: {
  cameras: number;
  ptz: number;
  buildings: number;
  distance: number;
  analytics: Analytic[];
  input: SurveyEstimateInput;
}): number {
  let score = 0;
  score += job.cameras === 0 ? 0 : job.cameras <= 8 ? 1 : job.cameras <= 16 ? 2 : 3;
  score += job.buildings - 1;
  score += job.distance > 500 ? 1 : 0;
  score += job.ptz > 0 ? 1 : 0;
  score += job.analytics.length === 0 ? 0 : job.analytics.length <= 2 ? 1 : 2;
  score += job.input.cloudRecording === 'yes' ? 1 : 0;
  score += job.input.lightingConditions.some((l) => l !== 'daylight') ? 1 : 0;
  score += count(job.input.lensTypes.motorized) > 0 ? 1 : 0;
  return Math.min(10, score);
}
