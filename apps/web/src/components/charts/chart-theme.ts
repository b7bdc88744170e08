/** A Bootstrap colour of the theme in use, so axes and labels stay readable in dark mode. */
export function themeColour(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** The visitor asked for less motion: charts draw without their animation. */
export const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The axes' and grid's colours of the theme in use. */
export function chartInk() {
  return {
    text: themeColour('--bs-secondary-color', '#6c757d'),
    grid: themeColour('--bs-border-color-translucent', 'rgba(0, 0, 0, 0.175)'),
  };
}

/**
 * The options every chart shares: it fills its frame, draws without animation when the visitor
 * asked for less motion, and its tooltip lists every series at the label pointed at.
 */
export const baseChartOptions = () =>
  ({
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? false : undefined,
    interaction: { mode: 'index', intersect: false },
  }) as const;

/** The label axis's ticks: level, skipping labels where they would crowd. */
export const labelTicks = (text: string) =>
  ({ color: text, maxRotation: 0, autoSkip: true, autoSkipPadding: 8 }) as const;
