import { estimateLabelWidth, LABEL_FONT, type TextMeasure } from './map-layout';

let measured: { family: string; measure: TextMeasure } | undefined;

/**
 * The zone name's width as the browser will draw it (the page's font, at the label's size and
 * weight), so a name wraps before it would cross its zone's outline. A couple of pixels are
 * added for the rounding of a scaled drawing. Without a canvas (jsdom), the generous estimate.
 */
export function labelMeasure(): TextMeasure {
  if (typeof OffscreenCanvas !== 'function' || typeof document === 'undefined') {
    return estimateLabelWidth;
  }
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  if (measured?.family === family) return measured.measure;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return estimateLabelWidth;
  context.font = `${LABEL_FONT} ${family}`;
  const measure: TextMeasure = (text) => Math.ceil(context.measureText(text).width * 1.03) + 2;
  measured = { family, measure };
  return measure;
}
