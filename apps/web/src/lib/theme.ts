/**
 * Light or dark for the whole site: Bootstrap 5.3's data-bs-theme on <html>. A choice made
 * with the dashboard's switch is remembered per browser; until then the page follows the
 * system setting, live. No React here: main.tsx applies it before the first render, so the
 * page never flashes the other theme, and it stays a few hundred bytes of the first chunk.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be switched off (private modes, strict settings): follow the system.
    return null;
  }
}

const systemTheme = (): Theme =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';

/** The stored choice, else the system's. */
export const currentTheme = (): Theme => storedTheme() ?? systemTheme();

function applyTheme(): void {
  document.documentElement.setAttribute('data-bs-theme', currentTheme());
  listeners.forEach((listener) => listener());
}

/** The user's choice: remembered and applied at once. */
export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  applyTheme();
}

/** For useSyncExternalStore: called whenever the applied theme may have changed. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Once, before the first render: apply, then follow the system and other tabs' choices. */
export function startTheme(): void {
  applyTheme();
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener?.('change', applyTheme);
  }
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applyTheme();
  });
}
