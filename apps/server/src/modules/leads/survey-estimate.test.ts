import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS,
  CAMERA_LOCATIONS,
  CAMERA_RESOLUTIONS,
  LENS_TYPES,
  LIGHTING_CONDITIONS,
  STORAGE_OPTIONS,
  TIMEFRAMES,
} from '@shop/contract/survey-options';
import {
  estimateSurvey,
  MAX_DISTANCE_FEET,
  PRICES,
  type SurveyEstimateInput,
} from './survey-estimate.ts';

// Mostly zero, so that whole grids left empty (the "else" cases) come up often.
const aCount = fc.oneof(
  { arbitrary: fc.constant(0), weight: 3 },
  { arbitrary: fc.nat(60), weight: 1 },
);
const counts = <K extends string>(keys: readonly K[]) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, aCount])) as Record<K, fc.Arbitrary<number>>, {
    requiredKeys: [],
  });

const survey: fc.Arbitrary<SurveyEstimateInput> = fc.record({
  cameraLocations: counts(CAMERA_LOCATIONS),
  cameraResolutions: counts(CAMERA_RESOLUTIONS),
  lensTypes: counts(LENS_TYPES),
  ptzCameras: fc.constantFrom('yes' as const, 'no' as const),
  ptzCount: fc.nat(20),
  buildingCount: fc.integer({ min: 1, max: 4 }),
  buildingDistanceFeet: fc.option(fc.nat(8000), { nil: null }),
  storage: fc.constantFrom(...STORAGE_OPTIONS),
  cloudRecording: fc.constantFrom('yes' as const, 'no' as const),
  analytics: fc.subarray([...ANALYTICS]),
  lightingConditions: fc.subarray([...LIGHTING_CONDITIONS]),
  timeframe: fc.constantFrom(...TIMEFRAMES),
});

/** Storage options from fewest days kept to most ("not sure" is priced as 10-30). */
const STORAGE_ORDER = ['5-10', '10-30', '30-45', '45+'] as const;

/** Ways to ask for more: each returns a survey that wants at least as much as the given one. */
const more: [string, (s: SurveyEstimateInput, n: number) => SurveyEstimateInput][] = [
  ['a camera location', (s, n) => bump(s, 'cameraLocations', CAMERA_LOCATIONS[n % 6]!, 1 + n)],
  [
    'a camera resolution',
    (s, n) => bump(s, 'cameraResolutions', CAMERA_RESOLUTIONS[n % 4]!, 1 + n),
  ],
  ['a lens type', (s, n) => bump(s, 'lensTypes', LENS_TYPES[n % 3]!, 1 + n)],
  ['PTZ cameras', (s, n) => ({ ...s, ptzCameras: 'yes', ptzCount: s.ptzCount + n })],
  ['a building', (s) => ({ ...s, buildingCount: Math.min(4, s.buildingCount + 1) })],
  ['distance', (s, n) => ({ ...s, buildingDistanceFeet: (s.buildingDistanceFeet ?? 0) + n * 50 })],
  [
    'storage days',
    (s, n) => {
      const now = s.storage === 'notSure' ? 1 : STORAGE_ORDER.indexOf(s.storage);
      return { ...s, storage: STORAGE_ORDER[Math.min(3, now + (n % 4))]! };
    },
  ],
  ['cloud recording', (s) => ({ ...s, cloudRecording: 'yes' })],
  [
    'an analytics feature',
    (s, n) => ({
      ...s,
      analytics: [...new Set([...s.analytics, ANALYTICS[n % ANALYTICS.length]!])],
    }),
  ],
  [
    'a lighting condition',
    (s, n) => ({
      ...s,
      lightingConditions: [...new Set([...s.lightingConditions, LIGHTING_CONDITIONS[n % 3]!])],
    }),
  ],
];

function bump<K extends 'cameraLocations' | 'cameraResolutions' | 'lensTypes'>(
  s: SurveyEstimateInput,
  field: K,
  key: string,
  by: number,
): SurveyEstimateInput {
  const current = s[field] as Record<string, number | undefined>;
  return { ...s, [field]: { ...current, [key]: (current[key] ?? 0) + by } };
}

const none: SurveyEstimateInput = {
  cameraLocations: {},
  cameraResolutions: {},
  lensTypes: {},
  ptzCameras: 'no',
  ptzCount: 0,
  buildingCount: 1,
  buildingDistanceFeet: null,
  storage: '5-10',
  cloudRecording: 'no',
  analytics: [],
  lightingConditions: ['daylight'],
  timeframe: 'future',
};

describe('estimateSurvey', () => {
  it.each(more)('asking for more (%s) never lowers the value or the score', (_, grow) => {
    fc.assert(
      fc.property(survey, fc.integer({ min: 1, max: 30 }), (s, n) => {
        const before = estimateSurvey(s);
        const after = estimateSurvey(grow(s, n));
        expect(after.estimatedValue).toBeGreaterThanOrEqual(before.estimatedValue);
        expect(after.complexityScore).toBeGreaterThanOrEqual(before.complexityScore);
        expect(after.estimatedCameras).toBeGreaterThanOrEqual(before.estimatedCameras);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the score within 0-10 and the value a whole, non-negative number of dollars', () => {
    fc.assert(
      fc.property(survey, (s) => {
        const e = estimateSurvey(s);
        expect(e.complexityScore).toBeGreaterThanOrEqual(0);
        expect(e.complexityScore).toBeLessThanOrEqual(10);
        expect(Number.isInteger(e.complexityScore)).toBe(true);
        expect(Number.isInteger(e.estimatedValue)).toBe(true);
        expect(e.estimatedValue).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('counts cameras from the locations, else the resolutions, plus PTZ when asked for', () => {
    expect(
      estimateSurvey({ ...none, cameraLocations: { entranceExit: 2, perimeter: 3 } }),
    ).toMatchObject({ estimatedCameras: 5 });
    expect(estimateSurvey({ ...none, cameraResolutions: { '4mp': 4, '8mp': 2 } })).toMatchObject({
      estimatedCameras: 6,
    });
    // The larger of the two when both are given; PTZ only counts with ptzCameras yes.
    expect(
      estimateSurvey({
        ...none,
        cameraLocations: { other: 3 },
        cameraResolutions: { '6mp': 5 },
        ptzCameras: 'yes',
        ptzCount: 2,
      }).estimatedCameras,
    ).toBe(7);
    expect(estimateSurvey({ ...none, ptzCameras: 'no', ptzCount: 9 }).estimatedCameras).toBe(0);
  });

  it('prices a small job from the table: cameras, recorder, storage and features', () => {
    const job = estimateSurvey({
      ...none,
      cameraLocations: { entranceExit: 2, parkingLot: 2 },
      cameraResolutions: { '8mp': 1, '4mp': 3 },
      lensTypes: { motorized: 1 },
      storage: '30-45',
      cloudRecording: 'yes',
      analytics: ['motion', 'license', 'none'],
      buildingCount: 2,
      buildingDistanceFeet: 200,
    });
    const p = PRICES;
    expect(job.estimatedValue).toBe(
      p.camera['8mp'] +
        3 * p.camera['4mp'] +
        p.lens.motorized +
        p.recorderBase +
        4 * p.recorderPerChannel +
        4 * p.storagePerCamera['30-45'] +
        p.cloudSetup +
        4 * p.cloudPerCamera +
        p.analytic +
        p.analyticPremium.license! +
        p.extraBuilding +
        200 * p.perFootBetweenBuildings,
    );
  });

  it('an empty survey is worth nothing; distance counts only between buildings, and is capped', () => {
    expect(estimateSurvey(none)).toEqual({
      estimatedCameras: 0,
      estimatedValue: 0,
      complexityScore: 0,
      priority: 'low',
    });
    expect(estimateSurvey({ ...none, buildingDistanceFeet: 900 }).estimatedValue).toBe(0);
    const far = estimateSurvey({ ...none, buildingCount: 2, buildingDistanceFeet: 1_000_000 });
    expect(far.estimatedValue).toBe(
      PRICES.extraBuilding + MAX_DISTANCE_FEET * PRICES.perFootBetweenBuildings,
    );
  });

  it.each([
    ['asap', 'urgent'],
    ['month', 'high'],
    ['quarter', 'normal'],
    ['future', 'low'],
  ] as const)('timeframe %s gives priority %s', (timeframe, priority) => {
    expect(estimateSurvey({ ...none, timeframe }).priority).toBe(priority);
  });
});
