import { describe, expect, it } from 'vitest';
import {
  clampView,
  fitView,
  MAX_FIT_SCALE,
  MAX_ZOOM,
  MIN_FRAME_HEIGHT,
  panBy,
  viewBoxOf,
  zoomAt,
  type MapFrame,
} from './map-view';

describe('fitView', () => {
  it('scales a wide plan down to the frame width and shrinks the frame to its height', () => {
    // 6,500 px of plan in a 1,250 px column: everything shows, at a fifth of its size.
    const { view, height } = fitView({ width: 6500, height: 400 }, { width: 1250, maxHeight: 560 });
    expect(view.scale).toBeCloseTo(1250 / 6500);
    expect(height).toBe(Math.max(MIN_FRAME_HEIGHT, Math.ceil(400 * (1250 / 6500))));
    const box = viewBoxOf(view, { width: 1250, height });
    expect(box.x).toBeCloseTo(0);
    expect(box.width).toBeCloseTo(6500);
    // The frame is never taller than the plan needs, so the whole plan is inside the box.
    expect(box.y).toBeLessThanOrEqual(0);
    expect(box.y + box.height).toBeGreaterThanOrEqual(400);
  });

  it('scales a tall plan to the frame height, centred across', () => {
    const { view, height } = fitView({ width: 300, height: 2000 }, { width: 343, maxHeight: 467 });
    expect(height).toBe(467);
    expect(view.scale).toBeCloseTo(467 / 2000);
    const box = viewBoxOf(view, { width: 343, height });
    expect(box.y).toBeCloseTo(0);
    expect(box.height).toBeCloseTo(2000);
    expect(box.x + box.width / 2).toBeCloseTo(150);
  });

  it('does not blow a small plan up past its largest fit scale', () => {
    const { view, height } = fitView({ width: 100, height: 100 }, { width: 1250, maxHeight: 560 });
    expect(view.scale).toBe(MAX_FIT_SCALE);
    expect(height).toBe(Math.max(MIN_FRAME_HEIGHT, 150));
    expect(view).toMatchObject({ cx: 50, cy: 50 });
  });

  it('gives a usable view for an empty plan or a frame not measured yet', () => {
    const { view, height } = fitView({ width: 0, height: 0 }, { width: 0, maxHeight: 0 });
    expect(Number.isFinite(view.scale) && view.scale > 0).toBe(true);
    expect(height).toBe(MIN_FRAME_HEIGHT);
  });
});

describe('zoomAt and panBy', () => {
  const content = { width: 2000, height: 1000 };
  const size = { width: 500, height: 250 };
  const fit = fitView(content, { width: 500, maxHeight: 600 }).view; // scale 0.25
  const frame: MapFrame = { size, content, min: fit.scale, max: MAX_ZOOM };

  it('zooms in about the middle, and never past the largest zoom', () => {
    const zoomed = zoomAt(fit, 2, frame);
    expect(zoomed.scale).toBeCloseTo(0.5);
    expect(zoomed).toMatchObject({ cx: 1000, cy: 500 });
    let deep = zoomed;
    for (let i = 0; i < 20; i++) deep = zoomAt(deep, 2, frame);
    expect(deep.scale).toBe(MAX_ZOOM);
  });

  it('never zooms out past the fit', () => {
    expect(zoomAt(fit, 0.5, frame)).toEqual(fit);
  });

  it('keeps the point under the pointer still while zooming', () => {
    // The pointer at (100, 50) of the frame is plan point (400, 200) at the fit.
    const zoomed = zoomAt(fit, 2, frame, { x: 100, y: 50 });
    const box = viewBoxOf(zoomed, size);
    expect(box.x + 100 / zoomed.scale).toBeCloseTo(400);
    expect(box.y + 50 / zoomed.scale).toBeCloseTo(200);
  });

  it('pans by a drag in screen pixels and stops at the plan edges', () => {
    const zoomed = zoomAt(fit, 4, frame); // scale 1: 500 x 250 of the plan shows
    const moved = panBy(zoomed, -100, -50, frame); // dragged left and up: the view goes right, down
    expect(moved).toMatchObject({ cx: 1100, cy: 550, scale: 1 });
    const far = panBy(zoomed, -10_000, 10_000, frame);
    const box = viewBoxOf(far, size);
    expect(box.x + box.width).toBeCloseTo(2000);
    expect(box.y).toBeCloseTo(0);
  });

  it('keeps a plan smaller than the frame centred', () => {
    expect(panBy(fit, 300, 300, frame)).toEqual(fit);
    expect(clampView({ cx: -50, cy: 9000, scale: fit.scale }, frame)).toEqual(fit);
  });
});
