import { describe, expect, it } from 'vitest';
import { suggestedCameraLines, type CameraCandidate } from './survey-lines.ts';

const camera = (
  id: number,
  priceCents: number,
  resolution: string | null,
  lens: string | null = null,
  categorySlug = 'ip-cameras',
): CameraCandidate => ({ id, priceCents, categorySlug, resolution, lens });

const CATALOGUE = [
  camera(1, 12_999, '4MP (2560×1440)'),
  camera(2, 10_999, '4MP (2560×1440)'),
  camera(3, 28_999, '8MP (3840×2160)'),
  camera(4, 24_999, '5MP (2592×1944)', '1.05 mm fisheye'),
  camera(5, 79_900, '4MP (2560×1440)', null, 'ptz-cameras'),
  camera(6, 34_999, '2MP (1920×1080)', null, 'ptz-cameras'),
];
const survey = (over: Partial<Parameters<typeof suggestedCameraLines>[0]> = {}) => ({
  cameraLocations: {},
  cameraResolutions: {},
  ptzCameras: 'no' as const,
  ptzCount: 0,
  ...over,
});

describe('a survey’s cameras as quote lines', () => {
  it('picks the cheapest camera of each kind, and counts as the estimate does', () => {
    const lines = suggestedCameraLines(
      survey({
        // 9 by area, 6 by resolution: the 3 left over are 4MP.
        cameraLocations: { entranceExit: 5, parkingLot: 4 },
        cameraResolutions: { '4mp': 1, '6mp': 2, '8mp': 2, notSure: 1 },
        ptzCameras: 'yes',
        ptzCount: 2,
      }),
      CATALOGUE,
    );
    expect(lines).toEqual([
      { productId: 3, quantity: 2 },
      { productId: 4, quantity: 2 },
      { productId: 2, quantity: 5 },
      { productId: 6, quantity: 2 },
    ]);
  });

  it('a kind the catalogue lacks falls back to the 4MP camera; PTZ has no stand-in', () => {
    const fourOnly = [camera(2, 10_999, '4MP'), camera(9, 5_000, '2MP')];
    expect(
      suggestedCameraLines(
        survey({ cameraResolutions: { '8mp': 2, '6mp': 1 }, ptzCameras: 'yes', ptzCount: 1 }),
        fourOnly,
      ),
    ).toEqual([{ productId: 2, quantity: 3 }]);
    // No 4MP camera at all: the cheapest IP camera; none: no fixed line.
    expect(
      suggestedCameraLines(survey({ cameraLocations: { other: 2 } }), [camera(9, 5_000, null)]),
    ).toEqual([{ productId: 9, quantity: 2 }]);
    expect(suggestedCameraLines(survey({ cameraLocations: { other: 2 } }), [])).toEqual([]);
  });

  it('holds a line to the quote’s largest quantity', () => {
    const lines = suggestedCameraLines(
      survey({ cameraLocations: { entranceExit: 500, parkingLot: 500, perimeter: 500 } }),
      CATALOGUE,
    );
    expect(lines).toEqual([{ productId: 2, quantity: 1000 }]);
  });
});
