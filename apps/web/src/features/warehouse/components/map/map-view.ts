import type { Point, Size } from './map-layout';

/**
 * What part of the plan the frame shows: the plan point at the frame's centre and the scale
 * (screen pixels per plan pixel). Centre-based, so a frame that changes size keeps its middle.
 */
export type View = { cx: number; cy: number; scale: number };

/** The SVG viewBox a view gives in a frame of that size. */
export type ViewBox = { x: number; y: number; width: number; height: number };

/** The frame a view lives in: its size on screen, the plan's size, and the zoom limits. */
export type MapFrame = { size: Size; content: Size; min: number; max: number };

/** A small plan is not blown up past this at the fit (a rack would be bigger than a thumb). */
export const MAX_FIT_SCALE = 1.5;
/** The closest zoom: a rack's square is then 112 px, its code readable on any plan. */
export const MAX_ZOOM = 4;
/** The frame never gets shorter than this: room for a tooltip under a one-row plan. */
export const MIN_FRAME_HEIGHT = 180;

/**
 * The view that shows the whole plan, centred, as large as the frame's width and its highest
 * allowed height let it be (never above MAX_FIT_SCALE), and the frame height that needs: no
 * taller than the plan at that scale, so a wide plan does not leave an empty band below it.
 */
export function fitView(
  content: Size,
  frame: { width: number; maxHeight: number },
): { view: View; height: number } {
  const byWidth = content.width > 0 && frame.width > 0 ? frame.width / content.width : Infinity;
  const byHeight =
    content.height > 0 && frame.maxHeight > 0 ? frame.maxHeight / content.height : Infinity;
  const scale = Math.min(byWidth, byHeight, MAX_FIT_SCALE);
  const height = Math.max(
    MIN_FRAME_HEIGHT,
    Math.min(Math.max(frame.maxHeight, MIN_FRAME_HEIGHT), Math.ceil(content.height * scale)),
  );
  return { view: { cx: content.width / 2, cy: content.height / 2, scale }, height };
}

export function viewBoxOf(view: View, size: Size): ViewBox {
  const width = size.width / view.scale;
  const height = size.height / view.scale;
  return { x: view.cx - width / 2, y: view.cy - height / 2, width, height };
}

/** A plan point's place in the frame, in screen pixels from its top-left. */
export function toScreen(view: View, size: Size, point: Point): Point {
  const box = viewBoxOf(view, size);
  return { x: (point.x - box.x) * view.scale, y: (point.y - box.y) * view.scale };
}

const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));

/**
 * The view kept on the plan: along a side where the plan is smaller than the frame it stays
 * centred; where it is larger, the frame never shows past its edge. The scale within limits.
 */
export function clampView(view: View, frame: MapFrame): View {
  const scale = clamp(view.scale, frame.min, Math.max(frame.min, frame.max));
  const along = (centre: number, plan: number, screen: number) => {
    const half = screen / 2 / scale;
    return plan <= 2 * half ? plan / 2 : clamp(centre, half, plan - half);
  };
  return {
    cx: along(view.cx, frame.content.width, frame.size.width),
    cy: along(view.cy, frame.content.height, frame.size.height),
    scale,
  };
}

/**
 * The view zoomed by `factor` about a point of the frame (its centre by default: the
 * buttons), the plan point under it staying where it is (the wheel and a pinch).
 */
export function zoomAt(view: View, factor: number, frame: MapFrame, at?: Point): View {
  const point = at ?? { x: frame.size.width / 2, y: frame.size.height / 2 };
  const scale = clamp(view.scale * factor, frame.min, Math.max(frame.min, frame.max));
  const box = viewBoxOf(view, frame.size);
  const planX = box.x + point.x / view.scale;
  const planY = box.y + point.y / view.scale;
  return clampView(
    {
      cx: planX - point.x / scale + frame.size.width / 2 / scale,
      cy: planY - point.y / scale + frame.size.height / 2 / scale,
      scale,
    },
    frame,
  );
}

/** The view after a drag of (dx, dy) screen pixels: the plan follows the pointer. */
export function panBy(view: View, dx: number, dy: number, frame: MapFrame): View {
  return clampView(
    { ...view, cx: view.cx - dx / view.scale, cy: view.cy - dy / view.scale },
    frame,
  );
}
