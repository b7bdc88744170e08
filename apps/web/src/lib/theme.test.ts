import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentTheme, setTheme, startTheme, subscribeTheme, THEME_STORAGE_KEY } from './theme';

const realMatchMedia = window.matchMedia;

/** A system that prefers `dark` (or not), with a way to flip it later. */
function systemPrefers(dark: boolean) {
  const listeners = new Set<() => void>();
  let matches = dark;
  window.matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && matches;
    },
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    flip(next: boolean) {
      matches = next;
      listeners.forEach((l) => l());
    },
  };
}

const applied = () => document.documentElement.getAttribute('data-bs-theme');

afterEach(() => {
  window.matchMedia = realMatchMedia;
  document.documentElement.removeAttribute('data-bs-theme');
});

describe('theme', () => {
  it('follows the system setting until a choice is made, live', () => {
    const system = systemPrefers(true);
    startTheme();
    expect(applied()).toBe('dark');
    system.flip(false);
    expect(applied()).toBe('light');
  });

  it('remembers a choice, which wins over the system setting', () => {
    const system = systemPrefers(false);
    startTheme();
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    setTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(applied()).toBe('dark');
    expect(listener).toHaveBeenCalled();
    system.flip(false);
    expect(applied()).toBe('dark');
    unsubscribe();
  });

  it('applies a stored choice at start-up and ignores a value it does not know', () => {
    systemPrefers(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    startTheme();
    expect(applied()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(currentTheme()).toBe('dark');
  });
});
