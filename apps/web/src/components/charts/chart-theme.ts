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
