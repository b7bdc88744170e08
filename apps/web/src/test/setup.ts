import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { driftedStubs, unexpectedCalls } from './render';

// findBy*/waitFor give up after 1 s by default. Beside the API suite on two busy cores a lazy
// chunk (a dialog, a screen) can take longer than that to load in jsdom; a real failure still
// fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; react-bootstrap (Offcanvas, responsive navbar) asks it. Answer
// "no match", as a wide desktop screen without reduced-motion preferences would.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// Files share their worker's jsdom and modules (isolate: false, for speed): what one test
// leaves in the page's storage or clock must not reach the next file's.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  // The api client turns a failed fetch into an error a screen may swallow; an API call no
  // mock answered must still fail the test.
  expect(unexpectedCalls.splice(0), 'API calls no mock answered').toEqual([]);
  // A stub must answer what the server could: its endpoint's declared reply (ADR 0061).
  expect(driftedStubs.splice(0), 'stubbed answers unlike the declared reply').toEqual([]);
});

// jsdom does not implement scrolling; the layout scrolls to the top on navigation, and some
// screens scroll an element into view (tests spy on it).
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
