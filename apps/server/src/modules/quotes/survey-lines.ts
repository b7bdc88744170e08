import { QUOTE_LIMITS } from '@shop/contract';
import type { CameraLocation, CameraResolution } from '@shop/contract/survey-options';

/**
 * A survey's cameras as the first lines of its quote: the estimate counts the
 * cameras (survey-estimate.ts), and this picks a real catalogue product for each kind, so
 * the draft starts from what the customer asked for and staff only adjust it.
 *
 * Which product stands for which answer (the cheapest live, priced one of each; the lowest id
 * on a tie):
 * - 8MP/4K: an IP camera whose Resolution spec starts with "8MP";
 * - 6MP (fisheye only): an IP camera whose Lens spec names a fisheye;
 * - 4MP, "Not sure", and the cameras counted by area but not by resolution: an IP camera
 *   whose Resolution starts with "4MP", the wizard's "most popular choice";
 * - PTZ: a PTZ camera.
 * A kind the catalogue has no product for falls back to the 4MP camera, then to any IP
 * camera; PTZ cameras have no stand-in, and without any IP camera there is no fixed line.
 */

export type CameraCandidate = {
  id: number;
  priceCents: number;
  categorySlug: string;
  resolution: string | null;
  lens: string | null;
};

export type SurveyCameras = {
  cameraLocations: Partial<Record<CameraLocation, number>>;
  cameraResolutions: Partial<Record<CameraResolution, number>>;
  ptzCameras: 'yes' | 'no';
  ptzCount: number;
};

export const IP_CAMERAS = 'ip-cameras';
export const PTZ_CAMERAS = 'ptz-cameras';

const count = (n: number | undefined) => (Number.isFinite(n) && n! > 0 ? Math.floor(n!) : 0);
const total = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((sum, n) => sum + count(n), 0);

function cheapest(
  candidates: readonly CameraCandidate[],
  test: (c: CameraCandidate) => boolean,
): CameraCandidate | undefined {
  return candidates.filter(test).sort((a, b) => a.priceCents - b.priceCents || a.id - b.id)[0];
}

/** The product lines (product id and quantity), in the order: fixed cameras, then PTZ. */
export function suggestedCameraLines(
  survey: SurveyCameras,
  candidates: readonly CameraCandidate[],
): { productId: number; quantity: number }[] {
  const ip = candidates.filter((c) => c.categorySlug === IP_CAMERAS);
  const resolution = (prefix: string) => (c: CameraCandidate) =>
    (c.resolution ?? '').trim().toUpperCase().startsWith(prefix);
  const general = cheapest(ip, resolution('4MP')) ?? cheapest(ip, () => true);
  const r = survey.cameraResolutions;
  // As the estimate counts: by area or by resolution, whichever says more.
  const fixed = Math.max(total(survey.cameraLocations), total(r));
  const wanted: [CameraCandidate | undefined, number][] = [
    [cheapest(ip, resolution('8MP')) ?? general, count(r['8mp'])],
    [cheapest(ip, (c) => /fisheye/i.test(c.lens ?? '')) ?? general, count(r['6mp'])],
    [general, count(r['4mp']) + count(r.notSure) + (fixed - total(r))],
    [
      cheapest(candidates, (c) => c.categorySlug === PTZ_CAMERAS),
      survey.ptzCameras === 'yes' ? count(survey.ptzCount) : 0,
    ],
  ];
  const lines: { productId: number; quantity: number }[] = [];
  for (const [product, quantity] of wanted) {
    if (!product || quantity <= 0) continue;
    const same = lines.find((l) => l.productId === product.id);
    if (same) same.quantity += quantity;
    else lines.push({ productId: product.id, quantity });
  }
  // A line holds at most the quote's largest quantity; staff split a larger job.
  return lines.map((l) => ({ ...l, quantity: Math.min(l.quantity, QUOTE_LIMITS.quantity) }));
}
